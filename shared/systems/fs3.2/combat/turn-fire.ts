/**
 * The turn's firing actions: attack (single shot or burst), full-auto, explode and suppress.
 * Anyone fired upon with a firearm gains suppression once per action (seed 001).
 */
import { aimBonusApplies, spendAmmo } from '../../../core/mechanics/actions';
import { resolveAttack } from '../../../core/mechanics/attack';
import { resolveBurst, resolveFullAuto } from '../../../core/mechanics/automatic-fire';
import { resolveExplosion } from '../../../core/mechanics/explosion';
import { firedUponPoints, resolveSuppress } from '../../../core/mechanics/suppression';
import { suppress, target, wound, type TurnActionResult, type TurnContext } from '../../../core/mechanics/turn-context';
import { asAttacker, asDefender, type LiveCombatant, type TurnAction } from '../../../core/mechanics/turn-state';

/** The actions that fire a weapon. */
export type FireAction = Extract<
  TurnAction,
  { kind: 'attack' | 'full-auto' | 'explode' | 'suppress' }
>;

/** Resolves a firing action of `actor` and applies its wounds, suppression and ammo. */
export function resolveFireAction(
  ctx: TurnContext,
  actor: LiveCombatant,
  action: FireAction,
): TurnActionResult {
  const { rules, rng } = ctx;
  const actorId = actor.id;
  switch (action.kind) {
    case 'attack': {
      const t = target(ctx, action.target);
      const attacker = asAttacker(
        rules,
        actor,
        aimBonusApplies(actor.aim, t.id, ctx.turn),
        action.luck,
      );
      const defender = asDefender(rules, t, actor.weapon);
      suppress(ctx, t, firedUponPoints(rules, actor.weapon), `Fired upon by ${actor.name}`);
      if (action.burst) {
        const result = resolveBurst(
          rules,
          {
            weapon: actor.weapon,
            attacker,
            ammo: actor.ammo,
            defender,
            target: action.location,
            range: action.range,
          },
          rng,
        );
        actor.ammo = spendAmmo(actor.weapon, actor.ammo, result.ammoUsed);
        for (const b of result.volleys[0]!.bullets) wound(t, b.wound);
        return { actorId, kind: 'burst', result };
      }
      const result = resolveAttack(
        rules,
        {
          weapon: actor.weapon,
          attacker,
          defender,
          target: action.location,
          shot: { range: action.range },
        },
        rng,
      );
      actor.ammo = spendAmmo(actor.weapon, actor.ammo, 1);
      wound(t, result.wound);
      return { actorId, kind: 'attack', result };
    }
    case 'full-auto': {
      const ts = action.targets.map((id) => target(ctx, id));
      const attacker = asAttacker(rules, actor, false, action.luck);
      for (const t of ts)
        suppress(ctx, t, firedUponPoints(rules, actor.weapon), `Fired upon by ${actor.name}`);
      const result = resolveFullAuto(
        rules,
        {
          weapon: actor.weapon,
          attacker,
          ammo: actor.ammo,
          targets: ts.map((t) => ({
            defender: asDefender(rules, t, actor.weapon),
            range: action.range,
            aimed: aimBonusApplies(actor.aim, t.id, ctx.turn),
          })),
        },
        rng,
      );
      actor.ammo = spendAmmo(actor.weapon, actor.ammo, result.ammoUsed);
      result.volleys.forEach((v, i) => v.bullets.forEach((b) => wound(ts[i]!, b.wound)));
      return { actorId, kind: 'full-auto', result };
    }
    case 'explode': {
      const ts = action.targets.map((x) => ({ t: target(ctx, x.id), zone: x.zone }));
      const result = resolveExplosion(
        rules,
        {
          weapon: actor.weapon,
          attacker: asAttacker(rules, actor, false, action.luck),
          targets: ts.map(({ t, zone }) => ({
            defender: asDefender(rules, t, actor.weapon),
            zone,
          })),
        },
        rng,
      );
      actor.ammo = spendAmmo(actor.weapon, actor.ammo, 1);
      result.targets.forEach((r, i) => {
        const t = ts[i]!.t;
        wound(t, r.concussion?.wound ?? null);
        for (const s of r.shrapnel?.hits ?? []) wound(t, s.wound);
      });
      return { actorId, kind: 'explode', result };
    }
    case 'suppress': {
      const ts = action.targets.map((id) => target(ctx, id));
      const result = resolveSuppress(
        rules,
        {
          weapon: actor.weapon,
          attacker: asAttacker(rules, actor, false),
          targets: ts.map((t) => ({
            defender: asDefender(rules, t, actor.weapon),
            range: action.range,
            suppression: t.suppression,
          })),
        },
        rng,
      );
      result.targets.forEach((r, i) => suppress(ctx, ts[i]!, r.change.gained, r.change.reason));
      actor.ammo = spendAmmo(actor.weapon, actor.ammo, result.ammoUsed);
      return { actorId, kind: 'suppress', result };
    }
  }
}
