// Issue 38: the GM screen's own JS heap at 200 combatants. Playwright's locators and
// waitForFunction put its injected script into the page's heap (two copies, about 1.2 MB with its
// compiled code), so this page is driven by plain evaluate calls only: the figure is the app's.
// Not a bench itself (run.mts loads only `*-bench.ts`); gm-step-session.ts calls it.
import type { Browser } from 'playwright-core';
import type { RunningHost } from '../helpers/host-process';

export type Memory = { heapMb: number; nodes: number; elements: number; pdfWarm: boolean; steps: number };

/** Polls `expression` in the page (evaluate only) until it is truthy. */
async function until(page: import('playwright-core').Page, expression: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${expression}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A fresh GM screen on the fight: up to `steps` clicks on the banner's "Resolve …" (each waited for
 * until the log shows it), the PDF warm-up done, then the heap after a collection and the DOM size.
 */
export async function gmScreenMemory(browser: Browser, host: RunningHost, combatId: string, steps: number): Promise<Memory> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  try {
    await page.goto(host.url);
    await until(page, `!!document.querySelector('[data-testid="campaign-name"]')`);
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await until(page, `!!document.querySelector('[data-testid="combatant-Raider 1 1"]') && !!document.querySelector('[data-testid="combat-log"]')`);
    let done = 0;
    for (; done < steps; done++) {
      const before = await page.evaluate(() => {
        const b = document.querySelector<HTMLButtonElement>('[data-testid="next-banner"] button.primary');
        if (!b || !/^Resolve/.test(b.textContent ?? '')) return null;
        const last = document.querySelector('[data-testid="combat-log"]')?.lastElementChild?.textContent ?? '';
        b.click();
        return last;
      });
      if (before === null) break;
      await until(page, `(document.querySelector('[data-testid="combat-log"]')?.lastElementChild?.textContent ?? '') !== ${JSON.stringify(before)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await until(page, `performance.getEntriesByName('fs3:pdf-warm').length > 0`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number };
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { heapMb: heap.usedSize / 1048576, nodes: dom.nodes, elements, pdfWarm: true, steps: done };
  } finally {
    await page.close();
  }
}
