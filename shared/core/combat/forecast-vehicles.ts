/**
 * Issue 41: shots at vehicles on the forecast's fast simulation (forecast-table.ts), for an
 * edition that gives their exact odds (`vehicleShotOdds`, `vehicleKnockoutOdds`). A shot at a
 * vehicle depends on the shooter's state and its pilot's (who dodges for it), as a shot at a
 * person depends on the shooter's and the target's; so its table is kept per pair of states like
 * theirs. One uniform number draws the vehicle's wound (its severity and where it landed), and one
 * more per person aboard draws their crew hits, whose wounds then count as any other wound this
 * turn (later shots by or at them, their knockout). The vehicle's own chances are counted too:
 * wounded, Serious or worse, knocked out at the end of the turn (its exact knockout odds given
 * the turn's wounds, averaged as the people's are).
 */
import type { CombatantState, CombatContext } from './context';
import { forecastWound } from './forecast-states';
import { cdf, draw, foldSpread, UniformStream, type Spread } from './forecast-sampling';
import { TableMiss, type DenseStates } from './forecast-states';
import type { ForecastMemo, KeptVehicleAnswer, VehicleTable } from './forecast-memo';
import type { ExactOutcome, VehicleShotOdds } from './forecast-types';
import type { OddsQuery } from './odds-types';
import type { CombatRules } from './procedures';
import { createSeededRng } from '../dice/rng';
import { SEVERITIES } from '../mechanics/combat-ruleset';
import type { Wound } from '../mechanics/wounds';

/** A declared single shot at a vehicle: the shooter's and the pilot's roster places (−1: no pilot in the roster). */
export type VehicleShot = { attacker: number; vehicle: number; pilot: number; query: OddsQuery };

type Table = VehicleTable;

const severityCode = (s: string): number => SEVERITIES.indexOf(s as (typeof SEVERITIES)[number]) + 1;

/** The roster places of everyone aboard each vehicle. */
export function occupantsOf(ctx: CombatContext, index: ReadonlyMap<string, number>): number[][] {
  return ctx.vehicles.map((v) => [v.pilotId, ...v.passengerIds].flatMap((id) => (id !== null && index.has(id) ? [index.get(id)!] : [])));
}

export class VehicleTurn {
  private readonly tables: Map<number, Table>[];
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
  private index: Map<string, number> | null = null;
  private readonly crew: Map<string, Table['crew'][number]>[] = [];
  private readonly queryKeys: string[] = [];

  constructor(
    private readonly rules: CombatRules,
    private readonly ctx: CombatContext,
    private readonly shots: readonly (VehicleShot | null)[],
    private readonly states: DenseStates,
    private readonly stateOf: (i: number, code: number) => CombatantState,
    private readonly seriousAt: Uint8Array,
    private readonly aboard: readonly (readonly number[])[],
    seed: number | string,
    private readonly memo: ForecastMemo | null,
  ) {
    this.tables = shots.map(() => new Map());
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
  }

  private uniform(): number {
    if (this.used === this.buffer.length) {
      this.extra.fill(this.buffer);
      this.used = 0;
    }
    return this.buffer[this.used++]!;
  }

  /** The table of shot `k` with its shooter and pilot in these states, asked when first met. */
  private tableFor(k: number, aS: number, pS: number): Table {
    const slot = aS * 65_536 + pS;
    const met = this.tables[k]!.get(slot);
    if (met) return met;
    const s = this.shots[k]!;
    // The shooter, the pilot and those aboard alone: nobody else's state changes this shot.
    const v = this.ctx.vehicles[s.vehicle]!;
    const aboard = this.aboard[s.vehicle]!.filter((i) => i !== s.attacker && i !== s.pilot).map((i) => this.ctx.combatants[i]!);
    // Kept by the people as the turn found them and their states this turn (codes in this turn's base).
    const found = [this.ctx.combatants[s.attacker]!, ...(s.pilot >= 0 && s.pilot !== s.attacker ? [this.ctx.combatants[s.pilot]!] : []), ...aboard];
    const key = `${(this.queryKeys[k] ??= JSON.stringify(s.query))}|${this.states.base}|${this.states.codeOf(s.attacker, aS)}|${s.pilot >= 0 ? this.states.codeOf(s.pilot, pS) : 0}`;
    const kept = this.keptFor(found, v, key);
    // A table kept from an earlier forecast serves while those aboard keep their roster places.
    let table = kept?.table && kept.table.crew.every((c) => c.every((x) => this.ctx.combatants[x.at]?.id === x.id)) ? kept.table : undefined;
    if (!table) {
      const a = this.stateOf(s.attacker, this.states.codeOf(s.attacker, aS));
      const p = s.pilot >= 0 ? this.stateOf(s.pilot, this.states.codeOf(s.pilot, pS)) : null;
      const combatants = [a, ...(p && s.pilot !== s.attacker ? [p] : []), ...aboard];
      const answer = kept?.answer ?? this.rules.procedures!.vehicleShotOdds!(this.rules, { ...this.ctx, combatants, vehicles: [v] }, s.query);
      if (!answer) throw new TableMiss();
      table = this.build(k, answer);
      this.keep(found, v, key, { people: found, answer, table });
    }
    this.tables[k]!.set(slot, table);
    return table;
  }

  private build(k: number, answer: VehicleShotOdds): Table {
    const index = (this.index ??= new Map(this.ctx.combatants.map((c, i) => [c.id, i])));
    const wounded = answer.outcomes.reduce((sum, o) => sum + o.p, 0);
    return {
      cdf: cdf([1 - wounded, ...answer.outcomes.map((o) => o.p)]),
      severity: Int32Array.from([0, ...answer.outcomes.map((o) => severityCode(o.severity))]),
      // The crew's part depends on where and how badly the vehicle was hit only: built once per shot and outcome.
      crew: answer.outcomes.map((o) => {
        const shared = (this.crew[k] ??= new Map());
        let crew = shared.get(o.key);
        if (!crew) {
          crew = o.crew.flatMap((outcomes, j) => {
            const id = answer.occupants[j]!;
            const at = index.get(id);
            return at === undefined ? [] : [{ at, id, cdf: cdf(outcomes.map((c) => c.p)), wounds: outcomes.map((c) => Int32Array.from(c.wounds, severityCode)) }];
          });
          shared.set(o.key, crew);
        }
        return crew;
      }),
    };
  }

  /** The memo's entry for these people, shot and states (absent: none kept, or other people now). */
  private keptFor(found: CombatantState[], v: CombatContext['vehicles'][number], key: string): KeptVehicleAnswer | undefined {
    const known = this.memo?.vehicles.get(found[0]!)?.get(v)?.get(key);
    return known && known.people.length === found.length && known.people.every((p, i) => p === found[i]) ? known : undefined;
  }

  private keep(found: CombatantState[], v: CombatContext['vehicles'][number], key: string, entry: KeptVehicleAnswer): void {
    if (!this.memo) return;
    let byVehicle = this.memo.vehicles.get(found[0]!);
    if (!byVehicle) this.memo.vehicles.set(found[0]!, (byVehicle = new WeakMap()));
    let kept = byVehicle.get(v);
    if (!kept) byVehicle.set(v, (kept = new Map()));
    kept.set(key, entry);
  }

  /** Plays shot `k` with uniform `u`: the vehicle's wound and its crew hits; returns the new count of `touched`. */
  shoot(k: number, u: number, sid: Int32Array, worst: Uint8Array, touched: Int32Array, hurt: number): number {
    const s = this.shots[k]!;
    const table = this.tableFor(k, sid[s.attacker]!, s.pilot >= 0 ? sid[s.pilot]! : 0);
    const o = draw(table.cdf, u);
    if (o === 0) return hurt;
    const sev = table.severity[o]!;
    const v = s.vehicle;
    if (this.code[v] === 0) this.touchedList.push(v);
    this.code[v] = this.code[v]! + this.base ** (sev - 1);
    if (this.seriousAt[sev - 1]) this.worst[v] = 1;
    for (const crew of table.crew[o - 1]!) {
      const wounds = crew.wounds[draw(crew.cdf, this.uniform())]!;
      for (const w of wounds) {
        const i = crew.at;
        const st = sid[i]!;
        if (st === 0) touched[hurt++] = i;
        sid[i] = this.states.next(i, st, w, 0, w);
        if (this.seriousAt[w - 1]) worst[i] = 1;
      }
    }
    return hurt;
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

  /** The end of one sampled turn: counts each wounded vehicle's chances and clears the turn. */
  endTurn(): void {
    for (const v of this.touchedList) {
      this.tally(v, 1, this.worst[v]!, this.koOf(v, this.code[v]!));
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
