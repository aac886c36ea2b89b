/**
 * Issue 21: builds the players' view of a fight from the storyteller's view and log, applying the
 * campaign's privacy settings and each combatant's overrides. Pure: main calls it once per
 * committed step and sends the result to every player device. Privacy is enforced here, on the
 * storyteller's machine: nothing hidden is in the result (log-lines.ts says what the log shows).
 */
import type { CombatLogEntry } from '../combat/log-entries';
import type { CombatView } from '../combat/view';
import { lensKey, leaksInWords, makeLens, mark, peopleOf, unmark, type FormerCombatant, type Lens, type Person } from './lens';
import { stepLines, woundWordsPattern, type LineContext } from './log-lines';
import type { PlayerPrivacy } from './privacy';
import type { PlayerCombatant, PlayerLogLine, PlayerView } from './view-schema';
import { playerWounds } from './wounds';

export type PlayerViewInput = {
  /** The fight shown (null: none running). */
  fight: { name: string; view: CombatView; steps: readonly (readonly CombatLogEntry[])[] } | null;
  privacy: PlayerPrivacy;
  version: number;
  /**
   * Combatants who were in the fight and left it (removed): older log lines name them, and an
   * NPC among them must not show under its real name. Absent: none left (or main does not know).
   */
  former?: readonly FormerCombatant[];
};

/** The players' log keeps this many lines, newest last. */
export const PLAYER_LOG_LINES = 200;

const PHASE_TEXT: Record<CombatView['phase'], string> = {
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

function lineContext(people: readonly Person[], severities: CombatView['system']['lists']['woundSeverities']): LineContext {
  const key = `${lensKey(people)}\u0003${severities.map((s) => `${s.id}\u0000${s.label}`).join('\u0001')}`;
  if (lastContext?.lens.key !== key) lastContext = { lens: makeLens(people, key), woundWords: woundWordsPattern(severities) };
  return lastContext;
}

/** The last `PLAYER_LOG_LINES` lines, walking back from the newest step only as far as needed. */
function publicLog(cx: LineContext, steps: readonly (readonly CombatLogEntry[])[]): PlayerLogLine[] {
  const chunks: PlayerLogLine[][] = [];
  let count = 0;
  for (let i = steps.length - 1; i >= 0 && count < PLAYER_LOG_LINES; i--) {
    const step = steps[i]!;
    let known = stepMemo.get(step);
    if (known?.key !== cx.lens.key) {
      known = { key: cx.lens.key, lines: stepLines(cx, step) };
      stepMemo.set(step, known);
    }
    if (known.lines.length === 0) continue;
    chunks.push(known.lines);
    count += known.lines.length;
  }
  const log = chunks.reverse().flat();
  return log.length > PLAYER_LOG_LINES ? log.slice(log.length - PLAYER_LOG_LINES) : log;
}

/** FNV-1a: an opaque, stable row key, so the page's rows never carry the storyteller's ids. */
function rowKey(combatId: string, id: string): string {
  let h = 0x811c9dc5;
  const s = `${combatId}\u0000${id}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `c${h.toString(36)}`;
}

/** Visible combatants in initiative order once rolled (those not in it after, as listed), else as listed. */
function ordered(view: CombatView, visible: readonly number[]): number[] {
  if (!view.order) return [...visible];
  const at = new Map<string, number>();
  view.order.forEach((s, i) => {
    if (!at.has(s.id)) at.set(s.id, i);
  });
  const rank = (i: number) => at.get(view.combatants[i]!.id) ?? Number.MAX_SAFE_INTEGER;
  return [...visible].sort((a, b) => rank(a) - rank(b) || a - b);
}

function combatantsOf(view: CombatView, people: readonly Person[]): PlayerCombatant[] {
  // Only those in the view: the people after them are former combatants, known for the log only.
  const visible = view.combatants.flatMap((_c, i) => (people[i]!.hidden ? [] : [i]));
  const undeclared = new Set(view.phase === 'declaring' ? view.undeclared : []);
  // Each combatant's slots in the order (several in editions with several actions): acted when all are resolved.
  const pending = new Map<string, boolean>();
  for (const s of view.order ?? []) pending.set(s.id, (pending.get(s.id) ?? false) || !s.resolved);
  return ordered(view, visible).map((i) => {
    const c = view.combatants[i]!;
    const p = people[i]!;
    return {
      key: rowKey(view.combatId, c.id),
      name: p.publicName,
      kind: c.kind,
      team: c.team,
      wounds: playerWounds(c, p.wounds, view.system),
      acted: pending.get(c.id) === false,
      next: view.nextActorId === c.id,
      waiting: c.kind === 'pc' && undeclared.has(c.id),
    };
  });
}

/** The storyteller's words (fight and team names) with public names; words that would still betray the hidden give way to `plain`. */
function publicWords(lens: Lens, words: string, plain: string): string {
  const text = unmark(lens, mark(lens, words).text);
  return leaksInWords(lens, text) ? plain : text;
}

export function buildPlayerView(input: PlayerViewInput): PlayerView {
  const { fight } = input;
  if (!fight) return { version: input.version, fight: null };
  const { view } = fight;
  const people = peopleOf(view, input.privacy, input.former);
  const cx = lineContext(people, view.system.lists.woundSeverities);
  const combatants = combatantsOf(view, people);
  const teams = new Set(combatants.map((c) => c.team));
  return {
    version: input.version,
    fight: {
      name: publicWords(cx.lens, fight.name, 'Fight'),
      turn: view.turn,
      phase: view.phase,
      phaseText: PHASE_TEXT[view.phase],
      teams: view.teams.filter((t) => teams.has(t.id)).map((t) => ({ id: t.id, name: publicWords(cx.lens, t.name, `Team ${t.id}`) })),
      combatants,
      ordered: view.order !== null,
      log: publicLog(cx, fight.steps),
    },
  };
}
