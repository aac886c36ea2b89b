/**
 * Dice as data (architecture §3.8): the host rolls with a recording Rng, the dice travel inside
 * the machine event, and the machine replays them with a tape. Replaying a stored event therefore
 * reproduces its result exactly and never rolls again.
 */
import { diceRecordProblem, recordedDice, type DiceRecord } from '../../domain/combat-log';
import type { Rng } from '../dice/rng';

/** An Rng that can label what the next dice are for ("Bob: attack"), for the log. */
export type LabelledRng = Rng & { mark(label: string): void };

/** Thrown when stored dice do not fit the roll being replayed: the log and the code disagree. */
export class DiceTapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiceTapeError';
  }
}

/** Wraps `source`, recording every die in groups of one label and one die size. */
export function createRecordingRng(source: Rng): LabelledRng & { records(): DiceRecord[] } {
  // Checked as it grows (the log's write takes it without a second pass, combat-log.ts).
  const records = recordedDice([]);
  let label = 'dice';
  let current: DiceRecord | null = null;
  return {
    mark(next) {
      label = next;
      current = null;
    },
    die(sides) {
      const face = source.die(sides);
      const problem = diceRecordProblem(label, sides, face);
      if (problem !== null) throw new TypeError(`Recording dice: ${problem}`);
      if (current === null || current.sides !== sides) {
        current = { label, sides, faces: [] };
        records.push(current);
      }
      current.faces.push(face);
      return face;
    },
    records: () => records,
  };
}

/**
 * Plays back recorded dice in order, checking each die's size against the record. `finish()`
 * throws when dice are left over, so a replay proves it consumed exactly what was rolled.
 */
export function createTapeRng(records: readonly DiceRecord[]): LabelledRng & { finish(): void } {
  let r = 0;
  let f = 0;
  let used = 0;
  return {
    mark() {},
    die(sides) {
      while (r < records.length && f >= records[r]!.faces.length) {
        r++;
        f = 0;
      }
      const record = records[r];
      if (!record) throw new DiceTapeError(`The stored dice ran out after ${used} dice`);
      if (record.sides !== sides) {
        throw new DiceTapeError(`Stored die ${used + 1} is a d${record.sides}, but a d${sides} was rolled`);
      }
      const face = record.faces[f++]!;
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new DiceTapeError(`Stored die ${used + 1} shows ${face}, which is not on a d${sides}`);
      }
      used++;
      return face;
    },
    finish() {
      let left = 0;
      for (let i = r; i < records.length; i++) left += records[i]!.faces.length - (i === r ? f : 0);
      if (left > 0) throw new DiceTapeError(`${left} stored dice were not used`);
    },
  };
}

/** Total number of dice in `records`. */
export function countDice(records: readonly DiceRecord[]): number {
  let n = 0;
  for (const r of records) n += r.faces.length;
  return n;
}
