/**
 * Issue 22: a seed 003 turn on the GM screen's machine at the size of a big fight — initiative,
 * every combatant declaring three actions (a shot at an enemy, a dodge, a melee swing), the order
 * of 3 slots each, every task rolled, the view (slot labels, declare order) built after each step.
 */
import { createActor } from 'xstate';
import { CombatCommandSchema, type CombatCommandInput } from '../../shared/core/combat/commands';
import { createCombatMachine } from '../../shared/core/combat/machine';
import { planCommand } from '../../shared/core/combat/plan';
import { toCombatView } from '../../shared/core/combat/view';
import { createSeededRng } from '../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../shared/core/content/hit-charts';
import { resolveSystem } from '../../shared/systems';
import { ETKIN_EDITION } from '../../shared/systems/fading-suns-etkin';
import { etkinPool } from '../../shared/systems/fading-suns-etkin/dice';
import { PISTOL } from '../shared/core/mechanics/fixtures';
import type { Bench } from './types';

const HISTORY = { position: 0, length: 0, canUndo: false, canRedo: false };
const SYSTEM = { edition: 'Fading Suns (Etkin house rules)', revision: 1, campaignRevision: 1, lists: { actions: [], stances: [], rangeBands: [], luckOptions: [], coverTypes: [], woundSeverities: [] } };

const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal' as const, cover: null, wounds: [], luckPoints: null, armor: null, weapon: PISTOL };

function etkinRules() {
  const system = resolveSystem({ choice: { edition: ETKIN_EDITION.id, houseRules: {} }, setting: ETKIN_EDITION.templates[0]!.setting(), gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] } });
  return { ...system.combat, procedures: ETKIN_EDITION.combatProcedures!(system) };
}

function pools(characteristics: Record<string, number>, skills: Record<string, number>) {
  const out: Record<string, ReturnType<typeof etkinPool>> = {};
  for (const [name, rating] of Object.entries(characteristics)) out[name] = etkinPool({ name, rating }, null);
  for (const [name, rating] of Object.entries(skills)) out[name] = etkinPool({ name: 'Dexterity', rating: characteristics['Dexterity']! }, { name, rating });
  return out;
}

function turn(size: number): number {
  const rules = etkinRules();
  const actor = createActor(createCombatMachine(rules), { input: { combatId: 'bench', abilities: { initiative: 'Dexterity', toughness: 'Endurance', firstAid: 'First Aid' } } }).start();
  const rng = createSeededRng('etkin-bench');
  const stats = pools({ Dexterity: 6, Wits: 5, Perception: 6, Endurance: 5 }, { Shoot: 6, Dodge: 4, Melee: 5 });
  const send = (input: CombatCommandInput) => {
    const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
    toCombatView(rules, actor.getSnapshot(), HISTORY, SYSTEM);
  };
  const ids = Array.from({ length: size }, (_, i) => `c${i}`);
  send({ type: 'combatant.add', combatants: ids.map((id, i) => ({ ...base, id, name: `Fighter ${i}`, team: i % 2, pools: stats, weapon: { ...base.weapon, ammo: null } })) });
  send({ type: 'combat.start' });
  const started = performance.now();
  send({ type: 'initiative.roll' });
  const foe = (i: number) => ids[(i + 1) % size]!;
  send({
    type: 'action.declare',
    declarations: ids.map((id, i) => ({
      combatantId: id,
      action: { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: foe(i) },
      more: [{ kind: 'task', characteristic: 'Dexterity', skill: 'Dodge' }, { kind: 'task', characteristic: 'Dexterity', skill: 'Melee', target: foe(i) }],
    })),
  });
  send({ type: 'actions.begin' });
  send({ type: 'action.resolveAll' });
  send({ type: 'knockout.roll' });
  send({ type: 'turn.end' });
  return performance.now() - started;
}

export const benches: Bench[] = [
  {
    name: 'Seed 003 turn, 200 combatants × 3 actions',
    target: '< 500 ms a turn (initiative → turn end, views included)',
    run: () => {
      turn(20);
      const ms = Math.min(turn(200), turn(200));
      return `${ms.toFixed(0)} ms a turn (600 slots)`;
    },
  },
];
