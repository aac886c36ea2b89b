import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Tests and scripts run from the repository root (vitest's root). */
export const REPO_ROOT = resolve(process.cwd());
export const HOST_ENTRY = join(REPO_ROOT, 'out/host/host.js');

export type RunningHost = {
  /** The full URL printed by the host, token included. */
  url: string;
  origin: string;
  token: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Starts the built browser-mode host exactly as `npm start` does and waits for its URL line. */
export async function startHost(options: { dataDir?: string; args?: string[]; firstRun?: boolean; env?: Record<string, string> } = {}): Promise<RunningHost> {
  if (!existsSync(HOST_ENTRY)) throw new Error(`${HOST_ENTRY} is missing: run npm run build first`);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'fs3-e2e-'));
  // Issue 43: a fresh data folder is a new user, who gets the first-run tour over the screens.
  // Tests act as a returning storyteller (tour done) unless they ask for a first run.
  const prefsFile = join(dataDir, 'config.json');
  if (!options.firstRun && !existsSync(prefsFile)) writeFileSync(prefsFile, JSON.stringify({ version: 2, tourDone: true }));
  // A data directory made here is removed when the host stops; one passed in belongs to the caller.
  const ownDir = options.dataDir === undefined;
  // FS3_HOST_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the host a bench or test starts.
  const nodeArgs = (process.env['FS3_HOST_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, HOST_ENTRY, '--no-open', ...(options.args ?? [])], {
    env: { ...process.env, ...options.env, FS3_CONSOLE_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`Host did not print its URL in time:\n${out}`)), 20_000);
    const check = (): void => {
      const m = /Open: (http:\/\/\S+)\n/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        res(m[1]);
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`Host exited with ${code}:\n${out}`));
    });
  });
  const parsed = new URL(url);
  return {
    url,
    origin: parsed.origin,
    token: parsed.searchParams.get('token') ?? '',
    dataDir,
    child,
    output: () => out,
    stop: async (signal = 'SIGINT') => {
      const code = await new Promise<number | null>((res) => {
        // A process killed by a signal has no exit code, only a signal code: it has exited all the same.
        if (child.exitCode !== null || child.signalCode !== null) return res(child.exitCode);
        child.once('exit', (c) => res(c));
        child.kill(signal);
      });
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export type Envelope<T> = { ok: boolean; value?: T; error?: { code: string; message: string } };

/** `POST /rpc/<method>` with the host's token, as the renderer sends it: the Result envelope. */
export async function hostCall<T>(host: RunningHost, method: string, input: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${host.origin}/rpc/${method}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${host.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  return (await res.json()) as Envelope<T>;
}

/** {@link hostCall}'s value, or an Error naming the method and main's message. */
export async function rpc<T>(host: RunningHost, method: string, input: unknown): Promise<T> {
  const body = await hostCall<T>(host, method, input);
  if (!body.ok) throw new Error(`${method}: ${body.error?.message}`);
  return body.value as T;
}
