/**
 * Issue 21, the player page and the Players panel in Chromium, for pictures (test-results/screenshots,
 * looked at by people) and for what only a real browser shows: the built player.html connecting its
 * WebSocket under the page's CSP, painting each view, the "Reconnecting…" state when the link drops,
 * and the revoked link. The player listener here is a small stand-in (static files over out/renderer
 * and a `ws` server); the real two-browser test over slice H3's listener is the lead's.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayersStatus } from '../../shared/ipc/players-contract';
import { DEFAULT_PLAYER_PRIVACY } from '../../shared/player/privacy';
import { useBrowserApp } from '../helpers/browser-app';
import { axeViolations, describeFindings, seriousOrCritical } from '../helpers/axe';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { GOOD_TOKEN as GOOD, sampleView, startStandIn, stopStandIn, type StandIn } from '../helpers/player-stand-in';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();
let stand: StandIn;
let browser: Browser;

beforeAll(async () => {
  stand = await startStandIn();
  browser = app.browser;
});
afterAll(() => stopStandIn(stand));

async function playerPage(size: { width: number; height: number }, query = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: size });
  const errors = watchPageErrors(page);
  await page.goto(`${stand.url}/?t=${GOOD}${query}`);
  await page.getByTestId('player-order').waitFor();
  return { page, errors };
}

describe('the player page in Chromium', () => {
  it('connects, paints each view, greys out under "Reconnecting…" when the link drops and comes back by itself', async () => {
    const { page, errors } = await playerPage({ width: 390, height: 844 });
    // The token left the address bar.
    expect(new URL(page.url()).search).toBe('');
    await page.waitForFunction(() => window.__fs3PlayerPainted?.version === 1);
    await expect.poll(() => page.getByTestId('player-next').textContent()).toBe('Next to act: Bram Okafor');
    await page.screenshot({ path: screenshotPath('player-phone-dark'), fullPage: true });

    stand.version = 2;
    const pushed = Date.now();
    for (const s of stand.sockets) s.send(JSON.stringify({ type: 'view', view: { ...sampleView(2), fight: { ...sampleView(2).fight!, turn: 4 } } }));
    await page.waitForFunction(() => window.__fs3PlayerPainted?.version === 2);
    const painted = await page.evaluate(() => window.__fs3PlayerPainted!.at);
    expect(painted).toBeGreaterThanOrEqual(pushed - 50);
    await expect.poll(() => page.getByTestId('fight-phase').textContent()).toBe('Turn 4 · Acting');

    for (const s of stand.sockets) s.terminate();
    await page.getByText('Reconnecting…').waitFor();
    await expect.poll(() => page.getByTestId('player-body').getAttribute('data-live')).toBe('false');
    await page.screenshot({ path: screenshotPath('player-phone-reconnecting') });
    await page.getByTestId('link-banner').waitFor({ state: 'detached', timeout: 5000 });
    await expect.poll(() => page.getByTestId('player-body').getAttribute('data-live')).toBe('true');

    await page.getByRole('button', { name: 'Light theme' }).click();
    await page.screenshot({ path: screenshotPath('player-phone-light'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 1366×768 and on a TV with large type', async () => {
    const { page, errors } = await playerPage({ width: 1366, height: 768 });
    await page.screenshot({ path: screenshotPath('player-1366-dark') });
    await page.close();
    const tv = await playerPage({ width: 1920, height: 1080 }, '&large=1');
    await expect.poll(() => tv.page.evaluate(() => document.documentElement.dataset.large)).toBe('1');
    await tv.page.screenshot({ path: screenshotPath('player-tv-large') });
    await tv.page.close();
    expect([...errors, ...tv.errors]).toEqual([]);
  });

  it('has no serious or critical axe finding, dark and light, normal and large type', async () => {
    // axe is injected as an inline script, which the page's CSP forbids.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${stand.url}/?t=${GOOD}`);
    await page.getByTestId('player-order').waitFor();
    const failures: string[] = [];
    for (const step of ['dark', 'light', 'light large', 'dark large']) {
      if (step === 'light') await page.getByRole('button', { name: 'Light theme' }).click();
      if (step === 'light large') await page.getByRole('button', { name: 'Large type' }).click();
      if (step === 'dark large') await page.getByRole('button', { name: 'Light theme' }).click();
      const found = seriousOrCritical(await axeViolations(page));
      if (found.length > 0) failures.push(describeFindings(`player page, ${step}`, found));
    }
    expect(failures).toEqual([]);
    await context.close();
  });

  it('says the link no longer works when the token is refused', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${stand.url}/?t=revoked`);
    await page.getByText('This link no longer works. Ask the storyteller for the new link or QR code.').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshotPath('player-phone-revoked') });
    await page.close();
  });
});

describe('the Players panel in Chromium', () => {
  it('shows sharing on with link, QR code and devices, privacy and roll requests (players.* answered by a stand-in)', async () => {
    await rpc(app.host, 'campaign.create', { name: 'Docks', template: 'sample' });
    const status: PlayersStatus = {
      screen: { url: 'http://127.0.0.1:40001/?t=screen' },
      lan: { url: 'http://192.168.1.20:41234/?t=Vb3kQ9x2LmT7pR4sWz8yHn', address: '192.168.1.20', port: 41234 },
      devices: [
        { id: 'd0', name: 'Player screen', address: '127.0.0.1', channel: 'screen', connectedAt: '2026-11-25T00:58:00.000Z' },
        { id: 'd1', name: 'Kim’s phone', address: '192.168.1.23', channel: 'lan', connectedAt: '2026-11-25T01:02:00.000Z' },
      ],
      requests: [{ id: 'r1', characterName: 'Kim Tanaka', ability: 'Firearms', modifierText: '+1', to: null }],
      results: [{ requestId: 'r0', characterName: 'Alice Ruiz', rolledBy: 'Alice’s tablet', text: 'Alertness (6 dice): 8 7 3 3 2 1 → Success' }],
    };
    const answers: Record<string, unknown> = {
      'players.status': status,
      'players.interfaces': { interfaces: [{ name: 'wlan0', address: '192.168.1.20', family: 'IPv4', internal: false }] },
      'players.privacy': DEFAULT_PLAYER_PRIVACY,
      'players.preview': sampleView(3),
    };
    for (const theme of ['dark', 'light'] as const) {
      await rpc(app.host, 'prefs.set', { theme });
      const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.route('**/rpc/players.*', (route) => {
        const method = new URL(route.request().url()).pathname.split('/').pop()!;
        return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ok: true, value: answers[method] ?? status }) });
      });
      await page.goto(`${app.host.url}#/players`);
      await page.getByTestId('qr-code').waitFor();
      await page.getByTestId('device-row').first().waitFor();
      await page.screenshot({ path: screenshotPath(`players-panel-${theme}`) });
      await page.screenshot({ path: screenshotPath(`players-panel-${theme}-full`), fullPage: true });
      expect(describeFindings(`Players panel, ${theme}`, seriousOrCritical(await axeViolations(page)))).toBe('');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
