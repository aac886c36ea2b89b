/**
 * Issue 41: shots at vehicles on the forecast's fast simulation (forecast-table.ts), for an
 * edition that gives their exact odds (`vehicleShotOdds`, `vehicleKnockoutOdds`). A shot at a
 * vehicle depends on the shooter's state and its pilot's (who dodges for it), as a shot at a
 * person depends on the shooter's and the target's; so its table is kept per pair of states like
 * theirs. One uniform number draws the vehicle's wound (its severity and where it landed), and one
 * more per person aboard draws their crew hits, whose wounds then count as any other wound this
 * turn (later shots by or at them, their knockout). The vehicle's own chances and those aboard
 * (wounded, Serious or worse, knocked out) are sums of each shot's expected change (forecast-increments.ts).
 */
import type { CombatantState, CombatContext } from './context';
import { forecastWound } from './forecast-states';
import { draw, foldSpread, UniformStream, type Spread } from './forecast-sampling';
import type { DenseStates } from './forecast-states';
import type { ForecastMemo, VehicleTable } from './forecast-memo';
import { VehicleTables, type VehicleShot } from './forecast-vehicle-tables';
import type { ExactOutcome } from './forecast-types';
import type { CombatRules } from './procedures';
import { createSeededRng } from '../dice/rng';
import { AboardSums, aboardExpectation, vehicleExpectation, type CrewKept } from './forecast-increments';
import { SEVERITIES } from '../mechanics/combat-ruleset';
import type { Wound } from '../mechanics/wounds';

export type { VehicleShot };
type Table = VehicleTable;
/** A table met this forecast: the vehicle's expected changes by its wound code ([hit, Serious, knockout's change]), and those aboard's by place and state. */
type Met = { table: Table; byCode: Map<number, Float64Array>; aboard: Map<number, Float64Array> };

/** The roster places of everyone aboard each vehicle. */
export function occupantsOf(ctx: CombatContext, index: ReadonlyMap<string, number>): number[][] {
  return ctx.vehicles.map((v) => [v.pilotId, ...v.passengerIds].flatMap((id) => (id !== null && index.has(id) ? [index.get(id)!] : [])));
}

export class VehicleTurn {
  private readonly tables: VehicleTables;
  private readonly extra: UniformStream;
  private readonly buffer = new Float64Array(1024);
  private used = 1024;
  private readonly code: Float64Array;
  private readonly worst: Uint8Array;
  private readonly touchedList: number[] = [];
  private readonly hit: Float64Array;
  private readonly bad: Float64Array;
  private readonly koSum: Float64Array;
  private readonly koSquares: Float64Array;
  /** Per vehicle: turns whose knockout chance was counted, Σ hit², Σ serious². */
  private readonly koTurns: Float64Array;
  private readonly squares: Float64Array;
  private readonly ko: Map<number, number>[];
  private readonly base: number;
  /** This turn's sums of expected changes (forecast-increments.ts) of the vehicles shot at and everyone aboard them. */
  readonly sums: AboardSums;
  /** The vehicles some shot is at, and 1 for each person aboard one of them (their chances are settled from `sums`). */
  readonly attacked: number[];
  readonly aboardShot: Uint8Array;
  /** Shot k's chances from the turn's starting states (`prepare`), and each turn's weights of its draws (forecast-turns.ts fills them). */
  readonly freshV: Float64Array;
  readonly freshCrew: Float64Array[] = [];
  readonly laterV: Float64Array;
  readonly laterP: Float64Array;
  private readonly eh: Float64Array;
  private readonly eb: Float64Array;
  private readonly ek: Float64Array;
  private readonly nh: Uint8Array;
  private readonly nb: Uint8Array;
  private readonly aw: Uint8Array;
  private readonly as: Uint8Array;
  private readonly met: (Met | undefined)[][][];
  private readonly metOf = new Map<Table, Met>();
  private readonly crewExp: CrewKept = new WeakMap();

  constructor(
    private readonly rules: CombatRules,
    private readonly ctx: CombatContext,
    private readonly shots: readonly (VehicleShot | null)[],
    private readonly states: DenseStates,
    stateOf: (i: number, code: number) => CombatantState,
    private readonly seriousAt: Uint8Array,
    private readonly aboard: readonly (readonly number[])[],
    seed: number | string,
    memo: ForecastMemo | null,
    private readonly koFor: (i: number, woundCode: number) => number,
  ) {
    this.tables = new VehicleTables(rules, ctx, shots, states, stateOf, aboard, memo);
    this.extra = new UniformStream(createSeededRng(`${seed}:crew`));
    const nv = ctx.vehicles.length;
    this.code = new Float64Array(nv);
    this.worst = new Uint8Array(nv);
    this.hit = new Float64Array(nv);
    this.bad = new Float64Array(nv);
    this.koSum = new Float64Array(nv);
    this.koSquares = new Float64Array(nv);
    this.koTurns = new Float64Array(nv);
    this.squares = new Float64Array(2 * nv);
    this.ko = ctx.vehicles.map(() => new Map());
    this.base = shots.length + 1;
    this.sums = new AboardSums(ctx.combatants.length, nv);
    this.attacked = [...new Set(shots.flatMap((s) => (s ? [s.vehicle] : [])))];
    this.aboardShot = new Uint8Array(ctx.combatants.length);
    for (const v of this.attacked) for (const i of aboard[v]!) this.aboardShot[i] = 1;
    const n = ctx.combatants.length;
    this.met = shots.map(() => []);
    this.freshV = new Float64Array(2 * shots.length);
    this.laterV = new Float64Array(2 * shots.length);
    this.laterP = new Float64Array(2 * shots.length * n);
    this.eh = new Float64Array(n);
    this.eb = new Float64Array(n);
    this.ek = new Float64Array(n);
    this.nh = new Uint8Array(n);
    this.nb = new Uint8Array(n);
    this.aw = new Uint8Array(n);
    this.as = new Uint8Array(n);
  }

  private uniform(): number {
    if (this.used === this.buffer.length) {
      this.extra.fill(this.buffer);
      this.used = 0;
    }
    return this.buffer[this.used++]!;
  }

  /**
   * Each shot's chances from the states the turn found (forecast-increments.ts weighs each draw by
   * the chance of a later hit): per shot k the vehicle's [hit, Serious] at 2k, and per person
   * aboard (in `aboard` order) their crew check's [a new wound, a new Serious].
   */
  prepare(): void {
    this.shots.forEach((s, k) => {
      if (!s) return;
      const met = this.metFor(k, 0, 0);
      const table = met.table;
      const e = vehicleExpectation(table, 0, (sev) => this.base ** (sev - 1), this.seriousAt, (c) => this.koOf(s.vehicle, c));
      this.freshV[2 * k] = e[0]!;
      this.freshV[2 * k + 1] = e[1]!;
      const people = this.aboard[s.vehicle]!;
      const fc = (this.freshCrew[k] = new Float64Array(2 * people.length));
      this.crewOdds(met, s.vehicle, new Int32Array(this.ctx.combatants.length)); // everyone as the turn found them
      people.forEach((i, a) => {
        fc[2 * a] = this.eh[i]!;
        fc[2 * a + 1] = this.eb[i]!;
      });
    });
  }

  /** Plays shot `k` (the turn's `j`th) with uniform `u`: the vehicle's wound and its crew hits; returns the new count of `touched`. */
  shoot(k: number, j: number, u: number, sid: Int32Array, worst: Uint8Array, touched: Int32Array, hurt: number): number {
    const s = this.shots[k]!;
    const met = this.metFor(k, sid[s.attacker]!, s.pilot >= 0 ? sid[s.pilot]! : 0);
    const table = met.table;
    const v = s.vehicle;
    const acc = this.sums;
    const people = this.aboard[v]!;
    // What this shot is expected to change (the knockout chances added now, the rest weighed by the draw below).
    const code = this.code[v]!;
    let e = met.byCode.get(code);
    if (!e) {
      e = vehicleExpectation(table, code, (sev) => this.base ** (sev - 1), this.seriousAt, (c) => this.koOf(v, c));
      e[2] = e[2]! - this.koOf(v, code);
      met.byCode.set(code, e);
    }
    acc.vk[v] = acc.vk[v]! + e[2]!;
    this.crewOdds(met, v, sid);
    for (const i of people) {
      const st = sid[i]!;
      this.nh[i] = this.states.woundsOf(i, st) === 0 ? 1 : 0;
      this.nb[i] = worst[i] ? 0 : 1;
      acc.k[i] = acc.k[i]! + this.ek[i]! - this.states.ko(i, st, this.koFor);
      this.aw[i] = 0;
      this.as[i] = 0;
    }
    const o = draw(table.cdf, u);
    const sev = o === 0 ? 0 : table.severity[o]!;
    const lv = this.laterV;
    if (code === 0) acc.vh[v] = acc.vh[v]! + e[0]! + lv[2 * j]! * ((o > 0 ? 1 : 0) - e[0]!);
    if (!this.worst[v]) acc.vb[v] = acc.vb[v]! + e[1]! + lv[2 * j + 1]! * ((o > 0 && this.seriousAt[sev - 1] ? 1 : 0) - e[1]!);
    if (o !== 0) {
      if (this.code[v] === 0) this.touchedList.push(v);
      this.code[v] = this.code[v]! + this.base ** (sev - 1);
      if (this.seriousAt[sev - 1]) this.worst[v] = 1;
      for (const crew of table.crew[o - 1]!) {
        const wounds = crew.wounds[draw(crew.cdf, this.uniform())]!;
        const i = crew.at;
        for (const w of wounds) {
          const st = sid[i]!;
          if (st === 0) touched[hurt++] = i;
          sid[i] = this.states.next(i, st, w, 0, w);
          this.aw[i] = 1;
          if (this.seriousAt[w - 1]) {
            worst[i] = 1;
            this.as[i] = 1;
          }
        }
      }
    }
    const lp = this.laterP;
    const n = this.ctx.combatants.length;
    for (const i of people) {
      const at = 2 * (j * n + i);
      if (this.nh[i]) acc.h[i] = acc.h[i]! + this.eh[i]! + lp[at]! * (this.aw[i]! - this.eh[i]!);
      if (this.nb[i]) acc.b[i] = acc.b[i]! + this.eb[i]! + lp[at + 1]! * (this.as[i]! - this.eb[i]!);
    }
    return hurt;
  }

  /** Each one aboard: this shot's chance of a new wound, a new Serious, and their knockout chance after, into eh, eb, ek. */
  /** Shot k's table with its shooter and pilot in these states, and what the turns read of it (kept per forecast: states are numbered anew). */
  private metFor(k: number, aS: number, pS: number): Met {
    const row = (this.met[k]![aS] ??= []);
    let met = row[pS];
    if (!met) {
      const table = this.tables.tableFor(k, aS, pS);
      met = this.metOf.get(table);
      if (!met) this.metOf.set(table, (met = { table, byCode: new Map(), aboard: new Map() }));
      row[pS] = met;
    }
    return met;
  }

  private crewOdds(met: Met, v: number, sid: Int32Array): void {
    // Kept per table and each one's state (a shot meets few), so a turn reads them, not every outcome's crew checks.
    const kept = met.aboard;
    const table = met.table;
    for (const i of this.aboard[v]!) {
      const st = sid[i]!;
      const key = i * 65_536 + st;
      let e = kept.get(key);
      if (!e) kept.set(key, (e = aboardExpectation(table, i, st, this.states, this.seriousAt, this.koFor, this.crewExp)));
      this.eh[i] = e[0]!;
      this.eb[i] = e[1]!;
      this.ek[i] = e[2]!;
    }
  }

  private tally(v: number, h: number, b: number, ko: number): void {
    this.hit[v] = this.hit[v]! + h;
    this.bad[v] = this.bad[v]! + b;
    this.koSum[v] = this.koSum[v]! + ko;
    this.koTurns[v]!++;
    this.squares[2 * v] = this.squares[2 * v]! + h * h;
    this.squares[2 * v + 1] = this.squares[2 * v + 1]! + b * b;
    this.koSquares[v] = this.koSquares[v]! + ko * ko;
  }

  /** The end of one sampled turn: counts each attacked vehicle's chances (their sums of expected changes) and clears the turn. */
  endTurn(): void {
    const acc = this.sums;
    for (const v of this.attacked) {
      const ko = this.koOf(v, 0) + acc.vk[v]!;
      acc.check(acc.vh[v]!);
      acc.check(acc.vb[v]!);
      acc.check(ko);
      this.tally(v, acc.vh[v]!, acc.vb[v]!, ko);
      acc.vh[v] = 0;
      acc.vb[v] = 0;
      acc.vk[v] = 0;
    }
    for (const v of this.touchedList) {
      this.code[v] = 0;
      this.worst[v] = 0;
    }
    this.touchedList.length = 0;
  }

  private koOf(v: number, code: number): number {
    let p = this.ko[v]!.get(code);
    if (p === undefined) {
      const wounds: Wound[] = [];
      SEVERITIES.forEach((sev, s) => {
        const count = Math.floor(code / this.base ** s) % this.base;
        for (let c = 0; c < count; c++) wounds.push({ ...forecastWound(sev, 'forecast'), vehicle: true });
      });
      p = this.rules.procedures!.vehicleKnockoutOdds!(this.rules, this.ctx, this.ctx.vehicles[v]!, wounds);
      this.ko[v]!.set(code, p);
    }
    return p;
  }

  /** Folds each vehicle's chances' spread over `turns` turns into `worst` (forecast-turns.ts). */
  spread(turns: number, worst: Spread): void {
    this.ctx.vehicles.forEach((v, i) => {
      if (v.knockedOut) return;
      const ko0 = this.koOf(i, 0);
      const rest = turns - this.koTurns[i]!;
      foldSpread(worst, this.squares[2 * i]!, this.hit[i]!, turns);
      foldSpread(worst, this.squares[2 * i + 1]!, this.bad[i]!, turns);
      foldSpread(worst, this.koSquares[i]! + rest * ko0 * ko0, this.koSum[i]! + rest * ko0, turns);
    });
  }

  /** Each vehicle's chances over `turns` sampled turns. */
  outcomes(turns: number): ExactOutcome[] {
    return this.ctx.vehicles.map((v, i) =>
      v.knockedOut ? { id: v.id, pHit: 0, pSerious: 0, pOut: 1 } : { id: v.id, pHit: this.hit[i]! / turns, pSerious: this.bad[i]! / turns, pOut: (this.koSum[i]! + (turns - this.koTurns[i]!) * this.koOf(i, 0)) / turns },
    );
  }
}
