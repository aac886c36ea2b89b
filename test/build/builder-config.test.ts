/**
 * Issue 43 item 2: a configuration a release can use on all three systems. Packaging cannot run
 * here (electron-builder downloads Electron and its tools), so this checks what a release needs
 * and runs electron-builder's own validator (the JSON schema it applies before packaging) over
 * the "build" section, and over broken variants it must refuse.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const require = createRequire(join(root, 'package.json'));
type Pkg = {
  name: string; version: string; description: string; homepage?: string; license: string;
  repository?: { url: string }; author?: { name: string; email?: string };
  dependencies: Record<string, string>; devDependencies: Record<string, string>;
  build: Record<string, unknown>;
};
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Pkg;
const build = pkg.build;

type Validate = (config: unknown, logger: unknown) => Promise<void>;
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as { validateConfiguration: Validate };
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
const validate = (config: unknown) => validateConfiguration(config, new DebugLogger(false));

describe('the electron-builder configuration (issue 43)', () => {
  it('passes electron-builder\'s own validation, which refuses a misspelt publish provider and an unknown key', async () => {
    await expect(validate(build)).resolves.toBeUndefined();
    await expect(validate({ ...build, publish: [{ provider: 'gitlub' }] })).rejects.toThrow(/publish/);
    await expect(validate({ ...build, linux: { ...(build.linux as object), targett: 'deb' } })).rejects.toThrow(/linux/);
  });

  it('carries the metadata a .deb and the publish step need (homepage, repository, author e-mail)', () => {
    // electron-builder refuses a deb without a homepage unless the git origin is a known host.
    expect(pkg.homepage).toMatch(/^https:\/\//);
    expect(pkg.repository?.url).toMatch(/^git\+https:\/\/github\.com\/[^/]+\/[^/]+\.git$/);
    expect(pkg.author?.email).toMatch(/@/);
    expect(pkg.description.length).toBeGreaterThan(10);
    expect((build.linux as { maintainer?: string }).maintainer).toBeTruthy();
  });

  it('publishes to GitHub releases as a draft (the update check reads the same feed)', () => {
    expect(build.publish).toEqual([{ provider: 'github', releaseType: 'draft' }]);
    // The update notice links to the releases of the same repository.
    const updates = readFileSync(join(root, 'main/electron/updates.ts'), 'utf8');
    expect(updates).toContain(`RELEASES_URL = '${pkg.repository!.url.replace(/^git\+/, '').replace(/\.git$/, '')}/releases'`);
    expect(pkg.dependencies['electron-updater']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('builds every system\'s installer with an icon that exists, never rebuilding native modules itself', () => {
    expect((build.linux as { target: string[] }).target).toEqual(['AppImage', 'deb']);
    expect((build.mac as { target: { target: string }[] }).target.map((t) => t.target)).toEqual(['dmg']);
    expect((build.win as { target: { target: string }[] }).target.map((t) => t.target)).toEqual(['nsis']);
    for (const os of ['linux', 'mac', 'win']) {
      const icon = (build[os] as { icon: string }).icon;
      expect(existsSync(join(root, icon)), `${os} icon ${icon}`).toBe(true);
    }
    // better-sqlite3 is rebuilt for Electron by `npm run dist` (install-app-deps, only where the
    // binary exists), on each system's own runner: never by electron-builder here.
    expect(build.npmRebuild).toBe(false);
    expect(readFileSync(join(root, 'build/scripts/dist.mjs'), 'utf8')).toContain("'install-app-deps'");
  });

  it('pins a supported Electron major exactly (Electron supports its three newest majors)', () => {
    const electron = pkg.devDependencies.electron!;
    expect(electron).toMatch(/^\d+\.\d+\.\d+$/);
    // 45 is the newest major at the time of writing (registry dist-tag latest 45.5.0): 43 is the oldest supported.
    expect(Number(electron.split('.')[0])).toBeGreaterThanOrEqual(43);
    expect((JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version).toBe(electron);
  });
});

describe('the release workflow (.github/workflows/release.yml)', () => {
  const text = readFileSync(join(root, '.github/workflows/release.yml'), 'utf8');
  it('runs one job per system, each downloading Electron and packaging with its own native build', async () => {
    const { parse } = await import('yaml');
    const wf = parse(text) as { on: unknown; jobs: Record<string, { strategy?: { matrix?: { os?: string[] } }; steps: { run?: string }[] }> };
    const job = Object.values(wf.jobs)[0]!;
    expect(job.strategy?.matrix?.os).toEqual(['ubuntu-latest', 'macos-latest', 'windows-latest']);
    const runs = job.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('npm ci');
    expect(runs).not.toContain('ELECTRON_SKIP_BINARY_DOWNLOAD');
    expect(runs).toMatch(/npm run dist -- --publish/);
  });
});
