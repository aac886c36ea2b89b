/**
 * Issue 17 item 11: the packaged app flips Electron's fuses (no ELECTRON_RUN_AS_NODE, no
 * NODE_OPTIONS or --inspect, code only from an integrity-checked app.asar, encrypted cookies).
 * electron-builder flips them from `build.electronFuses`; packaging cannot run here (it downloads
 * Electron), so this checks the values and that electron-builder's own validator takes the config.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const require = createRequire(join(root, 'package.json'));
const build = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { build: Record<string, unknown> }).build;

type Validate = (config: unknown, logger: unknown) => Promise<void>;
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as { validateConfiguration: Validate };
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };

describe('Electron fuses in the packaged app', () => {
  it('flips runAsNode, NODE_OPTIONS and --inspect off, and cookie encryption, asar integrity and asar-only loading on', () => {
    expect(build.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      // Issue 43: the page is served from app://fs3, so file:// needs none of its old extra rights.
      grantFileProtocolExtraPrivileges: false,
    });
    // onlyLoadAppFromAsar needs the app packed into app.asar (electron-builder's default).
    expect(build.asar ?? true).toBe(true);
  });

  it('is a configuration electron-builder accepts (and its validator does refuse a misspelt fuse)', async () => {
    await expect(validateConfiguration(build, new DebugLogger(false))).resolves.toBeUndefined();
    await expect(validateConfiguration({ ...build, electronFuses: { runAsNod: false } }, new DebugLogger(false))).rejects.toThrow(/electronFuses/);
  });
});

type Association = { ext: string; name?: string; description?: string; role?: string; icon?: string; mimeType?: string };
const associations = (platform: string) => ((build[platform] as { fileAssociations?: Association[] }).fileAssociations ?? []);

describe('.fs3campaign as the app\'s document type (issue 23)', () => {
  it('is registered on every platform, as an Editor on macOS, with an icon file that exists for Windows and macOS', () => {
    for (const platform of ['win', 'mac', 'linux']) {
      expect(associations(platform).map((a) => a.ext), platform).toEqual(['fs3campaign']);
    }
    const [win] = associations('win');
    const [mac] = associations('mac');
    // The Windows name is the registry ProgID: no spaces; the description is what Explorer shows.
    expect(win).toMatchObject({ name: 'FS3Console.Campaign', description: 'FS3 Console campaign', icon: 'fs3campaign.ico' });
    expect(mac).toMatchObject({ name: 'FS3 Console campaign', role: 'Editor', icon: 'fs3campaign.icns' });
    expect(associations('linux')[0]?.mimeType).toBe('application/x-fs3campaign');
    for (const icon of [win!.icon!, mac!.icon!]) expect(existsSync(join(root, 'build', icon)), icon).toBe(true);
    // Magic numbers: an .ico starts 00 00 01 00, an .icns with "icns".
    expect([...readFileSync(join(root, 'build', win!.icon!)).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(readFileSync(join(root, 'build', mac!.icon!)).subarray(0, 4).toString('latin1')).toBe('icns');
  });
});
