/**
 * What a drag on the GM screen means, as pure functions (unit-tested without a DOM): which drops
 * are allowed, what a drop asks main to do, what the screen shows before main answers.
 */
import type { CombatCommandInput } from '../../../shared/core/combat/commands';
import type { CombatView } from '../../../shared/core/combat/view';
import type { GearCatalog } from '../../../shared/domain/gear';

/** Drag ids: `roster:<characterId>`, `combatant:<id>`, `order:<id>`. Drop ids: `team:<n>`, `team:new`, `seat:<vehicleId>:pilot|passenger`, `order:<id>`, `roster`. */
export type DragId = `roster:${string}` | `combatant:${string}` | `order:${string}`;

export type ParsedId =
  | { kind: 'roster'; characterId: string }
  | { kind: 'combatant'; id: string }
  | { kind: 'order'; id: string }
  | { kind: 'team'; team: number | 'new' }
  | { kind: 'seat'; vehicleId: string; role: 'pilot' | 'passenger' }
  | { kind: 'rosterZone' };

export function parseDndId(raw: string): ParsedId | null {
  if (raw === 'roster') return { kind: 'rosterZone' };
  const at = raw.indexOf(':');
  if (at < 0) return null;
  const head = raw.slice(0, at);
  const rest = raw.slice(at + 1);
  switch (head) {
    case 'roster':
      return { kind: 'roster', characterId: rest };
    case 'combatant':
      return { kind: 'combatant', id: rest };
    case 'order':
      return { kind: 'order', id: rest };
    case 'team': {
      if (rest === 'new') return { kind: 'team', team: 'new' };
      const n = Number(rest);
      return Number.isInteger(n) ? { kind: 'team', team: n } : null;
    }
    case 'seat': {
      const cut = rest.lastIndexOf(':');
      const role = rest.slice(cut + 1);
      if (cut < 0 || (role !== 'pilot' && role !== 'passenger')) return null;
      return { kind: 'seat', vehicleId: rest.slice(0, cut), role };
    }
    default:
      return null;
  }
}

/** What a drop asks main to do. */
export type DropIntent =
  | { kind: 'addCharacter'; characterId: string; team: number; board?: { vehicleId: string; role: 'pilot' | 'passenger' } }
  | { kind: 'commands'; commands: CombatCommandInput[]; describe: string };

/** Teams shown even before anyone joins them, and the id a "new team" drop gets. */
export function displayTeams(view: CombatView): { id: number; name: string }[] {
  const teams = new Map(view.teams.map((t) => [t.id, t.name]));
  for (const id of [1, 2]) if (!teams.has(id)) teams.set(id, `Team ${id}`);
  return [...teams].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
}

/**
 * The team a "new team" drop makes: the first team shown with nobody in it (issue 37 item 6: in a
 * new combat, Team 1, not a Team 3 beside two empty ones), else one past the last.
 */
export function nextTeamId(view: CombatView): number {
  const used = new Set(view.combatants.map((c) => c.team));
  const empty = displayTeams(view).find((t) => !used.has(t.id));
  return empty ? empty.id : Math.min(99, Math.max(0, ...displayTeams(view).map((t) => t.id)) + 1);
}

/**
 * Issue 37 item 6: a combatant card is a drop target too, standing for its team (dropping a card
 * onto a fighter of another team moves it there). The initiative list's own drags keep their ids.
 */
function asTeamDrop(view: CombatView, activeId: string, overId: string): string {
  const o = parseDndId(overId);
  if (o?.kind !== 'combatant' || parseDndId(activeId)?.kind === 'order') return overId;
  const c = view.combatants.find((x) => x.id === o.id);
  return c ? `team:${c.team}` : overId;
}

/** The pending (not yet resolved) part of the initiative order. */
export function pendingOrder(view: CombatView): NonNullable<CombatView['order']> {
  return (view.order ?? []).filter((s) => !s.resolved);
}

/**
 * Moves `activeId` to `overId`'s place in the pending order, only within a tie (equal hits):
 * the machine refuses anything else. Returns the new pending order, or null for no change.
 */
export function reorderTied(order: readonly { id: string; hits: number }[], activeId: string, overId: string): string[] | null {
  const from = order.findIndex((s) => s.id === activeId);
  const to = order.findIndex((s) => s.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  if (order[from]!.hits !== order[to]!.hits) return null;
  const ids = order.map((s) => s.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  return ids;
}

/**
 * Issue 18: a roster card of a character already fighting stands for their combatant card, so a
 * drop on a team or a seat moves them (gear, wounds and state kept) and never adds a second copy.
 * Returns the combatant's drag id, or null for a character not in this fight.
 */
export function fighterDragId(view: CombatView, activeId: string): DragId | null {
  const a = parseDndId(activeId);
  if (a?.kind !== 'roster') return null;
  const fighter = view.combatants.find((c) => c.characterId === a.characterId);
  return fighter ? `combatant:${fighter.id}` : null;
}

/** Whether `overId` accepts the dragged `activeId` (also the keyboard's list of stops). */
export function canDrop(view: CombatView, activeId: string, dropId: string): boolean {
  if (activeId === dropId) return false;
  const overId = asTeamDrop(view, activeId, dropId);
  const fighter = fighterDragId(view, activeId);
  // Dropping a roster card back on the roster means nothing (removing is the combatant card's drag).
  if (fighter !== null) return overId !== 'roster' && canDrop(view, fighter, overId);
  const a = parseDndId(activeId);
  const o = parseDndId(overId);
  if (!a || !o || activeId === overId) return false;
  const may = view.allowed;
  if (a.kind === 'order') {
    if (o.kind !== 'order' || !may['initiative.reorder']) return false;
    return reorderTied(pendingOrder(view), a.id, o.id) !== null;
  }
  if (a.kind === 'roster') {
    if (!may['combatant.add']) return false;
    if (o.kind === 'team') return true;
    return o.kind === 'seat' && may['vehicle.board'] && seatFree(view, o.vehicleId, o.role, null);
  }
  if (a.kind === 'combatant') {
    const c = view.combatants.find((x) => x.id === a.id);
    if (!c) return false;
    if (o.kind === 'team') return may['combatant.update'] && (o.team === 'new' || o.team !== c.team);
    if (o.kind === 'seat') return may['vehicle.board'] && (c.vehicleId === null || may['vehicle.leave'] || view.system.lists.boardsOwnWay === true) && seatFree(view, o.vehicleId, o.role, c.id);
    return o.kind === 'rosterZone' && may['combatant.remove'];
  }
  return false;
}

/**
 * A pilot seat takes one person (an edition that boards its own way, AresMUSH §C.18: a new pilot
 * moves the old one to a passenger seat); nobody boards the seat they already have.
 */
function seatFree(view: CombatView, vehicleId: string, role: 'pilot' | 'passenger', who: string | null): boolean {
  const v = view.vehicles.find((x) => x.id === vehicleId);
  if (!v) return false;
  if (role === 'pilot') return v.pilotId === null || (view.system.lists.boardsOwnWay === true && v.pilotId !== who);
  return who === null || !v.passengerIds.includes(who);
}

/** The team a newcomer dropped onto a vehicle seat fights for: the crew's, else team 1. */
function vehicleTeam(view: CombatView, vehicleId: string): number {
  const v = view.vehicles.find((x) => x.id === vehicleId);
  const crewId = v ? (v.pilotId ?? v.passengerIds[0]) : undefined;
  return view.combatants.find((c) => c.id === crewId)?.team ?? 1;
}

/** What a finished drag means, or null when it means nothing (dropped outside, refused target). */
export function dropIntent(view: CombatView, activeId: string, dropId: string | null): DropIntent | null {
  if (dropId === null || !canDrop(view, activeId, dropId)) return null;
  const overId = asTeamDrop(view, activeId, dropId);
  const fighter = fighterDragId(view, activeId);
  if (fighter !== null) return dropIntent(view, fighter, overId);
  const a = parseDndId(activeId)!;
  const o = parseDndId(overId)!;
  if (a.kind === 'order' && o.kind === 'order') {
    const order = reorderTied(pendingOrder(view), a.id, o.id)!;
    return { kind: 'commands', commands: [{ type: 'initiative.reorder', order }], describe: 'tied initiative reordered' };
  }
  if (a.kind === 'roster') {
    if (o.kind === 'team') return { kind: 'addCharacter', characterId: a.characterId, team: o.team === 'new' ? nextTeamId(view) : o.team };
    if (o.kind === 'seat') return { kind: 'addCharacter', characterId: a.characterId, team: vehicleTeam(view, o.vehicleId), board: { vehicleId: o.vehicleId, role: o.role } };
  }
  if (a.kind === 'combatant') {
    const c = view.combatants.find((x) => x.id === a.id)!;
    if (o.kind === 'team') {
      const team = o.team === 'new' ? nextTeamId(view) : o.team;
      return { kind: 'commands', commands: [{ type: 'combatant.update', combatantId: c.id, patch: { team } }], describe: `${c.name} moved to team ${team}` };
    }
    if (o.kind === 'seat') {
      const commands: CombatCommandInput[] = [];
      // The edition's own boarding changes seats directly (leaving would reset AresMUSH gear).
      if (c.vehicleId !== null && view.system.lists.boardsOwnWay !== true) commands.push({ type: 'vehicle.leave', combatantId: c.id });
      commands.push({ type: 'vehicle.board', vehicleId: o.vehicleId, combatantId: c.id, role: o.role });
      return { kind: 'commands', commands, describe: `${c.name} boards as ${o.role}` };
    }
    if (o.kind === 'rosterZone') return { kind: 'commands', commands: [{ type: 'combatant.remove', combatantId: c.id }], describe: `${c.name} removed` };
  }
  return null;
}

/**
 * The view as it will look once main accepts `intent` (team moves and tie reorders only), so
 * the drop shows in the same frame; main's answer then replaces it.
 */
export function optimisticView(view: CombatView, intent: DropIntent): CombatView {
  if (intent.kind !== 'commands' || intent.commands.length !== 1) return view;
  const cmd = intent.commands[0]!;
  if (cmd.type === 'initiative.reorder' && view.order) {
    const resolved = view.order.filter((s) => s.resolved);
    const byId = new Map(view.order.map((s) => [s.id, s]));
    return { ...view, order: [...resolved, ...cmd.order.map((id) => byId.get(id)!)] };
  }
  if (cmd.type === 'combatant.update' && cmd.patch.team !== undefined) {
    const team = cmd.patch.team;
    const teams = view.teams.some((t) => t.id === team) ? view.teams : [...view.teams, { id: team, name: `Team ${team}` }].sort((a, b) => a.id - b.id);
    return { ...view, teams, combatants: view.combatants.map((c) => (c.id === cmd.combatantId ? { ...c, team } : c)) };
  }
  return view;
}

/** A default loadout for a newcomer: the first personal firearm (else any personal weapon), the lightest personal armor. */
export function defaultLoadout(gear: GearCatalog): { weapon: string | null; armor: string | null } {
  const personal = gear.weapons.filter((w) => w.class === 'personal');
  const weapon = personal.find((w) => w.type === 'ranged') ?? personal[0] ?? gear.weapons[0] ?? null;
  const armor = [...gear.armor].filter((a) => a.class === 'personal').sort((a, b) => a.protection - b.protection)[0] ?? null;
  return { weapon: weapon?.name ?? null, armor: armor?.name ?? null };
}

type JoinTypes = CombatView['system']['lists']['combatantTypes'];

/**
 * What a newcomer dropped on the board joins with: the chosen combatant type, or with "Default type"
 * the one the edition marks as its default (AresMUSH's `default_type`), with the type's gear as
 * AresMUSH's set_default_gear gives it (its weapon, Unarmed when it names none; its armor, none when
 * it names none). An edition without types: the catalog's default loadout.
 */
export function joinLoadout(types: JoinTypes, joinType: string, fallback: { weapon: string | null; armor: string | null }): { weapon: string | null; armor: string | null; combatantType?: string } {
  const type = types?.find((t) => (joinType ? t.id === joinType : t.default === true));
  return type ? { weapon: type.weapon ?? 'Unarmed', armor: type.armor, combatantType: type.id } : fallback;
}
