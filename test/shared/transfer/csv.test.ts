import { describe, expect, it } from 'vitest';
import { BOM, guardText, joinItems, readCsv, splitItems, unguardText, writeCsv } from '../../../shared/transfer/csv';
import { MAX_CELL_CHARS, MAX_TRANSFER_CHARS, MAX_TRANSFER_ROWS } from '../../../shared/transfer/budgets';

const table = (text: string) => {
  const r = readCsv(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.table;
};

describe('CSV reading and writing', () => {
  it('reads RFC 4180 quoting: commas, doubled quotes and line breaks inside quotes, a BOM and CRLF', () => {
    const t = table(`${BOM}Name,Notes\r\n"Okafor, J.","Said ""hi""\r\nthen left"\r\nRuiz,\r\n`);
    expect(t.header).toEqual(['Name', 'Notes']);
    expect(t.records).toEqual([
      { row: 2, cells: ['Okafor, J.', 'Said "hi"\r\nthen left'] },
      { row: 3, cells: ['Ruiz', ''] },
    ]);
  });

  it('reads a semicolon-separated file (a decimal-comma locale\'s CSV) by its header', () => {
    expect(table('Name;Notes\r\n"Okafor; J.";a,b\r\n').records).toEqual([{ row: 2, cells: ['Okafor; J.', 'a,b'] }]);
  });

  it('numbers rows as a spreadsheet does (a quoted line break stays in its row; blank lines count)', () => {
    const t = table('Name\n"a\nb"\n\nc\n');
    expect(t.records.map((r) => r.row)).toEqual([2, 4]);
  });

  it('writes what it reads back, byte for byte, with a BOM and CRLF line ends', () => {
    const rows = [['Name', 'Notes'], ['A "quoted" name', 'line one\nline two'], [' padded ', 'a,b'], ['', '']];
    const text = writeCsv(rows);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const t = table(text);
    expect([t.header, ...t.records.map((r) => r.cells)]).toEqual(rows);
    expect(writeCsv([t.header, ...t.records.map((r) => r.cells)])).toBe(text);
  });

  it('refuses broken quoting with the row it starts on', () => {
    expect(readCsv('Name\nok\n"never closed\nmore')).toEqual({ ok: false, error: { row: 3, column: null, message: 'a quoted cell is never closed (a " is missing)' } });
    expect(readCsv('Name\n"a"b\n')).toMatchObject({ ok: false, error: { row: 2 } });
    expect(readCsv('Name\nab"c\n')).toMatchObject({ ok: false, error: { row: 2 } });
    expect(readCsv('')).toMatchObject({ ok: false, error: { row: null, message: expect.stringContaining('empty') } });
  });

  it('keeps to its budgets with clear messages', () => {
    expect(readCsv('x'.repeat(MAX_TRANSFER_CHARS + 1))).toMatchObject({ ok: false, error: { message: expect.stringMatching(/at most 2\.0 MB/) } });
    expect(readCsv(`Name\n${'a\n'.repeat(MAX_TRANSFER_ROWS + 1)}`)).toMatchObject({ ok: false, error: { message: `more than ${MAX_TRANSFER_ROWS} rows; split the file` } });
    expect(readCsv(`Name\nok\n${'x'.repeat(MAX_CELL_CHARS + 1)}\n`)).toMatchObject({ ok: false, error: { row: 3, message: expect.stringContaining(`at most ${MAX_CELL_CHARS}`) } });
  });

  it('guards formula-looking text for spreadsheets and gives it back exactly', () => {
    for (const text of ['=SUM(A1)', '+1', '-x', '@cmd', "'=already", "''=two", 'plain', "'quoted"]) {
      expect(unguardText(guardText(text))).toBe(text);
    }
    expect(guardText('=1+1')).toBe("'=1+1");
    expect(guardText('Okafor')).toBe('Okafor');
  });

  it('puts a list in one cell and reads it back, line breaks and backslashes inside items too', () => {
    const items = ['Afraid of the dark', 'C:\\path', 'two\nlines'];
    expect(splitItems(joinItems(items))).toEqual(items);
  });
});
