// Issue 41: NPC automation and the turn forecast on big FS3.2 fights: the forecast after a
// declaration changes (50 and 200 combatants, exact: one-to-one shots; simulated: everyone
// shoots and is shot at, 10,000 turns sampled from outcome tables), what one fully played turn
// costs when the events depend on each other (the forecast plays 10,000 of them), and 200 NPCs
// declaring on their own in one step.
import { createActor } from 'xstate';
import { CombatCommandSchema, type CombatantSpec } from '../../shared/core/combat/commands';
import type { CombatContext } from '../../shared/core/combat/context';
import { createRecordingRng } from '../../shared/core/combat/dice-tape';
import { forecastTurn } from '../../shared/core/combat/forecast';
import { createForecastMemo } from '../../shared/core/combat/forecast-memo';
import { declaredForForecast, playTurn } from '../../shared/core/combat/forecast-sim';
import { planCommand } from '../../shared/core/combat/plan';
import { runStep } from '../../shared/core/combat/steps';
import { COMBAT_RESOLUTION_REVISION } from '../../shared/core/combat/version';
import { npcPool } from '../../shared/core/dice/ability-roll';
import { createSeededRng } from '../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../shared/core/content/hit-charts';
import { FS32_COMBAT_RULESET } from '../../shared/systems/fs3.2/combat/ruleset';
import { combatMachine } from '../helpers/fs32-machine';
import { RIFLE, VEST } from '../shared/core/mechanics/fixtures';
import type { Bench } from './types';

const RULES = FS32_COMBAT_RULESET;
const POOLS = Object.fromEntries(Object.entries({ Alertness: 3, Firearms: 6, Toughness: 3, 'First Aid': 2 }).map(([k, v]) => [k, npcPool(RULES.core, k, v)]));

/** A started fight of `count` NPCs, two teams, all set to act on their own (spread fire). */
function fight(count: number): CombatContext {
  const actor = createActor(combatMachine, { input: { combatId: 'bench41', abilities: { initiative: 'Alertness', toughness: 'Toughness', firstAid: 'First Aid' }, resolutionRevision: COMBAT_RESOLUTION_REVISION } }).start();
  const specs: CombatantSpec[] = Array.from({ length: count }, (_, i) => ({
    id: `c${i}`, name: `C${i}`, characterId: null, kind: 'npc', team: i < count / 2 ? 1 : 2, pools: POOLS, weapon: RIFLE, ammo: 30,
    armor: i % 2 ? VEST : null, chart: HUMANOID_HIT_CHART, stance: 'normal', cover: null, wounds: [], luckPoints: null,
  }));
  const rng = createSeededRng('bench41');
  for (const command of [{ type: 'combatant.add', combatants: specs }, { type: 'combat.start' }, { type: 'npc.setAuto', teams: [1, 2], change: { mode: 'automatic', profile: 'spread' } }]) {
    const plan = planCommand(RULES, actor.getSnapshot(), CombatCommandSchema.parse(command), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
  }
  return actor.getSnapshot().context;
}

/** Team 1 shoots team 2 one to one; team 2 holds (the turn's events are independent: exact). */
function oneToOne(ctx: CombatContext): CombatContext {
  const half = ctx.combatants.length / 2;
  return { ...ctx, combatants: ctx.combatants.map((c, i) => ({ ...c, declaration: { action: i < half ? { kind: 'attack' as const, target: `c${i + half}` } : { kind: 'pass' as const }, luck: null } })) };
}

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1]!;

function timeForecast(count: number): string {
  const base = oneToOne(fight(count));
  const times: number[] = [];
  for (let i = 0; i < 45; i++) {
    // A declaration changes (a stance), then the forecast: a new context each time, as the host has.
    const ctx = { ...base, combatants: base.combatants.map((c, j) => (j === i % count ? { ...c, stance: i % 2 ? 'cautious' : 'normal' } : c)) };
    const t = performance.now();
    const f = forecastTurn(RULES, ctx);
    const ms = performance.now() - t;
    if (f.method !== 'exact') throw new Error('expected the exact forecast');
    if (i >= 5) times.push(ms);
  }
  return `p95 ${p95(times).toFixed(2)} ms (exact, 40 runs)`;
}

/**
 * Everyone declared on their own (spread fire): attackers are shot at and shoot back, so the
 * events depend on each other and the forecast simulates 10,000 turns (outcome tables).
 */
function timeSimulatedForecast(count: number): string {
  const step = runStep({ rules: RULES, rng: createRecordingRng(createSeededRng('decl')) }, fight(count), { type: 'npc.autoDeclare' });
  const base = step.context;
  const times: number[] = [];
  const cpu: number[] = [];
  // The host keeps one memo per open combat: a change recomputes the shots it touches.
  const memo = createForecastMemo();
  for (let i = 0; i < 25; i++) {
    const ctx = { ...base, combatants: base.combatants.map((c, j) => (j === i % count ? { ...c, stance: i % 2 ? 'cautious' : 'normal' } : c)) };
    const t = performance.now();
    const used = process.cpuUsage();
    const f = forecastTurn(RULES, ctx, { memo });
    const ms = performance.now() - t;
    if (f.method !== 'simulation' || f.engine !== 'tables') throw new Error(`expected the table simulation, got ${f.method}/${f.engine}`);
    // The process's own CPU time too: on a shared machine the wall clock counts others' work.
    if (i < 5) continue;
    times.push(ms);
    cpu.push(process.cpuUsage(used).user / 1000);
  }
  return `p95 ${p95(times).toFixed(2)} ms (CPU ${p95(cpu).toFixed(2)} ms; 10,000 simulated turns, 20 runs)`;
}

function timeSimulatedTurn(count: number): string {
  const ctx = declaredForForecast(fight(count));
  const rules = RULES;
  const step = runStep({ rules, rng: createRecordingRng(createSeededRng('decl')) }, ctx, { type: 'npc.autoDeclare' });
  const declared = step.context;
  const rng = { ...createSeededRng('sim'), mark() {} };
  for (let i = 0; i < 20; i++) playTurn(rules, declared, rng);
  const t = performance.now();
  const n = 200;
  for (let i = 0; i < n; i++) playTurn(rules, declared, rng);
  const per = (performance.now() - t) / n;
  return `${per.toFixed(2)} ms a turn → ${((per * 10_000) / 1000).toFixed(1)} s for 10,000`;
}

function timeAutoDeclare(count: number): string {
  const ctx = fight(count);
  const times: number[] = [];
  for (let i = 0; i < 35; i++) {
    const rng = createRecordingRng(createSeededRng(`auto${i}`));
    const t = performance.now();
    const r = runStep({ rules: RULES, rng }, ctx, { type: 'npc.autoDeclare' });
    const ms = performance.now() - t;
    if (r.context.combatants.some((c) => c.declaration === null)) throw new Error('an NPC did not declare');
    if (i >= 5) times.push(ms);
  }
  return `p95 ${p95(times).toFixed(2)} ms (30 runs)`;
}

export const benches: Bench[] = [
  { name: 'Turn forecast: 50 combatants after a change', target: 'p95 < 50 ms', run: () => timeForecast(50) },
  { name: 'Turn forecast: 200 combatants after a change', target: 'p95 < 200 ms', run: () => timeForecast(200) },
  { name: 'Turn forecast (simulated): 50 combatants after a change', target: 'p95 < 50 ms', run: () => timeSimulatedForecast(50) },
  { name: 'Turn forecast (simulated): 200 combatants after a change', target: 'p95 < 200 ms', run: () => timeSimulatedForecast(200) },
  { name: 'Turn forecast: one fully played turn, 50 combatants', target: '(information)', run: () => timeSimulatedTurn(50) },
  { name: 'NPC automation: 200 NPCs declare on their own', target: 'p95 < 20 ms', run: () => timeAutoDeclare(200) },
];
