/**
 * A lower bound of the walk's work over a YAML text, counted from its lexemes before anything is
 * parsed, so that a file holding more values than the work budget, or whose aliases expand past it
 * (a merge-key bomb, a "billion laughs"), is refused at the cost of lexing part of it. The library's
 * parser and composer cost several times its lexer (a 330 kB file of 110,000 numbers: 1.5 s in all,
 * lexing 0.25 s; a 400 kB merge-key bomb: 1.1 s, refused here after 2 % of it), and the walk only
 * finds out after both.
 *
 * The bound never exceeds the walk's steps (yaml-walk.ts), so this refuses only texts the walk
 * would refuse: it counts each value (a scalar that is not a key) and each alias once, an alias
 * again with the size of its anchor's node, and that size only where the node's extent is certain
 * (a flow collection to its closing bracket; a block node after "key: &a" or "- &a" to the first
 * line at or left of that key or dash). Elsewhere an anchor counts as one node.
 */
import { Lexer } from 'yaml';
import { lineColumn } from './text-position';
import { drain, MAX_YAML_WORK, TOO_MANY_VALUES, tooManyExpansions, TooLarge, type Steps } from './yaml-walk';

/** Below this many characters, and without a "*", a text cannot reach the budget (a value and its separator take two). */
export const COUNT_FROM_CHARS = 2 * MAX_YAML_WORK;
/** A stepwise count hands control back after this many lexemes. */
const LEXEMES_PER_STEP = 4_000;

/** The lexer's markers, which take no room in the text. */
const MARKERS = new Set(['\x02', '\x18', '\x1f']);

/** Refuses `text` as the walk would when its counted work is over MAX_YAML_WORK (see the file's comment). */
export function* refuseOverBudget(text: string, stepwise: boolean): Steps<void> {
  if (text.length >= COUNT_FROM_CHARS || text.includes('*')) yield* countWork(text, stepwise, MAX_YAML_WORK);
}

/** The whole count of `text` (tests: never more than the walk's steps). */
export function workIn(text: string): number {
  return drain(countWork(text, false, Infinity));
}

/** An anchor whose node is being lexed: its size is the work counted since it opened, plus the node itself. */
type Open = { name: string; from: number; block: boolean; /** block: the key's or dash's column; flow: the depth outside it */ at: number };

function* countWork(text: string, stepwise: boolean, limit: number): Steps<number> {
  let total = 0;
  let offset = 0;
  let lineStart = 0;
  let lexemes = 0;
  let atLineStart = true;
  let flowDepth = 0;
  let scalarNext = false; // the lexeme after a scalar marker is the scalar
  let keyNext = false; // after "?", the next scalar is a key
  let pending = -1; // offset of a scalar not yet known to be a key or a value
  let parentColumn = -1; // this line's last key (or dash) column, in block context
  let anchor: { name: string; column: number } | null = null; // an anchor waiting for its node
  const sizes = new Map<string, number>();
  const open: Open[] = [];
  // How many open nodes carry each anchor name: a lookup per alias, not a search of the open
  // nodes (a hostile file can nest hundreds of thousands of anchored flow collections).
  const openNames = new Map<string, number>();
  const push = (o: Open) => {
    open.push(o);
    openNames.set(o.name, (openNames.get(o.name) ?? 0) + 1);
  };

  const add = (n: number, at: number, alias: string | null) => {
    total += n;
    if (total <= limit) return;
    const pos = lineColumn(text, at);
    throw new TooLarge(pos, alias === null ? TOO_MANY_VALUES : tooManyExpansions(alias, pos));
  };
  const commit = () => {
    if (pending < 0) return;
    const at = pending;
    pending = -1;
    add(1, at, null);
  };
  const close = (o: Open) => {
    sizes.set(o.name, 1 + total - o.from);
    openNames.set(o.name, openNames.get(o.name)! - 1);
  };
  const settle = () => {
    // An anchor not followed by a collection: its node counts one (a scalar, or a node of unknown extent).
    if (anchor) sizes.set(anchor.name, 1);
    anchor = null;
  };

  for (const lexeme of new Lexer().lex(text, false)) {
    if (stepwise && ++lexemes % LEXEMES_PER_STEP === 0) yield;
    if (MARKERS.has(lexeme)) {
      if (lexeme === '\x1f') scalarNext = true;
      continue;
    }
    const start = offset;
    offset += lexeme.length;
    const first = lexeme[0]!;
    const scalar = scalarNext || first === '"' || first === "'";
    scalarNext = false;
    const space = !scalar && (first === ' ' || first === '\t');
    if (!scalar && (lexeme === '\n' || lexeme === '\r\n' || (first === '\n' && lexeme.trim() === ''))) {
      commit();
      if (anchor && flowDepth === 0 && anchor.column >= 0) {
        push({ name: anchor.name, from: total, block: true, at: anchor.column });
        anchor = null;
      }
      settle();
      lineStart = offset;
      atLineStart = true;
      parentColumn = -1;
      continue;
    }
    if (space) continue;
    if (atLineStart) {
      atLineStart = false;
      // The first thing on a line at or left of a block node's key ends that node.
      if (flowDepth === 0) {
        // A block scalar's text starts with its indentation.
        const column = start - lineStart + (scalar ? lexeme.length - lexeme.trimStart().length : 0);
        while (open.length > 0 && open[open.length - 1]!.block && open[open.length - 1]!.at >= column) close(open.pop()!);
      }
    }
    if (!scalar && first === '#') continue; // a comment (an anchor before it still waits for the line's end)
    if (scalar) {
      commit();
      settle();
      if (keyNext) keyNext = false;
      else pending = start;
      const lastBreak = lexeme.lastIndexOf('\n');
      if (lastBreak >= 0) lineStart = start + lastBreak + 1;
      if (lastBreak === lexeme.length - 1) {
        // A block scalar ends with its line: the next lexeme starts a line.
        commit();
        atLineStart = true;
        parentColumn = -1;
      }
      continue;
    }
    if (lexeme === ':') {
      if (pending >= 0 && flowDepth === 0) parentColumn = pending - lineStart;
      pending = -1; // what came before was a key
      continue;
    }
    commit();
    if (first === '&') {
      settle();
      anchor = { name: lexeme.slice(1), column: parentColumn };
      continue;
    }
    if (lexeme === '[' || lexeme === '{') {
      if (anchor) push({ name: anchor.name, from: total, block: false, at: flowDepth });
      anchor = null;
      flowDepth++;
      continue;
    }
    if (lexeme === ']' || lexeme === '}') {
      flowDepth = Math.max(0, flowDepth - 1);
      settle();
      while (open.length > 0 && !open[open.length - 1]!.block && open[open.length - 1]!.at >= flowDepth) close(open.pop()!);
      continue;
    }
    if (first === '!') continue; // a tag between an anchor and its node
    settle();
    if (lexeme === '?') keyNext = true;
    else if (lexeme === '-' && flowDepth === 0) parentColumn = start - lineStart;
    else if (lexeme.startsWith('---') || lexeme.startsWith('...')) while (open.length > 0) close(open.pop()!);
    else if (first === '*') {
      const name = lexeme.slice(1);
      const size = (openNames.get(name) ?? 0) > 0 ? 1 : (sizes.get(name) ?? 0);
      add(1 + size, start, name);
    }
  }
  commit();
  return total;
}
