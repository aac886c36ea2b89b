/**
 * The headline and turn-summary facts of an action resolved by the rules engine in shared/core
 * (the machine's own procedures; an edition with its own procedures builds them itself).
 */
import type { AbilityRollResult } from '../../../core/dice/ability-roll';
import type { AttackResult } from '../../../core/mechanics/attack';
import type { CombatRuleset } from '../../../core/mechanics/combat-ruleset';
import type { AutomaticHit, HitDamage } from '../../../core/mechanics/hit-damage';
import type { TurnActionResult } from '../../../core/mechanics/turn-context';
import type { CrewHitsResult } from '../../../core/mechanics/vehicles';
import { woundModifierOf, type Wound } from '../../../core/mechanics/wounds';
import { shotsHeadline, type Shot } from '../../../core/combat/headline';
import type { TurnFact } from '../../../core/combat/log-entries';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "[6 5 2] = 1 hit": the dice of a roll, for headlines that show them (knockout rolls). */
export function rollDice(roll: AbilityRollResult): string {
  return `[${roll.dice.join(' ')}] = ${roll.hits} ${roll.hits === 1 ? 'hit' : 'hits'}`;
}

function woundOf(rules: CombatRuleset, w: Wound): NonNullable<Shot['wound']> {
  return { level: capital(w.severity), modifier: woundModifierOf(w, rules), stun: w.type === 'stun' };
}

function damageShot(rules: CombatRuleset, target: string, location: string | null, d: HitDamage): Shot {
  if (d.wound) return { target, result: 'wounded', location, wound: woundOf(rules, d.wound) };
  if (d.stoppedBy === 'cover') return { target, result: 'cover', location };
  if (d.shield?.outcome === 'stopped') return { target, result: 'vehicle-armor', location };
  return { target, result: 'armor', location };
}

const autoShot = (rules: CombatRuleset, target: string, h: AutomaticHit) => damageShot(rules, target, h.location.location, h);

function crewShots(rules: CombatRuleset, crew: CrewHitsResult | null): Shot[] {
  return crew ? crew.occupants.flatMap((o) => o.hits.map((h) => autoShot(rules, o.occupant, h))) : [];
}

function attackShots(rules: CombatRuleset, r: AttackResult): Shot[] {
  const where = r.location?.location ?? null;
  const own: Shot =
    r.result === 'wounded' || r.result === 'stopped' ? damageShot(rules, r.defender, where, r) : { target: r.defender, result: r.result, location: where };
  return [own, ...crewShots(rules, r.crew)];
}

/** Every shot of an action, in the order they were rolled. */
function shotsOf(rules: CombatRuleset, result: TurnActionResult): Shot[] {
  switch (result.kind) {
    case 'attack':
      return attackShots(rules, result.result);
    case 'burst':
    case 'full-auto':
      return result.result.volleys.flatMap((v) => v.bullets.flatMap((b) => attackShots(rules, b)));
    case 'explode':
      return result.result.targets.flatMap((t) => {
        const hits = [...(t.concussion ? [t.concussion] : []), ...(t.shrapnel?.hits ?? [])];
        const own = hits.length === 0 ? [{ target: t.defender, result: 'unharmed' as const }] : hits.map((h) => autoShot(rules, t.defender, h));
        return [...own, ...t.crew.flatMap((c) => crewShots(rules, c))];
      });
    default:
      return [];
  }
}

const DOING: Partial<Record<TurnActionResult['kind'], string>> = { burst: 'fires a burst at', 'full-auto': 'fires full-auto at', explode: 'sets off an explosive at', attack: 'attacks' };
/** Volleys lead with the action's own words ("Ann attacks Cat (burst)", "… (zone 1/0)"). */
const VOLLEYS = new Set<TurnActionResult['kind']>(['burst', 'full-auto', 'explode']);

/**
 * The headline of an action that is not a shot; null: the action's summary says it all (Suppress
 * too: its lines tell each target's change once, issue 18's "suppression told once").
 */
function otherHeadline(actor: string, summary: string, result: TurnActionResult): string | null {
  switch (result.kind) {
    case 'skipped':
      return `${actor}'s action is skipped: ${result.reason}`;
    case 'subdue':
    case 'escape':
      return `${summary} — ${result.result.succeeded ? 'succeeds' : 'fails'}`;
    case 'rally':
      return `${summary}: knockout roll ${rollDice(result.result.roll)} — ${result.result.recovered ? 'back in the fight' : 'stays down'}`;
    case 'treat': {
      const r = result.result;
      return r.succeeded && r.healing ? `${summary} — ${r.healing.before.severity} wound now ${r.healing.after.severity}` : `${summary} — no effect`;
    }
    default:
      return null;
  }
}

/**
 * The headline and facts of one resolved action. `summary` is the entry's "Bob attacks Alice with
 * Pistol"; `ammo` the actor's rounds before and after (null: the weapon takes none).
 */
export function actionOutcome(
  rules: CombatRuleset,
  actor: string,
  summary: string,
  result: TurnActionResult,
  ammo: { before: number | null; after: number | null },
): { headline?: string; facts: TurnFact[] } {
  const shots = shotsOf(rules, result);
  const facts: TurnFact[] = [];
  for (const s of shots) {
    if (s.result === 'wounded' && s.wound) facts.push({ kind: 'wound', who: s.target, by: actor, level: s.wound.level, location: s.location ?? '', modifier: s.wound.modifier, stun: s.wound.stun });
  }
  if (result.kind === 'rally' && result.result.recovered) facts.push({ kind: 'back', who: result.result.name });
  if (ammo.before !== null && ammo.after !== null && ammo.after < ammo.before) facts.push({ kind: 'ammo', who: actor, rounds: ammo.before - ammo.after });
  const headline = shotsHeadline(actor, DOING[result.kind] ?? 'attacks', shots, VOLLEYS.has(result.kind) ? summary : undefined) ?? otherHeadline(actor, summary, result);
  return headline === null ? { facts } : { headline, facts };
}
