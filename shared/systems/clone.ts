/** A deep copy of plain JSON data (shared/ has no structuredClone: its lib is ES2023 only). */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
