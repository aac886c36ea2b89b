import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { screenshotPath } from '../helpers/screenshots';
import { watchPageErrors } from '../helpers/browser';

const app = useBrowserApp();

const problemCount = (page: Page) => page.getByTestId('system-problem-count').textContent();

describe('setting editor in the browser', () => {
  it('renames an attribute with a finding that appears and clears, keeps it across a reload, at two window sizes', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(8000);
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await page.getByRole('link', { name: 'Game system' }).click();
    await page.getByRole('heading', { name: 'Game system' }).waitFor();
    await expect.poll(() => problemCount(page)).toBe('No problems');
    await page.screenshot({ path: screenshotPath('system-1366x768') });

    // A blank name is an error; its problem focuses the field.
    await page.getByLabel('Attribute 1 name').fill('');
    await expect.poll(() => problemCount(page)).toMatch(/^[1-9]\d* errors?/);
    await page.getByRole('list', { name: 'Setting problems' }).getByRole('button', { name: 'Attribute 1 has no name.' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('sys-attributes-0-name');
    await page.getByLabel('Attribute 1 name').fill('Academic');
    await expect.poll(() => problemCount(page)).toBe('No problems');
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');

    // Typing a new name: the crew still hold Reactive, so a warning names them.
    const name = page.getByLabel('Attribute 5 name');
    await name.fill('Reflexes');
    await expect.poll(() => problemCount(page)).toBe('0 errors, 1 warning');
    await page.getByRole('button', { name: /have the attribute Reactive/ }).waitFor();
    await expect.poll(() => page.getByLabel('Firearms ruling attribute').inputValue()).toBe('Reflexes');
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');

    // Leaving the field offers to rename it on the sheets; accepting clears the finding.
    await name.press('Tab');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await page.screenshot({ path: screenshotPath('system-rename-confirm') });
    await dialog.getByRole('button', { name: 'Rename on sheets too' }).click();
    await expect.poll(() => problemCount(page)).toBe('No problems');
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');

    await page.reload();
    await page.getByRole('heading', { name: 'Game system' }).waitFor();
    await expect.poll(() => page.getByLabel('Attribute 5 name').inputValue()).toBe('Reflexes');
    await expect.poll(() => problemCount(page)).toBe('No problems');

    // Undo from the keyboard (focus outside a text field) brings the old name back on sheets too.
    await page.getByRole('heading', { name: 'Game system' }).click();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByLabel('Attribute 5 name').inputValue()).toBe('Reactive');

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: screenshotPath('system-1920x1080') });
    await page.getByRole('heading', { name: 'House rules' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('system-1920x1080-house-rules') });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.getByRole('heading', { name: 'Game system' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('system-1920x1080-dark') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
