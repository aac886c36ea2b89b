// @vitest-environment jsdom
/** Issue 39 item 6 on an FS3.1 sheet: the knockout odds beside the wounds, and seed 002's situation guidance in the roller. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CharactersScreen } from '../../../renderer/features/characters/CharactersScreen';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  cleanup();
  window.location.hash = '';
  for (const c of opened.splice(0)) await c.close();
});

async function openRuiz() {
  const transport = createInProcessTransport({ now: () => new Date('2026-03-01T12:00:00Z') });
  await transport.ctx.campaigns.openAtStartup();
  opened.push(transport.ctx.campaigns);
  const made = await transport.call('campaign.create', { name: 'Galactica 3.1', edition: 'fs3.1', template: 'sample' });
  if (!made.ok) throw new Error(made.error.message);
  const hurt = await transport.call('healing.addWound', { characterId: 'pc-ruiz', location: 'Chest', severity: 'serious', damageType: 'wound', description: 'Rifle' });
  if (!hurt.ok) throw new Error(hurt.error.message);
  window.location.hash = '#/characters/pc-ruiz';
  renderWithClient(<CharactersScreen />, transport);
  await screen.findByLabelText('Athletic rating');
}

describe('FS3.1 sheet: knockout odds and situation guidance', { timeout: 30_000 }, () => {
  it('shows the knockout odds of a Serious wound (−50) for Athletic 8 (+15): 34%', async () => {
    await openRuiz();
    const risk = await screen.findByTestId('knockout-risk');
    expect(risk.textContent).toBe('34% If hurt in a fight turn: d100 +15 (Athletic 8) lower than 50 (wounds \u221250) knocks Cpl. Dane Ruiz out.');
  });

  it('offers Easy +30, Routine 0, Hard −30 and no stress +20, each setting the modifier', async () => {
    await openRuiz();
    const roller = screen.getByRole('region', { name: 'Dice roller' });
    const guidance = within(roller).getByRole('group', { name: 'Situation' });
    expect(within(guidance).getAllByRole('button').map((b) => b.textContent)).toEqual(['Easy +30', 'Routine 0', 'Hard \u221230', 'Taking your time / no stress +20']);
    fireEvent.click(within(guidance).getByRole('button', { name: 'Hard \u221230' }));
    await waitFor(() => expect((within(roller).getByLabelText('Modifier (%)') as HTMLInputElement).value).toBe('-30'));
    expect(within(guidance).getByRole('button', { name: 'Hard \u221230' }).getAttribute('aria-pressed')).toBe('true');
  });
});
