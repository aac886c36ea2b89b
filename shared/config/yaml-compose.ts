/**
 * Lexes, parses and composes a YAML text into the library's documents as `parseAllDocuments` does,
 * stepwise when asked (handing control back every few thousand lexemes), counting anchors before
 * anything is composed, and composing a large mapping in slices.
 */
import { Composer, Lexer, Parser, type CST, type Document, type LineCounter, type YAMLError, type YAMLMap } from 'yaml';
import { YAML_OPTIONS } from './yaml-psych';
import { refuseOverBudget } from './yaml-count';
import { plural, TooLarge, type Steps } from './yaml-walk';

/**
 * Anchors (`&name`) one file may define. AresMUSH's default config defines none; each anchor costs
 * the YAML library's composer far more than a plain value (10,000 redefined anchors held the app
 * for 0.7 s, issue 35), so they are counted while lexing, before anything is composed.
 */
export const MAX_YAML_ANCHORS = 1_000;
/** A stepwise read hands control back after this many lexemes (a few ms each). */
const LEXEMES_PER_STEP = 4_000;

/** Composing options: as `parseAllDocuments` is called by the import. */
const COMPOSE_OPTIONS = { ...YAML_OPTIONS, uniqueKeys: false, prettyErrors: false };
/** A large mapping is composed this many characters at a time, handing control back in between. */
export const SLICE_CHARS = 32 * 1024;

/**
 * Lexes, parses and composes `text` as `parseAllDocuments` does, yielding every LEXEMES_PER_STEP
 * lexemes when stepwise, and composing a large document in slices (see composeSliced).
 */
export function* readDocuments(text: string, lc: LineCounter, stepwise: boolean, sliceChars: number): Steps<Document.Parsed[]> {
  yield* refuseOverBudget(text, stepwise);
  const parser = new Parser(lc.addNewLine);
  lc.addNewLine(0);
  const tokens: CST.Token[] = [];
  let lexemes = 0;
  let anchors = 0;
  for (const lexeme of new Lexer().lex(text, false)) {
    for (const token of parser.next(lexeme)) tokens.push(token);
    if (lexeme.startsWith('&') && ++anchors > MAX_YAML_ANCHORS) {
      const pos = lc.linePos(parser.offset);
      throw new TooLarge({ line: pos.line, column: pos.col }, `The file defines more than ${plural(MAX_YAML_ANCHORS)} anchors ("&name"); no game configuration needs this many (this one is at line ${pos.line}). Write the values out, or use fewer anchors.`);
    }
    if (stepwise && ++lexemes % LEXEMES_PER_STEP === 0) yield;
  }
  for (const token of parser.end()) tokens.push(token);
  if (stepwise) yield;
  const root = sliceable(tokens, text.length, sliceChars);
  if (!root) return [...new Composer(COMPOSE_OPTIONS).compose(tokens)];
  // The document around a placeholder (its directives, start and end as the library reads them),
  // then its mapping composed slice by slice and put in the placeholder's place.
  const { doc: token, value } = root;
  const around = tokens.map((t) => (t === token ? { ...token, value: undefined } : t));
  const docs = [...new Composer(COMPOSE_OPTIONS).compose(around)];
  const doc = docs[0]!;
  const found: Found = { errors: [], warnings: [] };
  doc.contents = (yield* composeMap(value, value.offset, text.length, found, stepwise, sliceChars)) as never;
  doc.errors.push(...found.errors);
  doc.warnings.push(...found.warnings);
  return docs;
}

type Found = { errors: YAMLError[]; warnings: YAMLError[] };

/** The one document's block mapping when it is large and plain enough to compose in slices; else null. */
function sliceable(tokens: readonly CST.Token[], length: number, sliceChars: number): { doc: CST.Document; value: CST.BlockMap } | null {
  if (length <= sliceChars * 2) return null;
  const docs = tokens.filter((t): t is CST.Document => t.type === 'document');
  if (docs.length !== 1 || tokens.some((t) => t.type === 'directive')) return null;
  const doc = docs[0]!;
  // Properties of the document's root (an anchor or tag after "---") are left to the library.
  if (doc.value?.type !== 'block-map' || doc.start.some((t) => t.type === 'anchor' || t.type === 'tag')) return null;
  return { doc, value: doc.value };
}

type MapItem = CST.BlockMap['items'][number];

function itemOffset(item: MapItem, fallback: number): number {
  return item.start[0]?.offset ?? item.key?.offset ?? item.sep?.[0]?.offset ?? item.value?.offset ?? fallback;
}

/** `bm` (whose items start at `offset`: the end of what came before) composed alone, as the root of a document of its own. */
function composeAlone(bm: CST.BlockMap, found: Found): YAMLMap {
  const token: CST.Document = { type: 'document', offset: bm.offset, start: [], value: bm, end: [] };
  const composer = new Composer(COMPOSE_OPTIONS);
  const doc = [...composer.next(token), ...composer.end()][0]!;
  found.errors.push(...doc.errors);
  found.warnings.push(...doc.warnings);
  return doc.contents as YAMLMap;
}

/** Whether an item's value may be composed apart: a large nested block mapping after a plain "key:" line. */
function splittable(item: MapItem, span: number, sliceChars: number): boolean {
  if (span <= sliceChars * 2 || item.value?.type !== 'block-map' || !item.key || item.explicitKey) return false;
  if (item.start.some((t) => t.type !== 'space' && t.type !== 'newline' && t.type !== 'comment')) return false;
  const sep = item.sep ?? [];
  const plain = sep.every((t) => ['map-value-ind', 'space', 'newline', 'comment', 'anchor'].includes(t.type) && !t.source.includes('\t'));
  return plain && sep.some((t) => t.type === 'newline') && sep.filter((t) => t.type === 'map-value-ind').length === 1;
}

/**
 * A block mapping composed in slices of about `sliceChars` characters (the same library calls on
 * the same tokens, with each slice starting where the one before ended, so nodes, positions and
 * errors are as one call makes them), yielding between slices; a large nested mapping is composed
 * the same way. One library call on a 2 MB file held the event loop for a third of a second.
 */
function* composeMap(bm: CST.BlockMap, start: number, end: number, found: Found, stepwise: boolean, sliceChars: number): Steps<YAMLMap> {
  let map: YAMLMap | null = null;
  let offset = start;
  const items = bm.items;
  let i = 0;
  while (i < items.length) {
    const from = itemOffset(items[i]!, offset);
    const next = (k: number) => (k + 1 < items.length ? itemOffset(items[k + 1]!, end) : end);
    let part: YAMLMap;
    if (splittable(items[i]!, next(i) - from, sliceChars)) {
      const item = items[i]! as MapItem & { value: CST.BlockMap };
      const head = composeAlone({ ...bm, offset, items: [{ ...item, value: undefined } as MapItem] }, found);
      const pair = head.items[0]!;
      const placeholder = pair.value as { anchor?: string } | null;
      const value = yield* composeMap(item.value, item.value.offset, next(i), found, stepwise, sliceChars);
      if (placeholder?.anchor) value.anchor = placeholder.anchor;
      pair.value = value;
      offset = value.range?.[2] ?? offset;
      part = head;
      i++;
    } else {
      let k = i;
      while (k + 1 < items.length && next(k) - from < sliceChars && !splittable(items[k + 1]!, next(k + 1) - itemOffset(items[k + 1]!, end), sliceChars)) k++;
      part = composeAlone({ ...bm, offset, items: items.slice(i, k + 1) }, found);
      offset = part.range?.[1] ?? offset;
      i = k + 1;
    }
    if (map) map.items.push(...part.items);
    else map = part;
    if (stepwise) yield;
  }
  const whole = map ?? composeAlone({ ...bm, offset, items: [] }, found);
  whole.range = [bm.offset, offset, offset];
  return whole;
}
