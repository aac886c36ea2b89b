import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { CampaignOptions, Timers } from '../../main/core/campaign/options';

/** A fresh temp folder per call, removed after the current test. */
export function useTempDirs(): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), 'fs3-db-test-'));
    dirs.push(dir);
    return dir;
  };
}

export type FakeClock = { now: () => Date; advance: (ms: number) => void; set: (iso: string) => void };

/** A clock that only moves when told to. */
export function createFakeClock(startIso = '2026-05-01T18:00:00.000Z'): FakeClock {
  let t = Date.parse(startIso);
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (iso) => {
      t = Date.parse(iso);
    },
  };
}

export type ManualTimers = Timers & { tick: () => void; active: () => number };

/** Interval timers that fire only when `tick()` is called. */
export function createManualTimers(): ManualTimers {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  return {
    setInterval: (callback) => {
      callbacks.set(next, callback);
      return next++;
    },
    clearInterval: (handle) => {
      callbacks.delete(handle as number);
    },
    tick: () => {
      for (const cb of [...callbacks.values()]) cb();
    },
    active: () => callbacks.size,
  };
}

/** Options for the campaign service with a fake clock and no real timers. */
export function testCampaignOptions(clock: FakeClock, overrides: Partial<CampaignOptions> = {}): CampaignOptions {
  return { now: clock.now, appVersion: '0.1.0-test', timers: createManualTimers(), ...overrides };
}

/** Every file in `dir` with its bytes, for "nothing was modified" assertions. */
export function snapshotDir(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    out[name] = statSync(path).isDirectory() ? '(folder)' : readFileSync(path).toString('base64');
  }
  return out;
}
