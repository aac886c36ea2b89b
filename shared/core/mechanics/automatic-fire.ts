/**
 * Bursts and full-auto (seed 001 "Burst Fire"): one attack and defense roll per bullet, each
 * bullet after the first at −recoil × bullets already fired. A 3-round burst goes at one target;
 * a 10-round full-auto burst at up to 5, one bullet lost between targets, spread as evenly as
 * possible, all bullets at one target before the next. A short clip fires a partial burst.
 */
import type { Weapon } from '../../domain/gear';
import type { Rng } from '../dice/rng';
import {
  resolveAttack,
  type AttackInput,
  type AttackResult,
  type Attacker,
  type Defender,
} from './attack';
import { isLegacyResolution, type CombatRuleset } from './combat-ruleset';
import type { DamageModifier } from './damage';
import { CombatRuleError } from './hit-location';
import type { ShotContext } from './modifiers';

/** How a full-auto burst is shared out. */
export type BulletPlan = {
  /** Rounds leaving the gun: the burst, or what is left in the clip. */
  fired: number;
  /** Rounds lost while switching targets. */
  lost: number;
  /** Bullets at each target, in order. */
  perTarget: number[];
};

/**
 * Spreads a burst over targets (Bob: 10 rounds at 3 targets → 3/3/2). Earlier targets get the
 * odd bullets. Throws {@link CombatRuleError} when there are too many targets or too few rounds
 * for every target to get one.
 */
export function planFullAuto(
  rules: CombatRuleset,
  targets: number,
  ammo: number | null,
): BulletPlan {
  const af = rules.autoFire;
  if (targets < 1) throw new CombatRuleError('Full-auto needs at least one target');
  if (targets > af.maxTargets)
    throw new CombatRuleError(`Full-auto can be aimed at ${af.maxTargets} targets at most`);
  const fired = ammo === null ? af.fullAutoRounds : Math.min(af.fullAutoRounds, ammo);
  const lost = (targets - 1) * af.lostPerSwitch;
  const landing = fired - lost;
  if (landing < targets) {
    throw new CombatRuleError(
      `${fired} rounds are not enough for ${targets} targets (${lost} lost switching targets)`,
    );
  }
  const perTarget = Array.from(
    { length: targets },
    (_, i) => Math.floor(landing / targets) + (i < landing % targets ? 1 : 0),
  );
  return { fired, lost, perTarget };
}

/** The bullets of a burst at one target. */
export type Volley = { defender: string; bullets: AttackResult[] };

/** A burst or full-auto action: every bullet, and the rounds it used. */
export type AutoFireResult = {
  mode: 'burst' | 'full-auto';
  plan: BulletPlan;
  volleys: Volley[];
  ammoUsed: number;
};

/** One target of a full-auto burst, with what is particular to it. */
export type AutoFireTarget = {
  defender: Defender;
  /** Called shot on this target's chart. */
  target?: string;
  range?: ShotContext['range'];
  /** The attacker aimed at this target last turn. */
  aimed?: boolean;
  damageModifiers?: readonly DamageModifier[];
};

function requireAutomatic(weapon: Weapon): void {
  if (!weapon.automatic) throw new CombatRuleError(`${weapon.name} cannot fire bursts`);
}

/**
 * The defender a bullet meets. Seed 004 lets luck modify one roll per combat turn and seed 000
 * gives every bullet its own defense roll, so the defender's luck goes on the first bullet aimed
 * at them only (a combat replayed by the pre-issue-16 rules keeps it on every bullet).
 */
function defenderForBullet(rules: CombatRuleset, defender: Defender, bullet: number): Defender {
  if (bullet === 0 || defender.luck === undefined || isLegacyResolution(rules)) return defender;
  return { ...defender, luck: undefined };
}

function fireVolleys(
  rules: CombatRuleset,
  mode: AutoFireResult['mode'],
  weapon: Weapon,
  attacker: Attacker,
  targets: readonly AutoFireTarget[],
  plan: BulletPlan,
  rng: Rng,
): AutoFireResult {
  const volleys: Volley[] = [];
  // Lost rounds were fired too, so they count toward recoil (see RULES-NOTES).
  let bulletsBefore = 0;
  targets.forEach((t, i) => {
    const bullets: AttackResult[] = [];
    for (let b = 0; b < plan.perTarget[i]!; b++) {
      const input: AttackInput = {
        weapon,
        attacker: {
          name: attacker.name,
          pool: attacker.pool,
          stance: attacker.stance,
          woundModifier: attacker.woundModifier,
          suppression: attacker.suppression,
          aimed: t.aimed ?? attacker.aimed,
          // Combat luck modifies one roll per turn: the first bullet's.
          luck: bulletsBefore === 0 ? attacker.luck : undefined,
          modifiers: attacker.modifiers,
        },
        defender: defenderForBullet(rules, t.defender, b),
        target: t.target,
        shot: { range: t.range, bulletsBefore },
        damageModifiers: t.damageModifiers,
      };
      bullets.push(resolveAttack(rules, input, rng));
      bulletsBefore++;
    }
    volleys.push({ defender: t.defender.name, bullets });
    bulletsBefore += rules.autoFire.lostPerSwitch * (i < targets.length - 1 ? 1 : 0);
  });
  return { mode, plan, volleys, ammoUsed: plan.fired };
}

/** A 3-round burst at one target (fewer when the clip holds fewer). */
export function resolveBurst(
  rules: CombatRuleset,
  input: { weapon: Weapon; attacker: Attacker; ammo: number | null } & AutoFireTarget,
  rng: Rng,
): AutoFireResult {
  requireAutomatic(input.weapon);
  const fired =
    input.ammo === null
      ? rules.autoFire.burstRounds
      : Math.min(rules.autoFire.burstRounds, input.ammo);
  if (fired < 1) throw new CombatRuleError(`${input.weapon.name} is out of ammo`);
  const plan: BulletPlan = { fired, lost: 0, perTarget: [fired] };
  return fireVolleys(rules, 'burst', input.weapon, input.attacker, [input], plan, rng);
}

/** A full-auto burst at up to five targets, in the order given. */
export function resolveFullAuto(
  rules: CombatRuleset,
  input: {
    weapon: Weapon;
    attacker: Attacker;
    ammo: number | null;
    targets: readonly AutoFireTarget[];
  },
  rng: Rng,
): AutoFireResult {
  requireAutomatic(input.weapon);
  const plan = planFullAuto(rules, input.targets.length, input.ammo);
  return fireVolleys(rules, 'full-auto', input.weapon, input.attacker, input.targets, plan, rng);
}
