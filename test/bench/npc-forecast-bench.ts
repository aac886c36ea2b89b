// Issue 41: NPC automation and the turn forecast on big fights, in every edition: the forecast
// after a declaration changes (50 and 200 combatants; exact: one-to-one shots; simulated: everyone
// shoots and is shot at, sampled from outcome tables as many turns as ±0.98 pp needs; seed 003 is
// always exact), what one fully played turn costs when the events depend on each other (the path
// before the outcome tables served FS3.1 and Third Edition: 10,000 of them), 200 combatants with
// 10 vehicles (two shooters at each; pilots and passengers aboard; the Third Edition's exact
// forecast with one attack on each vehicle, through its pilot), and 200 NPCs declaring on their own.
import type { CombatContext } from '../../shared/core/combat/context';
import type { DeclaredAction } from '../../shared/core/combat/declarations';
import { createRecordingRng } from '../../shared/core/combat/dice-tape';
import { forecastTurn } from '../../shared/core/combat/forecast';
import { createForecastMemo } from '../../shared/core/combat/forecast-memo';
import { declaredForForecast, playTurn } from '../../shared/core/combat/forecast-sim';
import { runStep } from '../../shared/core/combat/steps';
import { createSeededRng } from '../../shared/core/dice/rng';
import { BENCH_EDITIONS, editionFight, type BenchEdition } from './forecast-editions';
import type { Bench } from './types';
import { quantile } from './measure';

/** Team 1 shoots team 2 one to one; team 2 passes (the turn's events are independent: exact). */
function oneToOne(e: BenchEdition, ctx: CombatContext): CombatContext {
  const half = ctx.combatants.length / 2;
  const shot = (target: string): DeclaredAction => (e.initiativeFirst ? { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target } : { kind: 'attack', target });
  return { ...ctx, combatants: ctx.combatants.map((c, i) => ({ ...c, declaration: { action: i < half ? shot(`c${i + half}`) : { kind: 'pass' as const }, luck: null } })) };
}

const p95 = (times: number[]) => quantile(times, 0.95);

/** A declaration changes (a stance), then the forecast: a new context each time, as the host has. */
const changed = (base: CombatContext, i: number): CombatContext => ({ ...base, combatants: base.combatants.map((c, j) => (j === i % base.combatants.length ? { ...c, stance: i % 2 ? 'cautious' : 'normal' } : c)) });

/**
 * Issue 41: one-to-one with `vehicles` vehicles, each attacked once through its pilot (AresMUSH hits
 * the vehicle through the person aboard): the shooters at passengers pass, so the turn stays exact.
 */
function oneAttackEach(e: BenchEdition, ctx: CombatContext): CombatContext {
  const passengers = new Set(ctx.vehicles.flatMap((v) => v.passengerIds));
  const one = oneToOne(e, ctx);
  return { ...one, combatants: one.combatants.map((c) => (c.declaration?.action.kind === 'attack' && passengers.has(c.declaration.action.target) ? { ...c, declaration: { action: { kind: 'pass' as const }, luck: null } } : c)) };
}

function timeForecast(e: BenchEdition, count: number, vehicles = 0): string {
  const fight = editionFight(e, count, vehicles);
  const base = vehicles ? oneAttackEach(e, fight) : oneToOne(e, fight);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 45; i++) {
    const ctx = changed(base, i);
    const t = performance.now();
    const used = process.cpuUsage();
    const f = forecastTurn(e.rules, ctx);
    const ms = performance.now() - t;
    if (f.method !== 'exact') throw new Error('expected the exact forecast');
    if (vehicles && f.vehicles?.length !== vehicles) throw new Error('expected every vehicle forecast');
    if (i < 5) continue;
    times.push(ms);
    cpu.push(process.cpuUsage(used).user / 1000);
  }
  return `p95 ${p95(times).toFixed(2)} ms (CPU ${p95(cpu).toFixed(2)} ms; exact, 40 runs)`;
}

/** Everyone declared on their own (spread fire): shooters are shot at, so the turn is simulated (outcome tables). */
/**
 * Two team-1 shooters at each vehicle (the rest as they declared): shots at vehicles, their pilots'
 * dodges, crew hits. The Third Edition attacks a vehicle through the person aboard: its pilot.
 */
function atVehicles(e: BenchEdition, ctx: CombatContext): CombatContext {
  if (!ctx.vehicles.length) return ctx;
  const targetOf = (v: CombatContext['vehicles'][number]) => (e.vehiclesExact ? v.pilotId! : v.id);
  return { ...ctx, combatants: ctx.combatants.map((c, i) => (i < 2 * ctx.vehicles.length ? { ...c, declaration: { action: { kind: 'attack' as const, target: targetOf(ctx.vehicles[i >> 1]!) }, luck: null } } : c)) };
}

function timeSimulatedForecast(e: BenchEdition, count: number, vehicles = 0): string {
  const base = atVehicles(e, runStep({ rules: e.rules, rng: createRecordingRng(createSeededRng('decl')) }, editionFight(e, count, vehicles), { type: 'npc.autoDeclare' }).context);
  const times: number[] = [];
  const cpu: number[] = [];
  // The host keeps one memo per open combat: a change recomputes the shots it touches.
  const memo = createForecastMemo();
  let sampled = 0;
  for (let i = 0; i < 25; i++) {
    const ctx = changed(base, i);
    const t = performance.now();
    const used = process.cpuUsage();
    const f = forecastTurn(e.rules, ctx, { memo });
    const ms = performance.now() - t;
    const fast = e.initiativeFirst ? f.method === 'exact' : f.method === 'simulation' && f.engine === 'tables';
    if (!fast) throw new Error(`expected the fast path, got ${f.method}/${f.engine}`);
    if (vehicles && f.vehicles?.length !== vehicles) throw new Error('expected every vehicle forecast');
    sampled = f.turns ?? 0;
    // The process's own CPU time too: on a shared machine the wall clock counts others' work.
    if (i < 5) continue;
    times.push(ms);
    cpu.push(process.cpuUsage(used).user / 1000);
  }
  return `p95 ${p95(times).toFixed(2)} ms (CPU ${p95(cpu).toFixed(2)} ms; ${e.initiativeFirst ? 'exact' : `${sampled.toLocaleString('en')} sampled turns`}, 20 runs)`;
}

function timeSimulatedTurn(e: BenchEdition, count: number): string {
  const declared = runStep({ rules: e.rules, rng: createRecordingRng(createSeededRng('decl')) }, declaredForForecast(editionFight(e, count)), { type: 'npc.autoDeclare' }).context;
  const rng = { ...createSeededRng('sim'), mark() {} };
  for (let i = 0; i < 5; i++) playTurn(e.rules, declared, rng);
  const t = performance.now();
  const n = 40;
  for (let i = 0; i < n; i++) playTurn(e.rules, declared, rng);
  const per = (performance.now() - t) / n;
  return `${per.toFixed(2)} ms a turn → ${((per * 10_000) / 1000).toFixed(1)} s for 10,000`;
}

function timeAutoDeclare(e: BenchEdition, count: number): string {
  const ctx = editionFight(e, count);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 35; i++) {
    const rng = createRecordingRng(createSeededRng(`auto${i}`));
    const t = performance.now();
    const used = process.cpuUsage();
    const r = runStep({ rules: e.rules, rng }, ctx, { type: 'npc.autoDeclare' });
    const ms = performance.now() - t;
    if (r.context.combatants.some((c) => c.declaration === null)) throw new Error('an NPC did not declare');
    if (i < 5) continue;
    times.push(ms);
    cpu.push(process.cpuUsage(used).user / 1000);
  }
  return `p95 ${p95(times).toFixed(2)} ms (CPU ${p95(cpu).toFixed(2)} ms; 30 runs)`;
}

export const benches: Bench[] = BENCH_EDITIONS.flatMap((make): Bench[] => {
  const e = make();
  return [
    { name: `Turn forecast ${e.name}: 50 after a change`, target: 'p95 < 50 ms', run: () => timeForecast(e, 50) },
    { name: `Turn forecast ${e.name}: 200 after a change`, target: 'p95 < 200 ms', run: () => timeForecast(e, 200) },
    { name: `Turn forecast ${e.name} (simulated): 50 after a change`, target: 'p95 < 50 ms', run: () => timeSimulatedForecast(e, 50) },
    { name: `Turn forecast ${e.name} (simulated): 200 after a change`, target: 'p95 < 200 ms', run: () => timeSimulatedForecast(e, 200) },
    ...(e.vehicles ? [{ name: `Turn forecast ${e.name} (simulated): 200 with 10 vehicles`, target: 'p95 < 200 ms', run: () => timeSimulatedForecast(e, 200, 10) }] : []),
    ...(e.vehiclesExact ? [{ name: `Turn forecast ${e.name}: 200 with 10 vehicles, one attack each`, target: 'p95 < 200 ms', run: () => timeForecast(e, 200, 10) }] : []),
    ...(e.initiativeFirst ? [] : [{ name: `Turn forecast ${e.name}: one fully played turn, 50`, target: '(information)', run: () => timeSimulatedTurn(e, 50) }]),
    { name: `NPC automation ${e.name}: 200 NPCs declare`, target: 'p95 < 20 ms', run: () => timeAutoDeclare(e, 200) },
  ];
});
