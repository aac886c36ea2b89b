import { createActor } from 'xstate';
import { expect } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput, type CombatMachineEvent } from '../../../../../shared/core/combat/commands';
import type { CombatLogEntry } from '../../../../../shared/core/combat/log-entries';
import { entryLines } from '../../../../../shared/core/combat/log-format';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { planCommand } from '../../../../../shared/core/combat/plan';
import type { PoolSpec } from '../../../../../shared/core/dice/ability-roll';
import type { CombatRules } from '../../../../../shared/core/combat/procedures';
import { createScriptedRng, createSeededRng, type Rng } from '../../../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { fs31CombatBase, fs31TurnProcedures } from '../../../../../shared/systems/fs3.1/combat';
import { resultOnRow, type RollResult } from '../../../../../shared/systems/fs3.1/dice';
import { percentilePool } from '../../../../../shared/systems/fs3.1/pools';
import { FS31_RULESET } from '../../../../../shared/systems/fs3.1/ruleset';

export const ABILITIES = { initiative: 'Reflexes', toughness: 'Toughness', firstAid: 'First Aid' };
export const INPUT = { combatId: 'fs31', abilities: ABILITIES };

/** FS3.1's combat rules with its procedures, as main builds them for a campaign. */
export function fs31Rules(): CombatRules {
  const combat = fs31CombatBase(FS31_RULESET);
  return { ...combat, procedures: fs31TurnProcedures({ combat }) };
}

/** Pools at these ratings with no ruling-attribute modifier (attribute 5: modifier 0). */
export const pools = (ratings: Record<string, number>): Record<string, PoolSpec> =>
  Object.fromEntries(Object.entries(ratings).map(([name, rating]) => [name, percentilePool([{ kind: 'action-skill', name, rating }], [], 5)]));

/** The lowest d100 face giving `result` on `row` with `modifier` (reads seed 002's table). */
export function face(row: number, result: RollResult, modifier = 0): number {
  for (let d = 1; d <= 100; d++) if (resultOnRow(row, d + modifier) === result) return d;
  throw new Error(`No face gives ${result} on row ${row} with ${modifier}`);
}

export const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal' as const, cover: null, wounds: [], luckPoints: null, armor: null };

/** A machine driven by commands, each with its own dice (scripted: every die must be used). */
export function fight(rules: CombatRules = fs31Rules(), input: typeof INPUT & { resolutionRevision?: number } = INPUT) {
  const machine = createCombatMachine(rules);
  const actor = createActor(machine, { input }).start();
  const events: CombatMachineEvent[] = [];
  const log: CombatLogEntry[][] = [];
  const contexts: string[] = [];
  const send = (input: CombatCommandInput, dice: number[] | Rng = []): CombatLogEntry[] => {
    const rng = Array.isArray(dice) ? createScriptedRng(dice) : dice;
    const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
    expect(actor.getSnapshot().status).not.toBe('error');
    if (Array.isArray(dice) && 'used' in rng) expect((rng as { used: number }).used, `${input.type} uses every scripted die`).toBe(dice.length);
    events.push(plan.event);
    log.push(plan.entries);
    contexts.push(JSON.stringify(actor.getSnapshot().context));
    return plan.entries;
  };
  const ctx = () => actor.getSnapshot().context;
  const who = (id: string) => ctx().combatants.find((c) => c.id === id)!;
  return { rules, machine, actor, events, log, contexts, send, ctx, who };
}

/** Every line of the notes (text and headline). */
export const texts = (entries: readonly CombatLogEntry[]): string[] =>
  entries.flatMap((e) => [...(e.kind === 'note' ? [e.text] : e.kind === 'turn-end' ? e.lines : e.kind === 'initiative' ? entryLines(e).details : []), ...(e.headline ? [e.headline] : [])]);

export const seeded = (seed: string) => createSeededRng(seed);
