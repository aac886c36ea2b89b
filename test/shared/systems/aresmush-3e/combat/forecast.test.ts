// Issue 41: Third Edition's turn forecast (simulated by its own procedures) against 100,000 turns.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../../shared/core/combat/commands';
import { forecastTurn } from '../../../../../shared/core/combat/forecast';
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

const RULES: CombatRules = { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures: findEdition('aresmush-3e')!.combatProcedures!({ config: defaultConfig() } as GameSystem) };
const pools = Object.fromEntries(Object.entries({ Firearms: 5, Alertness: 3, Composure: 3 }).map(([k, v]) => [k, npcPool(FS32_COMBAT_RULESET.core, k, v)]));
const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal', cover: null, wounds: [], armor: null, luckPoints: null, pools, weapon: PISTOL };

describe('Third Edition turn forecast', () => {
  it('simulated (10,000 turns) within its stated precision of a 100,000-turn simulation, NPCs declared by ai_action', () => {
    const actor = createActor(createCombatMachine(RULES), { input: { combatId: 'f3e', abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' } } }).start();
    const rng = createSeededRng('f3e');
    const send = (input: CombatCommandInput) => {
      const plan = planCommand(RULES, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
      if (!plan.ok) throw new Error(plan.reason);
      actor.send(plan.event);
    };
    send({ type: 'combatant.add', combatants: [{ ...base, id: 'a', name: 'Ann', kind: 'pc', team: 1 }, { ...base, id: 'g1', name: 'Goon1', kind: 'npc', team: 2 }, { ...base, id: 'g2', name: 'Goon2', kind: 'npc', team: 2 }] });
    send({ type: 'combat.start' });
    send({ type: 'npc.setAuto', teams: [2], change: { mode: 'automatic' } });
    send({ type: 'npc.autoDeclare' });
    send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'g1' } }] });
    const ctx = actor.getSnapshot().context;
    const forecast = forecastTurn(RULES, ctx);
    expect(forecast).toMatchObject({ method: 'simulation', turns: 10_000 });
    const big = forecastTurn(RULES, ctx, { simulate: true, turns: 100_000, seed: 'big' });
    forecast.combatants.forEach((c, i) => {
      expect(Math.abs(c.pHit - big.combatants[i]!.pHit)).toBeLessThanOrEqual(forecast.precision);
      expect(Math.abs(c.pSerious! - big.combatants[i]!.pSerious!)).toBeLessThanOrEqual(forecast.precision);
      expect(Math.abs(c.pOut! - big.combatants[i]!.pOut!)).toBeLessThanOrEqual(forecast.precision);
    });
    expect(forecast.combatants[0]!.pHit).toBeGreaterThan(0.05);
  });
});
