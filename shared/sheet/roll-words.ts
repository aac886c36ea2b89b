/**
 * How the screens word a roll for the campaign's dice engine (issue 19). A dice-pool edition
 * (FS3.2, AresMUSH) speaks of dice and hits; an engine whose modifiers are percent added to a
 * d100 (FS3.1's result table, `DiceEngine.modifierUnit === 'percent'`) speaks of the ability's
 * row, percent modifiers and Roll Results. Nothing here names an edition: it reads the engine.
 */
import type { SheetRoll, StoredGoalRoll, StoredPercentileRoll } from '../domain/sheet';
import type { AbilityRollResult, PoolSpec } from '../core/dice/ability-roll';
import type { PoolOdds } from '../core/dice/odds';
import type { GameSystem } from '../systems';

type EngineHolder = Pick<GameSystem, 'edition'>;

/** True when the edition's modifiers are percent on a d100 rather than dice in a pool. */
export function isPercentile(system: EngineHolder): boolean {
  return system.edition.dice.modifierUnit === 'percent';
}

/** True when the edition's modifiers are goal points on d20s (seed 003's goal numbers). */
export function isGoalNumber(system: EngineHolder): boolean {
  return system.edition.dice.modifierUnit === 'goal';
}

/** "+10", "−30", "0" (a true minus sign, as the seeds print it). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}

/**
 * The modifier field of a roller: dice from −20 to +20 one at a time, or percent from −100 to
 * +100 in steps of 5 (seed 002's modifiers are ±30, +20, −30, luck ±50).
 */
export function modifierField(system: EngineHolder): { min: number; max: number; step: number; unit: string } {
  if (isPercentile(system)) return { min: -100, max: 100, step: 5, unit: '%' };
  return isGoalNumber(system) ? { min: -20, max: 20, step: 1, unit: 'goal' } : { min: -20, max: 20, step: 1, unit: 'dice' };
}

/** Why a modifier is out of the edition's range ("−30 is outside −20 … +20 dice"), or null when it fits. */
export function modifierRangeError(system: EngineHolder, n: number): string | null {
  const f = modifierField(system);
  if (n >= f.min && n <= f.max) return null;
  return `${n} is outside ${f.min} … +${f.max} ${f.unit === '%' ? 'percent' : f.unit} for ${system.edition.name}.`;
}

/** A modifier in the edition's unit: "+2 dice" or "+50". */
export function modifierText(system: EngineHolder, n: number): string {
  if (isPercentile(system)) return signed(n);
  if (isGoalNumber(system)) return `${signed(n)} goal`;
  return `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n)} ${Math.abs(n) === 1 ? 'die' : 'dice'}`;
}

/** A wound modifier as the sheet's checkbox shows it ("−2" dice, "−25" percent; "0" unhurt, never "−0"). */
export function woundText(penalty: number): string {
  return signed(-Math.abs(penalty));
}

const RULING_PREFIX = /^Ruling attribute\s+/i;

/**
 * One modifier's words in a pool: its source, with signs as true minus signs, and the ruling
 * attribute named by itself ("Reflexes 7 +4").
 */
function modifierWords(source: string): string {
  return source.replace(RULING_PREFIX, '').replace(/(^|\s)-(\d)/g, '$1\u2212$2');
}

/** "Reaction 2 + Firearms 3, Situation +1 = 6 dice". */
export function describeDicePool(pool: PoolSpec): string {
  const terms = pool.terms.map((t) => `${t.name} ${t.rating}`).join(' + ');
  const mods = pool.modifiers.map((m) => m.source).join(', ');
  return `${terms}${mods ? `, ${mods}` : ''} = ${pool.diceRolled} ${pool.diceRolled === 1 ? 'die' : 'dice'}`;
}

/** "Firearms 5 (row 5) · Reflexes 7 +4 · Hard −30", with the total when several modifiers add up. */
export function describePercentilePool(pool: PoolSpec): string {
  const row = Math.max(0, Math.trunc(pool.size));
  const term = pool.terms[0];
  const head = term ? `${term.name} ${term.rating} (row ${row})` : `Row ${row}`;
  const mods = pool.modifiers.map((m) => modifierWords(m.source));
  const total = pool.modifiers.reduce((s, m) => s + m.dice, 0);
  const tail = pool.modifiers.length > 1 ? ` = ${signed(total)}` : '';
  return [head, ...mods].join(' \u00b7 ') + tail;
}

/** "Dexterity 7 + Shoot 7, Non-stressful +2 = goal 16, 3d20". */
export function describeGoalPool(pool: PoolSpec): string {
  const terms = pool.terms.map((t) => `${t.name} ${t.rating}`).join(' + ');
  const mods = pool.modifiers.map((m) => modifierWords(m.source)).join(', ');
  const accent = pool.accent ? ` (accented ${pool.accent}ly)` : '';
  return `${terms}${mods ? `, ${mods}` : ''} = goal ${pool.size}, ${pool.diceRolled}d20${accent}${pool.sfx ? `, ${sfxRangeText(pool.sfx)}` : ''}`;
}

/** A blessing's or curse's SFX range as the pool tells it: "Good SFX on 1–2, Bad on 19–20". */
export function sfxRangeText(r: { good: number; bad: number }): string {
  const good = r.good <= 0 ? 'no Good SFX' : `Good SFX on ${r.good === 1 ? '1' : `1\u2013${r.good}`}`;
  const bad = r.bad >= 21 ? 'no Bad' : `Bad on ${r.bad === 20 ? '20' : `${r.bad}\u201320`}`;
  return `${good}, ${bad}`;
}

/** The pool as the edition words it. */
export function describePoolFor(system: EngineHolder, pool: PoolSpec): string {
  if (isGoalNumber(system)) return describeGoalPool(pool);
  return isPercentile(system) ? describePercentilePool(pool) : describeDicePool(pool);
}

/** A logged percentile roll back as the engine's result, enough for its `rollText`. */
function asResult(roll: Pick<SheetRoll, 'dice' | 'hits' | 'label' | 'successLevel' | 'isSuccess'>, p: StoredPercentileRoll): AbilityRollResult {
  return {
    rulesetId: '', pool: { terms: [], modifiers: [], attributeRating: 0, size: p.row, diceRolled: 1 },
    dice: [...roll.dice], hits: roll.hits, ones: 0, successLevel: roll.successLevel, label: roll.label,
    isSuccess: roll.isSuccess, isEmbarrassingFailure: false, percentile: { ...p },
  };
}

/** A logged goal roll (seed 003) back as the engine's result, enough for its `rollText` (the pool names the goal's parts). */
function asGoalResult(roll: Pick<SheetRoll, 'dice' | 'hits' | 'label' | 'successLevel' | 'isSuccess' | 'pool'>, g: StoredGoalRoll): AbilityRollResult {
  const p = roll.pool;
  return {
    rulesetId: '',
    pool: {
      terms: p ? p.terms.map((t) => ({ ...t, kind: t.kind as PoolSpec['terms'][number]['kind'] })) : [], modifiers: p ? p.modifiers.map((m) => ({ ...m })) : [],
      attributeRating: 0, size: g.goal, diceRolled: g.dice.length, ...(p?.sfx ? { sfx: { ...p.sfx } } : {}),
    },
    dice: [...roll.dice], hits: roll.hits, ones: 0, successLevel: roll.successLevel, label: roll.label,
    isSuccess: roll.isSuccess, isEmbarrassingFailure: false, goalRoll: { ...g, dice: [...g.dice] },
  };
}

type LineRoll = Pick<SheetRoll, 'dice' | 'hits' | 'label' | 'successLevel' | 'isSuccess' | 'diceRolled' | 'percentile'> & Partial<Pick<SheetRoll, 'goal' | 'pool'>>;

/**
 * "d100 63 +10 → 73 on row 5 → +1 Success" for a percentile row; "Goal 14 (…): 3d20 [3, 18, 12]
 * keep 12 … · SFX 1 Good (13: …) → Success, 4 VP" for a goal roll; "3 hits on 6 dice" for a pool.
 */
export function rollLine(system: EngineHolder | null, roll: LineRoll): string {
  if (roll.goal) {
    const text = system?.edition.dice.rollText;
    const g = roll.goal;
    return text ? text(asGoalResult(roll, g)) : `Goal ${g.goal}: ${g.dice.length}d20 [${g.dice.join(', ')}] · SFX ${g.sfxDie} → ${roll.label}`;
  }
  if (roll.percentile) {
    const text = system?.edition.dice.rollText;
    const p = roll.percentile;
    return text ? text(asResult(roll, p)) : `d100 ${p.roll} ${signed(p.modifier)} \u2192 ${p.total} on row ${p.row} \u2192 ${signed(p.result)} ${roll.label}`;
  }
  return `${roll.hits} ${roll.hits === 1 ? 'hit' : 'hits'} on ${roll.diceRolled} ${roll.diceRolled === 1 ? 'die' : 'dice'}`;
}

/** The short form a log list shows: "+1 (63)" for a percentile roll, "goal 14, kept 12, SFX 1 Good" for a goal roll, "3/6" (hits of dice) for a pool. */
export function rollShort(roll: Pick<SheetRoll, 'hits' | 'diceRolled' | 'percentile'> & Partial<Pick<SheetRoll, 'goal'>>): string {
  if (roll.goal) {
    const g = roll.goal;
    const kept = g.kept === null ? 'none kept' : `kept ${g.dice[g.kept]}`;
    return `goal ${g.goal}, ${kept}, SFX ${g.sfxDie}${g.sfx ? ` ${g.sfx === 'good' ? 'Good' : 'Bad'} ${g.effectDie}` : ''}`;
  }
  if (roll.percentile) return `${signed(roll.percentile.result)}, d100 ${roll.percentile.roll}`;
  return `${roll.hits}/${roll.diceRolled}`;
}

/** The odds a log row keeps: P(success), P(each level) and, for a percentile engine, every Roll Result. */
export function storedOdds(odds: PoolOdds): SheetRoll['odds'] {
  const clamp = (p: number) => Math.min(1, Math.max(0, p));
  return {
    pSuccess: clamp(odds.pSuccess),
    levels: odds.levels,
    ...(odds.results ? { results: odds.results.map((r) => ({ value: r.value, label: r.label, p: clamp(r.p) })) } : {}),
    ...(odds.sfx ? { sfx: { pGood: clamp(odds.sfx.pGood), pBad: clamp(odds.sfx.pBad), good: odds.sfx.good.map(clamp), bad: odds.sfx.bad.map(clamp) } } : {}),
  };
}

/** The stored goal roll of a rolled result (seed 003's d20s and SFX; absent for other engines). */
export function storedGoal(result: Pick<AbilityRollResult, 'goalRoll'>): { goal?: StoredGoalRoll } {
  const g = result.goalRoll;
  return g ? { goal: { ...g, dice: [...g.dice] } } : {};
}

/** The effect bands of the SFX tables, in the order the stored odds list them. */
export const SFX_BAND_LABELS = ['1–10', '11–15', '16–19', '20'] as const;

/** "Good SFX 5.0% (1–10 2.5% · 11–15 1.3% · 16–19 1.0% · 20 0.3%)". */
export function sfxOddsText(kind: 'Good' | 'Bad', total: number, bands: readonly number[], pct: (p: number) => string): string {
  return `${kind} SFX ${pct(total)} (${bands.map((p, i) => `${SFX_BAND_LABELS[i]} ${pct(p)}`).join(' · ')})`;
}

/** The stored percentile steps of a rolled result (absent for dice pools). */
export function storedPercentile(result: Pick<AbilityRollResult, 'percentile'>): { percentile?: StoredPercentileRoll } {
  const p = result.percentile;
  return p ? { percentile: { roll: p.roll, modifier: Math.trunc(p.modifier), total: Math.trunc(p.total), row: p.row, result: p.result } } : {};
}

/**
 * "−2 Terrible Failure 3.0% · −1 Bad Failure 6.0% · …": every Roll Result with its chance. A goal
 * roll's results are named by their label alone ("Failure 5.1% · Success, 2 VP 17.3%"): `named`.
 */
export function resultOddsText(results: NonNullable<SheetRoll['odds']['results']>, pct: (p: number) => string, named = false): string {
  return results.map((r) => `${named ? '' : `${signed(r.value)} `}${r.label} ${pct(r.p)}`).join(' \u00b7 ');
}
