/**
 * Combatant state for resolving a whole turn at once (`resolveTurn`). JSON-only, so the combat
 * machine (issue 6) can keep it in its context; the per-action functions stay the primary API.
 */
import type { Armor, HitChart, Weapon } from '../../domain/gear';
import { buildPool, type PoolSpec } from '../dice/ability-roll';
import type { AimState } from './actions';
import type { Attacker, Defender } from './attack';
import type { CombatRuleset, RangeBand, Stance } from './combat-ruleset';
import type { OwnLuck } from './modifiers';
import type { Cover } from './protection';
import { totalWoundModifier, type Wound } from './wounds';

/** What a combatant does this turn (seed 004 "Combat Turns"). */
export type TurnAction =
  | {
      kind: 'attack';
      target: string;
      location?: string;
      range?: RangeBand;
      burst?: boolean;
      luck?: OwnLuck;
    }
  | { kind: 'full-auto'; targets: readonly string[]; range?: RangeBand; luck?: OwnLuck }
  | { kind: 'explode'; targets: readonly { id: string; zone: 0 | 1 }[]; luck?: OwnLuck }
  | { kind: 'suppress'; targets: readonly string[]; range?: RangeBand }
  | { kind: 'aim'; target: string }
  | { kind: 'reload' }
  | { kind: 'subdue'; target: string }
  | { kind: 'escape' }
  | { kind: 'rally'; target: string }
  | { kind: 'treat'; target: string; woundIndex: number; minutesSinceInjury?: number }
  | { kind: 'pass' };

/** One combatant going into the turn. */
export type TurnCombatant = {
  id: string;
  name: string;
  /** Pools by ability name: weapon skills, defense skills, initiative, toughness, first aid. */
  pools: Readonly<Record<string, PoolSpec>>;
  weapon: Weapon;
  /** Rounds in the clip (null: the weapon needs none). */
  ammo: number | null;
  armor: Armor | null;
  chart: HitChart;
  stance: Stance;
  cover?: Cover;
  wounds: readonly Wound[];
  suppression: number;
  aim: AimState | null;
  knockedOut: boolean;
  /** Id of whoever is subduing this combatant. */
  subduedBy: string | null;
  action: TurnAction;
};

/** Which abilities the setting uses for the special rolls (seed 000 "Special Abilities"). */
export type TurnAbilities = {
  initiative: string;
  toughness: string;
  firstAid: string;
  /** Treat on a vehicle: jury-rigging with the repair skill (seed 000); absent in older combats. */
  juryRig?: string;
};

/** Working copy of a combatant while the turn resolves. */
export type LiveCombatant = Omit<TurnCombatant, 'wounds'> & {
  wounds: Wound[];
  damagedThisTurn: boolean;
};

// Explicit literals rather than `{ ...c, extra }`: V8 makes such spreads slow dictionary objects,
// and every action of a 500-combatant turn reads these.
/** A working copy of a combatant for the turn. */
export function toLive(c: TurnCombatant): LiveCombatant {
  return {
    id: c.id,
    name: c.name,
    pools: c.pools,
    weapon: c.weapon,
    ammo: c.ammo,
    armor: c.armor,
    chart: c.chart,
    stance: c.stance,
    cover: c.cover,
    wounds: [...c.wounds],
    suppression: c.suppression,
    aim: c.aim,
    knockedOut: c.knockedOut,
    subduedBy: c.subduedBy,
    action: c.action,
    damagedThisTurn: false,
  };
}

/** The combatant's state after the turn. */
export function fromLive(c: LiveCombatant): TurnCombatant {
  const out: TurnCombatant = {
    id: c.id,
    name: c.name,
    pools: c.pools,
    weapon: c.weapon,
    ammo: c.ammo,
    armor: c.armor,
    chart: c.chart,
    stance: c.stance,
    wounds: c.wounds,
    suppression: c.suppression,
    aim: c.aim,
    knockedOut: c.knockedOut,
    subduedBy: c.subduedBy,
    action: c.action,
  };
  if (c.cover !== undefined) out.cover = c.cover;
  return out;
}

/** The pool for an ability, or an empty pool named after it when the combatant has none. */
export function poolFor(
  rules: CombatRuleset,
  c: TurnCombatant | LiveCombatant,
  ability: string,
): PoolSpec {
  return (
    c.pools[ability] ??
    buildPool(
      rules.core,
      [{ kind: 'raw', name: `${ability} (no rating)`, rating: 0 }],
      [],
      rules.core.dice.unratedAttribute,
    )
  );
}

/**
 * Issue 38: a raw defense rating's pool depends on the weapon and the rules only, so it is built
 * once per weapon definition, not for every shot of a turn (pools are never changed once built).
 */
const RATING_POOLS = new WeakMap<CombatRuleset, WeakMap<Weapon, PoolSpec>>();

/** The defense pool against `weapon`: its defense skill, or its raw defense rating. */
export function defensePoolFor(rules: CombatRuleset, c: LiveCombatant, weapon: Weapon): PoolSpec {
  if (weapon.defenseSkill !== null) return poolFor(rules, c, weapon.defenseSkill);
  let byWeapon = RATING_POOLS.get(rules);
  if (!byWeapon) RATING_POOLS.set(rules, (byWeapon = new WeakMap()));
  let pool = byWeapon.get(weapon);
  if (!pool) {
    const rating = weapon.defenseRating ?? 0;
    pool = buildPool(rules.core, [{ kind: 'raw', name: `${weapon.name} defense rating`, rating }], [], rules.core.dice.unratedAttribute);
    byWeapon.set(weapon, pool);
  }
  return pool;
}

/** The current total wound modifier (wounds taken earlier this turn count at once, seed 004). */
export function liveWoundModifier(rules: CombatRuleset, c: LiveCombatant): number {
  return totalWoundModifier(c.wounds, rules).total;
}

/** The attacker side of `c` for its own weapon. */
export function asAttacker(
  rules: CombatRuleset,
  c: LiveCombatant,
  aimed: boolean,
  luck?: OwnLuck,
): Attacker {
  return {
    name: c.name,
    pool: poolFor(rules, c, c.weapon.attackSkill),
    stance: c.stance,
    woundModifier: liveWoundModifier(rules, c),
    suppression: c.suppression,
    aimed,
    luck,
  };
}

/** The defender side of `c` against `weapon`. */
export function asDefender(rules: CombatRuleset, c: LiveCombatant, weapon: Weapon): Defender {
  return {
    name: c.name,
    pool: defensePoolFor(rules, c, weapon),
    stance: c.stance,
    woundModifier: liveWoundModifier(rules, c),
    chart: c.chart,
    armor: c.armor,
    cover: c.cover,
  };
}
