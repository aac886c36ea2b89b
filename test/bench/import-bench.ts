// Issue 38: "Importing a 10,000-step campaign takes 5.5 s through the app" (target < 2 s, never
// blocking). Through the built browser-mode host (out/host, its own process as in use; `npm run
// build` first), the way the Home screen imports: the file picker's click asks the host to start
// the import's worker (`campaign.prepareImport`), the storyteller picks the file, then the import
// is sent. Also the same import with no picker before it (a fresh host each), and once more warm.
import { makeTestContext } from '../helpers/app-context';
import { hostCall, startHost, type RunningHost } from '../helpers/host-process';
import { writeLongCombat } from '../helpers/long-combat';
import { floorQuantile } from './measure';
import type { Bench } from './types';

/** How long the storyteller takes to pick the file in the picker (a quick one). */
const PICKING_MS = 1000;
const ROUNDS = 3;

async function timedImport(host: RunningHost, body: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${host.origin}/rpc/campaign.importJson`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${host.token}` }, body });
  const answer = (await res.json()) as { ok: boolean; error?: { message: string } };
  if (!answer.ok) throw new Error(`import refused: ${answer.error?.message}`);
  return performance.now() - t;
}

export const benches: Bench[] = [
  {
    name: '10,000-step campaign import through the host',
    target: '< 2 s (the picker opened before, as on the Home screen)',
    async run() {
      const ctx = makeTestContext();
      try {
        await ctx.campaigns.create({ name: 'Import bench', template: 'blank' });
        let t = Date.parse('2026-05-01T18:00:00.000Z');
        const clock = { now: () => new Date(t), advance: (d: number) => void (t += d), set: (iso: string) => void (t = Date.parse(iso)) };
        writeLongCombat(ctx.campaigns.requireSession(), clock, { steps: 10_000 });
        const body = JSON.stringify({ json: JSON.stringify(ctx.campaigns.requireSession().exportDocument()) });
        const picked: number[] = [];
        const cold: number[] = [];
        const warm: number[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          const host = await startHost();
          try {
            await hostCall(host, 'app.about', {});
            const prepared = await hostCall<{ prepared: boolean }>(host, 'campaign.prepareImport', {});
            if (!prepared.value?.prepared) throw new Error('the host started no import worker');
            await new Promise((r) => setTimeout(r, PICKING_MS));
            picked.push(await timedImport(host, body));
            warm.push(await timedImport(host, body));
          } finally {
            await host.stop();
          }
          const bare = await startHost();
          try {
            await hostCall(bare, 'app.about', {});
            cold.push(await timedImport(bare, body));
          } finally {
            await bare.stop();
          }
        }
        const med = (xs: number[]) => `${floorQuantile(xs, 0.5).toFixed(0)} ms`;
        return `median of ${ROUNDS}: ${med(picked)} after the picker (${picked.map((x) => x.toFixed(0)).join(', ')}), ` +
          `${med(cold)} with no picker first, ${med(warm)} again with the worker warm (${(body.length / 1024 / 1024).toFixed(1)} MB)`;
      } finally {
        await ctx.campaigns.close();
      }
    },
  },
];
