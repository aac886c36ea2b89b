/**
 * Long background work (a campaign import, a large request body's parse, an integrity check) runs
 * in worker threads, yet on a 2-core machine such a thread still competes with the main thread for
 * a core, and every request main answers waits behind it: during a 58 MB import a 25 ms prober saw
 * 156–420 ms waits whose profiles showed main in trivial code, waiting for a CPU (issue 35). On
 * Linux each thread has its own nice value, so a worker lowers its own priority and main (and the
 * players' pushes) always go first; on an idle machine the worker still gets a whole core. On other
 * systems, or where procfs is missing, the worker runs as before.
 */
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

export const BACKGROUND_NICE = 10;

/** Lowers the calling thread's priority (Linux: its own nice value, never raised); a no-op where that cannot be done. */
export function lowerThisThreadPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, Math.max(getPriority(tid), BACKGROUND_NICE));
  } catch {
    // No procfs, or not allowed: the work runs at normal priority, as before.
  }
}

/** The same as `lowerThisThreadPriority`, as CommonJS text for the workers that are given as source. */
export const LOWER_PRIORITY_SOURCE = `
try {
  if (process.platform === 'linux') {
    const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) { const os = require('node:os'); os.setPriority(tid, Math.max(os.getPriority(tid), ${BACKGROUND_NICE})); }
  }
} catch {}
`;
