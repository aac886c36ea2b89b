/**
 * Issue 18 on a Third Edition fight: the declare panel's many odds questions answered on one
 * battle (`oddsMany`) equal the questions asked one by one, stances of either side included.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../../shared/core/combat/commands';
import { declarationOdds, declarationOddsMany, type OddsQuery } from '../../../../../shared/core/combat/declaration-odds';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { planCommand } from '../../../../../shared/core/combat/plan';
import { npcPool } from '../../../../../shared/core/dice/ability-roll';
import type { CombatRules } from '../../../../../shared/core/combat/procedures';
import { FS32_COMBAT_RULESET } from '../../../../../shared/systems/fs3.2/combat/ruleset';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { findEdition } from '../../../../../shared/systems/registry';
import type { GameSystem } from '../../../../../shared/systems/types';
import { PISTOL, RIFLE } from '../../../core/mechanics/fixtures';
import { defaultConfig } from './helpers';

function fight() {
  const system = { config: defaultConfig() } as GameSystem;
  const rules: CombatRules = { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures: findEdition('aresmush-3e')!.combatProcedures!(system) };
  const actor = createActor(createCombatMachine(rules), { input: { combatId: 'c3e', abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' }, resolutionRevision: 2 } }).start();
  const rng = createSeededRng('issue18-3e');
  const send = (input: CombatCommandInput) => {
    const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
  };
  const pools = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, npcPool(FS32_COMBAT_RULESET.core, k, v)]));
  const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal', cover: null, wounds: [], luckPoints: null, armor: null };
  send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, pools: pools({ Firearms: 7, Alertness: 4, Composure: 4, Reflexes: 4 }), weapon: { ...RIFLE, name: 'Rifle' } },
      { ...base, id: 'goon', name: 'Goon', kind: 'npc', team: 2, pools: pools({ Firearms: 6, Alertness: 4, Composure: 4 }), weapon: PISTOL },
      { ...base, id: 'boss', name: 'Boss', kind: 'npc', team: 2, pools: pools({ Firearms: 6, Alertness: 4, Composure: 4 }), weapon: PISTOL },
    ],
  });
  send({ type: 'combat.start' });
  return { rules, ctx: actor.getSnapshot().context };
}

describe('§C.5 stances and §C.7 attack odds, a whole declare panel at once', () => {
  it('§C.5 the odds batch equals each question alone; a defender in Evasive stance is hit less often', () => {
    const { rules, ctx } = fight();
    const queries: OddsQuery[] = [
      { attackerId: 'ann', targetId: 'goon', luck: null },
      { attackerId: 'ann', targetId: 'boss', luck: 'bonus' },
      { attackerId: 'ann', targetId: 'goon', luck: null, stance: 'Aggressive' },
      { attackerId: 'ann', targetId: 'goon', luck: null, action: 'burst' },
      { attackerId: 'ann', targetId: 'goon', luck: null, action: 'suppress' },
      { attackerId: 'goon', targetId: 'ann', luck: null, targetStance: 'Evasive' },
      { attackerId: 'goon', targetId: 'ann', luck: null },
      { attackerId: 'ann', targetId: 'boss', luck: null },
    ];
    const batch = declarationOddsMany(rules, ctx, queries);
    expect(batch).toEqual(queries.map((q) => declarationOdds(rules, ctx, q)));
    expect(batch[3]).toBeNull();
    expect(batch[5]!.pHit).toBeLessThan(batch[6]!.pHit);
    expect(batch[1]!.pHit).toBeGreaterThan(batch[7]!.pHit);
  });
});
