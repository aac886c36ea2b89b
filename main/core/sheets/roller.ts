import { randomUUID } from 'node:crypto';
import type { SheetRoll } from '../../../shared/domain/sheet';
import type { z } from 'zod';
import type { GroupRollSchema, PreviewRollSchema, RollOutput, RollPreview, RollSide } from '../../../shared/ipc/roll-contract';
import { AppError } from '../../../shared/ipc/result';
import { opposedOdds, rollAbility, totalWoundModifier, type GameSystem, type OpposedOddsView, type Rng } from '../../../shared/systems';
import { modifierRangeError } from '../../../shared/sheet/roll-words';
import { planRoll, RollInputError, type LuckOffer, type RollPlan } from '../../../shared/sheet/roller';
import { toRulesWound } from '../combat/character-wounds';
import type { Repos } from '../db/repos';
import { campaignSystem } from '../system/campaign-system';
import { assertRollable } from './rating-guard';
import { balances, log, opposedRecord, payLuck, record } from './roll-log';
import { requireCharacter } from './sheet';

/**
 * The dice roller's rolls (issue 16) with main's dice: single and opposed rolls with attribute
 * substitution, defaulting and luck; group rolls; luck re-rolls. The edition decides every rule
 * (shared/sheet/roller.ts, shared/systems); this file loads and rolls, roll-log.ts logs and pays,
 * reroll.ts re-rolls. Each call runs inside one transaction: a refused luck spend or an unknown ability writes nothing.
 */

type Offer = { by: string; effect: LuckOffer['effect']; on: 'first' | 'second' };
const SIDE_INDEX = { first: 0, second: 1 } as const;

/** Dice lost to wounds (0 when waived), as the sheet computes them. */
function woundPenalty(repos: Repos, system: GameSystem, id: string, apply: boolean): number {
  if (!apply) return 0;
  const total = totalWoundModifier(system, repos.wounds.listFor(id).map((w) => toRulesWound(system, w))).total;
  return Math.max(0, total);
}

function asAppError(e: unknown): never {
  if (e instanceof RollInputError) throw new AppError('roll/invalid', e.message);
  throw e;
}

/** The contract takes ±100; the edition's own range (±20 dice, ±100 percent) is checked here, naming the field. */
export function assertModifierRange(system: GameSystem, n: number | undefined, field: string): void {
  if (n === undefined) return;
  const why = modifierRangeError(system, n);
  if (why !== null) throw new AppError('bad-request', `${field}: ${why}`);
}

function plan(repos: Repos, system: GameSystem, sides: readonly RollSide[], offers: readonly Offer[], fields: readonly string[]): RollPlan {
  sides.forEach((s, i) => {
    const at = (f: string) => (fields[i] ? `${fields[i]}.${f}` : f);
    assertModifierRange(system, s.modifier, at('modifier'));
    assertModifierRange(system, s.defaulting?.modifier, at('defaulting.modifier'));
  });
  const characters = sides.map((s) => requireCharacter(repos, s.id));
  if (sides.length === 2 && sides[0]!.id === sides[1]!.id) throw new AppError('roll/invalid', 'second.id: An opposed roll needs two different characters.');
  const luckOffers: LuckOffer[] = offers.map((o) => ({ by: requireCharacter(repos, o.by), effect: o.effect, on: SIDE_INDEX[o.on] }));
  let planned: RollPlan;
  try {
    planned = planRoll(
      system,
      sides.map((s, i) => ({
        character: characters[i]!,
        request: {
          ability: s.ability,
          modifier: s.modifier,
          ...(s.attribute !== undefined ? { attribute: s.attribute } : {}),
          ...(s.defaulting !== undefined ? { defaulting: s.defaulting } : {}),
          ...(s.situations !== undefined ? { situations: s.situations } : {}),
          ...(s.accent !== undefined ? { accent: s.accent } : {}),
          ...(s.sfx !== undefined ? { sfx: s.sfx } : {}),
        },
        woundPenalty: woundPenalty(repos, system, s.id, s.applyWounds),
        field: fields[i]!,
      })),
      luckOffers,
    );
  } catch (e) {
    asAppError(e);
  }
  // A pool built on a rating out of range (stored before the edge checked it) is neither shown
  // nor rolled: the roller never offers 99 dice (issue 16, deliverable 7).
  for (const side of planned.sides) assertRollable(system, side.character, side.pool);
  return planned;
}

const oddsOut = (o: OpposedOddsView) => ({ ...o, outcomes: o.outcomes.map((x) => ({ ...x })) });

/** The pools and exact odds before a roll, with nothing written. */
export function previewRoll(repos: Repos, input: z.infer<typeof PreviewRollSchema>): RollPreview {
  const system = campaignSystem(repos);
  const sides = input.second ? [input.first, input.second] : [input.first];
  const p = plan(repos, system, sides, input.luck, input.second ? ['first', 'second'] : ['first']);
  return {
    sides: p.sides.map((s) => ({
      id: s.character.id, name: s.character.name, poolText: s.poolText, diceRolled: s.pool.diceRolled, odds: s.odds,
      luck: s.luck.map((l) => `${l.by}: ${l.effect}${l.dice !== 0 ? ` ${l.dice > 0 ? '+' : ''}${l.dice}` : ''}`),
    })),
    opposed: p.sides.length === 2 ? oddsOut(opposedOdds(system, p.sides[0]!.pool, p.sides[1]!.pool)) : null,
  };
}

/**
 * One roll, or both sides of an opposed roll, with the luck offered before it. `rolledBy`: the
 * player's device that rolled it (issue 21), kept on each logged row.
 */
export function rollSides(repos: Repos, input: { first: RollSide; second?: RollSide; luck: Offer[] }, rng: Rng, now: Date, rolledBy?: string): RollOutput {
  const system = campaignSystem(repos);
  const { info } = repos.campaign.get();
  const sides = input.second ? [input.first, input.second] : [input.first];
  if (!input.second && input.luck.some((o) => o.on === 'second')) throw new AppError('roll/invalid', 'luck: a single roll has no second side.');
  const p = plan(repos, system, sides, input.luck, input.second ? ['first', 'second'] : ['first']);
  const results = p.sides.map((s) => rollAbility(system, s.pool, rng));
  let rows: SheetRoll[] = p.sides.map((s, i) => ({ ...record(s, results[i]!), ...(rolledBy !== undefined ? { rolledBy } : {}) }));
  if (p.sides.length === 2) {
    const odds = opposedOdds(system, p.sides[0]!.pool, p.sides[1]!.pool);
    const label = `${p.sides[0]!.character.name} (${p.sides[0]!.request.ability}) vs ${p.sides[1]!.character.name} (${p.sides[1]!.request.ability})`;
    const link = { kind: 'opposed' as const, id: randomUUID(), label };
    rows = rows.map((r, i) => ({
      ...r,
      link,
      opposed: opposedRecord(system, results[0]!, results[1]!, p.sides, odds, i === 0 ? 'first' : 'second'),
    }));
  }
  const logged = rows.map((r, i) => log(repos, p.sides[i]!.character, r, info.inGameDate, now));
  const entries = payLuck(repos, logged, info.inGameDate, now);
  return { entries, balances: balances(repos, p.payers.map((c) => c.id)) };
}

/** Everyone chosen rolls the same ability (no luck: each may re-roll afterwards). */
export function rollGroup(repos: Repos, input: z.infer<typeof GroupRollSchema>, rng: Rng, now: Date): RollOutput {
  const system = campaignSystem(repos);
  const { info } = repos.campaign.get();
  const ids = [...new Set(input.ids)];
  assertModifierRange(system, input.modifier, 'modifier');
  const plans = ids.map((id, k) => {
    const side: RollSide = { id, ability: input.ability, modifier: input.modifier, applyWounds: input.applyWounds, ...(input.attribute ? { attribute: input.attribute } : {}) };
    if (!repos.characters.get(id)) throw new AppError('character/not-found', `ids.${k}: No character with id "${id}" in this campaign.`);
    return plan(repos, system, [side], [], [`ids.${k}`]).sides[0]!;
  });
  const link = { kind: 'group' as const, id: randomUUID(), label: input.label && input.label !== '' ? input.label : `Everyone rolls ${input.ability}` };
  const entries = plans.map((s) => log(repos, s.character, { ...record(s, rollAbility(system, s.pool, rng)), link }, info.inGameDate, now));
  return { entries, balances: [] };
}

