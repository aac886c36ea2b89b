/**
 * §C.15 actions (their `prepare` checks and resolution) and §C.16 explosions.
 */
import { chartFor, attackTarget, determineAttackMargin, recordHit, recordMiss, resolveAttack } from './attack';
import { weaponOf } from './gear-stats';
import { rand, rollSuccesses } from './dice';
import { fighter, type A3Action, type A3Battle, type A3Fighter } from './fighter';
import { checkAmmo, updateAmmo } from './gear';
import { checkForUnko } from './knockout';
import { titlecase } from './names';
import { baseDice, rollAttack, rollComposure, weaponFor } from './rolls';
import { treat, worstTreatableWound } from './wounds';

/** `is_subdued?`: held by someone whose current action is a Subdue on me. */
export function isSubdued(b: A3Battle, c: A3Fighter): boolean {
  if (!c.subduedBy) return false;
  const s = b.fighters[c.subduedBy];
  return !!s && !s.removed && s.action?.kind === 'subdue' && s.action.targets[0] === c.name;
}

const isPassing = (c: A3Fighter): boolean => c.action === null || c.action.kind === 'pass';

/** §C.15 `prepare`: the refusal for an action now, or null. Run when it is set and again before it resolves. */
export function prepareError(b: A3Battle, c: A3Fighter, a: A3Action): string | null {
  const w = weaponFor(b, c);
  const type = w?.type ?? '';
  if (isSubdued(b, c) && a.kind !== 'escape') return `${c.name} must escape first.`;
  const needTargets = !['pass', 'reload', 'escape'].includes(a.kind);
  if (needTargets) {
    if (a.targets.length === 0) return 'No target given.';
    for (const t of a.targets) {
      const f = b.fighters[t];
      if (!f || f.removed) return `${t} is not in this combat.`;
      if (f.type === 'Observer') return `${t} is not a combatant.`;
    }
  }
  const one = a.targets.length === 1;
  switch (a.kind) {
    case 'attack': {
      if (type === 'Explosive') return 'Use explode with an explosive weapon.';
      if (type === 'Suppressive') return 'Use suppress with a suppressive weapon.';
      if (!one) return 'Attack takes exactly one target.';
      if (a.burst && !w?.automatic) return `${c.weapon} is not automatic.`;
      if (a.burst && a.called) return 'No called shot with a burst.';
      if (a.called) {
        const chart = chartFor(b, fighter(b, a.targets[0]!), false);
        if (!chart || !Object.hasOwn(chart.areas, titlecase(a.called))) return `${a.called} is not a hit location of ${a.targets[0]}.`;
      }
      if (!checkAmmo(c, 1)) return `${c.name} is out of ammo.`;
      if (a.burst && !checkAmmo(c, 2)) return `${c.name} needs 3 rounds for a burst.`;
      return null;
    }
    case 'aim':
      return one ? null : 'Aim takes exactly one target.';
    case 'distract':
      if (type === 'Explosive' || type === 'Suppressive') return `${c.weapon} can't distract.`;
      return one ? null : 'Distract takes exactly one target.';
    case 'escape':
      return isSubdued(b, c) ? null : `${c.name} is not subdued.`;
    case 'explode':
      if (type !== 'Explosive') return `${c.weapon} is not explosive.`;
      if (a.targets.length > 3) return 'At most 3 targets.';
      return checkAmmo(c, 1) ? null : `${c.name} is out of ammo.`;
    case 'fullauto':
      if (type === 'Explosive' || type === 'Suppressive') return `${c.weapon} can't fire full-auto.`;
      if (a.targets.length > 3) return 'At most 3 targets.';
      if (!w?.automatic) return `${c.weapon} is not automatic.`;
      return checkAmmo(c, 8) ? null : `${c.name} needs 8 rounds for full-auto.`;
    case 'pass':
    case 'reload':
      return null;
    case 'rally':
      if (!one) return 'Rally takes exactly one target.';
      return fighter(b, a.targets[0]!).isKo ? null : `${a.targets[0]} is not KO'd.`;
    case 'subdue':
      if (type !== 'Melee') return 'Subdue needs a melee weapon.';
      return one ? null : 'Subdue takes exactly one target.';
    case 'suppress': {
      const many = type === 'Explosive' || type === 'Suppressive' || w?.automatic === true;
      if (a.targets.length > (many ? 3 : 1)) return many ? 'At most 3 targets.' : 'Suppress takes one target with this weapon.';
      return checkAmmo(c, a.targets.length > 1 ? 8 : 1) ? null : `${c.name} is out of ammo.`;
    }
    case 'treat': {
      if (!one) return 'Treat takes exactly one target.';
      const p = fighter(b, a.targets[0]!);
      if (!worstTreatableWound(b.config, p.wounds)) return `${p.name} has no treatable wounds.`;
      if (p.name !== c.name && !isPassing(p)) return `${p.name} must pass to be treated.`;
      return null;
    }
  }
}

/** §C.15 resolves `c`'s current action; messages go to the battle log. */
export function resolveAction(b: A3Battle, c: A3Fighter): void {
  const a = c.action;
  if (!a) return;
  const t = a.targets.map((n) => fighter(b, n));
  switch (a.kind) {
    case 'attack': {
      const bullets = a.burst ? Math.min(3, c.ammo) : 1;
      if (a.burst) b.log.push(`${c.name} fires a burst!`);
      for (let i = 0; i < bullets; i++) attackTarget(b, c, t[0]!, a.mod ?? 0, a.called ?? null, a.crew ?? false, a.mount ?? false);
      updateAmmo(b, c, bullets);
      return;
    }
    case 'aim':
      c.aimTarget = t[0]!.name;
      b.log.push(`${c.name} takes careful aim at ${t[0]!.name}.`);
      return;
    case 'distract': {
      const target = t[0]!;
      const atk = rollAttack(b, c, target, 0);
      const def = rollComposure(b, target);
      if (atk - def >= 1) {
        target.action = null;
        b.log.push(`${c.name} distracts ${target.name}, who loses their action.`);
      } else b.log.push(`${c.name} tries to distract ${target.name} but fails.`);
      return;
    }
    case 'escape': {
      if (!isSubdued(b, c)) return escaped(b, c);
      const subduer = fighter(b, c.subduedBy!);
      const m = determineAttackMargin(b, subduer, c);
      if (m.hit) b.log.push(`${c.name} tries to escape from ${subduer.name} but fails.`);
      else escaped(b, c);
      return;
    }
    case 'explode':
      b.log.push(`${c.name} uses ${c.weapon}. EXPLOSION!`);
      for (const target of t) resolveExplosion(b, c, target);
      updateAmmo(b, c, 1);
      return;
    case 'fullauto': {
      b.log.push(`${c.name} fires full-auto!`);
      const each = t.length === 1 ? 8 : t.length === 2 ? 3 : 1;
      for (const target of t) for (let i = 0; i < each; i++) attackTarget(b, c, target);
      updateAmmo(b, c, 8);
      return;
    }
    case 'pass':
      b.log.push(`${c.name} passes.`);
      return;
    case 'rally': {
      const r = checkForUnko(b, t[0]!);
      if (!r.back) b.log.push(`${c.name} tries to rally ${t[0]!.name} but fails.`);
      return;
    }
    case 'reload':
      c.ammo = c.maxAmmo;
      b.log.push(`${c.name} reloads.`);
      return;
    case 'subdue': {
      const target = t[0]!;
      if (target.subduedBy === c.name && isSubdued(b, target)) {
        b.log.push(`${c.name} continues to subdue ${target.name}.`);
        return;
      }
      const m = determineAttackMargin(b, c, target);
      if (m.hit) {
        target.subduedBy = c.name;
        target.action = null;
        b.log.push(`${c.name} subdues ${target.name}.`);
      } else b.log.push(`${c.name} tries to subdue ${target.name} but fails.`);
      return;
    }
    case 'suppress': {
      for (const target of t) {
        const atk = rollAttack(b, c, target, 0);
        const def = rollComposure(b, target);
        const margin = atk - def;
        if (margin >= 0) {
          target.stress = Math.min(target.stress + margin + 2, 5);
          b.log.push(`${c.name} suppresses ${target.name}.`);
        } else b.log.push(`${c.name} tries to suppress ${target.name} but fails.`);
      }
      updateAmmo(b, c, t.length > 1 ? 8 : 1);
      return;
    }
    case 'treat': {
      const patient = t[0]!;
      const r = treat(b.config, b.rng, patient.wounds, baseDice(b.config, c, b.config.skills.treat));
      b.log.push(
        r.outcome === 'treated' ? `${c.name} tends to ${patient.name} and treats their worst wound successfully.`
          : r.outcome === 'failed' ? `${c.name} attempts to treat ${patient.name} but fails.`
            : `${c.name} attempts to treat ${patient.name}, but they have no treatable wounds.`,
      );
      checkForUnko(b, patient);
      return;
    }
  }
}

function escaped(b: A3Battle, c: A3Fighter): void {
  c.subduedBy = null;
  c.action = null;
  b.log.push(`${c.name} escapes!`);
}

/** §C.16 `resolve_explosion`: concussion on a hit, then rand(max) shrapnel hits at net 0. */
export function resolveExplosion(b: A3Battle, c: A3Fighter, target: A3Fighter): void {
  const margin = determineAttackMargin(b, c, target);
  const weapon = weaponFor(b, c);
  let maxShrapnel: number;
  if (margin.hit && weapon) {
    const hit = resolveAttack(b, c, c.name, target, weapon, margin.net);
    recordHit(b, target.name, hit, weapon.stun);
    b.log.push(hit.message, ...hit.crewHits.map((h) => h.message));
    maxShrapnel = Math.min(5, margin.net + 2);
  } else {
    b.log.push(margin.message);
    recordMiss(b, target.name, margin);
    maxShrapnel = 2;
  }
  if (!weapon?.shrapnel) return;
  const shrapnel = weaponOf(b.config, 'Shrapnel');
  if (!shrapnel) return;
  const n = rand(b.rng, maxShrapnel);
  for (let i = 0; i < n; i++) {
    const hit = resolveAttack(b, null, c.name, target, shrapnel, 0);
    recordHit(b, target.name, hit, shrapnel.stun);
    b.log.push(hit.message, ...hit.crewHits.map((h) => h.message));
  }
}

/** Raw-dice roll of a mount's toughness (§C.19), exported for the odds. */
export const mountKoRoll = (b: A3Battle, toughness: number): number => rollSuccesses(b.rng, toughness);
