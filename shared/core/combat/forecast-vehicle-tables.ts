/**
 * Issue 41: the outcome tables of shots at vehicles on the forecast's fast simulation
 * (forecast-vehicles.ts plays them): per shot, one table per pair of the shooter's and the pilot's
 * states met, from the edition's `vehicleShotOdds`, kept in the forecast memo between forecasts.
 */
import type { CombatantState, CombatContext } from './context';
import { cdf } from './forecast-sampling';
import { TableMiss, type DenseStates } from './forecast-states';
import type { ForecastMemo, KeptVehicleAnswer, VehicleTable } from './forecast-memo';
import type { VehicleShotOdds } from './forecast-types';
import type { CombatRules } from './procedures';
import { SEVERITIES } from '../mechanics/combat-ruleset';
import type { OddsQuery } from './odds-types';

/** A declared single shot at a vehicle: the shooter's and the pilot's roster places (−1: no pilot in the roster). */
export type VehicleShot = { attacker: number; vehicle: number; pilot: number; query: OddsQuery };

type Table = VehicleTable;

const severityCode = (s: string): number => SEVERITIES.indexOf(s as (typeof SEVERITIES)[number]) + 1;

export class VehicleTables {
  private readonly tables: Map<number, Table>[];
  private index: Map<string, number> | null = null;
  private readonly crew: Map<string, Table['crew'][number]>[] = [];
  private readonly queryKeys: string[] = [];

  constructor(
    private readonly rules: CombatRules,
    private readonly ctx: CombatContext,
    private readonly shots: readonly (VehicleShot | null)[],
    private readonly states: DenseStates,
    private readonly stateOf: (i: number, code: number) => CombatantState,
    private readonly aboard: readonly (readonly number[])[],
    private readonly memo: ForecastMemo | null,
  ) {
    this.tables = shots.map(() => new Map());
  }

  /** The table of shot `k` with its shooter and pilot in these states, asked when first met. */
  tableFor(k: number, aS: number, pS: number): Table {
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
}
