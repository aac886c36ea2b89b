/**
 * Seed 003 "Healing Damage" (CHARACTERS-NOTES.md "Healing"), every sentence a rule here:
 *
 * - "At the morning following 1 full day of rest you roll your Endurance + ½ Vigor (round down) --
 *   if you succeed (success level does not matter) you recover 1 endurance level."
 * - "If you do not spend the full day resting - just sleep at night, you roll at Endurance."
 * - "If you engage in some strenuous activity ... you roll Endurance -4."
 * - "If an entire day was spent in strenuous activity you cannot make this roll at all."
 * - "A complementary Physick roll may be made each day if supplies are available ... to increase
 *   the above goal number. First Aid may also be used, but at a -4 difficulty modifier."
 * - "After a week of rest, assuming all your endurance levels have been healed you automatically
 *   heal 1 vitality level (and regain 1 per week of rest thereafter). If you do not rest for the
 *   week, you can still recover 1 vitality level after a week by making an endurance roll as
 *   described above."
 *
 * Decisions (the seed is silent): ½ Vigor is the roll's skill, so its d20s are ½ Vigor's band; the
 * complementary roll's victory points add to the goal (the Fading Suns rulebook's complementary
 * rolls); the complement is a skill used outside stress, so it has the seed's +2 ("Most
 * non-combat skill resolutions start with a bonus of +2"), while the endurance roll's goal is the
 * one this section prints; the wound penalty applies to both (every goal). A vitality level's
 * week is counted on the level (its healing points: days of rest, 7 to heal) from the first day
 * of rest, and it comes back on the first morning of a complete week with no endurance level left.
 *
 * The calendar's advance and the forecast (HealingOps) play days of rest; a doctor in the care
 * column makes the daily complementary Physick roll (supplies assumed). The other activities,
 * First Aid as the complement and the unrested week are the pure functions below (tested), for a
 * screen that asks for them.
 */
import type { AbilityRollResult, PoolSpec, PoolTerm, RollModifier } from '../../core/dice/ability-roll';
import type { Wound } from '../../core/mechanics/wounds';
import type { Rng } from '../../core/dice/rng';
import type { HealCare, HealDay, HealPatient } from '../healing-types';
import type { GameSystem, HealingOps } from '../types';
import { etkinOdds, etkinPool, etkinRoll } from './dice';
import {
  ENDURANCE_LEVEL_POINTS, etkinHealingPointsNeeded, etkinTotalWoundModifier, isEnduranceLevel, isVitalityLevel, VITALITY_LEVEL_POINTS,
} from './wounds';

/** How the day before the morning roll was spent. */
export type HealActivity = 'rest' | 'sleep' | 'strenuous' | 'strenuous-day';

/** Seed 003's four ways to spend a day, the calendar's choice (the first, rest, is the default). */
export const HEAL_ACTIVITIES: readonly { id: HealActivity; label: string; hint: string }[] = [
  { id: 'rest', label: 'days of full rest', hint: 'Endurance + \u00bd Vigor each morning; a vitality level after a week' },
  { id: 'sleep', label: 'days up, sleeping at night', hint: 'Endurance alone each morning' },
  { id: 'strenuous', label: 'days with some strenuous activity', hint: 'Endurance \u22124 each morning' },
  { id: 'strenuous-day', label: 'whole days of strenuous activity', hint: 'no morning roll' },
];

/** "roll Endurance -4". */
export const STRENUOUS_PENALTY = 4;
/** "First Aid may also be used, but at a -4 difficulty modifier." */
export const FIRST_AID_PENALTY = 4;
/** "Most non-combat skill resolutions start with a bonus of +2" (the complement). */
export const NON_STRESSFUL_BONUS = 2;
export const COMPLEMENT_TAG = 'complement';

const term = (kind: PoolTerm['kind'], name: string, rating: number): PoolTerm => ({ kind, name, rating });
const woundMod = (penalty: number): RollModifier[] => (penalty > 0 ? [{ dice: -penalty, source: `Wounds \u2212${penalty}`, tag: 'wounds' }] : []);

/** The patient's Endurance and Vigor as read off their recovery pool (the characteristic and the skill terms). */
export function recoveryRatings(pool: PoolSpec): { endurance: PoolTerm; vigor: PoolTerm | null } {
  const endurance = pool.terms.find((t) => t.kind === 'attribute') ?? term('attribute', 'Endurance', pool.attributeRating);
  const vigor = pool.terms.find((t) => t.kind !== 'attribute') ?? null;
  return { endurance, vigor };
}

/**
 * The morning roll's pool for the activity (null: "you cannot make this roll at all"), with the
 * patient's wound penalty and the complement's victory points added to the goal.
 */
export function dailyPool(recovery: PoolSpec, activity: HealActivity, woundPenalty: number, complementVp = 0): PoolSpec | null {
  if (activity === 'strenuous-day') return null;
  const { endurance, vigor } = recoveryRatings(recovery);
  const mods: RollModifier[] = [...woundMod(woundPenalty)];
  if (complementVp > 0) mods.push({ dice: complementVp, source: `Complement +${complementVp}`, tag: COMPLEMENT_TAG });
  if (activity === 'rest') {
    const half = Math.floor(Math.max(0, vigor?.rating ?? 0) / 2);
    return etkinPool(endurance, half > 0 ? { name: `\u00bd ${vigor?.name ?? 'Vigor'}`, rating: half } : null, mods);
  }
  if (activity === 'strenuous') mods.unshift({ dice: -STRENUOUS_PENALTY, source: `Strenuous activity \u2212${STRENUOUS_PENALTY}` });
  return etkinPool(endurance, null, mods);
}

/** The complementary roll's pool: the healer's Physick (or First Aid at −4), +2 outside stress, their own wounds. */
export function complementPool(healer: PoolSpec, kind: 'physick' | 'first-aid', woundPenalty: number): PoolSpec {
  const characteristic = healer.terms.find((t) => t.kind === 'attribute') ?? term('attribute', 'Tech', healer.attributeRating);
  const found = healer.terms.find((t) => t.kind !== 'attribute');
  const skill = found ? { name: found.name, rating: found.rating, kind: found.kind === 'background-skill' ? ('background-skill' as const) : ('action-skill' as const) } : null;
  const mods: RollModifier[] = [...healer.modifiers, { dice: NON_STRESSFUL_BONUS, source: `Non-stressful +${NON_STRESSFUL_BONUS}`, tag: 'non-stressful' }];
  if (kind === 'first-aid') mods.push({ dice: -FIRST_AID_PENALTY, source: `First Aid instead of Physick \u2212${FIRST_AID_PENALTY}` });
  mods.push(...woundMod(woundPenalty));
  return etkinPool(characteristic, skill, mods);
}

/** One morning's roll: the complement first (its VPs raise the goal), then the patient's. */
export type MorningRoll = { complement: AbilityRollResult | null; roll: AbilityRollResult | null; success: boolean };

export function morningRoll(
  s: GameSystem,
  input: { recovery: PoolSpec; activity: HealActivity; woundPenalty: number; complement?: { pool: PoolSpec; kind: 'physick' | 'first-aid'; woundPenalty: number } | null },
  rng: Rng,
): MorningRoll {
  if (input.activity === 'strenuous-day') return { complement: null, roll: null, success: false };
  const complement = input.complement ? etkinRoll(s.core.id, complementPool(input.complement.pool, input.complement.kind, input.complement.woundPenalty), rng) : null;
  const vp = complement && complement.isSuccess ? complement.hits : 0;
  const pool = dailyPool(input.recovery, input.activity, input.woundPenalty, vp)!;
  const roll = etkinRoll(s.core.id, pool, rng);
  return { complement, roll, success: roll.isSuccess };
}

/** P(the morning roll succeeds), exactly: the complement's VP distribution, then the patient's odds at each goal. */
export function morningSuccessChance(recovery: PoolSpec, activity: HealActivity, woundPenalty: number, complement?: { pool: PoolSpec; kind: 'physick' | 'first-aid'; woundPenalty: number } | null): number {
  if (activity === 'strenuous-day') return 0;
  if (!complement) return etkinOdds(dailyPool(recovery, activity, woundPenalty)!).pSuccess;
  const vps = vpDistribution(complementPool(complement.pool, complement.kind, complement.woundPenalty));
  let p = 0;
  for (const { vp, p: pv } of vps) p += pv * etkinOdds(dailyPool(recovery, activity, woundPenalty, vp)!).pSuccess;
  return p;
}

/** P(VP = k) of a roll, a failure counting 0 (its VPs add nothing to the goal): the engine's `hits`. */
export function vpDistribution(pool: PoolSpec): { vp: number; p: number }[] {
  return etkinOdds(pool).hits.map((p, vp) => ({ vp, p })).filter((e) => e.p > 1e-15);
}

const open = (w: Wound) => w.severity !== 'healed';

/** The wounds after a morning: one endurance level back on a success (the first still open). */
export function healEnduranceLevel(wounds: readonly Wound[]): Wound[] {
  const i = wounds.findIndex((w) => open(w) && isEnduranceLevel(w));
  if (i < 0) return [...wounds];
  return wounds.map((w, j) => (j === i ? { ...w, severity: 'healed' as const, healingPoints: 0, healingStarted: true } : w));
}

/**
 * A day of rest toward the first open vitality level ("After a week of rest ... 1 vitality level
 * ... and regain 1 per week of rest thereafter"): its days counted as healing points, and back on
 * the first morning of a complete week with no endurance level open.
 */
export function restDay(wounds: readonly Wound[]): Wound[] {
  const i = wounds.findIndex((w) => open(w) && isVitalityLevel(w));
  if (i < 0) return [...wounds];
  const days = Math.min(VITALITY_LEVEL_POINTS, wounds[i]!.healingPoints + 1);
  const enduranceOpen = wounds.some((w) => open(w) && isEnduranceLevel(w));
  const healed = days >= VITALITY_LEVEL_POINTS && !enduranceOpen;
  return wounds.map((w, j) => (j !== i ? w : healed ? { ...w, severity: 'healed' as const, healingPoints: 0, healingStarted: true } : { ...w, healingPoints: days, healingStarted: true }));
}

/**
 * "If you do not rest for the week, you can still recover 1 vitality level after a week by making
 * an endurance roll as described above": the week's roll at the activity's goal (a week whose
 * every day was strenuous gives no roll). Success brings back the first open vitality level.
 */
export function unrestedWeek(s: GameSystem, wounds: readonly Wound[], recovery: PoolSpec, activity: Exclude<HealActivity, 'rest'>, rng: Rng): { roll: AbilityRollResult | null; wounds: Wound[] } {
  const i = wounds.findIndex((w) => open(w) && isVitalityLevel(w));
  if (i < 0) return { roll: null, wounds: [...wounds] };
  const pool = dailyPool(recovery, activity, etkinTotalWoundModifier(wounds).total);
  if (!pool) return { roll: null, wounds: [...wounds] };
  const roll = etkinRoll(s.core.id, pool, rng);
  return { roll, wounds: roll.isSuccess ? wounds.map((w, j) => (j === i ? { ...w, severity: 'healed' as const, healingPoints: 0 } : w)) : [...wounds] };
}

const ACTIVITY_WORDS: Readonly<Record<HealActivity, string>> = {
  rest: 'after a day of rest',
  sleep: 'after a day up (only sleep at night)',
  strenuous: 'after some strenuous activity',
  'strenuous-day': 'after a whole strenuous day',
};

const isActivity = (id: string | undefined): id is HealActivity => HEAL_ACTIVITIES.some((a) => a.id === id);

/**
 * The days toward the first open vitality level. A day of rest counts toward its week (`restDay`).
 * Any other day counts as a day of the week too, but a week that ends on such a day was not "a
 * week of rest": "you can still recover 1 vitality level after a week by making an endurance roll
 * as described above" — the roll at that day's goal (none after a whole strenuous day; the level
 * then waits), and a failed roll starts a new week. The day the week completes decides.
 */
function vitalityDay(s: GameSystem, wounds: Wound[], activity: HealActivity, recovery: PoolSpec | null, rng: Rng): { wounds: Wound[]; roll: AbilityRollResult | null; source: string } | null {
  const i = wounds.findIndex((w) => open(w) && isVitalityLevel(w));
  if (i < 0) return null;
  const days = Math.min(VITALITY_LEVEL_POINTS, wounds[i]!.healingPoints + 1);
  if (activity === 'rest') {
    const after = restDay(wounds);
    const healed = after[i]!.severity === 'healed';
    return { wounds: after, roll: null, source: healed ? 'A week of rest: 1 vitality level back' : `A day of rest toward a vitality level (${days} of ${VITALITY_LEVEL_POINTS})` };
  }
  const counted = wounds.map((w, j) => (j === i ? { ...w, healingPoints: days, healingStarted: true } : w));
  const enduranceOpen = wounds.some((w) => open(w) && isEnduranceLevel(w));
  if (days < VITALITY_LEVEL_POINTS || enduranceOpen) return { wounds: counted, roll: null, source: `A day (not of rest) toward a vitality level (${days} of ${VITALITY_LEVEL_POINTS})` };
  if (!recovery) return { wounds: counted, roll: null, source: 'A week without rest: no Endurance to roll for the vitality level' };
  const week = unrestedWeek(s, counted, recovery, activity, rng);
  if (!week.roll) return { wounds: counted, roll: null, source: 'A week without rest, ending in a whole strenuous day: no roll for the vitality level yet' };
  return week.roll.isSuccess
    ? { wounds: week.wounds, roll: week.roll, source: `A week without rest, endurance roll: ${week.roll.label} \u2014 1 vitality level back` }
    : { wounds: counted.map((w, j) => (j === i ? { ...w, healingPoints: 0 } : w)), roll: week.roll, source: `A week without rest, endurance roll: ${week.roll.label} \u2014 a new week begins` };
}

type Complement = { pool: PoolSpec; kind: 'physick' | 'first-aid'; woundPenalty: number };

/**
 * The healer's complementary roll (issue 39 item 7): seed 003 "A complementary Physick roll may be
 * made each day ... First Aid may also be used, but at a -4 difficulty modifier." The healer rolls
 * whichever gives the patient the better morning (exact odds; Physick on a tie), so a medic with
 * no Physick still helps through First Aid at −4.
 */
function complementFor(care: HealCare, recovery: PoolSpec | null, activity: HealActivity, woundPenalty: number): Complement | null {
  if (!care.doctor) return null;
  const own = Math.max(0, care.doctor.woundModifier);
  const physick: Complement = { pool: care.doctor.pool, kind: 'physick', woundPenalty: own };
  if (!care.doctor.firstAid || !recovery) return physick;
  const firstAid: Complement = { pool: care.doctor.firstAid, kind: 'first-aid', woundPenalty: own };
  return morningSuccessChance(recovery, activity, woundPenalty, firstAid) > morningSuccessChance(recovery, activity, woundPenalty, physick) ? firstAid : physick;
}

/**
 * A day of the calendar's advance, spent as the storyteller chose (`care.activity`, a full day of
 * rest by default): the doctor's complementary Physick roll, the patient's morning roll, the day
 * counted toward a vitality level.
 */
function day(s: GameSystem, patient: HealPatient, care: HealCare, rng: Rng): HealDay | null {
  if (!patient.wounds.some(open)) return null;
  const activity: HealActivity = isActivity(care.activity) ? care.activity : 'rest';
  const rolls: HealDay['rolls'] = [];
  const points: HealDay['points'] = [];
  let wounds = [...patient.wounds];
  if (wounds.some((w) => open(w) && isEnduranceLevel(w))) {
    if (activity === 'strenuous-day') {
      points.push({ points: 0, source: 'A whole day of strenuous activity: no morning roll' });
    } else if (patient.recovery) {
      const m = morningRoll(s, {
        recovery: patient.recovery,
        activity,
        woundPenalty: etkinTotalWoundModifier(wounds).total,
        complement: complementFor(care, patient.recovery, activity, etkinTotalWoundModifier(wounds).total),
      }, rng);
      if (m.complement && care.doctor) rolls.push({ role: 'doctor', by: care.doctor.name, roll: m.complement });
      if (m.roll) rolls.push({ role: 'recovery', by: patient.name, roll: m.roll });
      points.push({ points: m.success ? ENDURANCE_LEVEL_POINTS : 0, source: `Morning roll ${ACTIVITY_WORDS[activity]}: ${m.roll?.label ?? 'no roll'}${m.success ? ' \u2014 1 endurance level back' : ''}` });
      if (m.success) wounds = healEnduranceLevel(wounds);
    } else {
      points.push({ points: 0, source: 'No Endurance + Vigor to roll: no endurance level back' });
    }
  }
  const v = vitalityDay(s, wounds, activity, patient.recovery, rng);
  if (v) {
    if (v.roll) rolls.push({ role: 'recovery', by: patient.name, roll: v.roll });
    points.push({ points: 0, source: v.source });
    wounds = v.wounds;
  }
  const total = points.reduce((sum, p) => sum + p.points, 0);
  return { rolls, points, total, wounds };
}

/**
 * The forecast's day: 1 when the morning roll succeeds, 0 otherwise (the days of rest follow from
 * applyDay). The forecast assumes days of rest (the care column stores no activity).
 */
function dayPoints(s: GameSystem, patient: HealPatient, care: HealCare): { points: number; p: number }[] {
  if (!patient.wounds.some((w) => open(w) && isEnduranceLevel(w)) || !patient.recovery) return [{ points: 0, p: 1 }];
  const penalty = etkinTotalWoundModifier(patient.wounds).total;
  const p = morningSuccessChance(patient.recovery, 'rest', penalty, complementFor(care, patient.recovery, 'rest', penalty));
  void s;
  return [{ points: 1, p }, { points: 0, p: 1 - p }].filter((e) => e.p > 0);
}

/** The day's wounds from its points: the endurance level the roll brought back, then the day of rest. */
function applyDay(_s: GameSystem, wounds: readonly Wound[], points: number): Wound[] {
  return restDay(points >= ENDURANCE_LEVEL_POINTS ? healEnduranceLevel(wounds) : wounds);
}

export const ETKIN_HEALING: HealingOps = {
  source: 'seed 003 "Healing Damage"',
  activities: HEAL_ACTIVITIES,
  abilities: (s) => ({ recovery: s.setting.specialAbilities.toughness, doctor: s.setting.specialAbilities.medicine, firstAid: s.setting.specialAbilities.firstAid }),
  firstAidRetries: false,
  // Seed 003 treats no single wound: First Aid and Physick complement the daily roll.
  firstAidRefusal: () => 'Seed 003 has no first aid on a single wound: First Aid (at \u22124) or Physick complements the daily healing roll. Name a doctor in the care column.',
  firstAid: () => {
    throw new RangeError('Seed 003 has no first aid on a single wound.');
  },
  day,
  dayPoints,
  // A lone wound: an endurance level comes back with a good morning, a vitality level with a day of rest counted.
  applyPoints: (_s, wound, points) => (points <= 0 || wound.severity === 'healed' ? wound : isEnduranceLevel(wound) ? { ...wound, severity: 'healed', healingPoints: 0 } : restDay([wound])[0]!),
  applyDay,
  // Seed 003 sets no patient limit; a doctor tends as many patients as the storyteller allows.
  patientLimit: () => 99,
  // Seed 003's house rules have no vehicles and no repair: nothing is repaired between fights.
  repair: { none: 'Seed 003 (the Fading Suns house rules) has no vehicles and no repair rule, so the calendar repairs nothing; remove a wound by hand on the vehicle sheet.' },
};

export { etkinHealingPointsNeeded };
