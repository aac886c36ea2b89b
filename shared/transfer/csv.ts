/**
 * CSV as RFC 4180 writes it (fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, quote or line break, a quote doubled inside quotes), read leniently where
 * spreadsheets differ: a UTF-8 byte-order mark is skipped, bare LF line ends are accepted, and a
 * file whose header is separated by semicolons (a decimal-comma locale's CSV) is read as such.
 * Every problem names the spreadsheet row (1-based, header included) it starts on.
 */
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_TRANSFER_ROWS, oversizeRefusal } from './budgets';
import type { LocatedError } from './located';

export const BOM = '\uFEFF';

export type CsvTable = { header: string[]; records: { row: number; cells: string[] }[] };
export type CsvResult = { ok: true; table: CsvTable } | { ok: false; error: LocatedError };

const fail = (row: number | null, message: string): CsvResult => ({ ok: false, error: { row, column: null, message } });

/**
 * Reads CSV text into a header and records. Refuses (with the row) an unclosed quote, text after a
 * closing quote, a file over the size budget, more than {@link MAX_TRANSFER_ROWS} rows and a cell
 * over {@link MAX_CELL_CHARS} characters. Blank lines are skipped.
 */
export function readCsv(input: string): CsvResult {
  const tooBig = oversizeRefusal(input);
  if (tooBig !== null) return fail(null, tooBig);
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  // Spreadsheets in locales with a decimal comma save CSV with semicolons: a header line without
  // a comma but with a semicolon is read that way.
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const sep = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const rows: { row: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let row = 1;
  let i = 0;
  const endCell = (): string | null => {
    if (cell.length > MAX_CELL_CHARS) return `a cell has ${cell.length} characters; at most ${MAX_CELL_CHARS} are taken`;
    cells.push(cell);
    cell = '';
    return cells.length > MAX_COLUMNS ? `more than ${MAX_COLUMNS} columns` : null;
  };
  while (i <= text.length) {
    const start = row;
    if (text[i] === '"') {
      // A quoted field: runs to the next lone quote, across line breaks.
      i++;
      for (;;) {
        if (i >= text.length) return fail(start, 'a quoted cell is never closed (a " is missing)');
        const ch = text[i]!;
        if (ch === '"' && text[i + 1] === '"') { cell += '"'; i += 2; continue; }
        if (ch === '"') { i++; break; }
        cell += ch;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== sep && next !== '\n' && next !== '\r') {
        return fail(row, 'text follows a closing quote; put the whole cell in quotes and double the quotes inside it');
      }
    } else {
      while (i < text.length && text[i] !== sep && text[i] !== '\n' && text[i] !== '\r') {
        if (text[i] === '"') return fail(row, 'a quote inside an unquoted cell; put the cell in quotes and double the quote');
        cell += text[i];
        i++;
      }
    }
    const problem = endCell();
    if (problem !== null) return fail(row, problem);
    const ch = text[i];
    if (ch === sep) { i++; continue; }
    // End of a record (CRLF, LF, a lone CR, or the end of the text).
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ row, cells });
    if (rows.length > MAX_TRANSFER_ROWS + 1) return fail(row, `more than ${MAX_TRANSFER_ROWS} rows; split the file`);
    cells = [];
    if (ch === '\r' && text[i + 1] === '\n') i++;
    i++;
    row++;
  }
  const [head, ...records] = rows;
  if (head === undefined) return fail(null, 'the file is empty: it needs a header row naming the columns');
  return { ok: true, table: { header: head.cells.map((h) => h.trim()), records } };
}

function quoted(cell: string): string {
  return /[",\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The rows as CSV text: a byte-order mark (so spreadsheets read UTF-8), CRLF line ends, RFC 4180 quoting. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((r) => r.map(quoted).join(',')).join('\r\n') + '\r\n';
}

// Spreadsheets run a cell starting with = + - @ as a formula ("CSV injection"). Text cells get a
// leading apostrophe then, and one leading apostrophe is taken off such a cell when read back, so
// the round trip keeps the text exactly.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A text cell safe to open in a spreadsheet. */
export function guardText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a {@link guardText} cell holds. */
export function unguardText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/** A list in one cell, one item per line; a backslash or line break inside an item is escaped. */
export function joinItems(items: readonly string[]): string {
  return items.map((s) => s.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n')).join('\n');
}

/** The items of a {@link joinItems} cell (blank lines skipped). */
export function splitItems(cell: string): string[] {
  return cell
    .split(/\r?\n/)
    .filter((s) => s.trim() !== '')
    .map((s) => s.replace(/\\(\\|n)/g, (_, c: string) => (c === 'n' ? '\n' : '\\')));
}
