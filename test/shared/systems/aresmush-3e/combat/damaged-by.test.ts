/**
 * Issue 40 item 6: "Damaged This Turn By" survives from the resolve step to the knockout step
 * (AresMUSH's `damaged_by`), from resolution revision 3; a fight stored before replays as it did.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../../shared/core/combat/commands';
import type { CombatLogEntry } from '../../../../../shared/core/combat/log-entries';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { planCommand } from '../../../../../shared/core/combat/plan';
import { COMBAT_RESOLUTION_REVISION } from '../../../../../shared/core/combat/version';
import { npcPool } from '../../../../../shared/core/dice/ability-roll';
import type { CombatRules } from '../../../../../shared/core/combat/procedures';
import { FS32_COMBAT_RULESET } from '../../../../../shared/systems/fs3.2/combat/ruleset';
import type { Wound } from '../../../../../shared/core/mechanics/wounds';
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
const pools = (ratings: Record<string, number>) => Object.fromEntries(Object.entries(ratings).map(([k, v]) => [k, npcPool(FS32_COMBAT_RULESET.core, k, v)]));
const impaired: Wound = {
  location: 'Chest', severity: 'serious', initialSeverity: 'serious', type: 'wound', source: 'Pistol', vehicle: false,
  healingPoints: 0, healingStarted: false, firstAid: 'none', movedFrom: null,
};

/** One turn: Ann (badly hurt, poor composure) is shot by Bob; the KO line of the knockout step. */
function turn(seed: string, resolutionRevision: number | undefined): string | null {
  const rules = rules3e();
  const input = { combatId: 'dmg', abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' }, ...(resolutionRevision === undefined ? {} : { resolutionRevision }) };
  const actor = createActor(createCombatMachine(rules), { input }).start();
  const rng = createSeededRng(seed);
  const send = (c: CombatCommandInput): CombatLogEntry[] => {
    const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(c), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
    return plan.entries;
  };
  const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal' as const, cover: null, armor: null, luckPoints: 0 };
  send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, pools: pools({ Firearms: 1, Composure: 0, Reflexes: 0 }), weapon: RIFLE, wounds: [impaired, impaired] },
      { ...base, id: 'bob', name: 'Bob', kind: 'pc', team: 2, pools: pools({ Firearms: 8 }), weapon: RIFLE, wounds: [] },
    ],
  });
  send({ type: 'combat.start' });
  send({ type: 'action.declare', declarations: [{ combatantId: 'bob', action: { kind: 'attack', target: 'ann' } }, { combatantId: 'ann', action: { kind: 'pass' } }] });
  send({ type: 'initiative.roll' });
  send({ type: 'action.resolveAll' });
  const between = actor.getSnapshot().context.combatants.find((c) => c.id === 'ann')!;
  const ko = send({ type: 'knockout.roll' }).flatMap((e) => (e.kind === 'note' ? [e.text] : [])).find((t) => t.includes("has been KO'd"));
  if (ko !== undefined && resolutionRevision !== undefined && resolutionRevision >= 3) expect(between.damagedBy).toEqual(['Bob']);
  return ko ?? null;
}

describe('"Damaged This Turn By" across the steps of a turn (issue 40 item 6)', () => {
  it('names the attacker in the knockout step\'s KO line (was empty: the resolve step\'s names were lost)', () => {
    let found: string | null = null;
    let seed = '';
    for (let i = 0; i < 60 && found === null; i++) {
      seed = `damaged-by-${i}`;
      found = turn(seed, COMBAT_RESOLUTION_REVISION);
    }
    expect(found).toBe("Ann has been KO'd! (Damaged This Turn By: Bob)");
    // A fight stored before revision 3 replays its old line, with the same dice.
    expect(turn(seed, 2)).toBe("Ann has been KO'd!");
    expect(turn(seed, undefined)).toBe("Ann has been KO'd!");
  });
});
