import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Component tests run the real handlers over real SQLite files: on a busy two-core machine a
// screen can take longer than Testing Library's default 1 s to settle, which would make the
// tests flaky rather than the app wrong.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; the theme hook asks it whether the system prefers dark (it does not here).
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
})) as unknown as typeof window.matchMedia;

// Component files share their worker (test/vitest.config.mts): whatever one leaves in the page
// would meet the next file. Rendered trees are unmounted after each test (Testing Library's own
// cleanup needs vitest's globals, which are off), and the address and storage reset after each file.
afterEach(() => {
  cleanup();
});
afterAll(() => {
  window.location.hash = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});
