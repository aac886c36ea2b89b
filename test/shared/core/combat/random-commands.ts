/**
 * A storyteller who presses random buttons: commands built from the current context, mostly
 * plausible, sometimes nonsense (unknown ids, wrong phase), for model-based tests.
 */
import type { CombatCommandInput } from '../../../../shared/core/combat/commands';
import type { CombatContext } from '../../../../shared/core/combat/context';
import type { DeclaredAction } from '../../../../shared/core/combat/declarations';
import { createWound } from '../../../../shared/core/mechanics/wounds';
import type { Rng } from '../../../../shared/core/dice/rng';
import { VIPER_HIT_CHART } from '../../../../shared/core/content/hit-charts';
import { GRENADE, KNIFE, PISTOL, RIFLE, spec, VEST } from './fixtures';

const WEAPONS = [PISTOL, RIFLE, KNIFE, GRENADE];
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.die(xs.length) - 1]!;

function randomAction(rng: Rng, ctx: CombatContext, self: string): DeclaredAction {
  const ids = [...ctx.combatants.map((c) => c.id), ...ctx.vehicles.map((v) => v.id), 'ghost'];
  const other = () => pick(rng, ids.filter((i) => i !== self).concat(ids.length === 1 ? ['ghost'] : []));
  switch (rng.die(10)) {
    case 1:
      return { kind: 'attack', target: other(), burst: rng.die(2) === 1, range: pick(rng, ['short', 'medium', 'long'] as const) };
    case 2:
      return { kind: 'full-auto', targets: [other(), other()].filter((x, i, a) => a.indexOf(x) === i) };
    case 3:
      return { kind: 'explode', targets: [{ id: other(), zone: rng.die(2) === 1 ? 0 : 1 }] };
    case 4:
      return { kind: 'suppress', targets: [other()] };
    case 5:
      return { kind: 'aim', target: other() };
    case 6:
      return pick(rng, [{ kind: 'reload' }, { kind: 'pass' }, { kind: 'escape' }] as const);
    case 7:
      return { kind: 'subdue', target: other() };
    case 8:
      return { kind: 'rally', target: other() };
    case 9:
      return { kind: 'treat', target: other(), woundIndex: rng.die(2) - 1 };
    default:
      return { kind: 'attack', target: other() };
  }
}

/**
 * One random command: usually what moves the current phase on (so combats run many turns),
 * otherwise anything at all. `n` numbers new ids.
 */
export function randomCommand(rng: Rng, ctx: CombatContext, n: number, phase: string): CombatCommandInput {
  if (rng.die(10) <= 6) {
    const progress = progressCommand(rng, ctx, n, phase);
    if (progress) return progress;
  }
  return chaosCommand(rng, ctx, n);
}

function progressCommand(rng: Rng, ctx: CombatContext, n: number, phase: string): CombatCommandInput | null {
  switch (phase) {
    case 'setup':
      return ctx.combatants.length < 2 || rng.die(3) === 1 ? chaosCommand(rng, ctx, n, 1) : { type: 'combat.start' };
    case 'declaring': {
      const pc = ctx.combatants.find((c) => !c.knockedOut && c.declaration === null && (c.kind === 'pc' || rng.die(4) === 1));
      if (pc) return { type: 'action.declare', declarations: [{ combatantId: pc.id, action: randomAction(rng, ctx, pc.id), luck: null }] };
      if (ctx.combatants.some((c) => !c.knockedOut && c.declaration === null)) return { type: 'action.quickDeclare' };
      return { type: 'initiative.roll' };
    }
    case 'resolving': {
      // Issue 18: now and then hold someone (maybe already acted or held) or release a holder.
      const r = rng.die(12);
      const ids = ctx.combatants.map((c) => c.id);
      if (r === 1 && ids.length > 0) return { type: 'action.hold', combatantId: pick(rng, ids) };
      if (r === 2 && ctx.order?.held?.length) return { type: 'action.release', combatantId: pick(rng, ctx.order.held).id };
      return { type: rng.die(3) === 1 ? 'action.resolveAll' : 'action.resolveNext' };
    }
    case 'knockouts':
      return { type: 'knockout.roll' };
    case 'turnEnd': {
      // Issue 18: conditions with a short duration, so their expiry is exercised by every fold.
      const c = ctx.combatants.length > 0 && rng.die(5) === 1 ? pick(rng, ctx.combatants) : null;
      if (c) return { type: 'condition.add', combatantId: c.id, condition: { id: `k${n}`, name: `Cond ${n}`, turns: rng.die(3) === 1 ? null : rng.die(2) } };
      return { type: 'turn.end' };
    }
    default:
      return null;
  }
}

function chaosCommand(rng: Rng, ctx: CombatContext, n: number, forced?: number): CombatCommandInput {
  const ids = ctx.combatants.map((c) => c.id);
  const someone = () => (ids.length > 0 && rng.die(8) > 1 ? pick(rng, ids) : 'ghost');
  const roll = forced ?? rng.die(100);
  if (roll <= 10 || ids.length < 2) {
    const weapon = pick(rng, WEAPONS);
    return { type: 'combatant.add', combatants: [spec(`c${n}`, rng.die(3), { weapon, armor: rng.die(2) === 1 ? VEST : null, kind: rng.die(3) === 1 ? 'pc' : 'npc', luckPoints: rng.die(3) === 1 ? rng.die(3) : null, stance: pick(rng, ['normal', 'banzai', 'evade', 'cautious', 'cover'] as const) })] };
  }
  if (roll <= 14) return { type: 'combat.start' };
  if (roll <= 30) {
    const who = someone();
    const luck = rng.die(6) === 1 ? { roll: pick(rng, ['attack', 'defense', 'initiative'] as const), effect: pick(rng, ['bonus', 'reroll'] as const) } : null;
    return { type: 'action.declare', declarations: [{ combatantId: who, action: randomAction(rng, ctx, who), luck }] };
  }
  if (roll <= 40) return { type: 'action.quickDeclare' };
  if (roll <= 48) return { type: 'initiative.roll' };
  if (roll <= 56) return { type: rng.die(2) === 1 ? 'action.resolveNext' : 'action.resolveAll' };
  if (roll <= 62) return { type: 'knockout.roll' };
  if (roll <= 68) return { type: 'turn.end' };
  if (roll <= 70) return { type: 'combatant.remove', combatantId: someone() };
  if (roll <= 73) return { type: 'combatant.knockOut', targetId: someone() };
  if (roll <= 76) return { type: 'combatant.revive', targetId: someone(), useLuck: rng.die(2) === 1 };
  if (roll <= 79) return { type: 'wound.add', targetId: someone(), wound: createWound({ location: 'Chest', severity: pick(rng, ['light', 'moderate', 'serious', 'critical'] as const), type: 'wound', source: 'Storyteller' }) };
  if (roll <= 81) return { type: 'wound.remove', targetId: someone(), index: rng.die(2) - 1 };
  if (roll <= 84) return { type: 'modifier.add', modifier: { id: `m${n}`, combatantId: someone(), dice: pick(rng, [-2, -1, 1, 2]), reason: 'Smoke', roll: pick(rng, ['all', 'attack', 'defense', 'initiative', 'toughness'] as const), duration: pick(rng, ['turn', 'combat'] as const) } };
  if (roll <= 86 && ctx.modifiers.length > 0) return { type: 'modifier.remove', modifierId: pick(rng, ctx.modifiers).id };
  if (roll <= 89) return { type: 'combatant.update', combatantId: someone(), patch: rng.die(2) === 1 ? { stance: 'cover', cover: { name: 'Wall' } } : { ammo: 0 } };
  if (roll <= 91 && ctx.order) {
    const pending = ctx.order.slots.slice(ctx.order.next).map((s) => s.id);
    return { type: 'initiative.reorder', order: rng.die(2) === 1 ? pending : [...pending].reverse() };
  }
  if (roll <= 93) return { type: 'team.rename', team: rng.die(3), name: `Side ${n}` };
  if (roll <= 94) return { type: 'combatant.update', combatantId: someone(), patch: { suppression: rng.die(6) - 1 } };
  if (roll <= 95 && rng.die(4) === 1) return { type: 'combat.end' };
  if (roll <= 97 && ctx.vehicles.length === 0) return { type: 'vehicle.add', vehicle: vehicleSpec(`v${n}`) };
  if (ctx.vehicles.length > 0) return { type: 'vehicle.board', vehicleId: ctx.vehicles[0]!.id, combatantId: someone(), role: rng.die(2) === 1 ? 'pilot' : 'passenger' };
  return { type: 'action.resolveNext' };
}

/** A Viper (seed 000) for vehicle tests. */
export function vehicleSpec(id: string) {
  return {
    id,
    name: `Viper ${id}`,
    definition: { name: 'Viper', pilotingSkill: 'Pilot', toughness: 6, armor: null, hitChart: VIPER_HIT_CHART.name, weapons: [], dodgeBonus: 2, crewLocations: [] },
    chart: VIPER_HIT_CHART,
    armor: null,
  };
}
