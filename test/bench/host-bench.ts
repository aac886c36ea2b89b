import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import { startHttpHost } from '../../main/http/server';
import { makeTestContext } from '../helpers/app-context';
import type { Bench } from './types';

/** Round trips through the real HTTP transport: the floor under every browser-mode screen. */
export const benches: Bench[] = [
  {
    name: 'HTTP contract round trip (app.about)',
    target: 'p99 < 5 ms',
    async run() {
      const ctx = makeTestContext();
      const host = await startHttpHost({ dispatch: createDispatch(createHandlers(ctx), ctx.log), token: 't' });
      const times: number[] = [];
      for (let i = 0; i < 200; i++) await (await fetch(`${host.url}rpc/app.about`, { method: 'POST', headers: { Authorization: 'Bearer t' }, body: '{}' })).json(); // warm-up
      for (let i = 0; i < 2000; i++) {
        const t = performance.now();
        const res = await fetch(`${host.url}rpc/app.about`, { method: 'POST', headers: { Authorization: 'Bearer t' }, body: '{}' });
        await res.json();
        times.push(performance.now() - t);
      }
      await host.close();
      times.sort((a, b) => a - b);
      const p = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(2);
      return `p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`;
    },
  },
];
