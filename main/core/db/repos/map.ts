import type { z } from 'zod';
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

/** Thrown when a stored JSON column no longer matches its domain schema (hand-edited file). */
export class StoredDataError extends Error {
  constructor(what: string, detail: string) {
    super(`Stored ${what} is invalid: ${detail}`);
    this.name = 'StoredDataError';
  }
}

/** Parses a JSON column and validates it with the domain schema that owns its shape. */
export function parseJsonColumn<S extends z.ZodType>(schema: S, text: string, what: string): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new StoredDataError(what, error instanceof Error ? error.message : String(error));
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new StoredDataError(what, result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return result.data;
}
