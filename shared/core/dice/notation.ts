/**
 * Roll notation typed into the GM's dice box. Grammar (whitespace is free between tokens):
 *
 *   roll     = side [ "vs" side ]
 *   side     = base { ("+" | "-") INT } [ "+" NAME ] { ("+" | "-") INT }
 *   base     = INT | NAME                   (a raw pool, or an ability of the character)
 *   NAME     = letter { letter | digit | "'" | "." | "&" | "-" letter | " " letter }   (not the word "vs")
 *
 * Examples: `Firearms`, `Firearms+2`, `Reactive`, `Alertness-1`, `6`, `Singing+Academic`
 * (another ruling attribute), `Firearms vs Stealth` (opposed). A bad text throws
 * {@link RollNotationError} with a 0-based position and a plain message.
 */

/** Why a notation was refused. */
export const NOTATION_ERROR_CODES = ['syntax', 'unknown-ability', 'not-rollable', 'no-character'] as const;
export type NotationErrorCode = (typeof NOTATION_ERROR_CODES)[number];

/** A refused notation: `position` is the 0-based index of the offending text, `length` its size. */
export class RollNotationError extends Error {
  constructor(
    readonly code: NotationErrorCode,
    readonly position: number,
    readonly length: number,
    message: string,
  ) {
    super(message);
    this.name = 'RollNotationError';
  }
}

/** A name or number with where it was typed, so errors can point at it. */
export type Located<T> = { value: T; position: number; length: number };

/** One side of a parsed notation. */
export type NotationSide = {
  base: { kind: 'number'; dice: Located<number> } | { kind: 'ability'; name: Located<string> };
  /** A second name after "+": another ruling attribute (or, written first, the skill). */
  added: Located<string> | null;
  modifiers: Located<number>[];
};

/** A parsed notation: one side, or two for an opposed roll. */
export type RollNotation = { text: string; first: NotationSide; second: NotationSide | null };

type Token =
  | { t: 'int'; value: number; position: number; length: number }
  | { t: 'name'; value: string; position: number; length: number }
  | { t: '+' | '-' | 'vs'; position: number; length: number }
  | { t: 'end'; position: number; length: number };

const LETTER = /\p{L}/u;
const NAME_CHAR = /[\p{L}\p{N}'’.&]/u;

function isVsAt(text: string, i: number): boolean {
  const word = text.slice(i, i + 2).toLowerCase();
  if (word !== 'vs') return false;
  const next = text[i + 2];
  return next === undefined || next === '.' || !NAME_CHAR.test(next) || next === ' ';
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '+' || c === '-') {
      tokens.push({ t: c, position: i, length: 1 });
      i++;
    } else if (/[0-9]/.test(c)) {
      let j = i;
      while (j < text.length && /[0-9]/.test(text[j]!)) j++;
      tokens.push({ t: 'int', value: Number(text.slice(i, j)), position: i, length: j - i });
      i = j;
    } else if (LETTER.test(c)) {
      if (isVsAt(text, i)) {
        const len = text[i + 2] === '.' ? 3 : 2;
        tokens.push({ t: 'vs', position: i, length: len });
        i += len;
        continue;
      }
      let j = i + 1;
      for (;;) {
        const d = text[j];
        if (d === undefined) break;
        if (NAME_CHAR.test(d)) j++;
        else if (d === '-' && LETTER.test(text[j + 1] ?? '')) j += 2;
        else if (d === ' ') {
          let k = j;
          while (text[k] === ' ') k++;
          if (LETTER.test(text[k] ?? '') && !isVsAt(text, k)) j = k + 1;
          else break;
        } else break;
      }
      tokens.push({ t: 'name', value: text.slice(i, j), position: i, length: j - i });
      i = j;
    } else {
      throw new RollNotationError('syntax', i, 1, `"${c}" cannot be used in a roll (at position ${i + 1}).`);
    }
  }
  tokens.push({ t: 'end', position: text.length, length: 0 });
  return tokens;
}

/** Parses notation text into sides, names and modifiers, without looking anything up. */
export function parseRollNotation(text: string): RollNotation {
  const tokens = tokenize(text);
  let k = 0;
  const peek = (): Token => tokens[k]!;
  const next = (): Token => tokens[k++]!;

  const parseSide = (): NotationSide => {
    const first = next();
    let base: NotationSide['base'];
    if (first.t === 'int') base = { kind: 'number', dice: { value: first.value, position: first.position, length: first.length } };
    else if (first.t === 'name') base = { kind: 'ability', name: { value: first.value, position: first.position, length: first.length } };
    else throw new RollNotationError('syntax', first.position, first.length, describeExpected('an ability or a number of dice', first));
    let added: Located<string> | null = null;
    const modifiers: Located<number>[] = [];
    for (;;) {
      const sign = peek();
      if (sign.t !== '+' && sign.t !== '-') break;
      next();
      const operand = next();
      if (operand.t === 'int') {
        const value = sign.t === '+' ? operand.value : -operand.value;
        modifiers.push({ value, position: sign.position, length: operand.position + operand.length - sign.position });
      } else if (operand.t === 'name') {
        if (sign.t === '-') {
          throw new RollNotationError('syntax', operand.position, operand.length, `Only a number of dice can be subtracted, not "${operand.value}".`);
        }
        if (added !== null) {
          throw new RollNotationError('syntax', operand.position, operand.length, `Only one attribute can be added to a skill; "${operand.value}" is one too many.`);
        }
        added = { value: operand.value, position: operand.position, length: operand.length };
      } else {
        throw new RollNotationError('syntax', operand.position, operand.length, describeExpected(`a number after "${sign.t}"`, operand));
      }
    }
    return { base, added, modifiers };
  };

  const firstSide = parseSide();
  let secondSide: NotationSide | null = null;
  const after = next();
  if (after.t === 'vs') {
    secondSide = parseSide();
    const end = next();
    if (end.t !== 'end') throw new RollNotationError('syntax', end.position, end.length, describeExpected('the end of the roll', end));
  } else if (after.t !== 'end') {
    throw new RollNotationError('syntax', after.position, after.length, describeExpected('"+", "-", "vs" or the end of the roll', after));
  }
  return { text, first: firstSide, second: secondSide };
}

function describeExpected(what: string, got: Token): string {
  const found =
    got.t === 'end' ? 'the roll ends there' : got.t === 'int' ? `found ${got.value}` : got.t === 'name' ? `found "${got.value}"` : `found "${got.t}"`;
  return `Expected ${what} at position ${got.position + 1}, but ${found}.`;
}
