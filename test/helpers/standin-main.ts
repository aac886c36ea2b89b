import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The built main process, as `npm run build` leaves it. */
export const MAIN_ENTRY = resolve(process.cwd(), 'out/main/index.js');
const PRELOAD = resolve(process.cwd(), 'test/helpers/electron-standin-preload.cjs');

export type StandinRecord = { name: string; at: number; detail?: Record<string, unknown> };

export type StandinMain = {
  userData: string;
  records: StandinRecord[];
  output: () => string;
  /** Resolves with the first record (already seen or still to come) that matches. */
  waitFor(name: string, match?: (r: StandinRecord) => boolean, timeoutMs?: number): Promise<StandinRecord>;
  command<T = unknown>(msg: Record<string, unknown>): Promise<T>;
  /** Calls an RPC method the way the app page does, through the handler main registered. */
  call<T = unknown>(method: string, payload?: unknown): Promise<{ ok: boolean; value?: T; error?: { code: string; message: string } }>;
  stop(): Promise<void>;
};

/**
 * Runs out/main/index.js in a child Node with test/helpers/electron-standin.cjs in place of
 * `electron` (issue 23). The user-data folder is a temp folder removed on stop, unless passed in.
 */
export function startStandinMain(options: { args?: string[]; userData?: string; cwd?: string; env?: Record<string, string> } = {}): StandinMain {
  if (!existsSync(MAIN_ENTRY)) throw new Error(`${MAIN_ENTRY} is missing: run npm run build first`);
  const userData = options.userData ?? mkdtempSync(join(tmpdir(), 'fs3-standin-'));
  const ownDir = options.userData === undefined;
  const child: ChildProcess = fork(MAIN_ENTRY, options.args ?? [], {
    execArgv: ['--require', PRELOAD],
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, FS3_STANDIN_USER_DATA: userData, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const records: StandinRecord[] = [];
  const waiters: { name: string; match: (r: StandinRecord) => boolean; resolve: (r: StandinRecord) => void }[] = [];
  const replies = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  child.on('message', (msg: { type: string; record?: StandinRecord; id?: number; result?: unknown; error?: string }) => {
    if (msg.type === 'record' && msg.record) {
      records.push(msg.record);
      for (const w of [...waiters]) {
        if (w.name === msg.record.name && w.match(msg.record)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(msg.record);
        }
      }
    } else if (msg.type === 'reply' && msg.id !== undefined) {
      const pending = replies.get(msg.id);
      replies.delete(msg.id);
      if (msg.error) pending?.reject(new Error(msg.error));
      else pending?.resolve(msg.result);
    }
  });
  const exited = new Promise<void>((res) => child.once('exit', () => res()));

  const command = <T>(msg: Record<string, unknown>): Promise<T> =>
    new Promise<T>((res, rej) => {
      const id = nextId++;
      replies.set(id, { resolve: res as (v: unknown) => void, reject: rej });
      child.send({ ...msg, id });
    });

  return {
    userData,
    records,
    output: () => out,
    waitFor(name, match = () => true, timeoutMs = 15_000) {
      const seen = records.find((r) => r.name === name && match(r));
      if (seen) return Promise.resolve(seen);
      return new Promise((res, rej) => {
        const timer = setTimeout(() => rej(new Error(`No "${name}" record in ${timeoutMs} ms. Output:\n${out}`)), timeoutMs);
        waiters.push({ name, match, resolve: (r) => { clearTimeout(timer); res(r); } });
        void exited.then(() => rej(new Error(`Main exited before a "${name}" record. Output:\n${out}`)));
      });
    },
    command,
    call: (method, payload = {}) => command({ type: 'invoke', channel: 'gm:rpc', method, payload }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDir) rmSync(userData, { recursive: true, force: true });
    },
  };
}
