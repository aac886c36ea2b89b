/**
 * Issue 40 item 7: a Third Edition fight boards by §C.18 from resolution revision 4 (a second pilot
 * moves the first to a passenger seat, the pilot takes the vehicle's first weapon); a fight stored
 * at revision 3 keeps the machine's generic boarding, so its log replays as it was played.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../../shared/core/combat/commands';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { planCommand } from '../../../../../shared/core/combat/plan';
import { COMBAT_RESOLUTION_REVISION } from '../../../../../shared/core/combat/version';
import { parseVehicle } from '../../../../../shared/domain/gear';
import { npcPool } from '../../../../../shared/core/dice/ability-roll';
import type { CombatRules } from '../../../../../shared/core/combat/procedures';
import { FS32_COMBAT_RULESET } from '../../../../../shared/systems/fs3.2/combat/ruleset';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { findEdition } from '../../../../../shared/systems/registry';
import type { GameSystem } from '../../../../../shared/systems/types';
import { RIFLE } from '../../../core/mechanics/fixtures';
import { defaultConfig } from './helpers';

function rules3e(): CombatRules {
  const system = { config: defaultConfig() } as GameSystem;
  return { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures: findEdition('aresmush-3e')!.combatProcedures!(system) };
}

function fight(resolutionRevision: number) {
  const rules = rules3e();
  const input = { combatId: 'board', abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' }, resolutionRevision };
  const actor = createActor(createCombatMachine(rules), { input }).start();
  const rng = createSeededRng('board');
  const send = (c: CombatCommandInput): string | null => {
    const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(c), rng);
    if (!plan.ok) return plan.reason;
    actor.send(plan.event);
    return null;
  };
  const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal' as const, cover: null, armor: null, luckPoints: 0, kind: 'pc' as const, team: 1, pools: { Firearms: npcPool(FS32_COMBAT_RULESET.core, 'Firearms', 3) }, weapon: RIFLE, wounds: [] };
  send({ type: 'combatant.add', combatants: [{ ...base, id: 'ann', name: 'Ann' }, { ...base, id: 'bob', name: 'Bob' }] });
  const definition = parseVehicle({ name: 'Viper', pilotingSkill: 'Piloting', toughness: 0, hitChart: HUMANOID_HIT_CHART.name });
  if (!definition.ok) throw new Error('vehicle');
  send({ type: 'vehicle.add', vehicle: { id: 'v1', name: 'Viper', definition: definition.value, chart: HUMANOID_HIT_CHART, armor: null } });
  return { send, ctx: () => actor.getSnapshot().context };
}

describe('Third Edition boarding by resolution revision (issue 40 item 7)', () => {
  it('new fights play §C.18: the old pilot becomes a passenger, the new one takes the Kew', () => {
    expect(COMBAT_RESOLUTION_REVISION).toBeGreaterThanOrEqual(4);
    const f = fight(COMBAT_RESOLUTION_REVISION);
    expect(f.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'ann', role: 'pilot' })).toBeNull();
    expect(f.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'bob', role: 'pilot' })).toBeNull();
    expect(f.ctx().vehicles[0]).toMatchObject({ pilotId: 'bob', passengerIds: ['ann'] });
    expect(f.ctx().combatants.map((c) => c.weapon)).toEqual(['Kew', 'Kew']);
    expect(f.ctx().gear.weapons['Kew']).toBeDefined();
    // Leaving: the default type's gear (Soldier: Rifle+Ap, Tactical).
    expect(f.send({ type: 'vehicle.leave', combatantId: 'ann' })).toBeNull();
    expect(f.ctx().combatants[0]).toMatchObject({ weapon: 'Rifle+Ap', armor: 'Tactical' });
    expect(f.ctx().vehicles[0]).toMatchObject({ pilotId: 'bob', passengerIds: [] });
  });

  it('a fight stored at revision 3 keeps the generic boarding (a second pilot refused, gear kept)', () => {
    const f = fight(3);
    expect(f.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'ann', role: 'pilot' })).toBeNull();
    expect(f.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'bob', role: 'pilot' })).toMatch(/already has a pilot/);
    expect(f.ctx().combatants[0]!.weapon).toBe(RIFLE.name);
    expect(f.send({ type: 'vehicle.leave', combatantId: 'ann' })).toBeNull();
    expect(f.ctx().combatants[0]!.weapon).toBe(RIFLE.name);
  });
});
