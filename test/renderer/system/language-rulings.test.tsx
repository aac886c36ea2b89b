// @vitest-environment jsdom
/** Issue 39 item 4: an FS3.1 storyteller sets each language's ruling attribute in the setting editor; undo takes it back. */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SystemScreen } from '../../../renderer/features/system/SystemScreen';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

let transport: ReturnType<typeof createInProcessTransport>;
afterEach(async () => {
  cleanup();
  await transport.ctx.campaigns.close();
});

const rulings = async () => {
  const r = await transport.call('system.get', {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value.setting.languageRulingAttributes;
};

describe('languages\' ruling attributes in the setting editor', { timeout: 30_000 }, () => {
  it('FS3.1 offers one per language, saves the choice and undoes it; FS3.2 shows none', async () => {
    transport = createInProcessTransport();
    await transport.ctx.campaigns.openAtStartup();
    renderWithClient(<SystemScreen />, transport);
    await screen.findByLabelText('Attribute 1 name');
    expect(screen.queryByRole('heading', { name: 'Languages\u2019 ruling attributes' })).toBeNull();
    cleanup();
    const made = await transport.call('campaign.create', { name: 'Galactica 3.1', edition: 'fs3.1', template: 'sample' });
    if (!made.ok) throw new Error(made.error.message);
    renderWithClient(<SystemScreen />, transport);
    await screen.findByRole('heading', { name: 'Languages\u2019 ruling attributes' });
    const tauron = screen.getByLabelText('Tauron') as HTMLSelectElement;
    expect(tauron.value).toBe('');
    fireEvent.change(tauron, { target: { value: 'Academic' } });
    await waitFor(async () => expect(await rulings()).toEqual({ Tauron: 'Academic' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Undo/ })));
    await waitFor(async () => expect(await rulings()).toBeUndefined());
  });
});
