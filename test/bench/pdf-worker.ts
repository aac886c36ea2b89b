// Runs in a child process (bundled by pdf-bench.ts as ESM: react-pdf is ESM-only and tsx loads
// the bench modules as CommonJS). Prints one JSON line with the measurements.
import { plainSheet, bigCharacter, renderSheetsInNode } from '../helpers/pdf-sheets';
import { SAMPLE_CAMPAIGN } from '../../shared/systems/fs3.2/sample-campaign';
import type { CharacterSheet } from '../../shared/ipc/character-contract';

const ledger = (id: string, n: number): CharacterSheet['xpLedger'] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1, characterId: id, delta: 2, reason: `Weekly XP, session ${i + 1}`, ability: null,
    inGameDate: `Week ${i + 1}`, recordedAt: `2026-02-${String((i % 27) + 1).padStart(2, '0')}T10:00:00.000Z`,
  }));

async function main(): Promise<void> {
  const sample = SAMPLE_CAMPAIGN.characters?.[1];
  if (!sample) throw new Error('The sample campaign has no second character');
  const one = plainSheet(sample, { xpLedger: ledger(sample.id, 6), gear: [{ name: 'Sidearm', notes: 'Colonial issue' }] });
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

  const t0 = performance.now();
  await renderSheetsInNode([one]);
  const cold = performance.now() - t0;
  const singles: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await renderSheetsInNode([one]);
    singles.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  singles.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);

  const roster = Array.from({ length: 100 }, (_, i) => {
    const c = bigCharacter(`c${i}`, `Crew Member ${i + 1} Ðurić`, 8 + (i % 10), 300 + (i % 5) * 100);
    return plainSheet(c, { xpLedger: ledger(c.id, 8) });
  });
  const rssBefore = process.memoryUsage().rss;
  const t1 = performance.now();
  const c1 = process.cpuUsage();
  const batch = await renderSheetsInNode(roster);
  const batchMs = performance.now() - t1;
  const c1d = process.cpuUsage(c1);
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  console.log(JSON.stringify({
    coldMs: cold,
    medianMs: singles[Math.floor(singles.length / 2)],
    p90Ms: singles[Math.floor(singles.length * 0.9)],
    medianCpuMs: cpu[Math.floor(cpu.length / 2)],
    batchMs,
    batchCpuMs: (c1d.user + c1d.system) / 1000,
    loadAverage: (await import('node:os')).loadavg()[0],
    batchBytes: batch.length,
    rssBeforeBatchMb: rssBefore / 2 ** 20,
    peakRssMb: peakRss / 2 ** 20,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  }));
}

await main();
