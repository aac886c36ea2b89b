/**
 * The end-of-turn summary (issue 18): who was hit and how badly, who went down or came round, ammo
 * and luck spent, conditions that started or ended. A pure function of one turn's log entries
 * (their `facts`, attached by the steps, plus what FS3.2's own entries already say), so it is the
 * same for a live fight, a replay and an export, and the same for every edition.
 */
import type { CombatLogEntry, TurnFact } from './log-entries';
import { modifierText } from './headline';
import { toMushText } from './log-format';

type WoundFact = Extract<TurnFact, { kind: 'wound' }>;

export type TurnSummary = {
  turn: number;
  /** Each person (or vehicle) hit, in the order first hit, with the wounds taken. */
  hurt: { who: string; wounds: WoundFact[] }[];
  out: string[];
  back: string[];
  ammo: { who: string; rounds: number }[];
  luck: string[];
  started: { who: string; name: string }[];
  ended: { who: string; name: string }[];
};

/**
 * Calls `each` with the facts an entry states, attached or not (FS3.2's knockout and initiative
 * entries say some themselves). Issue 38: no list is built per entry (a 500-action turn has 500).
 */
function eachFact(entry: CombatLogEntry, each: (f: TurnFact) => void): void {
  if (entry.facts) for (const f of entry.facts) each(f);
  if (entry.kind === 'knockout') {
    for (const c of entry.checks) if (c.knockedOut) each({ kind: 'out', who: c.name });
  } else if (entry.kind === 'initiative') {
    for (const text of entry.luck) each({ kind: 'luck', text });
  }
}

/**
 * The summary of `turn` from the entries of the whole log (or of that turn). What the storyteller
 * set up before the fight (turn 0: a condition, a knockout) counts in turn 1's summary.
 */
export function turnSummary(entries: readonly CombatLogEntry[], turn: number): TurnSummary {
  return turnSummaryOfSteps([entries], turn);
}

/**
 * {@link turnSummary} of the entries of several steps, oldest first. Issue 38: the log's cache
 * reads a turn's steps as they are kept (flattening a 500-action turn's entries into one list
 * first was a tenth of a turn end's cost).
 */
export function turnSummaryOfSteps(steps: readonly (readonly CombatLogEntry[])[], turn: number): TurnSummary {
  const s: TurnSummary = { turn, hurt: [], out: [], back: [], ammo: [], luck: [], started: [], ended: [] };
  const hurt = new Map<string, WoundFact[]>();
  const ammo = new Map<string, number>();
  // Insertion-ordered sets: a name out again after coming back moves to the end, as it did in lists.
  const out = new Set<string>();
  const back = new Set<string>();
  const fact = (f: TurnFact): void => {
    switch (f.kind) {
      case 'wound': {
        const list = hurt.get(f.who);
        if (list) list.push(f);
        else hurt.set(f.who, [f]);
        break;
      }
      case 'out':
        out.add(f.who);
        back.delete(f.who);
        break;
      case 'back':
        back.add(f.who);
        out.delete(f.who);
        break;
      case 'ammo':
        ammo.set(f.who, (ammo.get(f.who) ?? 0) + f.rounds);
        break;
      case 'luck':
        s.luck.push(f.text);
        break;
      case 'condition':
        (f.change === 'start' ? s.started : s.ended).push({ who: f.who, name: f.name });
        break;
    }
  };
  for (const entries of steps) {
    for (const entry of entries) {
      if (entry.turn !== turn && !(turn === 1 && entry.turn === 0)) continue;
      eachFact(entry, fact);
    }
  }
  s.out = [...out];
  s.back = [...back];
  s.hurt = [...hurt].map(([who, wounds]) => ({ who, wounds }));
  s.ammo = [...ammo].map(([who, rounds]) => ({ who, rounds }));
  return s;
}

const wound = (w: WoundFact) => `${w.level}${/\bwound$/i.test(w.level) ? '' : w.stun ? ' stun wound' : ' wound'}${w.location ? ` to the ${w.location}` : ''}${modifierText(w.modifier)} from ${w.by}`;
const stripDot = (t: string) => t.replace(/\.$/, '');

/** The summary as plain lines (the GM screen shows these; the first is the title). */
export function turnSummaryLines(s: TurnSummary): string[] {
  const lines = [`Turn ${s.turn} summary`];
  lines.push(s.hurt.length === 0 ? 'Nobody was hurt.' : `Hurt: ${s.hurt.map((h) => `${h.who} (${h.wounds.map(wound).join('; ')})`).join(', ')}.`);
  if (s.out.length > 0) lines.push(`Out: ${s.out.join(', ')}.`);
  if (s.back.length > 0) lines.push(`Back in the fight: ${s.back.join(', ')}.`);
  if (s.ammo.length > 0) lines.push(`Ammo spent: ${s.ammo.map((a) => `${a.who} ${a.rounds}`).join(', ')}.`);
  if (s.luck.length > 0) lines.push(`Luck spent: ${s.luck.map(stripDot).join('; ')}.`);
  if (s.started.length > 0) lines.push(`Conditions started: ${s.started.map((c) => `${c.who} ${c.name}`).join(', ')}.`);
  if (s.ended.length > 0) lines.push(`Conditions ended: ${s.ended.map((c) => `${c.who} ${c.name}`).join(', ')}.`);
  return lines;
}

/**
 * The summary as one MUSH pose: ASCII, `%r` between lines. A MUSH client sends each pasted line as
 * its own command, so a pose must be one line; AresMUSH turns `%r` into line breaks.
 */
export function turnSummaryPose(s: TurnSummary): string {
  return poseOfLines(turnSummaryLines(s));
}

/** The pose of summary lines already made (the log builds both: the lines are made once). */
export function poseOfLines(lines: readonly string[]): string {
  return toMushText(lines.join('\n'));
}

/** Every turn that has ended in `entries` (a `turn-end` entry), in order. */
export function endedTurns(entries: readonly CombatLogEntry[]): number[] {
  return entries.filter((e) => e.kind === 'turn-end').map((e) => e.turn);
}
