/**
 * Issue 20: the log of an open combat, kept step by step so that a new step costs its own lines,
 * not a replay of the whole log. A command's entries and its step are fixed once it is logged:
 * the command at stack position p with sequence number s always follows the same p commands (a
 * later commit after an undo would have dropped s), so entries and steps are kept by `s`.
 * A step the cache has never seen (the log of a combat reopened from the file) comes from a
 * replay of the stretch of steps it lies in. Issue 38: that stretch starts from the state before
 * it (a checkpoint), so the end of a 10,000-step log, a page of it or the step a redo brings back
 * costs those steps, never the whole fight.
 */
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';
import type { CombatLogEntry } from '../../../shared/core/combat/log-entries';
import { entryHead, entryLines, onceToldEntries } from '../../../shared/core/combat/log-format';
import { endedTurns, poseOfLines, turnSummaryLines, turnSummaryOfSteps } from '../../../shared/core/combat/turn-summary';

/** Steps replayed at once when walking back to a turn's start (a turn summary reads the turn's steps). */
const CHUNK = 64;

/**
 * Issue 38: a step of more entries than this is pushed folded (heads only). Its details (a 500-action
 * "resolve all" has some 3,500 lines of dice) were most of the step's cost and of its push; they
 * are built when a page of the log is read. An initiative roll or a knockout roll counts each
 * combatant it rolls for (one entry, a line of dice each).
 */
export const FOLD_ENTRIES = 100;

function foldWeight(entries: readonly CombatLogEntry[]): number {
  let n = 0;
  for (const e of entries) n += e.kind === 'initiative' ? e.slots.length : e.kind === 'knockout' ? e.checks.length : 1;
  return n;
}

export class CombatLogCache {
  private readonly entries = new Map<number, CombatLogEntry[]>();
  private readonly steps = new Map<number, CombatLogStep>();

  /** `replay`: the entries of the steps in effect at stack positions [from, to), oldest first. */
  constructor(private readonly replay: (from: number, to: number) => CombatLogEntry[][]) {}

  /** A command just committed at its place in the stack, with the entries it produced live. */
  remember(seq: number, entries: CombatLogEntry[]): void {
    this.entries.set(seq, entries);
    this.steps.delete(seq);
  }

  /**
   * Issue 38: steps kept whole with the checkpoint the combat reopened from: those at positions
   * [position − steps.length, position) of `stack`. A page of them is served without a replay.
   */
  seed(stack: readonly number[], position: number, steps: readonly CombatLogStep[]): void {
    const start = position - steps.length;
    if (start < 0 || position > stack.length) return;
    steps.forEach((step, i) => {
      if (step.step === start + i + 1 && !step.folded) this.steps.set(stack[start + i]!, step);
    });
  }

  /**
   * The whole steps this cache holds just before position `end`, oldest first: at most `limit`
   * steps and `maxLines` lines, stopping at the first it does not hold (nothing is replayed).
   */
  knownBefore(stack: readonly number[], end: number, limit: number, maxLines: number): CombatLogStep[] {
    const out: CombatLogStep[] = [];
    let lines = 0;
    for (let i = end - 1; i >= 0 && out.length < limit; i--) {
      const step = this.steps.get(stack[i]!);
      if (!step) break;
      lines += step.lines.length + (step.summary?.lines.length ?? 0);
      if (lines > maxLines) break;
      out.push(step);
    }
    return out.reverse();
  }

  /** Entries of the steps in effect (`stack` up to `cursor`), replaying what is unknown. */
  entriesInEffect(stack: readonly number[], cursor: number): CombatLogEntry[][] {
    this.fill(stack, 0, cursor);
    return stack.slice(0, cursor).map((seq) => this.entries.get(seq)!);
  }

  /** Makes the entries of positions [from, to) known: one replay of the stretch from the first unknown to the last. */
  private fill(stack: readonly number[], from: number, to: number): void {
    let first = from;
    while (first < to && this.entries.has(stack[first]!)) first++;
    if (first >= to) return;
    let last = to - 1;
    while (last > first && this.entries.has(stack[last]!)) last--;
    this.replay(first, last + 1).forEach((entries, i) => this.entries.set(stack[first + i]!, entries));
  }

  /** The entries of the step at `index`, replaying the stretch of steps before it when unknown. */
  private entriesAt(stack: readonly number[], index: number): CombatLogEntry[] {
    if (!this.entries.has(stack[index]!)) this.fill(stack, Math.max(0, index - CHUNK + 1), index + 1);
    return this.entries.get(stack[index]!)!;
  }

  /**
   * Issue 38: the steps at positions [max(0, end − limit), end) of the log in effect, as the GM
   * screen shows them (its first page is the end of the log; scrolling back asks for the next).
   */
  page(stack: readonly number[], end: number, limit: number): CombatLogStep[] {
    const from = Math.max(0, end - limit);
    // Steps known whole (kept with the checkpoint a combat reopened from, log-tail.ts) need no replay.
    let first = from;
    while (first < end && this.steps.has(stack[first]!)) first++;
    let last = end;
    while (last > first && this.steps.has(stack[last - 1]!)) last--;
    this.fill(stack, first, last);
    const out: CombatLogStep[] = [];
    for (let i = from; i < end; i++) out.push(this.stepAt(stack, i));
    return out;
  }

  /** The log in effect as the GM screen shows it. */
  stepsInEffect(stack: readonly number[], cursor: number): CombatLogStep[] {
    this.entriesInEffect(stack, cursor);
    const out: CombatLogStep[] = [];
    for (let i = 0; i < cursor; i++) out.push(this.stepAt(stack, i));
    return out;
  }

  /**
   * The step at `index` as a step's update carries it: whole, or folded when it has more than
   * FOLD_ENTRIES entries (a step ending a turn, which carries the turn's summary, stays whole).
   */
  added(stack: readonly number[], index: number): CombatLogStep {
    const known = this.steps.get(stack[index]!);
    if (known) return known;
    const entries = this.entriesAt(stack, index);
    if (foldWeight(entries) <= FOLD_ENTRIES || endedTurns(entries).length > 0) return this.stepAt(stack, index);
    return { step: index + 1, turn: entries[0]?.turn ?? 0, lines: onceToldEntries(entries).map(entryHead), folded: true };
  }

  /**
   * Issue 38: the step a command not yet taken would add at `index` of `stack` (where `seq`, its
   * sequence number to be, stands), given its entries. Nothing of it is kept: a prepared step
   * (prepared-steps.ts) is answered this way before it is taken, and may never be.
   */
  preview(stack: readonly number[], index: number, seq: number, entries: CombatLogEntry[]): CombatLogStep {
    const hadEntries = this.entries.get(seq);
    const hadStep = this.steps.get(seq);
    this.entries.set(seq, entries);
    this.steps.delete(seq);
    try {
      return this.added(stack, index);
    } finally {
      if (hadEntries) this.entries.set(seq, hadEntries);
      else this.entries.delete(seq);
      if (hadStep) this.steps.set(seq, hadStep);
      else this.steps.delete(seq);
    }
  }

  private stepAt(stack: readonly number[], index: number): CombatLogStep {
    const seq = stack[index]!;
    const known = this.steps.get(seq);
    if (known) return known;
    const entries = this.entriesAt(stack, index);
    const step: CombatLogStep = {
      step: index + 1,
      turn: entries[0]?.turn ?? 0,
      // A step's entries are whole (a suppress action and its Suppression entry come from one step).
      lines: stepLines(entries),
    };
    // Issue 18: the step that ends a turn carries the turn's summary, from that turn's entries
    // (and the setup's, for turn 1). Later steps log later turns, so only earlier steps are read,
    // walking back no further than the turn's first step.
    const ended = endedTurns(entries)[0];
    if (ended !== undefined) {
      // The turn's steps, newest first (the summary reads only the turn's own entries).
      const turnSteps: CombatLogEntry[][] = [];
      for (let i = index; i >= 0; i--) {
        const es = this.entriesAt(stack, i);
        turnSteps.push(es);
        if (ended !== 1 && es.length > 0 && es.every((e) => e.turn < ended)) break;
      }
      const summary = turnSummaryOfSteps(turnSteps.reverse(), ended);
      const lines = turnSummaryLines(summary);
      step.summary = { turn: ended, lines, pose: poseOfLines(lines) };
    }
    this.steps.set(seq, step);
    return step;
  }
}

/** A step's lines: each entry's head, then its details indented (one list: a 500-action step has thousands). */
function stepLines(entries: readonly CombatLogEntry[]): string[] {
  const out: string[] = [];
  for (const e of onceToldEntries(entries)) {
    const { head, details } = entryLines(e);
    out.push(head);
    for (const d of details) out.push(`  ${d}`);
  }
  return out;
}
