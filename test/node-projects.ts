// Which node test files share their worker's modules and which get their own (test/vitest.config.mts).

export const NODE_FILES = ['test/shared/**/*.test.ts', 'test/main/**/*.test.ts', 'test/contract/**/*.test.ts', 'test/build/**/*.test.ts'];

/**
 * Node test files that replace modules or globals (vi.mock, vi.spyOn, stubs, fake timers): each
 * gets fresh modules. test/build/node-projects.test.ts fails when a file doing so is not listed.
 */
export const OWN_MODULES = [
  'test/main/encounters/encounters.test.ts',
  'test/main/electron/**/*.test.ts',
  'test/main/core/combat/log-tail.test.ts',
  'test/main/core/combat/prepare-undo.test.ts',
  'test/main/core/system/system-property.test.ts',
];

/** Whether `file` (a path from the repository root) is among `patterns` (exact paths, or `dir/**` + `/*.test.ts`). */
export function listedIn(file: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.endsWith('/**/*.test.ts') ? file.startsWith(p.slice(0, -'**/*.test.ts'.length)) && file.endsWith('.test.ts') : file === p));
}
