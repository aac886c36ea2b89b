// Issue 41: big fights of each edition for the forecast benchmarks (npc-forecast-bench.ts): `count`
// NPCs in two teams, every one set to act on its own (spread fire), started; seed 003's with
// initiative rolled (its declarations follow initiative).
import { createActor } from 'xstate';
import { CombatCommandSchema, type CombatantSpec, type CombatCommandInput } from '../../shared/core/combat/commands';
import type { CombatContext } from '../../shared/core/combat/context';
import { createCombatMachine } from '../../shared/core/combat/machine';
import { planCommand } from '../../shared/core/combat/plan';
import type { CombatRules } from '../../shared/core/combat/procedures';
import { COMBAT_RESOLUTION_REVISION } from '../../shared/core/combat/version';
import { npcPool, type PoolSpec } from '../../shared/core/dice/ability-roll';
import { createSeededRng } from '../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART, VIPER_HIT_CHART } from '../../shared/core/content/hit-charts';
import { resolveSystem } from '../../shared/systems';
import { findEdition } from '../../shared/systems/registry';
import type { GameSystem } from '../../shared/systems/types';
import { ETKIN_EDITION } from '../../shared/systems/fading-suns-etkin';
import { etkinPool } from '../../shared/systems/fading-suns-etkin/dice';
import { fs31CombatBase, fs31TurnProcedures } from '../../shared/systems/fs3.1/combat';
import { percentilePool } from '../../shared/systems/fs3.1/pools';
import { FS31_RULESET } from '../../shared/systems/fs3.1/ruleset';
import { FS32_COMBAT_RULESET } from '../../shared/systems/fs3.2/combat/ruleset';
import { RIFLE, VEST } from '../shared/core/mechanics/fixtures';
import { importedDefault } from '../shared/config/fixtures';

type Abilities = { initiative: string; toughness: string; firstAid: string };
/**
 * `vehicles`: whether its forecast's fast path plays shots at vehicles (the vehicle bench runs only
 * then); `vehiclesExact`: whether its exact forecast takes one attack on each vehicle (the Third
 * Edition's, through the people aboard).
 */
export type BenchEdition = { name: string; rules: CombatRules; abilities: Abilities; pools: Record<string, PoolSpec>; initiativeFirst: boolean; vehicles?: boolean; vehiclesExact?: boolean };

const fromRatings = (make: (name: string, rating: number) => PoolSpec, ratings: Record<string, number>) => Object.fromEntries(Object.entries(ratings).map(([k, v]) => [k, make(k, v)]));

function fs32(): BenchEdition {
  const rules = FS32_COMBAT_RULESET;
  const pools = fromRatings((k, v) => npcPool(rules.core, k, v), { Alertness: 3, Firearms: 6, Toughness: 3, 'First Aid': 2 });
  return { name: 'FS3.2', rules, abilities: { initiative: 'Alertness', toughness: 'Toughness', firstAid: 'First Aid' }, pools, initiativeFirst: false, vehicles: true };
}

function fs31(): BenchEdition {
  const combat = fs31CombatBase(FS31_RULESET);
  const pools = fromRatings((name, rating) => percentilePool([{ kind: 'action-skill', name, rating }], [], 5), { Reflexes: 5, Firearms: 6, Toughness: 4, 'First Aid': 3 });
  return { name: 'FS3.1', rules: { ...combat, procedures: fs31TurnProcedures({ combat }) }, abilities: { initiative: 'Reflexes', toughness: 'Toughness', firstAid: 'First Aid' }, pools, initiativeFirst: false, vehicles: true };
}

function ares3e(): BenchEdition {
  const procedures = findEdition('aresmush-3e')!.combatProcedures!({ config: importedDefault() } as GameSystem);
  const pools = fromRatings((k, v) => npcPool(FS32_COMBAT_RULESET.core, k, v), { Firearms: 5, Alertness: 3, Composure: 3 });
  return { name: 'Third Edition', rules: { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures }, abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' }, pools, initiativeFirst: false, vehicles: true, vehiclesExact: true };
}

function etkin(): BenchEdition {
  const system = resolveSystem({ choice: { edition: ETKIN_EDITION.id, houseRules: {} }, setting: ETKIN_EDITION.templates[0]!.setting(), gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] } });
  const pools: Record<string, PoolSpec> = {};
  for (const [name, rating] of Object.entries({ Dexterity: 6, Wits: 5, Perception: 6, Endurance: 5 })) pools[name] = etkinPool({ name, rating }, null);
  for (const [name, rating] of Object.entries({ Shoot: 6, Dodge: 4, Melee: 5 })) pools[name] = etkinPool({ name: 'Dexterity', rating: 6 }, { name, rating });
  return { name: 'Etkin', rules: { ...system.combat, procedures: ETKIN_EDITION.combatProcedures!(system) }, abilities: { initiative: 'Dexterity', toughness: 'Endurance', firstAid: 'First Aid' }, pools, initiativeFirst: true };
}

export const BENCH_EDITIONS: readonly (() => BenchEdition)[] = [fs32, fs31, ares3e, etkin];

/** A Viper with armor over its body and engine and a cockpit where people sit (crew hits five times as likely there). */
function benchViper(id: string) {
  const hull = { name: 'Hull', class: 'vehicle' as const, protection: 3, locations: ['Body', 'Engine'] };
  const definition = { name: 'Viper', pilotingSkill: 'Pilot', toughness: 6, armor: 'Hull', hitChart: VIPER_HIT_CHART.name, weapons: [], dodgeBonus: 2, crewLocations: ['Cockpit'] };
  return { id, name: `Viper ${id}`, definition, chart: VIPER_HIT_CHART, armor: hull };
}

/**
 * A started fight of `count` NPCs, two teams, all set to act on their own (spread fire); with
 * `vehicles`, that many Vipers each flown by a team-2 NPC with another aboard.
 */
export function editionFight(e: BenchEdition, count: number, vehicles = 0): CombatContext {
  const actor = createActor(createCombatMachine(e.rules), { input: { combatId: 'bench41', abilities: e.abilities, resolutionRevision: COMBAT_RESOLUTION_REVISION } }).start();
  const specs: CombatantSpec[] = Array.from({ length: count }, (_, i) => ({
    id: `c${i}`, name: `C${i}`, characterId: null, kind: 'npc', team: i < count / 2 ? 1 : 2, pools: e.pools, weapon: RIFLE, ammo: 30,
    armor: i % 2 ? VEST : null, chart: HUMANOID_HIT_CHART, stance: 'normal', cover: null, wounds: [], luckPoints: null,
  }));
  const rng = createSeededRng('bench41');
  const boarding: CombatCommandInput[] = Array.from({ length: vehicles }, (_, v): CombatCommandInput[] => [
    { type: 'vehicle.add', vehicle: benchViper(`v${v}`) },
    { type: 'vehicle.board', vehicleId: `v${v}`, combatantId: `c${count - 1 - 2 * v}`, role: 'pilot' },
    { type: 'vehicle.board', vehicleId: `v${v}`, combatantId: `c${count - 2 - 2 * v}`, role: 'passenger' },
  ]).flat();
  const commands: CombatCommandInput[] = [{ type: 'combatant.add', combatants: specs }, ...boarding, { type: 'combat.start' }, { type: 'npc.setAuto', teams: [1, 2], change: { mode: 'automatic', profile: 'spread' } }];
  if (e.initiativeFirst) commands.push({ type: 'initiative.roll' });
  for (const command of commands) {
    const plan = planCommand(e.rules, actor.getSnapshot(), CombatCommandSchema.parse(command), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
  }
  return actor.getSnapshot().context;
}
