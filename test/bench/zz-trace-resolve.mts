// Scratch: a Chromium trace of "Resolve all" at 200 combatants, main-thread summary.
import { writeFileSync } from 'node:fs';
import { withHostAndBrowser } from './setup';
import { COMBATANTS, command, newTurn, setUp } from './gm-step-session';

await withHostAndBrowser(async (host, browser) => {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.goto(host.url);
  await page.getByTestId('campaign-name').waitFor();
  const combatId = await setUp(host);
  await newTurn(host, combatId);
  await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
  await page.locator(`[data-testid="initiative-order"][data-count="${COMBATANTS}"]`).waitFor();
  for (let turn = 0; turn < 3; turn++) {
    if (turn > 0) {
      await command(host, combatId, { type: 'knockout.roll' }).catch(() => undefined);
      await command(host, combatId, { type: 'turn.end' });
      await newTurn(host, combatId);
    }
    await page.getByRole('button', { name: 'Resolve all remaining' }).waitFor();
    await page.waitForTimeout(500);
    const cdp = await page.context().newCDPSession(page);
    const events: unknown[] = [];
    cdp.on('Tracing.dataCollected', (d: { value: unknown[] }) => events.push(...d.value));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing,v8.execute,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.frame,latencyInfo,disabled-by-default-v8.cpu_profiler', transferMode: 'ReportEvents' });
    await page.evaluate(() => performance.clearMeasures());
    const painted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const t0 = performance.now();
          performance.mark('zz-click');
          [...document.querySelectorAll('button')].find((b) => b.textContent === 'Resolve all remaining')!.click();
          const tick = () => {
            if (performance.getEntriesByName('combat-command-to-commit', 'measure').length === 0) return void requestAnimationFrame(tick);
            const channel = new MessageChannel();
            channel.port1.onmessage = () => { performance.mark('zz-painted'); resolve(performance.now() - t0); };
            channel.port2.postMessage(0);
          };
          requestAnimationFrame(tick);
        }),
    );
    await page.waitForTimeout(300);
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    writeFileSync(`/tmp/trace/resolve-${turn}.json`, JSON.stringify({ traceEvents: events }));
    console.log('turn', turn, 'painted', painted.toFixed(1));
  }
});
