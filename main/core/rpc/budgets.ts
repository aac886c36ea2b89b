/**
 * How much input each request method may bring (issue 35 item 5), for both transports: a small
 * default, and more only for the methods that carry files. A 50 MB body to any other method is
 * refused before it is read to the end, and never parsed.
 */
import type { MethodName } from '../../../shared/ipc/names';

const MB = 1024 * 1024;

/** Every method's input fits this, files aside (the largest, a setting draft or a roll, is a few kB). */
export const DEFAULT_INPUT_BYTES = 1 * MB;

export type InputBudget = {
  /** The most the request's input may be, in bytes (as JSON over HTTP, in UTF-16 units over IPC). */
  maxBytes: number;
  /**
   * String fields (dotted paths from the top) that may be handed on as their UTF-8 bytes: a large
   * body's file text, never cloned on main's thread.
   */
  bytesFields?: readonly string[];
};

/**
 * The methods that carry files: a campaign export (64 MB of text, escaped once more inside the
 * request's JSON) and AresMUSH configs (16 MB of text or a 16 MB zip as base64).
 */
const BUDGETS: Partial<Record<MethodName, InputBudget>> = {
  'campaign.importJson': { maxBytes: 80 * MB, bytesFields: ['json'] },
  'campaign.create': { maxBytes: 80 * MB, bytesFields: ['setting.json'] },
  'config.planImport': { maxBytes: 40 * MB },
  'config.importJson': { maxBytes: 40 * MB },
  // A 2 MB CSV or JSON file (in characters), escaped once more inside the request's JSON and up to 3 bytes a character.
  'transfer.preview': { maxBytes: 8 * MB },
  'transfer.import': { maxBytes: 8 * MB },
};

export function inputBudget(method: string): InputBudget {
  return BUDGETS[method as MethodName] ?? { maxBytes: DEFAULT_INPUT_BYTES };
}

/** Values (objects, arrays, scalars) a large body may hold outside its bytes fields: a file's text is one value, not millions. */
export const MAX_LARGE_INPUT_VALUES = 100_000;

/**
 * Roughly how large an input that arrived already parsed (Electron IPC) is: string lengths and byte
 * lengths added up, stopping as soon as it is past `limit` (so a hostile input costs little to refuse).
 */
export function inputSizeOver(value: unknown, limit: number): boolean {
  let size = 0;
  let values = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    values++;
    if (typeof v === 'string') size += v.length;
    else if (ArrayBuffer.isView(v)) size += v.byteLength;
    else if (typeof v === 'object' && v !== null) {
      for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push(child);
    } else size += 8;
    if (size > limit || values > MAX_LARGE_INPUT_VALUES) return true;
  }
  return false;
}
