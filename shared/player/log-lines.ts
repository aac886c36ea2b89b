/**
 * Issue 21: the players' log lines of one committed step. What reaches the players, decided here:
 *
 * - Notes without a headline never do: setup, declarations, the storyteller's overrides, notes
 *   and conditions ("Storyteller: …"), reveals. Editions that log an action's outcome as a note
 *   give it a headline (FS3.1, AresMUSH 3e, seed 003): only that headline can reach the players,
 *   in its players' form when the edition gave one (`playerHeadline`: a seed 003 task without its
 *   label), and its dice only as the edition gave them for players (`playerDice`: each
 *   storyteller's modifier as "Storyteller −10"); the note's own text never (issue 35).
 * - Entries the shared machine writes with structure (initiative, actions, suppression, knockouts,
 *   turn end) are rewritten from that structure, one line each, over the visible combatants only.
 * - A line that involves a hidden combatant is rewritten from the entry's facts without them:
 *   what happened to each visible combatant, no attacker ("Alice is hit: Serious wound (Chest)",
 *   only as far as Alice's wound display allows); with nothing left to say it is dropped.
 * - A line that tells wounds (facts of wounds, knockouts, recovery, or the words "wound" and the
 *   edition's severity words) keeps its own words only when everyone it tells about has the exact
 *   display; else it says the action and each wound as that combatant's display allows.
 * - Dice (`dice`) only when every combatant the dice lines name is visible, has its rolls shown
 *   and its wounds exact (damage lines tell wounds); a headline naming someone whose rolls are
 *   hidden loses its bracketed dice and figures.
 * - A storyteller's modifier keeps its dice but not its reason, which is the storyteller's words
 *   ("Storyteller -2", never "Velkaris's smoke -2"; issue 35, `withoutReasons`).
 * - Every name is the public one; any line still holding a hidden name or id, or the real name of
 *   an NPC shown under another name, is dropped (`leaks`).
 *
 * Visibility is judged by the current view, not the one at the time of the step: once revealed,
 * a combatant's earlier lines appear (with dice only if its rolls are shown now); hidden again,
 * they vanish. That is why a step's lines are rebuilt when the lens changes (build.ts, `stepMemo`).
 */
import type { CombatLogEntry, TurnFact } from '../core/combat/log-entries';
import { actionLines, describeRoll, onceToldEntries } from '../core/combat/log-format';
import { formatDice } from '../core/dice/ability-roll';
import { leaks, mark, stripDice, unmark, wordsPattern, type Lens, type Person } from './lens';
import type { PlayerLogLine } from './view-schema';

import type { PublicFight } from './public-input';

type Severities = PublicFight['lists']['woundSeverities'];

/** Words of health besides the edition's severities: a knockout roll is only rolled by the hurt. */
const HEALTH_WORDS = ['wound', 'wounds', 'wounded', 'knockout', 'knocked out', 'stays down', 'stays up', "KO'd", 'unconscious', 'vitality'];

/** The words that mark a line as telling wounds: health words and every severity id and label. */
export function woundWordsPattern(severities: Severities): RegExp {
  const words = [...HEALTH_WORDS, ...severities.flatMap((s) => [s.id, s.label])].filter((w) => w.trim() !== '');
  // Never null: the health words are always there.
  return wordsPattern([...new Set(words)], 'iu')!;
}

export type LineContext = { lens: Lens; woundWords: RegExp };

const shows = (p: Person) => !p.hidden && p.rolls === 'shown';

/**
 * The dice lines of an entry that may show, names made public. A line naming combatants shows
 * when each is visible with its rolls shown (and, when the line tells wounds, its wounds exact);
 * a line naming no one ("Outcome: …", "Damage roll …") belongs to everyone in the entry: it shows
 * only when all of them show their rolls and exact wounds. `involved`: who the entry's words name.
 */
function diceOf(cx: LineContext, lines: readonly string[], involved: readonly Person[]): string[] | undefined {
  if (lines.length === 0) return undefined;
  const marked = lines.map((l) => mark(cx.lens, l));
  const everyone = [...involved, ...marked.flatMap((m) => m.mentioned)];
  const all = everyone.every((p) => shows(p) && p.wounds === 'exact');
  const out = marked.flatMap((m, i) => {
    const ok = m.mentioned.length === 0 ? all : m.mentioned.every((p) => shows(p) && (p.wounds === 'exact' || !cx.woundWords.test(lines[i]!)));
    return ok ? [unmark(cx.lens, m.text)] : [];
  });
  return out.length ? out : undefined;
}

const woundLevel = (f: Extract<TurnFact, { kind: 'wound' }>) => `${f.level}${/\bwound$/i.test(f.level) ? '' : f.stun ? ' stun wound' : ' wound'}`;

/** What one fact tells about a visible combatant, as its display allows ('' : nothing). */
function factText(p: Person, f: TurnFact): string {
  if (p.hidden || p.wounds === 'none') return '';
  switch (f.kind) {
    case 'wound':
      if (p.wounds === 'exact') return `${p.publicName} is hit: ${woundLevel(f)}${f.location ? ` (${f.location})` : ''}`;
      if (p.wounds === 'severity') return `${p.publicName} is hit: ${woundLevel(f)}`;
      return `${p.publicName} is hit`;
    case 'out':
      return `${p.publicName} is out`;
    case 'back':
      return `${p.publicName} is back in the fight`;
    default:
      return '';
  }
}

const whoOf = (f: TurnFact): string | null => (f.kind === 'wound' || f.kind === 'out' || f.kind === 'back' ? f.who : null);

/** The facts' lines about visible combatants (the wound-safe, hidden-safe account of an entry). */
function factParts(cx: LineContext, facts: readonly TurnFact[]): string[] {
  const parts: string[] = [];
  for (const f of facts) {
    const who = whoOf(f);
    const p = who === null ? undefined : cx.lens.byName.get(who);
    const text = p ? factText(p, f) : '';
    if (text && !parts.includes(text)) parts.push(text);
  }
  return parts;
}

/**
 * An edition that logs its outcomes as notes has no action words without the outcome: who
 * attacked whom, from the first wound fact between visible combatants ("Ann attacks Depot
 * guard"), as FS3.2's own action words say it (null: no such fact).
 */
function attackLead(cx: LineContext, facts: readonly TurnFact[]): string | null {
  for (const f of facts) {
    if (f.kind !== 'wound') continue;
    const by = cx.lens.byName.get(f.by);
    const who = cx.lens.byName.get(f.who);
    if (by && who && !by.hidden && !who.hidden && by !== who) return `${by.publicName} attacks ${who.publicName}`;
  }
  return null;
}

/**
 * One outcome line (an action's or an edition's headline note). `lead` is the action's own words
 * without its outcome ("Bob attacks Alice with Pistol"), when the entry has them.
 */
function outcomeLine(cx: LineContext, entry: CombatLogEntry, text: string, lead: string | null, diceLines: readonly string[]): PlayerLogLine | null {
  const facts = entry.facts ?? [];
  const marked = mark(cx.lens, text);
  const markedLead = lead === null ? null : mark(cx.lens, lead);
  const involved = [...marked.mentioned, ...(markedLead?.mentioned ?? [])];
  if (involved.some((p) => p.hidden)) {
    const parts = factParts(cx, facts);
    return parts.length ? { turn: entry.turn, text: `${parts.join('; ')}.` } : null;
  }
  const told = facts.flatMap((f) => {
    const who = whoOf(f);
    const p = who === null ? undefined : cx.lens.byName.get(who);
    return p ? [p] : [];
  });
  const tellsWounds = told.length > 0 || cx.woundWords.test(text);
  const subjects = told.length > 0 ? told : marked.mentioned;
  if (tellsWounds && subjects.some((p) => p.wounds !== 'exact')) {
    const parts = factParts(cx, facts);
    const leadText = markedLead && !cx.woundWords.test(lead!) ? unmark(cx.lens, markedLead.text) : (lead === null ? attackLead(cx, facts) : null);
    if (leadText === null && parts.length === 0) return null;
    const dice = diceOf(cx, diceLines, involved);
    return { turn: entry.turn, text: `${[leadText, parts.join('; ')].filter(Boolean).join(' — ')}.`, ...(dice ? { dice } : {}) };
  }
  const hiddenRollers = marked.mentioned.filter((p) => p.rolls !== 'shown');
  const body = hiddenRollers.length ? stripDice(cx.lens, marked.text, hiddenRollers) : marked.text;
  const dice = diceOf(cx, diceLines, involved);
  return { turn: entry.turn, text: `${unmark(cx.lens, body).replace(/\.$/, '')}.`, ...(dice ? { dice } : {}) };
}

const signedResult = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

function entryLine(cx: LineContext, entry: CombatLogEntry): PlayerLogLine | null {
  const visible = (name: string) => {
    const p = cx.lens.byName.get(name);
    return p && !p.hidden ? p : null;
  };
  switch (entry.kind) {
    case 'note':
      // Issue 35: a note's text is the edition's ready-made words, which may hold the storyteller's
      // (a modifier's reason, a task's label): only the players' form the edition built is shown.
      return entry.headline ? outcomeLine(cx, entry, entry.playerHeadline ?? entry.headline, null, entry.playerDice ?? []) : null;
    case 'action':
      return outcomeLine(cx, entry, entry.headline ?? entry.summary, entry.summary, [...entry.luck, ...actionLines(entry.actor, entry.result)]);
    case 'initiative': {
      const slots = entry.slots.flatMap((s) => {
        const p = visible(s.name);
        return p ? [{ s, p }] : [];
      });
      if (slots.length === 0) return null;
      // The figure of a roll is dice too: only for those whose rolls are shown.
      const words = slots.map(({ s, p }) => (p.rolls === 'shown' ? `${p.publicName} (${s.roll.percentile ? signedResult(s.roll.percentile.result) : s.roll.hits})` : p.publicName));
      const dice = slots.filter(({ p }) => p.rolls === 'shown').map(({ s, p }) => describeRoll(p.publicName, s.roll));
      return { turn: entry.turn, text: `Initiative for turn ${entry.turn}: ${words.join(', ')}.`, ...(dice.length ? { dice } : {}) };
    }
    case 'suppression': {
      const changes = entry.changes.flatMap((c) => {
        const p = visible(c.name);
        return p ? [`${p.publicName} ${c.change.before} → ${c.change.after}`] : [];
      });
      return changes.length ? { turn: entry.turn, text: `Suppression: ${changes.join(', ')}.` } : null;
    }
    case 'knockout': {
      const told = entry.checks.flatMap((c) => {
        const p = visible(c.name);
        return p && p.wounds !== 'none' && (c.roll || c.knockedOut) ? [{ c, p }] : [];
      });
      if (told.length === 0) return null;
      const dice = told.filter(({ c, p }) => c.roll && p.rolls === 'shown').map(({ c, p }) => describeRoll(p.publicName, c.roll!));
      const words = told.map(({ c, p }) => `${p.publicName} ${c.knockedOut ? 'is knocked out' : 'stays up'}`);
      return { turn: entry.turn, text: `Knockout rolls: ${words.join('; ')}.`, ...(dice.length ? { dice } : {}) };
    }
    case 'turn-end':
      // Its detail lines (conditions ending, modifiers) are the storyteller's.
      return { turn: entry.turn, text: `End of turn ${entry.turn}.` };
  }
}

/** An action by or at a hidden combatant (named as actor, in its words or its outcome). */
function involvesHidden(cx: LineContext, entry: Extract<CombatLogEntry, { kind: 'action' }>): boolean {
  if (cx.lens.byName.get(entry.actor)?.hidden) return true;
  return [entry.summary, entry.headline ?? ''].some((t) => mark(cx.lens, t).mentioned.some((p) => p.hidden));
}

/**
 * The value with every storyteller's roll modifier (`tag: 'storyteller'`, wherever the rules
 * engine nested it) saying "Storyteller" instead of its reason; the same object when none is in it.
 */
function withoutReasons<T>(value: T): T {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v: unknown) => {
      const n = withoutReasons(v);
      changed ||= n !== v;
      return n;
    });
    return (changed ? out : value) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  if (o['tag'] === 'storyteller' && typeof o['source'] === 'string' && typeof o['dice'] === 'number') {
    return { ...o, source: `Storyteller ${formatDice(o['dice'])}` } as T;
  }
  let copy: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(o)) {
    const n = withoutReasons(v);
    if (n !== v) (copy ??= { ...o })[k] = n;
  }
  return (copy ?? value) as T;
}

/**
 * Each entry without reasons, walked once for the life of the entry (main keeps a fight's entries):
 * a lens change rebuilds every step's lines, and must not walk every roll again.
 */
const reasonless = new WeakMap<CombatLogEntry, CombatLogEntry>();
function publicEntry(entry: CombatLogEntry): CombatLogEntry {
  let known = reasonless.get(entry);
  if (!known) {
    known = withoutReasons(entry);
    reasonless.set(entry, known);
  }
  return known;
}

/** The players' lines of one step (its entries in log order). */
export function stepLines(cx: LineContext, entries: readonly CombatLogEntry[]): PlayerLogLine[] {
  const out: PlayerLogLine[] = [];
  let afterHidden = false;
  for (const entry of onceToldEntries(entries.map(publicEntry))) {
    // The suppression an action's shots cause is logged just after it: after a hidden combatant's
    // action, "Alice 0 → 1" would betray a shot from nowhere, so it goes with the action.
    const skip = afterHidden && entry.kind === 'suppression';
    afterHidden = entry.kind === 'action' && involvesHidden(cx, entry);
    if (skip) continue;
    const line = entryLine(cx, entry);
    if (line === null) continue;
    // The last guard: whatever the rewriting missed, a line that still names the hidden never leaves.
    if (leaks(cx.lens, line.text) || line.dice?.some((d) => leaks(cx.lens, d))) continue;
    out.push(line);
  }
  return out;
}
