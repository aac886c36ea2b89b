/**
 * The bridge between the GM screen's combat context and this folder's {@link A3Battle}: a battle
 * built fresh from a context (AresMUSH names made unique, wounds in AresMUSH's levels, the declared
 * actions in its words) and the new context written back from the changed battle, keeping every
 * wound that did not change the same object. See NOTES.md "GM screen" for the mapping.
 */
import { resolutionRevisionOf, type CombatantState, type CombatContext, type VehicleState } from '../../../core/combat/context';
import type { DeclaredAction } from '../../../core/combat/declarations';
import type { Rng } from '../../../core/dice/rng';
import type { Wound } from '../../../core/mechanics/wounds';
import { combatantTypeOf, damageLevels, type A3CombatConfig } from './config';
import { armorOf, splitGearOnce, weaponOf } from './gear-stats';
import { newFighter, type A3Action, type A3Battle, type A3Fighter, type A3Luck, type A3Wound } from './fighter';
import { levelOfSeverity, severityOfLevel } from './wound-ops';
import { stanceNameOf } from './lists';

const LUCK: Readonly<Record<string, A3Luck>> = { attack: 'Attack', defense: 'Defense', initiative: 'Initiative' };

export type Bridge = { b: A3Battle; nameOf: Map<string, string>; idOf: Map<string, string>; originals: Map<string, Map<A3Wound, Wound>> };

export function toA3Wound(cfg: A3CombatConfig, w: Wound): A3Wound {
  const { heal } = damageLevels(cfg);
  const level = w.severity === 'healed' ? heal : levelOfSeverity(cfg, w.severity);
  const need = cfg.healingPoints[level] ?? 0;
  return {
    level,
    initialLevel: levelOfSeverity(cfg, w.initialSeverity),
    healed: w.healingStarted,
    stun: w.type === 'stun',
    points: level === heal ? 0 : Math.max(0, need - w.healingPoints),
    description: `${w.source} - ${w.location}`,
    treatable: !w.healingStarted && w.firstAid === 'none',
  };
}

function fromA3Wound(cfg: A3CombatConfig, w: A3Wound, vehicle: boolean, original: Wound | undefined): Wound {
  const cut = w.description.lastIndexOf(' - ');
  const severity = severityOfLevel(cfg, w.level);
  const initial = severityOfLevel(cfg, w.initialLevel);
  const need = cfg.healingPoints[w.level] ?? 0;
  const next: Wound = {
    location: cut < 0 ? w.description : w.description.slice(cut + 3),
    severity,
    initialSeverity: initial === 'healed' ? 'light' : initial,
    type: w.stun ? 'stun' : 'wound',
    source: cut < 0 ? w.description : w.description.slice(0, cut),
    vehicle,
    healingPoints: severity === 'healed' ? 0 : Math.max(0, need - w.points),
    healingStarted: w.healed,
    firstAid: original?.firstAid ?? 'none',
    movedFrom: original?.movedFrom ?? null,
  };
  if (original && w.healed && !original.healingStarted && original.firstAid === 'none') next.firstAid = 'succeeded';
  return original && sameJson(original, next) ? original : next;
}

/**
 * `JSON.stringify(original) === JSON.stringify(next)` for `next`, a flat wound of defined values,
 * without writing either out (two strings per wound per step were a tenth of a forecast's played
 * turns): the same keys in the same order, each value written the same. Anything JSON would treat
 * unusually (a toJSON, a nested value that differs) is compared written out, as before.
 */
function sameJson(original: Wound, next: Wound): boolean {
  const mine = original as Record<string, unknown>;
  const theirs = next as Record<string, unknown>;
  const keys = Object.keys(theirs);
  let i = 0;
  for (const k of Object.keys(mine)) {
    const v = mine[k];
    if (k === 'toJSON') return JSON.stringify(original) === JSON.stringify(next);
    // JSON leaves these keys out.
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    if (k !== keys[i]) return false;
    const w = theirs[keys[i++]!];
    if (v !== w && JSON.stringify(v) !== JSON.stringify(w)) return false;
  }
  return i === keys.length;
}

function actionOf(nameOf: Map<string, string>, a: DeclaredAction): A3Action {
  const n = (id: string) => nameOf.get(id) ?? id;
  switch (a.kind) {
    case 'attack':
      return { kind: 'attack', targets: [n(a.target)], called: a.location ?? null, burst: a.burst ?? false };
    case 'full-auto':
      return { kind: 'fullauto', targets: a.targets.map(n) };
    case 'explode':
      return { kind: 'explode', targets: a.targets.map((t) => n(t.id)) };
    case 'suppress':
      return { kind: 'suppress', targets: a.targets.map(n) };
    case 'aim':
    case 'subdue':
    case 'rally':
    case 'treat':
      return { kind: a.kind, targets: [n(a.target)] };
    case 'reload':
    case 'escape':
    case 'pass':
      return { kind: a.kind, targets: [] };
    case 'task':
      // Refused at declaration (Third Edition's procedures take no tasks).
      return { kind: 'pass', targets: [] };
  }
}

/** Each combatant's name in the battle: AresMUSH names are unique in a fight; the GM screen's need not be. */
export function uniqueNames(ctx: CombatContext): Map<string, string> {
  const nameOf = new Map<string, string>();
  const taken = new Set<string>();
  for (const c of ctx.combatants) {
    let name = c.name;
    for (let i = 2; taken.has(name); i++) name = `${c.name} (${i})`;
    nameOf.set(c.id, name);
    taken.add(name);
  }
  return nameOf;
}

/** The battle a context stands for (a fresh copy: the context is never changed). */
export function battleFromContext(cfg: A3CombatConfig, ctx: CombatContext, rng: Rng): Bridge {
  const b: A3Battle = { config: cfg, fighters: {}, vehicles: {}, rng, log: [] };
  const nameOf = uniqueNames(ctx);
  const idOf = new Map([...nameOf].map(([id, name]) => [name, id]));
  const originals = new Map<string, Map<A3Wound, Wound>>();
  const wounds = (key: string, list: readonly Wound[]): A3Wound[] => {
    const map = new Map<A3Wound, Wound>();
    const out = list.map((w) => {
      const a = toA3Wound(cfg, w);
      map.set(a, w);
      return a;
    });
    originals.set(key, map);
    return out;
  };
  for (const c of ctx.combatants) b.fighters[nameOf.get(c.id)!] = fighterOf(cfg, ctx, c, nameOf, wounds(c.id, c.wounds));
  for (const v of ctx.vehicles) {
    b.vehicles[v.name] = {
      name: v.name,
      type: v.vehicle,
      pilot: v.pilotId ? (nameOf.get(v.pilotId) ?? null) : null,
      passengers: v.passengerIds.map((id) => nameOf.get(id)!).filter(Boolean),
      wounds: wounds(v.id, v.wounds),
    };
    for (const [id, piloting] of [[v.pilotId, true], ...v.passengerIds.map((p) => [p, false])] as [string | null, boolean][]) {
      const f = id ? b.fighters[nameOf.get(id)!] : undefined;
      if (f) {
        f.vehicle = v.name;
        f.piloting = piloting;
      }
    }
  }
  return { b, nameOf, idOf, originals };
}

/** Each stat block's dice per ability, read once: blocks are shared and never change (context.ts interns them). */
const DICE_OF = new WeakMap<object, Readonly<Record<string, number>>>();
const NO_DICE: Readonly<Record<string, number>> = Object.freeze({});

function abilityDiceOf(block: CombatContext['statBlocks'][string] | undefined): Readonly<Record<string, number>> {
  if (!block) return NO_DICE;
  let dice = DICE_OF.get(block);
  if (!dice) {
    const out: Record<string, number> = {};
    for (const [ability, pool] of Object.entries(block)) out[ability] = pool.size;
    DICE_OF.set(block, (dice = Object.freeze(out)));
  }
  return dice;
}

function fighterOf(cfg: A3CombatConfig, ctx: CombatContext, c: CombatantState, nameOf: Map<string, string>, wounds: A3Wound[]): A3Fighter {
  // §C.22: an NPC given a level rolls that level's ratings (npc.ts), not the pools it joined with.
  const leveled = c.kind === 'npc' && c.level !== undefined;
  // Shared and frozen (read only, rolls.ts): a change in place would throw, none is made.
  const abilityDice = (leveled ? {} : abilityDiceOf(ctx.statBlocks[c.stats])) as Record<string, number>;
  const w = splitGearOnce(cfg, c.weapon);
  const known = weaponOf(cfg, w.name, w.specials);
  const a = c.armor ? splitGearOnce(cfg, c.armor) : null;
  const stance = stanceNameOf(cfg, c.stance);
  const luck = c.declaration?.luck && c.luckUsed > 0 ? (LUCK[c.declaration.luck.roll] ?? null) : null;
  return newFighter({
    name: nameOf.get(c.id)!,
    npcLevel: c.kind === 'npc' ? (c.level ?? cfg.defaultNpcType) : null,
    // §C.2: the type it joined as (its defense_skill, §C.4); a fight from before issue 40 has none.
    type: c.combatantType !== undefined && combatantTypeOf(cfg, c.combatantType) ? c.combatantType : cfg.defaultType,
    chart: c.chart,
    abilityDice,
    weapon: known ? w.name : 'Unarmed',
    // The shared frozen arrays (splitGearOnce): a change in place would throw, none is made.
    weaponSpecials: known ? (w.specials as string[]) : [],
    armor: a && armorOf(cfg, a.name, a.specials) ? a.name : null,
    armorSpecials: (a?.specials as string[] | undefined) ?? [],
    stance,
    luck,
    ammo: c.ammo ?? 0,
    maxAmmo: c.ammo === null ? 0 : (known?.ammo ?? 0),
    stress: Math.min(5, Math.max(0, c.suppression)),
    aimTarget: c.aim ? (nameOf.get(c.aim.targetId) ?? null) : null,
    subduedBy: c.subduedBy ? (nameOf.get(c.subduedBy) ?? null) : null,
    action: c.declaration ? actionOf(nameOf, c.declaration.action) : null,
    isKo: c.knockedOut,
    // §C.3: a KO'd NPC has left the fight (the GM screen keeps it on the roster, knocked out).
    removed: c.kind === 'npc' && c.knockedOut,
    freshlyDamaged: c.damagedThisTurn,
    damagedBy: [...(c.damagedBy ?? [])],
    wounds,
    mount: c.mount ?? null,
  });
}

/** The new context after the battle changed. */
export function contextFromBattle(cfg: A3CombatConfig, ctx: CombatContext, br: Bridge): CombatContext {
  const { b, nameOf, idOf, originals } = br;
  const back = (key: string, list: readonly A3Wound[], vehicle: boolean) => list.map((w) => fromA3Wound(cfg, w, vehicle, originals.get(key)?.get(w)));
  const combatants = ctx.combatants.map((c): CombatantState => {
    const f = b.fighters[nameOf.get(c.id)!]!;
    const wounds = back(c.id, f.wounds, false);
    const woundIds = wounds.length === c.woundIds.length ? c.woundIds : [...c.woundIds, ...Array<null>(Math.max(0, wounds.length - c.woundIds.length)).fill(null)];
    // A plain copy, then each field in turn: the keys and their order of `{ ...c, ammo, …, declaration }`,
    // but V8 copies `c` at once instead of building a literal with a spread in the middle key by key
    // (3 µs a combatant, a sixth of a forecast's 100,000 played turns).
    const next: CombatantState = { ...c };
    next.ammo = c.ammo === null ? null : f.ammo;
    next.wounds = wounds;
    next.woundIds = woundIds;
    next.suppression = f.stress;
    next.aim = f.aimTarget ? { targetId: idOf.get(f.aimTarget)!, turn: c.aim && c.aim.targetId === idOf.get(f.aimTarget) ? c.aim.turn : ctx.turn } : null;
    next.knockedOut = f.isKo || f.removed;
    next.subduedBy = f.subduedBy ? (idOf.get(f.subduedBy) ?? null) : null;
    next.damagedThisTurn = f.freshlyDamaged;
    if (keepsDamagedBy(ctx, f.damagedBy)) next.damagedBy = [...f.damagedBy];
    // An action AresMUSH cleared (distracted, subdued, knocked out) is lost for this turn: it becomes a pass.
    next.declaration = c.declaration && f.action === null && c.declaration.action.kind !== 'pass' ? { ...c.declaration, action: { kind: 'pass' } } : c.declaration;
    return next;
  });
  const vehicles = ctx.vehicles.map((v): VehicleState => {
    const a = b.vehicles[v.name];
    if (!a) return v;
    const wounds = back(v.id, a.wounds, true);
    // §C.18: a vehicle is never knocked out; its pilot rolls for the damage it took.
    return { ...v, wounds, damagedThisTurn: v.damagedThisTurn || wounds.length > v.wounds.length };
  });
  return { ...ctx, combatants, vehicles };
}

/**
 * The resolution revision (shared/core/combat/version.ts) from which a Third Edition fight keeps
 * `damaged_by` between steps; a fight stored before (revision 2 or none) replays as it did.
 */
const DAMAGED_BY_REVISION = 3;

/**
 * §C.3 `damaged_by`, kept in the context so the knockout step names who did it (resolution
 * revision 3, version.ts); a fight stored before keeps its old lines on replay. Empty: left out.
 */
function keepsDamagedBy(ctx: CombatContext, names: readonly string[]): boolean {
  return resolutionRevisionOf(ctx) >= DAMAGED_BY_REVISION && names.length > 0;
}
