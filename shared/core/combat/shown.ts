/**
 * Issue 35: what the players are told of a fight is fixed when they are first told it. After every
 * step (`runStep` in steps.ts), each combatant the players now see for the first time gets its
 * `ShownMark` (its place in the order they became visible; an NPC its public number), and each
 * team that now has a visible member for the first time gets its public number. Marks are part of
 * the context, so a replay, an undo/redo or a restart reproduces them exactly, and they never
 * change afterwards: revealing a hidden NPC cannot renumber the NPCs already shown, and no number
 * counts a combatant the players never saw.
 *
 * Also the `privacy.names` step: the fight's title and team names for the players, which the
 * storyteller gives explicitly (the fight's own name and the teams' names stay theirs).
 */
import type { CommandOf } from './commands';
import type { CombatantState, CombatContext, PlayersPart, TeamState } from './context';
import type { CombatLogEntry } from './log-entries';
import type { StepResult } from './step';
import { anyCombatant } from './changed-combatants';
import { withFields } from './copy-with';

const visible = (c: CombatantState) => c.privacy?.hidden !== true;

const NO_COUNTS: PlayersPart['shown'] = { combatants: 0, npcs: 0, teams: 0 };

/**
 * Lists of combatants in which no team left unnumbered has anyone the players see, with the teams
 * that holds for. Issue 38: a team of hidden NPCs stays unnumbered; a step's list is then checked
 * where it differs from the list before it (as `anyCombatant` does), not everyone every step.
 */
const teamsSettled = new WeakMap<readonly CombatantState[], readonly TeamState[]>();

/** Whether a team not numbered yet has someone the players see. */
function teamsNowShown(ctx: CombatContext, before: CombatContext | undefined): boolean {
  const list = ctx.combatants;
  if (teamsSettled.get(list) === ctx.teams) return false;
  const unnumbered = new Set<number>();
  for (const t of ctx.teams) if (t.shown === undefined) unnumbered.add(t.id);
  const prev = before?.combatants;
  const changedOnly = prev !== undefined && prev.length === list.length && teamsSettled.get(prev) === ctx.teams;
  let found = false;
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (changedOnly && c === prev[i]) continue;
    if (visible(c) && unnumbered.has(c.team)) {
      found = true;
      break;
    }
  }
  if (!found) teamsSettled.set(list, ctx.teams);
  return found;
}

/** Issue 38: whether a list has someone the players see and who is not marked yet (every step asks). */
const newcomersIn = new WeakMap<readonly CombatantState[], boolean>();
const newcomer = (c: CombatantState) => c.shown === undefined && visible(c);

/**
 * The context with marks for whoever the players see for the first time (the same object when
 * none). `before`: the context the step started from, if any (only a shortcut: the result is the same).
 */
export function markShown(ctx: CombatContext, before?: CombatContext): CombatContext {
  const newcomers = anyCombatant(newcomersIn, ctx.combatants, before?.combatants, newcomer);
  // Issue 38: every step comes through here; once each team is numbered (most steps of a fight),
  // nobody's team is looked at (a set of a thousand combatants' teams, a step).
  const newTeams = ctx.teams.some((t) => t.shown === undefined) && teamsNowShown(ctx, before);
  if (!newcomers && !newTeams) return ctx;
  const counts = { ...(ctx.players?.shown ?? NO_COUNTS) };
  // Roster order within one step: it tells nothing beyond the order of those revealed together.
  const combatants = !newcomers
    ? ctx.combatants
    : ctx.combatants.map((c): CombatantState => {
        if (c.shown !== undefined || !visible(c)) return c;
        counts.combatants += 1;
        // A key the combatant did not have: copied so that every combatant keeps one shape (copy-with.ts).
        return withFields(c, { shown: c.kind === 'npc' ? { order: counts.combatants, npc: ++counts.npcs } : { order: counts.combatants } });
      });
  let teams = ctx.teams;
  if (newTeams) {
    // Teams numbered in the order their first visible member stands in the roster.
    const firstSeen = new Map<number, number>();
    combatants.forEach((c, i) => {
      if (visible(c) && !firstSeen.has(c.team)) firstSeen.set(c.team, i);
    });
    const fresh = ctx.teams.filter((t) => t.shown === undefined && firstSeen.has(t.id)).sort((a, b) => firstSeen.get(a.id)! - firstSeen.get(b.id)!);
    const numbers = new Map(fresh.map((t) => [t.id, ++counts.teams]));
    teams = ctx.teams.map((t): TeamState => (numbers.has(t.id) ? { ...t, shown: numbers.get(t.id)! } : t));
  }
  newcomersIn.set(combatants, false);
  return { ...ctx, combatants, teams, players: { ...ctx.players, shown: counts } };
}

type SetNames = CommandOf<'privacy.names'>;

/** The fight's title after the change ('' : unchanged; null: none). */
const nextTitle = (ctx: CombatContext, cmd: SetNames) => (cmd.title === undefined ? (ctx.players?.title ?? null) : cmd.title);

export function setNamesRefusal(ctx: CombatContext, cmd: SetNames): string | null {
  if (cmd.title === undefined && (cmd.teams ?? []).length === 0) return 'Nothing to change.';
  const seen = new Set<number>();
  let changes = nextTitle(ctx, cmd) !== (ctx.players?.title ?? null);
  for (const t of cmd.teams ?? []) {
    const team = ctx.teams.find((x) => x.id === t.team);
    if (!team) return `No team ${t.team} in this fight.`;
    if (seen.has(t.team)) return `Team ${t.team} is named twice.`;
    seen.add(t.team);
    if ((team.publicName ?? null) !== t.name) changes = true;
  }
  return changes ? null : 'The players already see these names.';
}

/** Sets the players' title and team names; the log lines are storyteller notes (never shown to players). */
export function setNames(ctx: CombatContext, cmd: SetNames): StepResult {
  const entries: CombatLogEntry[] = [];
  const note = (text: string) => entries.push({ kind: 'note', turn: ctx.turn, text });
  const title = nextTitle(ctx, cmd);
  let players = ctx.players;
  if (title !== (ctx.players?.title ?? null)) {
    const { title: _old, ...rest } = ctx.players ?? { shown: NO_COUNTS };
    players = title === null ? rest : { ...rest, title };
    note(title === null ? "Storyteller clears the players' title of the fight." : `Storyteller sets the players' title of the fight to "${title}".`);
  }
  const named = new Map((cmd.teams ?? []).map((t) => [t.team, t.name]));
  const teams = ctx.teams.map((t): TeamState => {
    if (!named.has(t.id)) return t;
    const name = named.get(t.id)!;
    if ((t.publicName ?? null) === name) return t;
    const { publicName: _old, ...rest } = t;
    note(name === null ? `Storyteller clears the player name of ${t.name}.` : `Storyteller sets the player name of ${t.name} to "${name}".`);
    return name === null ? rest : { ...rest, publicName: name };
  });
  return { context: { ...ctx, teams, ...(players ? { players } : {}) }, entries };
}
