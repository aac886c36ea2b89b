// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RollLogPanel } from '../../../renderer/features/characters/RollLogPanel';
import type { RollLogEntry } from '../../../shared/domain/sheet';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  for (const close of closers.splice(0)) await close();
});

describe('the campaign roll log', () => {
  it('names the device for a roll a player made, and nobody for the storyteller’s own', async () => {
    const transport = createInProcessTransport();
    await transport.ctx.campaigns.create({ name: 'Ragnar', template: 'sample' });
    closers.push(() => transport.ctx.campaigns.close());
    const own = await transport.call('character.roll', { id: 'pc-ruiz', ability: 'Firearms' });
    if (!own.ok) throw new Error(own.error.message);
    const entry: RollLogEntry = own.value.entry;
    // What main logs for a player's roll (slice H3): the same row with who rolled it.
    transport.ctx.campaigns.requireSession().repos.sheets.logRoll({ ...entry, characterId: 'pc-ruiz', roll: { ...entry.roll, rolledBy: 'Kim’s phone' } });
    renderWithClient(<RollLogPanel />, transport);
    const table = await screen.findByRole('table', { name: 'Roll log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [newest, older] = within(table).getAllByRole('row').slice(1);
    expect(within(newest!).getByTestId('rolled-by').textContent).toBe('rolled by Kim’s phone');
    expect(within(older!).queryByTestId('rolled-by')).toBeNull();
  });
});
