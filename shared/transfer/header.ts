/**
 * A CSV header read heading by heading, the same way for every kind of file: an empty heading is
 * fine over an empty column, each column may appear once, and the Name column must be there. What
 * a heading means is the file kind's business (`classify`).
 */
import type { LocatedError } from './located';

export type IgnoredColumn = { heading: string; ignored: true };
/** A heading's meaning and the identity two headings share when they name the same column, or why it is refused. */
export type HeadingRead<C> = { column: C; id: string } | { problem: string };

/** The id `classify` gives the Name column: the file is refused without it. */
export const NAME_COLUMN_ID = 'field:name';

export function readHeader<C extends { heading: string }>(
  header: readonly string[],
  emptyColumn: (i: number) => boolean,
  classify: (heading: string) => HeadingRead<C>,
): { columns: (C | IgnoredColumn)[]; errors: LocatedError[] } {
  const errors: LocatedError[] = [];
  const seen = new Map<string, number>();
  const columns = header.map((heading, i): C | IgnoredColumn => {
    const at = (message: string) => errors.push({ row: 1, column: heading || `column ${i + 1}`, message });
    if (heading === '') {
      if (!emptyColumn(i)) at('this column has no heading: name it or empty it');
      return { heading, ignored: true };
    }
    const read = classify(heading);
    if ('problem' in read) {
      at(read.problem);
      return { heading, ignored: true };
    }
    const first = seen.get(read.id);
    if (first !== undefined) at(`the same column as column ${first + 1} ('${header[first]}')`);
    else seen.set(read.id, i);
    return read.column;
  });
  if (!seen.has(NAME_COLUMN_ID)) errors.push({ row: 1, column: null, message: "the file needs a 'Name' column" });
  return { columns, errors };
}
