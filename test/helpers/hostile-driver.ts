/**
 * Issue 35: sends hostile-http.ts's cases over raw TCP from a number of parallel lanes, each with
 * its own seeded PRNG, until enough requests went out (the fuzz test) or the caller says stop (the
 * bench, which also paces them to a rate). Tallies what the listeners answered.
 */
import { connect, type Socket } from 'node:net';
import { hostileCase, Prng, slowHead, type HostileCase, type HostileTarget } from './hostile-http';

export type DriveOptions = {
  targets: readonly HostileTarget[];
  seed: number;
  lanes: number;
  /** Stop once this many requests went out (counted when their case starts). */
  requests?: number;
  /** Or when this answers true (checked before each case). */
  stop?: () => boolean;
  /** Requests per second over all lanes; unpaced when absent. */
  rate?: number;
  /** How long a case that owes an answer may wait for its first byte or close. */
  answerTimeoutMs?: number;
  host?: string;
  /** Tallies to fill (read while it runs, as the bench does); a fresh one when absent. */
  stats?: DriveStats;
};

export type DriveStats = {
  requests: number;
  connections: number;
  byLabel: Record<string, number>;
  /** First status code received per listener kind ("none": closed without one). */
  statuses: Record<string, Record<string, number>>;
  /** Cases that owed an answer and got neither a byte nor a close in time, and the heads of the first few. */
  silent: number;
  silentSamples: string[];
  /** Connections refused or reset before the case was written (the listener is up if this stays 0). */
  connectErrors: number;
};

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const emptyStats = (): DriveStats => ({ requests: 0, connections: 0, byLabel: {}, statuses: {}, silent: 0, silentSamples: [], connectErrors: 0 });

export async function driveHostile(o: DriveOptions): Promise<DriveStats> {
  const stats = o.stats ?? emptyStats();
  let nextSlot = performance.now();
  const done = () => (o.requests !== undefined && stats.requests >= o.requests) || (o.stop?.() ?? false);
  const lane = async (index: number) => {
    const rng = new Prng(o.seed * 7919 + index);
    while (!done()) {
      const t = rng.pick(o.targets);
      const c = hostileCase(rng, t);
      stats.requests += c.requests;
      stats.connections += 1;
      stats.byLabel[c.label] = (stats.byLabel[c.label] ?? 0) + 1;
      if (o.rate) {
        const slot = Math.max(performance.now(), nextSlot);
        nextSlot = slot + (1000 * c.requests) / o.rate;
        if (slot > performance.now()) await sleep(slot - performance.now());
      }
      const status = await runCase(c, t.port, o.host ?? '127.0.0.1', o.answerTimeoutMs ?? 3000, stats);
      const tally = (stats.statuses[t.kind] ??= {});
      tally[status] = (tally[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: o.lanes }, (_, i) => lane(i)));
  return stats;
}

/** One connection: writes the case's pieces, then waits for an answer (or holds and drops). Never rejects. */
function runCase(c: HostileCase, port: number, host: string, answerTimeoutMs: number, stats: DriveStats): Promise<string> {
  return new Promise((resolve) => {
    let status = 'none';
    let settled = false;
    let connected = false;
    const socket: Socket = connect({ port, host, noDelay: true });
    const finish = (why?: 'silent') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (why === 'silent') {
        stats.silent += 1;
        if (stats.silentSamples.length < 5) stats.silentSamples.push(JSON.stringify(Buffer.concat(c.pieces).toString('latin1', 0, 300)));
      }
      socket.destroy();
      resolve(why === 'silent' ? 'silent' : status);
    };
    const timer = setTimeout(() => finish(c.answered ? 'silent' : undefined), c.answered ? answerTimeoutMs : c.holdMs);
    socket.on('connect', () => {
      connected = true;
      void (async () => {
        for (const piece of c.pieces) {
          if (settled || socket.destroyed) return;
          socket.write(piece);
          if (c.pieces.length > 1) await new Promise((r) => setImmediate(r));
        }
      })();
    });
    socket.on('data', (d: Buffer) => {
      if (status === 'none') status = /^HTTP\/1\.[01] (\d{3})/.exec(d.toString('latin1', 0, 16))?.[1] ?? 'bytes';
      if (c.answered) finish();
    });
    socket.on('error', () => {
      if (!connected) stats.connectErrors += 1;
    });
    socket.on('close', () => finish());
  });
}

/**
 * Slowloris: `count` clients per target that trickle a real request head a few bytes at a time and
 * never finish it. `stop()` ends them; answers how many the listeners cut before that.
 */
export function slowClients(targets: readonly HostileTarget[], count: number, everyMs: number, host = '127.0.0.1'): { stop(): number } {
  const sockets: Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  let cut = 0;
  let stopping = false;
  for (const t of targets) {
    for (let i = 0; i < count; i++) {
      const head = slowHead(t);
      const socket = connect({ port: t.port, host, noDelay: true });
      let at = 0;
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (!stopping) cut += 1;
      });
      const timer = setInterval(() => {
        if (socket.destroyed || at >= head.length) return;
        socket.write(head.subarray(at, at + 3));
        at += 3;
      }, everyMs);
      sockets.push(socket);
      timers.push(timer);
    }
  }
  return {
    stop() {
      stopping = true;
      for (const t of timers) clearInterval(t);
      for (const s of sockets) s.destroy();
      return cut;
    },
  };
}
