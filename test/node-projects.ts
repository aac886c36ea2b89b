// Which node and component (jsdom) test files share their worker's modules and which get their own (test/vitest.config.mts).

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

/** The component tests (jsdom). */
export const DOM_FILES = ['test/renderer/**/*.test.{ts,tsx}'];

/**
 * Component test files that replace modules or globals: each gets fresh modules (the others share
 * their worker's, as the node files do). The same check as for OWN_MODULES keeps this list whole.
 */
export const DOM_OWN_MODULES = [
  'test/renderer/combat/after-paint.test.ts',
  'test/renderer/combat/combat-list-refetch.test.ts',
  'test/renderer/combat/folded-step.test.tsx',
  'test/renderer/combat/row-renders.test.tsx',
  'test/renderer/combat/shown-busy.test.tsx',
  'test/renderer/combat/step-by-push.test.ts',
  'test/renderer/combat/team-rows-renders.test.tsx',
  'test/renderer/pdf/pdf-maker.test.ts',
  'test/renderer/pdf/warm-up.test.ts',
  'test/renderer/player/link-deltas.test.ts',
  'test/renderer/player/link.test.ts',
  'test/renderer/player/log-pages.test.ts',
  'test/renderer/player/play-panel.test.tsx',
  'test/renderer/players/players-panel.test.tsx',
  // Replace the page's own functions (window.confirm, document.execCommand, navigator.clipboard).
  'test/renderer/app/menu.test.tsx',
  'test/renderer/combat/CombatTracker.test.tsx',
  'test/renderer/combat/session-controls.test.tsx',
  // Expects main's import worker not yet started (module state another Home file would leave).
  'test/renderer/home/import-progress.test.tsx',
];

/** Whether `file` (a path from the repository root) is among `patterns` (exact paths, or `dir/**` + `/*.test.ts`). */
export function listedIn(file: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.endsWith('/**/*.test.ts') ? file.startsWith(p.slice(0, -'**/*.test.ts'.length)) && file.endsWith('.test.ts') : file === p));
}
