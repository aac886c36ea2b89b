import { describe, expect, it, vi } from 'vitest';

// The Electron binary cannot exist here: stand in for `dialog` and `BrowserWindow`, recording calls.
const calls: { kind: string; options: Record<string, unknown> }[] = [];
const answers: Record<string, unknown>[] = [];
vi.mock('electron', () => {
  const dialog = {
    showOpenDialog: (...args: unknown[]) => (calls.push({ kind: 'open', options: args.at(-1) as Record<string, unknown> }), Promise.resolve(answers.shift())),
    showSaveDialog: (...args: unknown[]) => (calls.push({ kind: 'save', options: args.at(-1) as Record<string, unknown> }), Promise.resolve(answers.shift())),
  };
  const BrowserWindow = { getFocusedWindow: () => null, getAllWindows: () => [] };
  return { dialog, BrowserWindow, default: { dialog, BrowserWindow } };
});

const { createElectronDialogs } = await import('../../../main/electron/dialogs');

describe('native file dialogs (desktop)', () => {
  const dialogs = createElectronDialogs(() => '/home/gm/Campaigns');

  it('offers campaign files from the campaigns folder and returns the pick, or null on cancel', async () => {
    answers.push({ canceled: false, filePaths: ['/home/gm/Campaigns/Dust.fs3campaign'] }, { canceled: true, filePaths: [] });
    expect(await dialogs.chooseCampaignToOpen()).toBe('/home/gm/Campaigns/Dust.fs3campaign');
    expect(await dialogs.chooseCampaignToOpen()).toBeNull();
    expect(calls[0]).toEqual({
      kind: 'open',
      options: expect.objectContaining({ defaultPath: '/home/gm/Campaigns', filters: [{ name: 'FS3 Console campaign', extensions: ['fs3campaign'] }], properties: ['openFile'] }),
    });
  });

  it('suggests the campaign file name when saving, and returns null on cancel', async () => {
    calls.length = 0;
    answers.push({ canceled: false, filePath: '/tmp/Copy.fs3campaign' }, { canceled: true, filePath: '' });
    expect(await dialogs.chooseCampaignSavePath('Dust.fs3campaign')).toBe('/tmp/Copy.fs3campaign');
    expect(await dialogs.chooseCampaignSavePath('Dust.fs3campaign')).toBeNull();
    expect(calls[0]?.options).toMatchObject({ defaultPath: '/home/gm/Campaigns/Dust.fs3campaign' });
    // Linux asks before replacing a file only when told to (issue 17).
    expect(calls[0]?.options.properties).toContain('showOverwriteConfirmation');
  });
});
