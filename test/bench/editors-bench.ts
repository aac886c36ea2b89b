// Gear editors (issue 9): heatmap recomputation after an edit of a 20-location chart (target
// < 5 ms), the save round trip behind it, and the editor's re-render in Chromium.
import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import { MISS, type HitChart } from '../../shared/domain/gear';
import { moveEntry } from '../../shared/editors/chart-ops';
import { chartHeatmap } from '../../shared/editors/heatmap';
import { FS32_COMBAT_RULESET } from '../../shared/systems/fs3.2/combat/ruleset';
import { createSeededRng } from '../../shared/core/dice/rng';
import { makeTestContext } from '../helpers/app-context';
import { rpc } from '../helpers/host-process';
import { withHostAndBrowser } from './setup';
import { medianP95 } from './measure';
import type { Bench } from './types';

/** A 20-location chart, every location aimable, rows built 5 red / 5 yellow / 5 green from seeded dice. */
export function bigChart(name = 'Big'): HitChart {
  const rng = createSeededRng('editors-bench');
  const names = Array.from({ length: 20 }, (_, i) => `Spot ${i + 1}`);
  const pick = () => names[rng.die(20) - 1]!;
  const targets: Record<string, string[]> = {};
  names.forEach((n, i) => {
    const red = Array.from({ length: 5 }, () => (i > 0 && rng.die(2) === 1 ? MISS : pick()));
    const yellow = Array.from({ length: 5 }, () => (rng.die(2) === 1 ? n : pick()));
    targets[n] = [...red, ...yellow, ...new Array<string>(5).fill(n)];
  });
  return {
    name,
    defaultTarget: names[0]!,
    locations: names.map((n, i) => ({ name: n, mark: i === 0 ? 'vital' : i < 3 ? 'critical' : 'normal' })),
    targets,
  };
}

export const benches: Bench[] = [
  {
    name: 'editors: heatmap after an edit (20 locations)',
    target: '< 5 ms',
    run: () => {
      let chart = bigChart();
      for (let i = 0; i < 50; i++) chartHeatmap(FS32_COMBAT_RULESET, chart);
      const times: number[] = [];
      for (let i = 0; i < 500; i++) {
        const t = performance.now();
        chart = moveEntry(chart, 'Spot 1', i % 15, (i * 7) % 15);
        chartHeatmap(FS32_COMBAT_RULESET, chart);
        times.push(performance.now() - t);
      }
      return medianP95(times, 'ms', 3);
    },
  },
  {
    name: 'editors: gear.save of a 20-location chart',
    target: '< 50 ms',
    async run() {
      const ctx = makeTestContext();
      const dispatch = createDispatch(createHandlers(ctx), ctx.log);
      await ctx.campaigns.openAtStartup();
      let chart = bigChart();
      await dispatch('gear.save', { list: 'hitCharts', item: chart });
      const times: number[] = [];
      for (let i = 0; i < 120; i++) {
        chart = moveEntry(chart, 'Spot 2', i % 15, (i * 4) % 15);
        const t = performance.now();
        const r = await dispatch('gear.save', { list: 'hitCharts', item: chart, previousName: chart.name });
        times.push(performance.now() - t);
        if (!r.ok) throw new Error(r.error.message);
      }
      await ctx.campaigns.close();
      return `${medianP95(times.slice(20))} (store + lint + undo)`;
    },
  },
  {
    name: 'editors: re-render after an edit in Chromium (20 loc)',
    target: '< 50 ms',
    async run() {
      return withHostAndBrowser(async (host, browser) => {
        const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
        await page.goto(host.url);
        await page.getByText('Sample: Ragnar Anchorage').first().waitFor();
        await rpc(host, 'gear.save', { list: 'hitCharts', item: bigChart() });
        await page.goto(`${host.origin}/#/editors/charts/Big`);
        await page.getByRole('heading', { name: /Aiming at Spot 1/ }).waitFor();
        // Entry 8 is read on a roll of 8 (7 in 64 at 0 net hits): each change moves the heatmap.
        const times = await page.evaluate(async () => {
          const select = document.querySelector<HTMLSelectElement>('select[aria-label="Entry 8"]')!;
          const table = document.querySelector('[data-testid="heatmap"]')!;
          const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
          const out: number[] = [];
          for (let i = 0; i < 40; i++) {
            const value = i % 2 === 0 ? 'Spot 19' : 'Spot 20';
            const changed = new Promise<void>((resolve) => {
              const mo = new MutationObserver(() => {
                mo.disconnect();
                resolve();
              });
              mo.observe(table, { subtree: true, characterData: true, childList: true });
            });
            const t = performance.now();
            setValue.call(select, value);
            select.dispatchEvent(new Event('change', { bubbles: true }));
            await changed;
            await new Promise((r) => requestAnimationFrame(() => r(null)));
            out.push(performance.now() - t);
            // Let the save answer before the next edit, as a person's next click would.
            await new Promise((r) => setTimeout(r, 60));
          }
          return out;
        });
        return `${medianP95(times.slice(5), 'ms', 1)} (to next frame)`;
      });
    },
  },
];
