/**
 * The GM screen's one-line outcomes for Third Edition actions and knockout rolls (issue 18), from
 * what the battle recorded (fighter.ts `A3Record`): the game's own level names (§D.1, as its
 * messages show them) and `damage_mods` as the wound's modifier. The AresMUSH messages stay the
 * entry's text, shown below the headline.
 */
import { modifierText, shotsHeadline, type Shot, type ShotResult } from '../../../core/combat/headline';
import type { TurnFact } from '../../../core/combat/log-entries';
import { levelName } from './attack';
import { damageLevels, type A3CombatConfig } from './config';
import type { A3Action, A3KoRecord, A3ShotRecord } from './fighter';

const MISSES: Readonly<Record<string, ShotResult>> = { miss: 'miss', 'near-miss': 'near-miss', dodged: 'dodged', 'dodged-easily': 'dodged', cover: 'cover', mount: 'mount' };

/** A recorded shot in the shared shape. */
export function shotOf(cfg: A3CombatConfig, r: A3ShotRecord): Shot {
  if (r.kind === 'armor') return { target: r.target, result: 'armor', location: r.location ?? null };
  if (r.kind === 'hit') {
    if (!r.level || r.level === damageLevels(cfg).graze) return { target: r.target, result: 'graze', location: r.location ?? null };
    return { target: r.target, result: 'wounded', location: r.location ?? null, wound: { level: levelName(r.level), modifier: cfg.damageMods[r.level] ?? 0, stun: r.stun ?? false } };
  }
  return { target: r.target, result: MISSES[r.kind] ?? 'miss' };
}

const DOING: Partial<Record<A3Action['kind'], string>> = { fullauto: 'fires full-auto at', explode: 'sets off an explosive at', attack: 'attacks' };

/** The headline and summary facts of one action; no headline for actions that fire no shot (their message says it). */
export function actionOutcome3e(
  cfg: A3CombatConfig,
  actor: string,
  action: A3Action,
  shots: readonly A3ShotRecord[],
  ammo: { before: number; after: number; tracked: boolean },
): { headline?: string; facts: TurnFact[] } {
  const list = shots.map((r) => shotOf(cfg, r));
  const facts: TurnFact[] = [];
  for (const s of list) {
    if (s.result === 'wounded' && s.wound) facts.push({ kind: 'wound', who: s.target, by: actor, level: s.wound.level, location: s.location ?? '', modifier: s.wound.modifier, stun: s.wound.stun });
  }
  if (ammo.tracked && ammo.after < ammo.before) facts.push({ kind: 'ammo', who: actor, rounds: ammo.before - ammo.after });
  const doing = action.kind === 'attack' && action.burst ? 'fires a burst at' : (DOING[action.kind] ?? 'attacks');
  const headline = shotsHeadline(actor, doing, list);
  return headline === null ? { facts } : { headline, facts };
}

/** "Okafor's knockout roll: [7 3 2] = 1 success — stays up" (§C.14: 0 or less is a knockout). */
export function knockoutHeadline(k: A3KoRecord): string {
  if (k.auto) return `${k.name} is knocked out without a roll (an NPC at${modifierText(7)} or worse)`;
  const n = k.roll ?? 0;
  const successes = n < 0 ? 'an embarrassing failure' : `${n} ${n === 1 ? 'success' : 'successes'}`;
  return `${k.name}'s knockout roll: [${k.dice.join(' ')}] = ${successes} — ${k.ko ? 'knocked out' : 'stays up'}`;
}
