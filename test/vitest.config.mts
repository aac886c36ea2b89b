import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { DOM_FILES, DOM_OWN_MODULES, NODE_FILES, OWN_MODULES } from './node-projects';

const root = fileURLToPath(new URL('..', import.meta.url));
// Vitest's default is one worker fewer than the cores: on the 2-core CI machines, one worker ran
// every unit and component file in turn while the other core idled (vitest's main process only
// waits). Two at least; the e2e files run after these (sequence.groupOrder).
const WORKERS = Math.max(2, availableParallelism() - 1);

/** The component projects' settings (dom shares modules between files, dom-isolated does not). */
const DOM = {
  environment: 'jsdom' as const,
  maxWorkers: WORKERS,
  setupFiles: ['test/helpers/dom-setup.ts', 'test/helpers/test-cleanup.ts'],
  testTimeout: 20_000,
};

export default defineConfig({
  root,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          maxWorkers: WORKERS,
          // Pure and main-process files share their worker's modules: importing each file's module
          // graph anew cost 500 s of a run's worker time, more than a quarter of it. Files that
          // replace modules or globals (vi.mock, spies, stubs, fake timers) keep their own, below.
          isolate: false,
          include: NODE_FILES,
          exclude: OWN_MODULES,
          // The forecast checks against 100,000 fully played turns take 3–5 s alone, but 16–29 s each
          // in a full run's shared workers; one went past 30 s in CI. A timeout catches a hang, not a slow check.
          testTimeout: 90_000,
          setupFiles: ['test/helpers/test-cleanup.ts'],
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          maxWorkers: WORKERS,
          include: OWN_MODULES,
          testTimeout: 30_000,
          setupFiles: ['test/helpers/test-cleanup.ts'],
          // electron-store must be transformed by vitest so that its `import 'electron'` meets the mock.
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          ...DOM,
          name: 'dom',
          // As the node files: importing React, Testing Library and the app anew for each of 87
          // files was most of the component tests' time (478 CPU-s isolated; 170–187 shared, with
          // the files below apart, measured). Files that replace modules or globals keep their own.
          isolate: false,
          include: DOM_FILES,
          exclude: DOM_OWN_MODULES,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: { ...DOM, name: 'dom-isolated', include: DOM_OWN_MODULES },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits for the state it asserts. Its 1 s default was too short on a busy
          // 2-core machine (load 20: four e2e tests saw the state arrive later); the assertion is the same.
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time, after the unit and component files (groupOrder): one file keeps
          // about 1.4 cores busy with Chromium's processes counted, so one at a time left part of
          // a core idle; two at a time ran the same ten files in 120–126 s instead of 153–157 s.
          // Each file has its own host, data folder and browser contexts (ports and folders are
          // the system's: port 0, mkdtemp).
          maxWorkers: WORKERS,
          sequence: { groupOrder: 1 },
          // One Chromium for the run, each file connecting to it (see chromium-server.ts).
          globalSetup: ['test/helpers/chromium-server.ts'],
          // The e2e files share their worker's modules too (Playwright and the helpers imported once
          // per worker, not per file): twelve files took 123–133 s instead of 141–145 s (measured).
          // Each file's own process.env settings (dice seeds for its hosts) end with it (e2e-env.ts).
          isolate: false,
          setupFiles: ['test/helpers/test-cleanup.ts', 'test/helpers/e2e-env.ts'],
        },
      },
    ],
  },
});
