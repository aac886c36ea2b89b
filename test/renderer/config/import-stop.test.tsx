// @vitest-environment jsdom
// Issue 17 item 3: an import still being read can be stopped from the window; nothing is kept.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigScreen } from '../../../renderer/features/config/ConfigScreen';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';
import { plainYaml } from '../../helpers/hostile-yaml';

const transports: ReturnType<typeof createInProcessTransport>[] = [];
afterEach(async () => {
  cleanup();
  for (const t of transports.splice(0)) await t.ctx.campaigns.close();
});

describe('Game config import: stopping a long read', () => {
  it('shows "Stop reading" while the files are read; stopping says nothing was changed and keeps no plan', async () => {
    const transport = createInProcessTransport();
    transports.push(transport);
    await transport.ctx.campaigns.create({ name: 'Stop test', template: 'blank' });
    renderWithClient(<ConfigScreen />, transport);
    await screen.findByTestId('config-source');
    // Many within-budget files: reading them takes many steps, each between other calls.
    const files = Array.from({ length: 40 }, (_, i) => new File([plainYaml(30_000).replace(/Weapon/g, `W${i}x`)], `fs3combat_w${i}.yml`));
    fireEvent.change(screen.getByLabelText('AresMUSH config files (.yml or .zip)'), { target: { files } });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop reading' }, { timeout: 20_000 }));
    expect((await screen.findByTestId('import-status', {}, { timeout: 20_000 })).textContent).toBe('The import was cancelled; nothing was changed.');
    expect(screen.queryByRole('button', { name: 'Create new campaign' })).toBeNull();
    expect(transport.ctx.campaigns.requireSession().repos.campaign.listConfigExtras()).toEqual([]);
  }, 60_000);
});
