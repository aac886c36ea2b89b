/**
 * Issue 20: the log of an open combat, kept step by step so that a new step costs its own lines,
 * not a replay of the whole log. A command's entries and its step are fixed once it is logged:
 * the command at stack position p with sequence number s always follows the same p commands (a
 * later commit after an undo would have dropped s), so entries and steps are kept by `s`.
 * A step the cache has never seen (the log of a combat reopened from the file) comes from one
 * replay of the steps in effect, after which the cache is whole again.
 */
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';
import type { CombatLogEntry } from '../../../shared/core/combat/log-entries';
import { entryLines, onceToldEntries } from '../../../shared/core/combat/log-format';
import { endedTurns, turnSummary, turnSummaryLines, turnSummaryPose } from '../../../shared/core/combat/turn-summary';

export class CombatLogCache {
  private readonly entries = new Map<number, CombatLogEntry[]>();
  private readonly steps = new Map<number, CombatLogStep>();

  /** `replay`: the entries of every step in effect, oldest first (a full replay of the log). */
  constructor(private readonly replay: () => CombatLogEntry[][]) {}

  /** A command just committed at its place in the stack, with the entries it produced live. */
  remember(seq: number, entries: CombatLogEntry[]): void {
    this.entries.set(seq, entries);
    this.steps.delete(seq);
  }

  /** Entries of the steps in effect (`stack` up to `cursor`), replaying once if some are unknown. */
  entriesInEffect(stack: readonly number[], cursor: number): CombatLogEntry[][] {
    let missing = false;
    for (let i = 0; i < cursor && !missing; i++) missing = !this.entries.has(stack[i]!);
    if (missing) {
      const all = this.replay();
      all.forEach((entries, i) => this.entries.set(stack[i]!, entries));
    }
    return stack.slice(0, cursor).map((seq) => this.entries.get(seq)!);
  }

  /** The log in effect as the GM screen shows it. */
  stepsInEffect(stack: readonly number[], cursor: number): CombatLogStep[] {
    this.entriesInEffect(stack, cursor);
    const out: CombatLogStep[] = [];
    for (let i = 0; i < cursor; i++) out.push(this.stepAt(stack, i));
    return out;
  }

  /** The step at stack position `index` (in effect: `index` < the cursor). */
  step(stack: readonly number[], cursor: number, index: number): CombatLogStep {
    const seq = stack[index]!;
    if (!this.steps.has(seq)) {
      // A step that ends a turn reads the turn's earlier steps too: all must be known (one replay if not).
      const entries = this.entries.get(seq);
      if (!entries || (endedTurns(entries).length > 0 && !this.knows(stack, index))) this.entriesInEffect(stack, cursor);
    }
    return this.stepAt(stack, index);
  }

  private knows(stack: readonly number[], upTo: number): boolean {
    for (let i = 0; i <= upTo; i++) if (!this.entries.has(stack[i]!)) return false;
    return true;
  }

  private stepAt(stack: readonly number[], index: number): CombatLogStep {
    const seq = stack[index]!;
    const known = this.steps.get(seq);
    if (known) return known;
    const entries = this.entries.get(seq)!;
    const step: CombatLogStep = {
      step: index + 1,
      turn: entries[0]?.turn ?? 0,
      // A step's entries are whole (a suppress action and its Suppression entry come from one step).
      lines: onceToldEntries(entries).flatMap((e) => {
        const { head, details } = entryLines(e);
        return [head, ...details.map((d) => `  ${d}`)];
      }),
    };
    // Issue 18: the step that ends a turn carries the turn's summary, from that turn's entries
    // (and the setup's, for turn 1). Later steps log later turns, so only earlier steps are read,
    // walking back no further than the turn's first step.
    const ended = endedTurns(entries)[0];
    if (ended !== undefined) {
      const turnEntries: CombatLogEntry[] = [];
      for (let i = index; i >= 0; i--) {
        const es = this.entries.get(stack[i]!)!;
        turnEntries.unshift(...es.filter((e) => e.turn === ended || (ended === 1 && e.turn === 0)));
        if (ended !== 1 && es.length > 0 && es.every((e) => e.turn < ended)) break;
      }
      const summary = turnSummary(turnEntries, ended);
      step.summary = { turn: ended, lines: turnSummaryLines(summary), pose: turnSummaryPose(summary) };
    }
    this.steps.set(seq, step);
    return step;
  }
}
