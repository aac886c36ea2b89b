import type { Page } from 'playwright-core';
import { findEdition } from '../../shared/systems';

/** FS3.1's starting setting with action skills (the minimal one has none), as the wizard lists it. */
export const FS31_PLAY_TEMPLATE = findEdition('fs3.1')!.templates.find((t) => t.setting().actionSkills.length > 0)!;

/** An FS3.1 campaign made through the New campaign wizard from {@link FS31_PLAY_TEMPLATE}; waits until it is open. */
export async function createFs31Campaign(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await page.getByRole('button', { name: 'New campaign…' }).click();
  await page.getByLabel('Campaign name').fill(name);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: /FS3\.1 classic/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: FS31_PLAY_TEMPLATE.name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Create campaign' }).click();
  await page.getByTestId('campaign-name').filter({ hasText: name }).waitFor();
}
