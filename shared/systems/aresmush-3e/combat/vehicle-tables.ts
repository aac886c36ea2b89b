/**
 * Issue 41: the Third Edition's fast simulation of a turn with attacks by or on people aboard
 * vehicles (the edition's `forecastTables`), where the core's outcome tables cannot play it:
 * AresMUSH hits the vehicle through the person aboard, and the vehicle's wounds then weigh on the
 * rolls of everyone aboard (vehicle-forecast.ts). Each attack's exact odds (attack.ts through
 * odds.ts `attackOdds`: where it lands and how badly) are asked once per state it meets: the
 * attacker's new wounds, stress and vehicle's new wounds, the defender's new wounds and vehicle's;
 * each turn samples them with one uniform number, then each occupant's Shrapnel hits (rand(sides),
 * each hit from its exact odds) when a crew area is wounded; initiative is sampled from its exact
 * distribution (forecast.ts); the end-of-turn knockout chance is exact given the turn's wounds,
 * averaged over the turns as the core's tables do. Single attacks, aims, reloads and passes only.
 */
import { canAct, declaredActions, type CombatContext } from '../../../core/combat/context';
import { cdf, draw, initiativeSorter, UniformStream } from '../../../core/combat/forecast-sampling';
import type { ExactOutcome } from '../../../core/combat/forecast-types';
import { createSeededRng, type Rng } from '../../../core/dice/rng';
import { chartFor } from './attack';
import { battleFromContext } from './bridge';
import { damageLevels, type A3CombatConfig } from './config';
import type { A3Fighter, A3Wound } from './fighter';
import { ares3eInitiativeOdds, ares3eInitiativeTieOrder } from './forecast';
import { payEarmarkedLuck } from './luck';
import { attackOdds } from './odds';
import { woundMod } from './wounds';
import { crewSides, knockout, shrapnelOutcomes, withWounds } from './vehicle-forecast';
import { keptFor, numberOf, type Table } from './vehicle-tables-memo';

const QUIET = new Set(['aim', 'reload', 'pass']);
/** New wounds of each stored level as base-16 digits (more than 15 of one level: the full turn plays). */
const B = 16;
const MAX_STRESS = 5;

const NO_DICE: Rng = {
  die: (): number => {
    throw new Error('The forecast must not roll dice');
  },
};

type Shot = { attacker: number; target: number; defender: number; vehicle: number; called: string | null };

class TooMany extends Error {}

export function ares3eVehicleTables(cfg: A3CombatConfig, ctx: CombatContext, turns: number, seed: number | string): ExactOutcome[] | null {
  const { stored, graze } = damageLevels(cfg);
  if (ctx.vehicles.length === 0 || stored.length !== 3) return null;
  if (ctx.order && (ctx.order.held?.length ?? 0) > 0) return null;
  if (ctx.combatants.some((c) => c.mount)) return null;
  const n = ctx.combatants.length;
  const index = new Map(ctx.combatants.map((c, i) => [c.id, i]));
  const vehicleOf = new Int32Array(n).fill(-1);
  const pilotOf = ctx.vehicles.map((v) => (v.pilotId === null ? -1 : (index.get(v.pilotId) ?? -1)));
  // §C.18 crew hits go to the passengers, then the pilot.
  const aboard = ctx.vehicles.map((v, k) => {
    const list = [...v.passengerIds, ...(v.pilotId ? [v.pilotId] : [])].flatMap((id) => (index.has(id) ? [index.get(id)!] : []));
    for (const i of list) vehicleOf[i] = k;
    return list;
  });
  const ids = ctx.order ? ctx.order.slots.slice(ctx.order.next).map((s) => s.id) : ctx.combatants.filter(canAct).map((c) => c.id);
  if (new Set(ids).size !== ids.length) return null;
  const shots: Shot[] = [];
  for (const id of ids) {
    const i = index.get(id);
    const c = i === undefined ? undefined : ctx.combatants[i];
    if (!c || !canAct(c) || !c.declaration) continue;
    const actions = declaredActions(c.declaration);
    if (actions.length > 1) return null;
    const a = actions[0]!;
    if (QUIET.has(a.kind)) continue;
    if (a.kind !== 'attack' || a.burst) return null;
    const t = index.get(a.target);
    if (t === undefined || ctx.combatants[t]!.knockedOut) return null;
    const v = vehicleOf[t]!;
    const defender = v >= 0 && pilotOf[v]! >= 0 && pilotOf[v] !== t ? pilotOf[v]! : t;
    if (defender === i!) return null;
    shots.push({ attacker: i!, target: t, defender, vehicle: v, called: a.location ?? null });
  }
  // Without anyone aboard a vehicle in an attack, the core's tables (or the full turn) serve.
  if (!shots.some((s) => s.vehicle >= 0 || vehicleOf[s.attacker]! >= 0)) return null;

  // §C.21: luck earmarked now is paid before any roll; the battle's copies are looked at, never rolled.
  const br = battleFromContext(cfg, payEarmarkedLuck(ctx).ctx, NO_DICE);
  const F: A3Fighter[] = ctx.combatants.map((c) => br.b.fighters[br.nameOf.get(c.id)!]!);
  const baseStress = F.map((f) => f.stress);

  // Initiative (before it is rolled): each attacker's exact distribution, equal keys in the edition's order.
  // The core's sorter (a counting sort over the hits, equal hits in the tie order's places).
  let sorter: ((order: Int32Array, uniforms: Float64Array) => void) | null = null;
  if (!ctx.order) {
    const initiative: Float64Array[] = [];
    for (const s of shots) {
      const dist = ares3eInitiativeOdds(cfg, ctx, ctx.combatants[s.attacker]!);
      if (!dist) return null;
      initiative.push(cdf(dist));
    }
    const shotOf = new Map(shots.map((s, k) => [ctx.combatants[s.attacker]!.id, k]));
    sorter = initiativeSorter(initiative, ares3eInitiativeTieOrder(ctx, [...shotOf.keys()]).map((id) => shotOf.get(id)!));
  }

  const levelsOf = (code: number): string[] => stored.flatMap((l, j) => Array<string>(Math.floor(code / B ** j) % B).fill(l));
  // A turn's state: each person's new wounds (digits), landed hits (stress) and freshly-damaged flag; each vehicle's new wounds.
  const own = new Int32Array(n);
  const hits = new Int32Array(n);
  const fresh = Uint8Array.from(F, (f) => (f.freshlyDamaged ? 1 : 0));
  const worst = new Uint8Array(n);
  const vcode = new Int32Array(ctx.vehicles.length);
  const vworst = new Uint8Array(ctx.vehicles.length);
  const tables = shots.map(() => new Map<number, Map<number, Table>>());
  const keptTables = shots.map((s) => keptFor(cfg, ctx.combatants[s.attacker]!, ctx.combatants[s.target]!, ctx.combatants[s.defender]!));
  const vehicleNumber = (i: number) => (vehicleOf[i]! >= 0 ? numberOf(ctx.vehicles[vehicleOf[i]!]!) : 0);
  const prefix = shots.map((s) => `${vehicleNumber(s.attacker)}|${vehicleNumber(s.defender)}|${s.called ?? ''}`);
  // §C.1 `total_damage_mod` with this turn's new wounds, from the sums of the wounds' weights (§D.2).
  const weight = stored.map((l) => cfg.damageMods[l] ?? 0);
  const weighOf = (list: readonly A3Wound[]) => list.reduce((sum, w) => sum + woundMod(cfg, w), 0);
  const ownBase = F.map((f) => weighOf(f.wounds));
  const vehicleBase = ctx.vehicles.map((v) => weighOf(br.b.vehicles[v.name]?.wounds ?? []));
  const withNew = (base: number, code: number) => weight.reduce((sum, w, j) => sum + w * (Math.floor(code / B ** j) % B), base);
  const total = (sum: number) => {
    const r = Math.round(sum * 100) / 100;
    return r === 0 ? 0 : -r;
  };
  const modOf = (i: number): number => {
    const mine = total(withNew(ownBase[i]!, own[i]!));
    const v = vehicleOf[i]!;
    return v < 0 ? mine : Math.round((mine + total(withNew(vehicleBase[v]!, vcode[v]!))) * 100) / 100;
  };
  // Each one's modifier in hundredths, kept up to date as the turn's wounds land (not worked out per shot).
  const modKeyOf = (i: number) => Math.round(-modOf(i) * 100);
  const modBase = Int32Array.from(F, (_, i) => modKeyOf(i));
  const modKey = modBase.slice();
  // Each shot's last table and its keys: most shots meet the state the last one did.
  const lastA = new Float64Array(shots.length).fill(NaN);
  const lastD = new Float64Array(shots.length).fill(NaN);
  const lastT: Table[] = [];
  const tableFor = (k: number): Table => {
    const s = shots[k]!;
    // The odds read the wounds only through `damageMod` (the attack and defense pools, §C.4): states
    // with the same modifier share a table (in hundredths, as AresMUSH rounds it), the attacker's stress beside it.
    const stress = Math.min(MAX_STRESS, baseStress[s.attacker]! + hits[s.attacker]!);
    const aKey = modKey[s.attacker]! * (MAX_STRESS + 1) + stress;
    const dKey = modKey[s.defender]!;
    if (aKey === lastA[k] && dKey === lastD[k]) return lastT[k]!;
    lastA[k] = aKey;
    lastD[k] = dKey;
    return (lastT[k] = tableOf(k, s, stress, aKey, dKey));
  };
  const tableOf = (k: number, s: Shot, stress: number, aKey: number, dKey: number): Table => {
    const va = vehicleOf[s.attacker]!;
    const vd = vehicleOf[s.defender]!;
    let byA = tables[k]!.get(aKey);
    if (!byA) tables[k]!.set(aKey, (byA = new Map()));
    let t = byA.get(dKey);
    if (t) return t;
    const longKey = `${prefix[k]}|${aKey}|${dKey}`;
    t = keptTables[k]!.get(longKey);
    if (t) {
      byA.set(dKey, t);
      return t;
    }
    const a = F[s.attacker]!;
    const d = F[s.defender]!;
    a.stress = stress;
    // Each vehicle's new wounds once, on whichever of the two is aboard it.
    const dVehicle = vd >= 0 && vd !== va ? levelsOf(vcode[vd]!) : [];
    const o = withWounds(br.b, a, va >= 0 ? levelsOf(vcode[va]!) : [], levelsOf(own[s.attacker]!), () =>
      withWounds(br.b, d, dVehicle, levelsOf(own[s.defender]!), () => attackOdds(br.b, a, F[s.target]!, { called: s.called })),
    );
    a.stress = baseStress[s.attacker]!;
    // §C.18: the vehicle's chart, whose crew areas send Shrapnel to everyone aboard.
    const crewAreas = s.vehicle >= 0 ? (chartFor(br.b, d, false)?.crew ?? null) : null;
    const p: number[] = [0, o.armorStopped];
    const level: number[] = [0, 0];
    const sides: number[] = [0, 0];
    let landed = o.armorStopped;
    for (const [loc, levels] of o.levelsAt) {
      for (const [lv, q] of levels) {
        if (q <= 0) continue;
        const j = lv === graze ? -1 : stored.indexOf(lv);
        p.push(q);
        level.push(j);
        sides.push(crewAreas?.has(loc) ? crewSides(j, stored.length) : 0);
        landed += q;
      }
    }
    p[0] = Math.max(0, 1 - landed);
    t = { cdf: cdf(p), level: Int8Array.from(level), sides: Int8Array.from(sides) };
    byA.set(dKey, t);
    keptTables[k]!.set(longKey, t);
    return t;
  };
  const shrapnel = F.map((f, i) => (vehicleOf[i]! >= 0 ? cdf(shrapnelOutcomes(br.b, f)) : null));
  const koKept = F.map(() => new Map<number, number>());
  const koOf = (i: number): number => {
    const v = vehicleOf[i]!;
    const key = own[i]! + B ** 3 * (v >= 0 ? vcode[v]! : 0) + B ** 6 * fresh[i]!;
    let p = koKept[i]!.get(key);
    if (p === undefined) koKept[i]!.set(key, (p = knockout(br.b, F[i]!, fresh[i] === 1, v >= 0 ? levelsOf(vcode[v]!) : [], levelsOf(own[i]!))));
    return p;
  };
  const koBase = F.map((_, i) => koOf(i));

  const stream = new UniformStream(createSeededRng(seed));
  const extra = new UniformStream(createSeededRng(`${seed}:crew`));
  const m = shots.length;
  const uniforms = new Float64Array((sorter ? m : 0) + m);
  const initiativeUniforms = uniforms.subarray(m);
  const spare = new Float64Array(1024);
  let used = spare.length;
  const more = (): number => {
    if (used === spare.length) {
      extra.fill(spare);
      used = 0;
    }
    return spare[used++]!;
  };
  const order = Int32Array.from(shots, (_, k) => k);
  const fresh0 = fresh.slice();
  const hit = new Float64Array(n);
  const bad = new Float64Array(n);
  const koSum = new Float64Array(n);
  const vHit = new Float64Array(ctx.vehicles.length);
  const vBad = new Float64Array(ctx.vehicles.length);
  const bump = (i: number, j: number) => {
    if (Math.floor(own[i]! / B ** j) % B === B - 1) throw new TooMany();
    own[i] = own[i]! + B ** j;
    modKey[i] = modKeyOf(i);
  };
  try {
    for (let turn = 0; turn < turns; turn++) {
      stream.fill(uniforms);
      if (sorter) sorter(order, initiativeUniforms);
      for (let j = 0; j < m; j++) {
        const k = order[j]!;
        const s = shots[k]!;
        const t = tableFor(k);
        const o = draw(t.cdf, uniforms[j]!);
        if (o < 2) continue;
        // §C.13 a resolved hit, graze or wound, gives the target (the pilot for a vehicle) a point of stress.
        hits[s.defender] = hits[s.defender]! + 1;
        const lv = t.level[o]!;
        if (lv < 0) continue;
        fresh[s.defender] = 1;
        if (s.vehicle < 0) {
          bump(s.defender, lv);
          if (lv >= 1) worst[s.defender] = 1;
          continue;
        }
        const v = s.vehicle;
        if (Math.floor(vcode[v]! / B ** lv) % B === B - 1) throw new TooMany();
        vcode[v] = vcode[v]! + B ** lv;
        for (const i of aboard[v]!) modKey[i] = modKeyOf(i);
        if (lv >= 1) vworst[v] = 1;
        const sides = t.sides[o]!;
        if (sides <= 1) continue;
        for (const i of aboard[v]!) {
          const count = Math.floor(more() * sides);
          for (let h = 0; h < count; h++) {
            const r = draw(shrapnel[i]!, more());
            if (r === 0) continue;
            hits[i] = hits[i]! + 1;
            if (r === 1) continue;
            bump(i, r - 2);
            fresh[i] = 1;
            if (r - 2 >= 1) worst[i] = 1;
          }
        }
      }
      // The turn's end: everyone's knockout chance given what changed; then the state is cleared.
      for (let i = 0; i < n; i++) {
        const v = vehicleOf[i]!;
        const changed = own[i]! !== 0 || fresh[i] !== fresh0[i] || (v >= 0 && vcode[v] !== 0);
        if (own[i] !== 0) {
          hit[i]!++;
          bad[i] = bad[i]! + worst[i]!;
        }
        koSum[i] = koSum[i]! + (changed ? koOf(i) : koBase[i]!);
        own[i] = 0;
        hits[i] = 0;
        worst[i] = 0;
        fresh[i] = fresh0[i]!;
        modKey[i] = modBase[i]!;
      }
      for (let v = 0; v < vcode.length; v++) {
        if (vcode[v] !== 0) {
          vHit[v]!++;
          vBad[v] = vBad[v]! + vworst[v]!;
        }
        vcode[v] = 0;
        vworst[v] = 0;
      }
    }
  } catch (error) {
    if (error instanceof TooMany) return null;
    throw error;
  }
  const people = ctx.combatants.map((c, i): ExactOutcome => (c.knockedOut ? { id: c.id, pHit: 0, pSerious: 0, pOut: 1 } : { id: c.id, pHit: hit[i]! / turns, pSerious: bad[i]! / turns, pOut: koSum[i]! / turns }));
  // §C.18: a vehicle is never knocked out itself.
  const vehicles = ctx.vehicles.map((v, k): ExactOutcome => ({ id: v.id, pHit: vHit[k]! / turns, pSerious: vBad[k]! / turns, pOut: v.knockedOut ? 1 : 0 }));
  return [...people, ...vehicles];
}
