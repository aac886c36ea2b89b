// @vitest-environment jsdom
/**
 * Issue 22 "sheets": Brother Dante's sheet in a Fading Suns (Etkin) sample campaign, with the real
 * handlers: each skill's goal and d20 band, characteristics bought with XP but not Human, no XP
 * for the allegiance lore, the vitality track moving with a level lost, and the hero pool
 * ("refreshes every span") refreshed into the luck ledger.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CharactersScreen } from '../../../renderer/features/characters/CharactersScreen';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

const opened: { close: () => Promise<void> }[] = [];

async function openDante() {
  const transport = createInProcessTransport({ now: () => new Date('2026-03-01T12:00:00Z') });
  await transport.ctx.campaigns.openAtStartup();
  opened.push(transport.ctx.campaigns);
  const made = await transport.call('campaign.create', { name: 'The Kurgan border', edition: 'fading-suns-etkin', template: 'sample' });
  if (!made.ok) throw new Error(made.error.message);
  window.location.hash = '#/characters/pc-dante';
  renderWithClient(<CharactersScreen />, transport);
  await screen.findByLabelText('Dexterity rating');
  return transport;
}

beforeEach(() => {
  window.location.hash = '';
});
afterEach(async () => {
  cleanup();
  for (const c of opened.splice(0)) await c.close();
});

describe('a Fading Suns (Etkin) sheet', { timeout: 30_000 }, () => {
  it('shows each skill\'s goal and band, raises characteristics but not Human or the allegiance lore', async () => {
    await openDante();
    // 003 "his Dex is 7 and his shoot is 7. He normally rolls 3d20 with a goal of 14".
    expect(screen.getByTestId('pool-Shoot').textContent).toBe(' \u00b7 goal 14');
    expect(screen.getByTestId('rating-tag-Shoot').textContent).toBe('3d20');
    expect(screen.getByTestId('pool-Stoic Mind').textContent).toBe(' \u00b7 goal 9');
    expect(screen.getByTestId('rating-tag-Stoic Mind').textContent).toBe('2d20');
    expect(screen.getByRole('button', { name: /^Raise Dexterity to 8 for 8 XP/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Raise Human/ })).toBeNull();
    // Roll and Remove, but no raise: "This Lore skill may only be increased when the character raises in rank".
    expect(screen.getAllByRole('button', { name: /Allegiance Lore \(Brother Battle\)/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Roll Allegiance Lore (Brother Battle)\u2026', 'Remove Allegiance Lore (Brother Battle)']);
    expect(screen.getByRole('button', { name: /^Raise Lore \(Kurga Caliphate\) to 3 for 3 XP/ })).toBeTruthy();
    // Issue 37 item 12: every rule met, and the pool's unspent points noted as FS3.2 notes them.
    expect(screen.getByTestId('chargen-verdict').textContent).toBe('0 rules broken, 1 note.');
    expect(screen.getByText(/^\d+ of \d+ points are still unspent\.$/)).toBeTruthy();
    // Fading Suns' own words for the lists.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(expect.arrayContaining(['Characteristics', 'Skills', 'Lores and other skills', 'Tracks']));
  });

  it('the vitality track follows the levels lost; the hero pool is refreshed into the ledger', async () => {
    const transport = await openDante();
    expect(screen.getByTestId('track-vitality-value').textContent).toBe('11');
    expect(screen.getByTestId('track-hero-points-value').textContent).toBe('5');
    expect(screen.getAllByText('Hero points', { selector: 'dt' })).toHaveLength(2);
    await act(async () => {
      await transport.call('healing.addWound', { characterId: 'pc-dante', location: 'Body', severity: 'serious', damageType: 'wound', description: 'Kurgan scimitar' });
      await transport.call('character.spendLuck', { id: 'pc-dante', points: 3, reason: 'Re-roll the shot' });
    });
    await waitFor(() => expect(screen.getByTestId('track-vitality-value').textContent).toBe('10'));
    expect(screen.getByTestId('track-vitality').textContent).toContain('1 vitality level lost \u00b7 wound penalty \u22122 goal');
    await waitFor(() => expect(screen.getByTestId('luck-balance').textContent).toBe('2'));
    fireEvent.change(screen.getByPlaceholderText('e.g. Session 12'), { target: { value: 'Span 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh hero points (+3)' }));
    await waitFor(() => expect(screen.getByTestId('luck-balance').textContent).toBe('5'));
    expect(screen.getByText('Hero pool refreshed (Span 2): back to 5 (Human 5)')).toBeTruthy();
    expect((screen.getByTestId('luck-refresh') as HTMLButtonElement).disabled).toBe(true);
  });
});
