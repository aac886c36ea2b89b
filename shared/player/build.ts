/**
 * Issue 21: builds the players' view of a fight from the storyteller's view and log, applying the
 * campaign's privacy settings and each combatant's overrides. Pure: main calls it once per
 * committed step and sends the result to every player device. Privacy is enforced here, on the
 * storyteller's machine: nothing hidden is in the result (log-lines.ts says what the log shows).
 *
 * Issue 35: the builder sees the fight only through `PublicFight` (public-input.ts), an
 * allow-list: what the storyteller names or writes is not in it unless they gave it a public
 * form. The title is theirs for the players or "Fight"; a team is its player name or "Team N", N
 * given when players first saw a member of it; an NPC's number is given once, at reveal. None of
 * these changes when a hidden combatant joins, moves or is revealed.
 */
import type { CombatLogEntry } from '../core/combat/log-entries';
import type { TurnForecast } from '../core/combat/forecast-types';
import { givenNumbers, lensKey, makeLens, peopleOf, type FormerCombatant, type FormerVehicle, type Person } from './lens';
import { stepLines, woundWordsPattern, type LineContext } from './log-lines';
import type { PlayerPrivacy } from './privacy';
import type { PublicFight } from './public-input';
import type { PlayerCombatant, PlayerLogLine, PlayerView } from './view-schema';
import { playerWounds } from './wounds';

export type PlayerViewInput = {
  /** The fight shown (null: none running), projected by `publicFightOf`. */
  fight: { view: PublicFight; steps: readonly (readonly CombatLogEntry[])[] } | null;
  privacy: PlayerPrivacy;
  version: number;
  /**
   * Combatants who were in the fight and left it (removed): older log lines name them, and an
   * NPC among them must not show under its real name. Absent: none left (or main does not know).
   */
  former?: readonly FormerCombatant[];
  /** Vehicles that were in the fight and left it: older lines name them (issue 35). Absent: none. */
  formerVehicles?: readonly FormerVehicle[];
  /** Issue 41: the turn forecast; it reaches the view only when `privacy.forecast` is 'shown', and only for visible combatants. */
  forecast?: TurnForecast | null;
};

/** The players' log keeps this many lines, newest last. */
export const PLAYER_LOG_LINES = 200;

/** The neutral title: it says nothing the storyteller wrote, and never changes. */
export const NEUTRAL_TITLE = 'Fight';

const PHASE_TEXT: Record<PublicFight['phase'], string> = {
  setup: 'Getting ready',
  initiative: 'Initiative',
  declaring: 'Declaring actions',
  resolving: 'Resolving actions',
  knockouts: 'Knockout rolls',
  turnEnd: 'End of the turn',
  ended: 'The fight is over',
};

/**
 * A step's lines, kept per step entry array (main keeps each step's array for the life of the
 * fight) with the lens key they were built under: a new step costs its own entries, and the old
 * ones are rebuilt only when names, visibility or displays change.
 */
const stepMemo = new WeakMap<readonly CombatLogEntry[], { key: string; lines: PlayerLogLine[] }>();
/** The last lens and its wound words, reused while the combatants' public picture is unchanged. */
let lastContext: LineContext | null = null;

function lineContext(people: readonly Person[], severities: PublicFight['lists']['woundSeverities']): LineContext {
  const key = `${lensKey(people)}\u0003${severities.map((s) => `${s.id}\u0000${s.label}`).join('\u0001')}`;
  if (lastContext?.lens.key !== key) lastContext = { lens: makeLens(people, key), woundWords: woundWordsPattern(severities) };
  return lastContext;
}

function linesOf(cx: LineContext, step: readonly CombatLogEntry[]): PlayerLogLine[] {
  let known = stepMemo.get(step);
  if (known?.key !== cx.lens.key) {
    known = { key: cx.lens.key, lines: stepLines(cx, step) };
    stepMemo.set(step, known);
  }
  return known.lines;
}

/** The last `PLAYER_LOG_LINES` lines, walking back from the newest step only as far as needed. */
function publicLog(cx: LineContext, steps: readonly (readonly CombatLogEntry[])[]): PlayerLogLine[] {
  const chunks: PlayerLogLine[][] = [];
  let count = 0;
  for (let i = steps.length - 1; i >= 0 && count < PLAYER_LOG_LINES; i--) {
    const lines = linesOf(cx, steps[i]!);
    if (lines.length === 0) continue;
    chunks.push(lines);
    count += lines.length;
  }
  const log = chunks.reverse().flat();
  return log.length > PLAYER_LOG_LINES ? log.slice(log.length - PLAYER_LOG_LINES) : log;
}

/**
 * Issue 38: an earlier page of the players' log: up to `limit` lines before the newest `skip`
 * ones, through the same lens as the view (so nothing in it that the view would not show), and
 * whether there are more before them. Counted in lines players see, never in steps: a step the
 * players see nothing of leaves no trace in a count.
 */
export function playerLogPage(input: PlayerViewInput, skip: number, limit: number): { lines: PlayerLogLine[]; more: boolean } {
  const { fight } = input;
  if (!fight) return { lines: [], more: false };
  const people = peopleOf(fight.view, input.privacy, input.former, input.formerVehicles);
  const cx = lineContext(people, fight.view.lists.woundSeverities);
  const chunks: PlayerLogLine[][] = [];
  let count = 0;
  let i = fight.steps.length - 1;
  for (; i >= 0 && count < skip + limit; i--) {
    const lines = linesOf(cx, fight.steps[i]!);
    if (lines.length === 0) continue;
    chunks.push(lines);
    count += lines.length;
  }
  const all = chunks.reverse().flat();
  const end = all.length - skip;
  const lines = end <= 0 ? [] : all.slice(Math.max(0, end - limit), end);
  // More before: lines of this walk left out, or steps not walked that have any.
  let more = end - limit > 0;
  for (let j = i; !more && j >= 0; j--) more = linesOf(cx, fight.steps[j]!).length > 0;
  return { lines, more };
}

/** FNV-1a: an opaque, stable row key, so the page's rows never carry the storyteller's ids. */
export function rowKey(combatId: string, id: string): string {
  let h = 0x811c9dc5;
  const s = `${combatId}\u0000${id}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `c${h.toString(36)}`;
}

/**
 * Visible combatants in initiative order once rolled (those not in it after), else in the order
 * the players first saw them (issue 35: never the roster's, where a revealed NPC would show
 * where it stood among the visible while hidden).
 */
function ordered(fight: PublicFight, visible: readonly number[]): number[] {
  const seen = givenNumbers(visible.map((i) => fight.combatants[i]!.shown?.order ?? null));
  const shownAt = new Map(visible.map((i, k) => [i, seen[k]!]));
  const byShown = (a: number, b: number) => shownAt.get(a)! - shownAt.get(b)!;
  if (!fight.order) return [...visible].sort(byShown);
  const at = new Map<string, number>();
  fight.order.forEach((s, i) => {
    if (!at.has(s.id)) at.set(s.id, i);
  });
  const rank = (i: number) => at.get(fight.combatants[i]!.id) ?? Number.MAX_SAFE_INTEGER;
  return [...visible].sort((a, b) => rank(a) - rank(b) || byShown(a, b));
}

/** Each visible team's public number (given when players first saw a member; see combat/shown.ts). */
function teamNumbers(fight: PublicFight, shownTeams: ReadonlySet<number>): Map<number, { n: number; name: string | null }> {
  const listed = new Map(fight.teams.map((t) => [t.id, t]));
  const teams = [...shownTeams].sort((a, b) => a - b).map((id) => listed.get(id) ?? { id, publicName: null, shown: null });
  const numbers = givenNumbers(teams.map((t) => t.shown));
  return new Map(teams.map((t, i) => [t.id, { n: numbers[i]!, name: t.publicName }]));
}

function combatantsOf(fight: PublicFight, people: readonly Person[], teamOf: (team: number) => number, forecast: ReadonlyMap<string, PlayerCombatant['forecast']>): PlayerCombatant[] {
  // Only those in the view: the people after them are former combatants, known for the log only.
  const visible = fight.combatants.flatMap((_c, i) => (people[i]!.hidden ? [] : [i]));
  const undeclared = new Set(fight.phase === 'declaring' ? fight.undeclared : []);
  // Each combatant's slots in the order (several in editions with several actions): acted when all are resolved.
  const pending = new Map<string, boolean>();
  for (const s of fight.order ?? []) pending.set(s.id, (pending.get(s.id) ?? false) || !s.resolved);
  return ordered(fight, visible).map((i) => {
    const c = fight.combatants[i]!;
    const p = people[i]!;
    return {
      key: rowKey(fight.combatId, c.id),
      name: p.publicName,
      kind: c.kind,
      team: teamOf(c.team),
      wounds: playerWounds(c, p.wounds, fight.lists),
      acted: pending.get(c.id) === false,
      next: fight.nextActorId === c.id,
      waiting: c.kind === 'pc' && undeclared.has(c.id),
      ...(forecast.has(c.id) ? { forecast: forecast.get(c.id)! } : {}),
    };
  });
}

export function buildPlayerView(input: PlayerViewInput): PlayerView {
  const { fight } = input;
  if (!fight) return { version: input.version, fight: null };
  const { view } = fight;
  const people = peopleOf(view, input.privacy, input.former, input.formerVehicles);
  const cx = lineContext(people, view.lists.woundSeverities);
  const shownTeams = new Set(view.combatants.flatMap((c, i) => (people[i]!.hidden ? [] : [c.team])));
  const teams = teamNumbers(view, shownTeams);
  // Issue 41: the privacy check is here, where the players' bytes are made: not allowed, not in them.
  const allowed = input.privacy.forecast === 'shown' && input.forecast ? input.forecast.combatants : [];
  const forecast = new Map(allowed.map((f) => [f.id, { pHit: f.pHit, pSerious: f.pSerious, pOut: f.pOut }]));
  const combatants = combatantsOf(view, people, (team) => teams.get(team)!.n, forecast);
  // The edition's own severity word beside its chances (as the GM screen says it), sent only with them.
  const serious = view.lists.woundSeverities.find((s) => s.id === 'serious')?.label;
  const forecastWords = allowed.length > 0 && serious ? { forecastWords: { serious } } : {};
  return {
    version: input.version,
    fight: {
      name: view.title ?? NEUTRAL_TITLE,
      turn: view.turn,
      phase: view.phase,
      phaseText: PHASE_TEXT[view.phase],
      teams: [...teams.values()].sort((a, b) => a.n - b.n).map((t) => ({ id: t.n, name: t.name ?? `Team ${t.n}` })),
      combatants,
      ordered: view.order !== null,
      log: publicLog(cx, fight.steps),
      ...forecastWords,
    },
  };
}
