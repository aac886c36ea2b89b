import { afterAll } from 'vitest';

// The e2e files share their worker (isolate: false in vitest.config.mts): the FS3_ settings a file
// puts in process.env for the hosts it starts (its dice seeds) end with it, as if it had a process
// of its own. What the run set before the file (the shared Chromium's address) stays.
const before = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('FS3_')));

afterAll(() => {
  for (const key of Object.keys(process.env)) if (key.startsWith('FS3_') && !(key in before)) delete process.env[key];
  Object.assign(process.env, before);
});
