import { z } from 'zod';

/** Any value that survives `JSON.stringify` → `JSON.parse` unchanged. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** True when `value` is plain JSON (finite numbers, plain objects, arrays, no undefined). */
export function isJsonValue(value: unknown): value is JsonValue {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) return value.every(isJsonValue);
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return false;
      return Object.values(value).every(isJsonValue);
    }
    default:
      return false;
  }
}

/** True when `value` is a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && isJsonValue(value);
}

// Hand-written predicates instead of z.json(): the combat log holds ~100k payloads and
// z.json() costs about 6 µs each, which alone would blow the export budget.
export const JsonValueSchema = z.custom<JsonValue>(isJsonValue, { message: 'Expected a plain JSON value' });
export const JsonObjectSchema = z.custom<JsonObject>(isJsonObject, { message: 'Expected a plain JSON object' });

/**
 * How deep `value` nests (a scalar is 0, `[]` is 1), counted without recursion and stopping once
 * past `limit`: validators recurse, so a 20,000-deep value would overflow the stack in them.
 */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: { v: unknown; d: number }[] = [{ v: value, d: 0 }];
  while (stack.length > 0) {
    const { v, d } = stack.pop()!;
    // Bytes (an import's text as sent over IPC) nest nothing: listing a 50 MB array's values would stall.
    if (typeof v !== 'object' || v === null || ArrayBuffer.isView(v)) continue;
    const depth = d + 1;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (typeof child === 'object' && child !== null) stack.push({ v: child, d: depth });
    }
  }
  return deepest;
}

/** Deepest nesting any input from outside may have: campaign exports nest under 20 levels. */
export const MAX_JSON_DEPTH = 64;
