import type { z } from 'zod';
import { AppError } from '../../../../shared/ipc/result';
import type { Flag } from '../rows';

/**
 * Compile-time guard for row mappers: destructure every known field of a domain value and pass
 * the rest here. A field added to the domain schema then fails to compile until it is stored.
 */
export function exhaustive(rest: Record<string, never>): void {
  void rest;
}

export function toFlag(value: boolean): Flag {
  return value ? 1 : 0;
}

export function fromFlag(value: Flag): boolean {
  return value === 1;
}

/**
 * Which stored value a mapper is reading: the table, the row as a storyteller knows it
 * (`combat "Ambush" (id c1)`) and the field (`settings`). Damage is named with it.
 */
export type StoredRef = { table: string; row: string; field: string };

/** A row label: the kind, its name when it has one, and its id. */
export function rowLabel(kind: string, id: string | number, name?: string | null): string {
  return name ? `${kind} "${name}" (id ${id})` : `${kind} ${id}`;
}

/**
 * A stored value that no longer reads as what the app wrote (a hand-edited or damaged file that
 * passed the open checks): `campaign/corrupt`, naming the table, row and field, never a 500
 * (issue 35 item 6). Thrown by every mapper at the repository edge through the helpers below.
 */
export class StoredDataError extends AppError {
  readonly ref: StoredRef;
  /** "combat "Ambush" (id c1): stored settings are not valid JSON (…)": the damage, without advice. */
  readonly detail: string;
  /** `own`: an area's own code and sentence for its rows (encounters name theirs `encounter/broken-row`). */
  constructor(ref: StoredRef, problem: string, own?: { code: `${string}/${string}`; message: string }) {
    const detail = `${ref.row} in table ${ref.table}: stored ${ref.field} ${problem}`;
    super(
      own?.code ?? 'campaign/corrupt',
      own?.message ??
        `Part of this campaign is damaged: ${detail}. Everything else still works; export the campaign as JSON (Home) to keep what can be read, or restore a backup.`,
    );
    this.name = 'StoredDataError';
    this.ref = ref;
    this.detail = detail;
  }
}

function issuesOf(error: z.ZodError): string {
  return error.issues.slice(0, 3).map((i) => `${i.path.map(String).join('.') || 'value'}: ${i.message}`).join('; ');
}

/** Parses a JSON column without a schema (bulk reads of rows the app validated on the way in). */
export function parseJsonText<T>(text: string, ref: StoredRef): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new StoredDataError(ref, `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** Parses a JSON column and validates it with the domain schema that owns its shape. */
export function parseJsonColumn<S extends z.ZodType>(schema: S, text: string, ref: StoredRef): z.output<S> {
  return parseStored(schema, parseJsonText<unknown>(text, ref), ref);
}

/** Validates a value mapped from a row (its columns) with its domain schema. */
export function parseStored<S extends z.ZodType>(schema: S, value: unknown, ref: StoredRef): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new StoredDataError(ref, `does not read as what the app stores (${issuesOf(result.error)})`);
  return result.data;
}

/** The damage reading a row would meet, or null when it reads (a list marks the item instead of failing). */
export function damageOf(read: () => unknown): StoredDataError | null {
  try {
    read();
    return null;
  } catch (error) {
    if (error instanceof StoredDataError) return error;
    throw error;
  }
}

/** Damaged rows met while salvaging (see {@link salvaging}); null when not salvaging. */
let salvaged: StoredDataError[] | null = null;

/**
 * Runs `read` (synchronous, so nothing else runs meanwhile) with every bulk read skipping the rows
 * it cannot read instead of failing, and answers what was read with the damage met. The rescue
 * path (a JSON export of a damaged campaign) saves everything that can still be read.
 */
export function salvaging<T>(read: () => T): { value: T; damaged: StoredDataError[] } {
  const outer = salvaged;
  const damaged: StoredDataError[] = [];
  salvaged = damaged;
  try {
    return { value: read(), damaged };
  } finally {
    salvaged = outer;
  }
}

/** One row through its mapper; while salvaging, a damaged row is recorded and skipped (undefined). */
export function readRow<R, T>(row: R, map: (row: R) => T): T | undefined {
  if (!salvaged) return map(row);
  try {
    return map(row);
  } catch (error) {
    if (!(error instanceof StoredDataError)) throw error;
    salvaged.push(error);
    return undefined;
  }
}

/** Rows through their mapper: the first damaged row refuses the read, unless salvaging. */
export function readRows<R, T>(rows: Iterable<R>, map: (row: R) => T): T[] {
  const out: T[] = [];
  for (const row of rows) {
    const value = readRow(row, map);
    if (value !== undefined) out.push(value);
  }
  return out;
}
