// @vitest-environment jsdom
/** Issue 39 item 8: seed 004's rating words on the FS3.2 sheet and in its dice roller. */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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

describe('FS3.2 rating words', { timeout: 30_000 }, () => {
  it('shows the word beside each rating, the description as its tooltip, and the chosen ability in the roller', async () => {
    const transport = createInProcessTransport();
    await transport.ctx.campaigns.openAtStartup();
    opened.push(transport.ctx.campaigns);
    window.location.hash = '#/characters/pc-ruiz';
    renderWithClient(<CharactersScreen />, transport);
    await screen.findByLabelText('Athletic rating');
    expect(screen.getByTestId('rating-tag-Athletic').textContent).toBe('Exceptional');
    const firearms = screen.getByTestId('rating-tag-Firearms');
    expect(firearms.textContent).toBe('Proficient');
    expect(firearms.getAttribute('title')).toBe('You are a thoroughly competent professional with a several years of experience.');
    const roller = screen.getByRole('region', { name: 'Dice roller' });
    fireEvent.change(within(roller).getByLabelText('Ability'), { target: { value: 'Firearms' } });
    expect(within(roller).getByTestId('roller-rating').textContent).toBe(
      'Firearms 6 \u00b7 Proficient \u2014 You are a thoroughly competent professional with a several years of experience.',
    );
  });
});
