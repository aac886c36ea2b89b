/**
 * Setup commands (issue 6 "setup"): combatants with their gear and stances, and teams. Adding a
 * combatant also works mid-fight (a storyteller override). Vehicles, their pilots and passengers:
 * vehicle-roster.ts.
 */
import { withModifiers, type PoolSpec } from '../dice/ability-roll';
import type { CombatRules } from './procedures';
import type { CombatantSpec, CommandOf } from './commands';
import { findCombatant, internStats, type CombatantState, type CombatContext } from './context';
import { actionTargets } from './declarations';
import { putGear } from './gear';
import { idTaken } from './vehicle-roster';
import { normalPrivacy } from './privacy';
import { noted, type StepResult } from './step';
import { joiningWounds } from './wound-age';

export function addCombatantRefusal(ctx: CombatContext, cmd: CommandOf<'combatant.add'>): string | null {
  const batch = new Set<string>();
  for (const c of cmd.combatants) {
    if (idTaken(ctx, c.id) || batch.has(c.id)) return `Something in this combat already has the id ${c.id}.`;
    batch.add(c.id);
    if (c.woundIds && c.woundIds.length !== c.wounds.length) return `${c.name}: give one wound id per wound.`;
    if (!c.chart.targets[c.chart.defaultTarget]) return `${c.chart.name} has no default target row.`;
  }
  return null;
}

/** Pools recomputed so that each pool's size and dice agree with its terms and modifiers. */
function normalPools(rules: CombatRules, input: Record<string, PoolSpec>): Record<string, PoolSpec> {
  const pools: Record<string, PoolSpec> = {};
  for (const [name, pool] of Object.entries(input)) pools[name] = withModifiers(rules.core, pool, []);
  return pools;
}

function newCombatant(ctx: CombatContext, s: CombatantSpec, stats: string): CombatantState {
  const privacy = normalPrivacy(s.privacy);
  return {
    id: s.id,
    name: s.name,
    characterId: s.characterId,
    kind: s.kind,
    team: s.team,
    stats,
    weapon: s.weapon.name,
    ammo: s.ammo === undefined ? s.weapon.ammo : s.ammo,
    armor: s.armor?.name ?? null,
    chart: s.chart.name,
    stance: s.stance,
    cover: s.cover,
    wounds: joiningWounds(ctx, s.wounds),
    woundIds: s.woundIds ? [...s.woundIds] : s.wounds.map(() => null),
    suppression: 0,
    aim: null,
    knockedOut: false,
    subduedBy: null,
    luckPoints: s.luckPoints,
    luckUsed: 0,
    declaration: null,
    damagedThisTurn: false,
    // Only an edition with NPC levels sets one: FS3.2 contexts stay as they were.
    ...(s.level !== undefined ? { level: s.level } : {}),
    ...(s.mount !== undefined ? { mount: s.mount } : {}),
    ...(s.combatantType !== undefined ? { combatantType: s.combatantType } : {}),
    // Only a combatant with overrides carries the field: older fights' contexts stay as they were.
    ...(privacy ? { privacy } : {}),
  };
}

/** Adds combatants with their gear; teams are created as they are first named. */
export function addCombatants(rules: CombatRules, ctx: CombatContext, cmd: CommandOf<'combatant.add'>): StepResult {
  let gear = ctx.gear;
  let teams = ctx.teams;
  let statBlocks = ctx.statBlocks;
  const added: CombatantState[] = [];
  const lines: string[] = [];
  // A horde usually shares one stat block: compare each spec's pools with the previous one first.
  let lastPools: CombatantSpec['pools'] | null = null;
  let lastKey = '';
  for (const s of cmd.combatants) {
    if (s.pools !== lastPools) {
      const interned = internStats(statBlocks, normalPools(rules, s.pools));
      statBlocks = interned.blocks;
      lastKey = interned.key;
      lastPools = s.pools;
    }
    gear = putGear(gear, 'weapons', s.weapon);
    gear = putGear(gear, 'charts', s.chart);
    if (s.armor) gear = putGear(gear, 'armor', s.armor);
    if (!teams.some((t) => t.id === s.team)) teams = [...teams, { id: s.team, name: `Team ${s.team}` }].sort((a, b) => a.id - b.id);
    added.push(newCombatant(ctx, s, lastKey));
    lines.push(`${s.name} joins ${teams.find((t) => t.id === s.team)!.name} (${s.weapon.name}${s.armor ? `, ${s.armor.name}` : ''})`);
  }
  const when = ctx.turn > 0 ? ` during turn ${ctx.turn}` : '';
  return noted({ ...ctx, gear, statBlocks, teams, combatants: [...ctx.combatants, ...added] }, `${lines.join('; ')}${when}.`);
}

export function removeCombatantRefusal(ctx: CombatContext, cmd: CommandOf<'combatant.remove'>): string | null {
  return findCombatant(ctx, cmd.combatantId) ? null : `No combatant with id ${cmd.combatantId}.`;
}

/** Removes a combatant and everything that pointed at them (declarations, holds, seats, modifiers). */
export function removeCombatant(ctx: CombatContext, cmd: CommandOf<'combatant.remove'>): StepResult {
  const gone = findCombatant(ctx, cmd.combatantId)!;
  const combatants = ctx.combatants
    .filter((c) => c.id !== gone.id)
    .map((c) => {
      const pointsAt = c.declaration !== null && actionTargets(c.declaration.action).includes(gone.id);
      if (!pointsAt && c.subduedBy !== gone.id && c.aim?.targetId !== gone.id) return c;
      return {
        ...c,
        declaration: pointsAt ? null : c.declaration,
        subduedBy: c.subduedBy === gone.id ? null : c.subduedBy,
        aim: c.aim?.targetId === gone.id ? null : c.aim,
      };
    });
  const vehicles = ctx.vehicles.map((v) =>
    v.pilotId === gone.id || v.passengerIds.includes(gone.id)
      ? { ...v, pilotId: v.pilotId === gone.id ? null : v.pilotId, passengerIds: v.passengerIds.filter((p) => p !== gone.id) }
      : v,
  );
  const modifiers = ctx.modifiers.filter((m) => m.combatantId !== gone.id);
  let order = ctx.order;
  if (order) {
    const resolved = order.slots.slice(0, order.next).filter((s) => s.id !== gone.id);
    order = { slots: [...resolved, ...order.slots.slice(order.next).filter((s) => s.id !== gone.id)], next: resolved.length };
  }
  return noted({ ...ctx, combatants, vehicles, modifiers, order }, `${gone.name} leaves the combat.`);
}

export function updateCombatantRefusal(ctx: CombatContext, cmd: CommandOf<'combatant.update'>): string | null {
  if (!findCombatant(ctx, cmd.combatantId)) return `No combatant with id ${cmd.combatantId}.`;
  if (Object.keys(cmd.patch).length === 0) return 'Nothing to change.';
  return null;
}

export function updateCombatant(rules: CombatRules, ctx: CombatContext, cmd: CommandOf<'combatant.update'>): StepResult {
  const before = findCombatant(ctx, cmd.combatantId)!;
  const p = cmd.patch;
  let gear = ctx.gear;
  const next: CombatantState = { ...before };
  const changes: string[] = [];
  if (p.name !== undefined) {
    next.name = p.name;
    changes.push(`renamed to ${p.name}`);
  }
  if (p.team !== undefined) {
    next.team = p.team;
    changes.push(`team ${p.team}`);
  }
  if (p.kind !== undefined) {
    next.kind = p.kind;
    changes.push(p.kind.toUpperCase());
  }
  let statBlocks = ctx.statBlocks;
  if (p.pools !== undefined) {
    const interned = internStats(statBlocks, normalPools(rules, p.pools));
    statBlocks = interned.blocks;
    next.stats = interned.key;
    changes.push('new ability pools');
  }
  if (p.weapon !== undefined) {
    gear = putGear(gear, 'weapons', p.weapon);
    next.weapon = p.weapon.name;
    next.ammo = p.ammo === undefined ? p.weapon.ammo : p.ammo;
    changes.push(`weapon ${p.weapon.name}`);
  } else if (p.ammo !== undefined) {
    next.ammo = p.ammo;
    changes.push(`ammo ${p.ammo ?? 'unlimited'}`);
  }
  if (p.armor !== undefined) {
    if (p.armor) gear = putGear(gear, 'armor', p.armor);
    next.armor = p.armor?.name ?? null;
    changes.push(`armor ${p.armor?.name ?? 'none'}`);
  }
  if (p.chart !== undefined) {
    gear = putGear(gear, 'charts', p.chart);
    next.chart = p.chart.name;
    changes.push(`chart ${p.chart.name}`);
  }
  if (p.stance !== undefined) {
    next.stance = p.stance;
    changes.push(`stance ${p.stance}`);
  }
  if (p.cover !== undefined) {
    next.cover = p.cover;
    changes.push(p.cover ? `cover${p.cover.name ? ` (${p.cover.name})` : ''}` : 'no cover');
  }
  if (p.luckPoints !== undefined) {
    next.luckPoints = p.luckPoints;
    changes.push(`luck ${p.luckPoints ?? 'untracked'}`);
  }
  if (p.suppression !== undefined) {
    next.suppression = p.suppression;
    changes.push(`suppression ${p.suppression}`);
  }
  if (p.level !== undefined) {
    if (p.level === null) delete next.level;
    else next.level = p.level;
    changes.push(p.level === null ? 'no level' : `level ${p.level}`);
  }
  if (p.mount !== undefined) {
    if (p.mount === null) delete next.mount;
    else next.mount = p.mount;
    changes.push(p.mount === null ? 'dismounted' : `mounted on ${p.mount}`);
  }
  if (p.combatantType !== undefined) {
    if (p.combatantType === null) delete next.combatantType;
    else next.combatantType = p.combatantType;
    changes.push(p.combatantType === null ? 'the default combatant type' : `combatant type ${p.combatantType}`);
  }
  if (p.exposed !== undefined) {
    if (p.exposed) next.exposed = true;
    else delete next.exposed;
    changes.push(p.exposed ? "shot directly, not through a vehicle's armor" : "behind a vehicle's armor");
  }
  let teams = ctx.teams;
  if (p.team !== undefined && !teams.some((t) => t.id === p.team)) {
    teams = [...teams, { id: p.team, name: `Team ${p.team}` }].sort((a, b) => a.id - b.id);
  }
  const combatants = ctx.combatants.map((c) => (c.id === next.id ? next : c));
  return noted({ ...ctx, gear, statBlocks, teams, combatants }, `Storyteller: ${before.name}: ${changes.join(', ')}.`);
}

export function renameTeam(ctx: CombatContext, cmd: CommandOf<'team.rename'>): StepResult {
  const exists = ctx.teams.some((t) => t.id === cmd.team);
  const teams = exists
    ? ctx.teams.map((t) => (t.id === cmd.team ? { ...t, name: cmd.name } : t))
    : [...ctx.teams, { id: cmd.team, name: cmd.name }].sort((a, b) => a.id - b.id);
  return noted({ ...ctx, teams }, `Team ${cmd.team} is now called ${cmd.name}.`);
}
