// Issue 41: a small Third Edition fight for the forecast's tests: Ann (a PC, pistol) and two
// NPC goons, started, nobody declared.
import { createActor } from 'xstate';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../../shared/core/combat/commands';
import type { CombatContext } from '../../../../../shared/core/combat/context';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { planCommand } from '../../../../../shared/core/combat/plan';
import type { CombatRules } from '../../../../../shared/core/combat/procedures';
import { npcPool } from '../../../../../shared/core/dice/ability-roll';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { FS32_COMBAT_RULESET } from '../../../../../shared/systems/fs3.2/combat/ruleset';
import { findEdition } from '../../../../../shared/systems/registry';
import type { GameSystem } from '../../../../../shared/systems/types';
import { PISTOL } from '../../../core/mechanics/fixtures';
import { defaultConfig } from './helpers';

export const RULES: CombatRules = { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures: findEdition('aresmush-3e')!.combatProcedures!({ config: defaultConfig() } as GameSystem) };

export const poolsOf = (ratings: Record<string, number>) => Object.fromEntries(Object.entries(ratings).map(([k, v]) => [k, npcPool(FS32_COMBAT_RULESET.core, k, v)]));
const pools = poolsOf({ Firearms: 5, Alertness: 3, Composure: 3 });
export const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal', cover: null, wounds: [], armor: null, luckPoints: null, pools, weapon: PISTOL };

/** A started fight driven by commands with seeded dice; `send` applies one. */
export function driver(combatants: readonly object[] = [{ ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, pools: poolsOf({ Firearms: 5, Alertness: 3, Composure: 6 }) }, { ...base, id: 'g1', name: 'Goon1', kind: 'npc', team: 2 }, { ...base, id: 'g2', name: 'Goon2', kind: 'npc', team: 2 }]) {
  const actor = createActor(createCombatMachine(RULES), { input: { combatId: 'f3e', abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' } } }).start();
  const rng = createSeededRng('f3e');
  const send = (input: CombatCommandInput) => {
    const plan = planCommand(RULES, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
  };
  send({ type: 'combatant.add', combatants: combatants as never });
  send({ type: 'combat.start' });
  return { send, ctx: (): CombatContext => actor.getSnapshot().context };
}

export const started = (): CombatContext => driver().ctx();
