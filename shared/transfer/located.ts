/**
 * A problem found in a file, located as a storyteller finds it in a spreadsheet: the row number
 * as the spreadsheet shows it (the header is row 1) and the column's heading.
 */
export type LocatedError = {
  /** Spreadsheet row (header = 1); null: the file as a whole. */
  row: number | null;
  /** Column heading; null: the row as a whole. */
  column: string | null;
  message: string;
};

/** "row 7, column 'Firearms': 12 is above the highest rating, 8". */
export function locatedText(e: LocatedError): string {
  const where = [e.row === null ? null : `row ${e.row}`, e.column === null ? null : `column '${e.column}'`].filter((w) => w !== null);
  return where.length === 0 ? e.message : `${where.join(', ')}: ${e.message}`;
}

/** What a parse found: the rows as read (to show), the items it made, and what is wrong. */
export type ParsedTable<T> = {
  columns: string[];
  rows: { row: number; cells: string[] }[];
  /** Items made from rows without errors, with their row. */
  items: { row: number; name: string; value: T }[];
  errors: LocatedError[];
  warnings: string[];
};
