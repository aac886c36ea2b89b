// Issue 37 item 9: select a combatant → their side panel (the sheet: wounds, luck, gear and ammo,
// conditions and note) painted, at 200 combatants in Chromium; target < 50 ms. And the declare
// form's keys: Tab presses from the panel's first field (Action) to Declare; target ≤ 6. Runs
// against the built browser-mode host: `npm run build` first.
import type { Page } from 'playwright-core';
import { startBigFight } from '../helpers/big-fight';
import { medianWorst } from './measure';
import { withHostAndBrowser } from './setup';
import type { Bench } from './types';

const COMBATANTS = 200;

/**
 * Clicks the row's name and answers the ms until the panel showing that name has been painted.
 * Plain JavaScript text: the bench runs through tsx, whose helpers would not exist in the page.
 */
const SELECT_AND_PAINT = `(i) => new Promise((resolve, reject) => {
  // Issue 38: the board renders the rows in view; the i-th of those (round the list).
  const names = document.querySelectorAll('#combat-board li.combatant .combatant-name');
  const button = names[i % names.length];
  if (!button) return reject(new Error('No combatant ' + i));
  const name = button.closest('li.combatant').getAttribute('data-testid').replace(/^combatant-/, '');
  const t0 = performance.now();
  button.click();
  function tick() {
    const title = document.querySelector('[data-testid="combatant-sheet"] h2');
    if (!title || title.textContent !== name) return void requestAnimationFrame(tick);
    // In the DOM before this frame: the paint follows this callback, the message follows the paint.
    const channel = new MessageChannel();
    channel.port1.onmessage = function () { resolve(performance.now() - t0); };
    channel.port2.postMessage(0);
  }
  requestAnimationFrame(tick);
})`;

function selectAndWaitForPaint(page: Page, index: number): Promise<number> {
  return page.evaluate(`(${SELECT_AND_PAINT})(${index})`) as Promise<number>;
}

type Figures = { paint: number[]; keys: number };
let shared: Promise<Figures> | null = null;

function measure(): Promise<Figures> {
  shared ??= withHostAndBrowser(async (host, browser) => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(host.url);
    await page.getByTestId('campaign-name').waitFor();
    const combatId = await startBigFight(host, COMBATANTS, 'Side panel bench');
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await page.getByTestId('combatant-Raider 1 1').waitFor();

    // The keys: the first combatant's declare panel, focus on Action, Tab until the submit button.
    await page.locator('#combat-board li.combatant .combatant-name').first().click();
    const action = page.getByTestId('declare-panel').getByLabel('Action');
    await action.focus();
    let keys = 0;
    const onSubmit = () => page.evaluate(`document.activeElement && document.activeElement.getAttribute('type') === 'submit'`);
    while (!(await onSubmit()) && keys < 40) {
      await page.keyboard.press('Tab');
      keys++;
    }

    // The sheet stays the side panel's choice from one combatant to the next.
    await page.getByTestId('side-tabs').getByRole('button', { name: 'Sheet' }).click();
    await page.getByTestId('combatant-sheet').waitFor();
    const paint: number[] = [];
    for (let i = 0; i < 23; i++) {
      const ms = await selectAndWaitForPaint(page, 7 + i * 8);
      await page.waitForTimeout(60);
      if (i >= 3) paint.push(ms); // warm-up
    }
    return { paint, keys };
  });
  return shared;
}

export const benches: Bench[] = [
  {
    name: `GM screen: select → side panel painted (${COMBATANTS})`,
    target: '< 50 ms',
    async run() {
      const { paint } = await measure();
      const m = medianWorst(paint);
      return `median ${m.median.toFixed(1)} ms, worst ${m.worst.toFixed(1)} ms`;
    },
  },
  {
    name: 'GM screen: Tab presses from Action to Declare',
    target: '≤ 6 keys',
    async run() {
      const { keys } = await measure();
      return `${keys} keys`;
    },
  },
];
