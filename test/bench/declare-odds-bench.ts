// The declaration panel's odds (issue 16): what one panel update costs the host for each action,
// on a fight of 50 combatants (the working copy is built per query, as `combat.odds` does).
import { createActor } from 'xstate';
import { CombatCommandSchema, type CombatantSpec } from '../../shared/core/combat/commands';
import { declarationOdds, declarationOddsMany, type OddsQuery } from '../../shared/core/combat/declaration-odds';
import { createCombatMachine } from '../../shared/core/combat/machine';
import { planCommand } from '../../shared/core/combat/plan';
import { COMBAT_RESOLUTION_REVISION } from '../../shared/core/combat/version';
import { npcPool } from '../../shared/core/dice/ability-roll';
import type { CombatRules } from '../../shared/core/combat/procedures';
import { FS32_COMBAT_RULESET } from '../../shared/systems/fs3.2/combat/ruleset';
import { createSeededRng } from '../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../shared/core/content/hit-charts';
import { findEdition } from '../../shared/systems/registry';
import type { GameSystem } from '../../shared/systems/types';
import { combatMachine } from '../helpers/fs32-machine';
import { defaultConfig } from '../shared/systems/aresmush-3e/combat/helpers';
import { RIFLE, VEST } from '../shared/core/mechanics/fixtures';
import type { Bench } from './types';
import { fs31CombatBase, fs31TurnProcedures } from '../../shared/systems/fs3.1/combat';
import { percentilePool } from '../../shared/systems/fs3.1/pools';
import { FS31_RULESET } from '../../shared/systems/fs3.1/ruleset';

const RULES = FS32_COMBAT_RULESET;
const POOLS = Object.fromEntries(Object.entries({ Alertness: 3, Firearms: 8, Toughness: 3, 'First Aid': 2 }).map(([k, v]) => [k, npcPool(RULES.core, k, v)]));

function context(count = 50, rules: CombatRules = RULES, pools: CombatantSpec['pools'] = POOLS) {
  const actor = createActor(rules === RULES ? combatMachine : createCombatMachine(rules), { input: { combatId: 'bench', abilities: { initiative: 'Alertness', toughness: 'Toughness', firstAid: 'First Aid' }, resolutionRevision: COMBAT_RESOLUTION_REVISION } }).start();
  const specs: CombatantSpec[] = Array.from({ length: count }, (_, i) => ({
    id: `c${i}`, name: `C${i}`, characterId: null, kind: 'npc', team: i < count / 2 ? 1 : 2, pools, weapon: RIFLE, ammo: 30,
    armor: i % 2 ? VEST : null, chart: HUMANOID_HIT_CHART, stance: 'normal', cover: null, wounds: [], luckPoints: null,
  }));
  const rng = createSeededRng('odds-bench');
  for (const command of [{ type: 'combatant.add', combatants: specs }, { type: 'combat.start' }]) {
    const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(command), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
  }
  return actor.getSnapshot().context;
}

/** Median milliseconds of one panel update (all its queries). */
function median(queries: OddsQuery[]): string {
  const ctx = context();
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    const t = performance.now();
    for (const q of queries) if (!declarationOdds(RULES, ctx, q)) throw new Error('no odds');
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return `${times[12]!.toFixed(2)} ms per panel update`;
}

const q = (targetId: string, extra: Partial<OddsQuery> = {}): OddsQuery => ({ attackerId: 'c0', targetId, luck: null, ...extra });
const five = ['c25', 'c26', 'c27', 'c28', 'c29'];

export const benches: Bench[] = [
  { name: 'Declare odds: single shot (50 combatants)', target: '< 50 ms', run: () => median([q('c25')]) },
  { name: 'Declare odds: 3-round burst', target: '< 50 ms', run: () => median([q('c25', { action: 'burst' })]) },
  { name: 'Declare odds: full-auto at 5 targets (10 bullets)', target: '< 100 ms', run: () => median(five.map((id, index) => q(id, { action: 'full-auto', volley: { index, of: 5 } }))) },
  { name: 'Declare odds: suppress 5 targets', target: '< 100 ms', run: () => median(five.map((id) => q(id, { action: 'suppress' }))) },
];

/** Third Edition rules over the default AresMUSH config (its own odds procedure). */
function rules3e(): CombatRules {
  const system = { config: defaultConfig() } as GameSystem;
  return { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures: findEdition('aresmush-3e')!.combatProcedures!(system) };
}

/**
 * Issue 18: the declare panel asks, in one `combat.odds` call, for every target in the list (the
 * other 199 of a 200-combatant fight); median of 25 batches, answers checked.
 */
function everyTarget(rules: CombatRules, extra: (id: string) => OddsQuery[] = () => [], pools: CombatantSpec['pools'] = POOLS): string {
  const ctx = context(200, rules, pools);
  const queries = ctx.combatants.filter((c) => c.id !== 'c0').flatMap((c) => [q(c.id), ...extra(c.id)]);
  const times: number[] = [];
  // The host is a long-running process: five warm-up batches, then 25 measured ones.
  for (let i = 0; i < 5; i++) declarationOddsMany(rules, ctx, queries);
  for (let i = 0; i < 25; i++) {
    const t = performance.now();
    const answers = declarationOddsMany(rules, ctx, queries);
    times.push(performance.now() - t);
    if (answers.filter((a) => a !== null).length < 199) throw new Error('missing odds');
  }
  times.sort((a, b) => a - b);
  return `${times[12]!.toFixed(2)} ms for ${queries.length} questions (worst ${times[24]!.toFixed(2)} ms)`;
}

benches.push(
  { name: 'Declare odds: every target of a 200-combatant list (FS3.2)', target: '< 16 ms', run: () => everyTarget(RULES) },
  { name: 'Declare odds: every target of a 200-combatant list (AresMUSH 3E)', target: '< 16 ms', run: () => everyTarget(rules3e()) },
  { name: 'Declare odds: every target of a 200-combatant list (FS3.1)', target: '< 16 ms', run: () => everyTarget(rulesFs31(), () => [], FS31_POOLS) },
);

/** FS3.1: its own numbers and odds procedure; percentile pools (the same ratings as rows). */
function rulesFs31(): CombatRules {
  const combat = fs31CombatBase(FS31_RULESET);
  return { ...combat, procedures: fs31TurnProcedures({ combat }) };
}
const FS31_POOLS = Object.fromEntries(Object.entries({ Alertness: 5, Firearms: 8, Toughness: 5, 'First Aid': 4 }).map(([k, v]) => [k, percentilePool([{ kind: 'action-skill', name: k, rating: v }], [], 5)]));
