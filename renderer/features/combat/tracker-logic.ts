/**
 * The GM screen's decisions as pure functions (unit-tested without a DOM): what a drop means,
 * what the screen shows before main answers, what the next step is, which keys undo and redo.
 */
import type { CombatCommandInput } from '../../../shared/core/combat/commands';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
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

export function nextTeamId(view: CombatView): number {
  return Math.min(99, Math.max(0, ...displayTeams(view).map((t) => t.id)) + 1);
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
export function canDrop(view: CombatView, activeId: string, overId: string): boolean {
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
export function dropIntent(view: CombatView, activeId: string, overId: string | null): DropIntent | null {
  if (overId === null || !canDrop(view, activeId, overId)) return null;
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

/** What the storyteller should do next, with the command of the primary button (null: nothing to press). */
export type NextStep = {
  text: string;
  button: { label: string; command: CombatCommandInput } | null;
  /** Names of active combatants still to declare (declaring phase). */
  missing: string[];
};

/**
 * Names the "Next" banner spells out before "and N more": with 200 combatants the whole list (183
 * names in issue 18) pushed the board below the fold. The full list is one click away under it.
 */
export const BANNER_NAMES = 5;

/** "A, B, C" or, past the cap, "A, B, C, D, E and 178 more" (never "and 1 more": that name fits). */
export function nameList(names: readonly string[], max = BANNER_NAMES): string {
  if (names.length <= max + 1) return names.join(', ');
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

/**
 * Issue 22: who still has to declare, in the order they declare. An edition that rolls initiative
 * first (`turnShape.initiativeFirst`) has them declare from the lowest initiative up
 * (`view.declareOrder`); otherwise the roster order.
 */
export function declareQueue(view: Pick<CombatView, 'undeclared' | 'declareOrder'>): string[] {
  if (!view.declareOrder) return view.undeclared;
  const waiting = new Set(view.undeclared);
  const ordered = view.declareOrder.filter((id) => waiting.has(id));
  // Anyone the order does not list (joined after the roll) declares last, as the roster has them.
  return [...ordered, ...view.undeclared.filter((id) => !ordered.includes(id))];
}

/** "Dante (initiative 14)" once initiative is rolled, else the name alone. */
export function withInitiative(view: Pick<CombatView, 'combatants'>, id: string): string {
  const c = view.combatants.find((x) => x.id === id);
  if (!c) return id;
  return c.initiative ? `${c.name} (initiative ${c.initiative.roll})` : c.name;
}

/** The slot about to be resolved, in words: "Dante acts next (initiative 14): Dex + Shoot at Kurgan". */
function nextActorText(view: CombatView, name: string): string {
  const slot = view.order?.find((s) => !s.resolved && s.id === view.nextActorId);
  if (!slot || !view.system.turnShape) return `${name} acts next`;
  // Which of their slots this is, by initiative (a gun's second shot is a second slot too).
  const rank = (view.order ?? []).filter((s) => s.id === slot.id && s.hits > slot.hits).length;
  const which = rank > 0 ? `, ${ACTION_ORDINALS[rank] ?? `action ${rank + 1}`}` : '';
  return `${name} acts next (initiative ${slot.hits}${which})${slot.label ? `: ${slot.label}` : ''}`;
}

const ACTION_ORDINALS = ['1st action', '2nd action', '3rd action'];

/** The declaring phase of an edition that rolls initiative first: lowest initiative declares first. */
function declaringAfterInitiative(view: CombatView, names: Map<string, string>): NextStep {
  const queue = declareQueue(view);
  const missing = queue.map((id) => names.get(id) ?? id);
  if (queue.length === 0) {
    return {
      text: `Turn ${view.turn}: everyone has declared. Actions go from the highest initiative down.`,
      button: view.allowed['actions.begin'] ? { label: 'Begin actions', command: { type: 'actions.begin' } } : null,
      missing,
    };
  }
  const npcsMissing = view.combatants.some((c) => c.kind === 'npc' && queue.includes(c.id));
  const rest = queue.slice(1);
  // Someone who joined (or came back) after the roll has no initiative yet: the machine allows the roll again.
  const latecomers = view.combatants.filter((c) => !c.knockedOut && !c.initiative).map((c) => c.name);
  if (view.allowed['initiative.roll'] && latecomers.length > 0) {
    return {
      text: `Turn ${view.turn}: ${nameList(latecomers)} ${latecomers.length === 1 ? 'has' : 'have'} no initiative yet: roll it before they declare.`,
      button: { label: 'Roll initiative for latecomers', command: { type: 'initiative.roll' } },
      missing,
    };
  }
  return {
    text: `Turn ${view.turn}: ${withInitiative(view, queue[0]!)} declares next (lowest initiative first)${rest.length > 0 ? `; then ${nameList(rest.map((id) => withInitiative(view, id)))}` : ''}.`,
    button: npcsMissing && view.allowed['action.quickDeclare'] ? { label: 'Quick-declare NPCs', command: { type: 'action.quickDeclare' } } : null,
    missing,
  };
}

export function nextStep(view: CombatView): NextStep {
  const names = new Map(view.combatants.map((c) => [c.id, c.name]));
  const missing = view.undeclared.map((id) => names.get(id) ?? id);
  switch (view.phase) {
    case 'setup':
      if (view.allowed['combat.start']) return { text: 'Everyone in place? Start the fight.', button: { label: 'Start combat', command: { type: 'combat.start' } }, missing };
      return { text: 'Drag characters from the roster into a team (at least two sides).', button: null, missing };
    case 'initiative':
      return {
        text: `Turn ${view.turn}: roll initiative. Declarations go from the lowest initiative up.`,
        button: view.allowed['initiative.roll'] ? { label: 'Roll initiative', command: { type: 'initiative.roll' } } : null,
        missing: [],
      };
    case 'declaring': {
      if (view.system.turnShape?.initiativeFirst) return declaringAfterInitiative(view, names);
      if (missing.length > 0) {
        const npcsMissing = view.combatants.some((c) => c.kind === 'npc' && view.undeclared.includes(c.id));
        return {
          text: `Turn ${view.turn}: waiting for ${missing.length === 1 ? 'a declaration' : `${missing.length} declarations`}: ${nameList(missing)}.`,
          button: npcsMissing && view.allowed['action.quickDeclare'] ? { label: 'Quick-declare NPCs', command: { type: 'action.quickDeclare' } } : null,
          missing,
        };
      }
      if (view.allowed['actions.begin']) return { text: `Turn ${view.turn}: everyone has declared.`, button: { label: 'Begin the actions', command: { type: 'actions.begin' } }, missing };
      return { text: `Turn ${view.turn}: everyone has declared.`, button: view.allowed['initiative.roll'] ? { label: 'Roll initiative', command: { type: 'initiative.roll' } } : null, missing };
    }
    case 'resolving': {
      const next = view.nextActorId ? (names.get(view.nextActorId) ?? view.nextActorId) : null;
      return { text: next ? `Turn ${view.turn}: ${nextActorText(view, next)}.` : `Turn ${view.turn}: resolving.`, button: view.allowed['action.resolveNext'] ? { label: `Resolve ${next ?? 'next'}`, command: { type: 'action.resolveNext' } } : null, missing };
    }
    case 'knockouts':
      return { text: `Turn ${view.turn}: all actions resolved. Roll for knockouts.`, button: view.allowed['knockout.roll'] ? { label: 'Roll knockouts', command: { type: 'knockout.roll' } } : null, missing };
    case 'turnEnd':
      return { text: `Turn ${view.turn} is over.`, button: view.allowed['turn.end'] ? { label: `End turn ${view.turn}`, command: { type: 'turn.end' } } : null, missing };
    case 'ended':
      return { text: 'The combat has ended; wounds went back to the characters.', button: null, missing };
  }
}

/** The odds of a declared action as the combat host answers them (`combat.odds`). */
export type OddsLine = {
  pHit: number;
  pSeriousOrWorse: number;
  action?: 'attack' | 'burst' | 'full-auto' | 'suppress';
  bullets?: number;
  suppression?: { points: number; p: number }[];
  /** Issue 19: P(dodged) where the edition tells a dodge from a miss (seed 002). */
  pDodged?: number;
};

/**
 * What the declared action can do, in words (`serious`: the edition's name of that level, e.g.
 * AresMUSH's Impaired; `stress`: its word for suppression):
 * a shot "62% hit · 18% Serious or worse"; a burst or volley "3 bullets: 85% at least one hit ·
 * 30% Serious or worse"; Suppress "64% +2 · 36% +1 Suppression" (it never wounds).
 */
export function formatOdds(o: OddsLine, serious = 'Serious', stress = 'Suppression'): string {
  if (o.action === 'suppress' && o.suppression) {
    const parts = o.suppression.map((s) => `${pct(s.p)} ${s.points > 0 ? `+${s.points}` : 'no change'}`);
    return `${parts.join(' · ')} ${stress}`;
  }
  if ((o.action === 'burst' || o.action === 'full-auto') && o.bullets !== undefined) {
    return `${o.bullets} ${o.bullets === 1 ? 'bullet' : 'bullets'}: ${pct(o.pHit)} at least one hit · ${pct(o.pSeriousOrWorse)} ${serious} or worse`;
  }
  // Seed 002: an attack that succeeds below the defense is dodged, one that fails is a miss.
  if (o.pDodged !== undefined) return `${pct(o.pHit)} hit · ${pct(o.pDodged)} dodged · ${pct(Math.max(0, 1 - o.pHit - o.pDodged))} miss · ${pct(o.pSeriousOrWorse)} ${serious} or worse`;
  return `${pct(o.pHit)} hit · ${pct(o.pSeriousOrWorse)} ${serious} or worse`;
}

function pct(p: number): string {
  const v = Math.round(p * 100);
  return p > 0 && v === 0 ? '<1%' : p < 1 && v === 100 ? '>99%' : `${v}%`;
}

/** Undo/redo from the keyboard, never while typing in a field. */
export function historyShortcut(e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean; target: EventTarget | null }): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  if (isTypingTarget(e.target)) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}

function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean; type?: string } | null;
  if (!el?.tagName) return false;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable) return true;
  if (tag !== 'INPUT') return false;
  return !['checkbox', 'radio', 'button', 'submit', 'range'].includes((el.type ?? 'text').toLowerCase());
}

const SEVERITY_ORDER = ['critical', 'serious', 'moderate', 'light'] as const;

/** Wounds grouped by severity, worst first ("2 Serious, 1 Light"), for the badges. */
export function woundBadges(c: Pick<CombatantView, 'wounds'>): { severity: (typeof SEVERITY_ORDER)[number]; count: number }[] {
  const counts = new Map<string, number>();
  for (const w of c.wounds) counts.set(w.severity, (counts.get(w.severity) ?? 0) + 1);
  return SEVERITY_ORDER.filter((s) => counts.has(s)).map((severity) => ({ severity, count: counts.get(severity)! }));
}

/** Combatants of one team in roster order (stable across renders for memoised rows). */
export function teamMembers(view: CombatView, team: number): CombatantView[] {
  return view.combatants.filter((c) => c.team === team);
}

/** Combatants in the order the board shows them: teams by id, each in roster order (issue 18's ranges). */
export function boardOrder(view: Pick<CombatView, 'combatants'>): string[] {
  const teams = [...new Set(view.combatants.map((c) => c.team))].sort((a, b) => a - b);
  return teams.flatMap((t) => view.combatants.filter((c) => c.team === t).map((c) => c.id));
}

/** How a click or key changes the multi-selection. */
export type PickMode = 'toggle' | 'range' | 'add';

/**
 * The selection after picking `id`: toggle (ctrl/cmd-click, Space on the checkbox) flips it;
 * range (shift-click, Shift+arrow) selects from the anchor to `id` in board order, added to what
 * was selected; add puts it in. The anchor moves to `id` except for a range.
 */
export function pick(selection: ReadonlySet<string>, order: readonly string[], anchor: string | null, id: string, mode: PickMode): { selection: Set<string>; anchor: string } {
  const next = new Set(selection);
  if (mode === 'toggle') {
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return { selection: next, anchor: id };
  }
  if (mode === 'add' || anchor === null || !order.includes(anchor)) {
    next.add(id);
    return { selection: next, anchor: mode === 'range' ? (anchor ?? id) : id };
  }
  const a = order.indexOf(anchor);
  const b = order.indexOf(id);
  for (let i = Math.min(a, b); i <= Math.max(a, b); i++) next.add(order[i]!);
  return { selection: next, anchor };
}

/** Keys on the board, never while typing: Ctrl/Cmd+A selects everyone, Escape clears. */
export function boardKey(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null }): 'all' | 'clear' | null {
  if (isTypingTarget(e.target) || e.altKey) return null;
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a') return 'all';
  if (e.key === 'Escape' && !e.ctrlKey && !e.metaKey) return 'clear';
  return null;
}

/** The GM screen's jump keys (Alt+letter, so they never clash with typing or the browser's own). */
export const JUMP_KEYS = { board: 'Alt+B', log: 'Alt+L', next: 'Alt+N', help: '?' } as const;

/** Which jump a key asks for, never while typing in a field. */
export function jumpKey(e: { key: string; code?: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; target: EventTarget | null }): keyof typeof JUMP_KEYS | null {
  if (e.ctrlKey || e.metaKey) return null;
  // "?" is a character: never from a field. Alt+letter types nothing in a select, so it works there
  // (the declare panel's fields are selects), never from a text field.
  if (!e.altKey) return e.key === '?' && !isTypingTarget(e.target) ? 'help' : null;
  const tag = (e.target as { tagName?: string } | null)?.tagName?.toUpperCase();
  if (isTypingTarget(e.target) && tag !== 'SELECT') return null;
  // Alt+letter may type another character on some layouts (macOS Option): read the physical key too.
  const letter = e.code?.startsWith('Key') ? e.code.slice(3).toLowerCase() : e.key.toLowerCase();
  if (letter === 'b') return 'board';
  if (letter === 'l') return 'log';
  if (letter === 'n') return 'next';
  return null;
}
