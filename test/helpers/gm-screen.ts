/** Driving the GM screen in Chromium as a storyteller does: drags, declarations, a whole turn. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A real pointer drag: press, move in steps (dnd-kit needs movement to activate), release. */
export async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 3 });
  // Issue 43 item 8: the drop waits for the state it needs, the target marked as hovered
  // (dnd-kit's isOver, `is-over` on every droppable of the board). Under load the board can still
  // be laying out (a vehicle just added) or dnd-kit still measuring when the pointer arrives, and
  // a release then drops nowhere. The target is measured again and the pointer moves within it
  // until it is marked, which is what a person's hand does.
  let hovered = false;
  const deadline = Date.now() + 10_000;
  for (let attempt = 0; !hovered && (attempt === 0 || Date.now() < deadline); attempt++) {
    const b = (await to.boundingBox())!;
    const jiggle = attempt % 2 === 0 ? 0 : 4;
    await page.mouse.move(b.x + b.width / 2 + jiggle, b.y + Math.min(b.height / 2, 30) + jiggle, { steps: attempt === 0 ? 12 : 2 });
    hovered = /\bis-over\b/.test((await to.getAttribute('class')) ?? '');
  }
  await page.mouse.up();
  if (!hovered) throw new Error('mouseDrag: the drop target was never marked as hovered (is-over)');
}

/** A keyboard drag: Space picks up, arrows go from drop target to drop target (announced), Space drops. */
export async function keyboardDrag(page: Page, from: Locator, targetLabel: string): Promise<void> {
  await from.focus();
  await page.keyboard.press('Space');
  // The board's live region (the initiative list has its own context and region).
  const live = page.locator('[id^="DndLiveRegion"]').first();
  await expect.poll(() => live.textContent()).toContain('Picked up');
  for (let i = 0; i < 12; i++) {
    // Wait for this arrow's own announcement: reading the region straight away can see the
    // previous one, and a Space then drops on the target after the one announced.
    const before = await live.textContent();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => live.textContent(), { timeout: 2_000 }).not.toBe(before).catch(() => undefined);
    if ((await live.textContent())?.includes(`is over ${targetLabel}.`)) {
      await page.keyboard.press('Space');
      await expect.poll(() => live.textContent()).toContain(`was dropped on ${targetLabel}`);
      return;
    }
  }
  throw new Error(`Keyboard drag never reached ${targetLabel}: ${await live.textContent()}`);
}

export const team = (page: Page, n: number) => page.getByTestId(`team-${n}`);
export const nextText = (page: Page) => page.getByTestId('next-text').textContent();
export const banner = (page: Page) => page.getByTestId('next-banner');

/** Declares for everyone still missing (PCs through the panel, NPCs by quick-declare); `atPanel` runs once with a PC's panel open. */
export async function declareAll(page: Page, turn: number, atPanel?: (panel: Locator) => Promise<void>): Promise<void> {
  await expect.poll(() => nextText(page)).toContain(`Turn ${turn}:`);
  for (let guard = 0; guard < 12 && (await nextText(page))?.includes('waiting for'); guard++) {
    const declareFor = banner(page).getByRole('button', { name: /^Declare for / });
    const before = await nextText(page);
    if (await declareFor.count()) {
      const panel = await openDeclareFor(page);
      const submit = panel.getByRole('button', { name: /^(Declare|Change declaration)$/ });
      if (atPanel) {
        await atPanel(panel);
        atPanel = undefined;
      }
      if (await submit.isDisabled()) await panel.getByLabel('Action').selectOption('pass');
      await submit.click();
    } else {
      await banner(page).getByRole('button', { name: 'Quick-declare NPCs' }).click();
    }
    await expect.poll(() => nextText(page)).not.toBe(before);
  }
}

/** Initiative, one action, the rest, knockouts when asked, end of turn. */
export async function resolveTurn(page: Page, turn: number): Promise<void> {
  await banner(page).getByRole('button', { name: 'Roll initiative' }).click();
  await expect.poll(() => nextText(page)).toMatch(/acts next/);
  // One action at a time, then the rest at once (when anyone is left: a knockout may leave one actor).
  const first = await nextText(page);
  await banner(page).getByRole('button', { name: /^Resolve (?!all)/ }).click();
  await expect.poll(() => nextText(page)).not.toBe(first);
  if ((await nextText(page))?.includes('acts next')) await banner(page).getByRole('button', { name: 'Resolve all remaining' }).click();
  await expect.poll(() => nextText(page)).toMatch(/Roll for knockouts|is over/);
  if ((await nextText(page))?.includes('knockouts')) await banner(page).getByRole('button', { name: 'Roll knockouts' }).click();
  await banner(page).getByRole('button', { name: `End turn ${turn}` }).click();
  await expect.poll(() => nextText(page)).toContain(`Turn ${turn + 1}:`);
}

/** Opens the header's "More ▾" (NPC automation, Reveal all hidden, Names for players, Players) unless it is open. */
export async function openHeaderMore(page: Page): Promise<Locator> {
  const more = page.getByRole('button', { name: 'More', exact: true });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  const group = page.getByRole('group', { name: 'More for this fight' });
  await group.waitFor();
  return group;
}

/**
 * Clicks a combatant's name until it is selected (aria-pressed), which opens its panel. A click
 * on a board still laying out after a step can be lost (seen once on a loaded CI machine); a
 * second click on a selected name changes nothing, so clicking again is safe.
 */
export async function selectName(name: Locator): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await name.click();
    const pressed = await expect.poll(() => name.getAttribute('aria-pressed'), { timeout: 3_000 }).toBe('true').then(() => true, () => false);
    if (pressed) return;
  }
  await expect.poll(() => name.getAttribute('aria-pressed')).toBe('true');
}

/**
 * Presses the banner's "Declare for NAME" until NAME's declare panel is open (its title). A click
 * on a banner still moving after the last declaration can be lost, the panel then shut or still
 * on the one before; choosing whom to declare for changes nothing the second time, so it is made again.
 */
export async function openDeclareFor(page: Page): Promise<Locator> {
  const declareFor = banner(page).getByRole('button', { name: /^Declare for / });
  const panel = page.getByTestId('declare-panel');
  const titles = () => panel.locator('.section-head h2').allTextContents();
  let who = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    who = ((await declareFor.textContent()) ?? '').replace(/^Declare for /, '').trim();
    await declareFor.click();
    if (await expect.poll(titles, { timeout: 3_000 }).toContain(who).then(() => true, () => false)) return panel;
  }
  await expect.poll(titles).toContain(who);
  return panel;
}
