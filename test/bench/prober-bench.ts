// Issue 35: the longest wait of a prober calling `app.about` every 25 ms through the built
// browser-mode host (out/host, its own process as in use; `npm run build` first) while long or hostile work runs: a 54 MB campaign JSON import (40,000 characters), a zip entry that
// lies about its size, 10,000 redefined YAML anchors, a 50 MB body to an ordinary method. Also the
// time of a 10,000-step campaign's import. Target: every wait < 100 ms. `npm run bench -- prober`.
import { startHost } from '../helpers/host-process';
import type { CampaignExport } from '../../shared/domain/campaign-export';
import { makeTestContext } from '../helpers/app-context';
import { testCharacter } from '../helpers/db-fixtures';
import { writeLongCombat } from '../helpers/long-combat';
import { writeZip } from '../main/core/config/zip-writer';
import type { Bench } from './types';
import { Worker } from 'node:worker_threads';

/** The prober: its own event loop, a keep-alive connection, one probe every 25 ms. */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const waits = [];
let running = true;
parentPort.on('message', () => { running = false; });
const probe = () => new Promise((resolve) => {
  const req = http.request(workerData.url, { method: 'POST', agent, headers: { Authorization: 'Bearer ' + workerData.token, 'Content-Type': 'application/json' } }, (res) => { res.resume(); res.on('end', resolve); });
  req.on('error', resolve);
  req.end('{}');
});
(async () => {
  await probe();
  parentPort.postMessage('ready');
  while (running) {
    const due = performance.now() + 25;
    await new Promise((r) => setTimeout(r, 25));
    await probe();
    waits.push(performance.now() - due);
  }
  parentPort.postMessage(waits);
})();
`;

const ms = (n: number) => `${Math.round(n)} ms`;

export const benches: Bench[] = [
  {
    name: 'prober: longest wait during long and hostile work',
    target: 'each max < 100 ms',
    async run() {
      const ctx = makeTestContext();
      await ctx.campaigns.create({ name: 'Prober bench', template: 'blank' });
      const host = await startHost();
      const rpc = async (method: string, body: Buffer | string) => {
        // A refused upload may see its connection closed before it reads the 413: that is a refusal too.
        const res = await fetch(`${host.origin}/rpc/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${host.token}` }, body: typeof body === 'string' ? body : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length) });
        return (await res.json()) as { ok: boolean; error?: { message: string } };
      };
      const send = async (method: string, body: Buffer | string) => {
        try {
          return await rpc(method, body);
        } catch {
          return { ok: false, error: { message: 'the host closed the connection (refused)' } };
        }
      };
      /**
       * Runs `work` while a prober in a thread of its own (so the uploads' client work here is not
       * counted) calls app.about every 25 ms; waits are counted from when each probe was due.
       */
      const probed = async (work: () => Promise<{ ok: boolean; error?: { message: string } }>) => {
        const prober = new Worker(PROBER, { eval: true, workerData: { url: `${host.origin}/rpc/app.about`, token: host.token } });
        await new Promise((r) => prober.once('message', r));
        const started = performance.now();
        const answer = await work().catch((error: unknown) => {
          throw new Error(`${error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error)}; host said: ${host.output().slice(-500)}`);
        });
        const took = performance.now() - started;
        prober.postMessage('stop');
        const waits = ((await new Promise((r) => prober.once('message', r))) as number[]).sort((a, b) => a - b);
        await prober.terminate();
        return { answer, took, p50: waits[Math.floor(waits.length / 2)] ?? 0, max: waits.at(-1) ?? 0, n: waits.length };
      };
      const doc = ctx.campaigns.requireSession().exportDocument() as CampaignExport;
      const characters = Array.from({ length: 40_000 }, (_, i) => testCharacter(`big-${i}`, { name: `Crew ${i}`, notes: `Log ${i}: ${'x'.repeat(950)}` }));
      const importBody = Buffer.from(JSON.stringify({ json: JSON.stringify({ ...doc, characters }) }));
      const lyingZip = writeZip([{ name: 'fs3combat_weapons.yml', data: Buffer.alloc(512 * 1024 * 1024, 0x41), size: 1024 }]).toString('base64');
      const anchors = `fs3combat:\n${Array.from({ length: 10_000 }, (_, i) => `  k${i}: &a ${i}\n  j${i}: *a`).join('\n')}\n`;
      const fiftyMb = Buffer.from(JSON.stringify({ theme: 'x'.repeat(50 * 1024 * 1024) }));

      // The 10,000-step campaign: written directly, exported, then imported through the host.
      let t = Date.parse('2026-05-01T18:00:00.000Z');
      const clock = { now: () => new Date(t), advance: (d: number) => void (t += d), set: (iso: string) => void (t = Date.parse(iso)) };
      writeLongCombat(ctx.campaigns.requireSession(), clock, { steps: 10_000 });
      const stepsJson = ctx.campaigns.requireSession().exportDocument();
      const stepsBody = Buffer.from(JSON.stringify({ json: JSON.stringify(stepsJson) }));

      const cases: [string, () => Promise<{ ok: boolean; error?: { message: string } }>][] = [
        [`${(importBody.length / 1024 / 1024).toFixed(0)} MB JSON import (40,000 characters)`, () => rpc('campaign.importJson', importBody)],
        ['10,000-step campaign import', () => rpc('campaign.importJson', stepsBody)],
        ['lying zip entry (1 kB declared, 512 MB inside)', () => rpc('config.planImport', JSON.stringify({ zip: { name: 'game.zip', base64: lyingZip } }))],
        ['10,000 redefined anchors', () => rpc('config.planImport', JSON.stringify({ files: [{ name: 'fs3combat_anchors.yml', text: anchors }] }))],
        ['50 MB body to prefs.set', () => send('prefs.set', fiftyMb)],
      ];
      const lines: string[] = [];
      let worst = 0;
      for (const [label, work] of cases) {
        const r = await probed(work);
        worst = Math.max(worst, r.max);
        const outcome = r.answer.ok ? 'done' : `refused: ${(r.answer.error?.message ?? '').slice(0, 60)}`;
        lines.push(`${label}: ${outcome} in ${ms(r.took)}; probe wait p50 ${ms(r.p50)}, max ${ms(r.max)} (${r.n} probes)`);
      }
      console.log(`  ${lines.join('\n  ')}`);
      await host.stop();
      await ctx.campaigns.close();
      return `worst probe wait ${ms(worst)}`;
    },
  },
];
