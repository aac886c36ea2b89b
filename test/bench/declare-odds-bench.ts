// The declaration panel's odds (issue 16): what one panel update costs the host for each action,
// on a fight of 50 combatants (the working copy is built per query, as `combat.odds` does).
import { createActor } from 'xstate';
import { CombatCommandSchema, type CombatantSpec } from '../../shared/combat/commands';
import { declarationOdds, type OddsQuery } from '../../shared/combat/declaration-odds';
import { planCommand } from '../../shared/combat/plan';
import { COMBAT_RESOLUTION_REVISION } from '../../shared/combat/version';
import { npcPool } from '../../shared/rules/ability-roll';
import { FS32_COMBAT_RULESET } from '../../shared/rules/combat/combat-ruleset';
import { createSeededRng } from '../../shared/rules/rng';
import { HUMANOID_HIT_CHART } from '../../shared/settings/gear/hit-charts';
import { combatMachine } from '../helpers/fs32-machine';
import { RIFLE, VEST } from '../shared/rules/combat/fixtures';
import type { Bench } from './types';

const RULES = FS32_COMBAT_RULESET;
const POOLS = Object.fromEntries(Object.entries({ Alertness: 3, Firearms: 8, Toughness: 3, 'First Aid': 2 }).map(([k, v]) => [k, npcPool(RULES.core, k, v)]));

function context() {
  const actor = createActor(combatMachine, { input: { combatId: 'bench', abilities: { initiative: 'Alertness', toughness: 'Toughness', firstAid: 'First Aid' }, resolutionRevision: COMBAT_RESOLUTION_REVISION } }).start();
  const specs: CombatantSpec[] = Array.from({ length: 50 }, (_, i) => ({
    id: `c${i}`, name: `C${i}`, characterId: null, kind: 'npc', team: i < 25 ? 1 : 2, pools: POOLS, weapon: RIFLE, ammo: 30,
    armor: i % 2 ? VEST : null, chart: HUMANOID_HIT_CHART, stance: 'normal', cover: null, wounds: [], luckPoints: null,
  }));
  const rng = createSeededRng('odds-bench');
  for (const command of [{ type: 'combatant.add', combatants: specs }, { type: 'combat.start' }]) {
    const plan = planCommand(RULES, actor.getSnapshot(), CombatCommandSchema.parse(command), rng);
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
