import { afterEach, describe, expect, it } from 'vitest';
import { exportGameConfig } from '../../../../shared/config/export';
import { planImport, type ConfigFileInput } from '../../../../shared/config/plan';
import { campaignGameConfig, productFor, storedGameConfig, writeGameConfig } from '../../../../main/core/config/config-store';
import { makeTestContext, type TestContext } from '../../../helpers/app-context';
import { fixtureFiles } from '../../../shared/config/fixtures';

const open: TestContext[] = [];
afterEach(async () => {
  for (const ctx of open.splice(0)) await ctx.campaigns.close();
});

/** The default files as a Windows storyteller keeps them: CRLF, a byte-order mark, a comment on top. */
const windowsFiles = (): ConfigFileInput[] =>
  fixtureFiles().map((f) => ({ name: f.name, text: `\uFEFF# ${f.name}, kept by hand\n${f.text}`.replace(/\n/g, '\r\n') }));

describe('lossless export from a campaign file', () => {
  it('import → store → reopen the file → export gives the input files byte for byte; a gear edit changes one line', async () => {
    const ctx = makeTestContext();
    open.push(ctx);
    const { path } = await ctx.campaigns.create({ name: 'Lossless', template: 'blank' });
    const input = windowsFiles();
    {
      const session = ctx.campaigns.requireSession();
      const plan = planImport(storedGameConfig(session.repos), input);
      const next = plan.next!;
      session.transact((repos) => writeGameConfig(repos, next, productFor(repos, next)));
    }
    await ctx.campaigns.close();
    await ctx.campaigns.open(path);
    const session = ctx.campaigns.requireSession();
    expect(exportGameConfig(campaignGameConfig(session.repos))).toEqual(input);

    session.transact((repos) => {
      const rifle = repos.gear.getCatalog().weapons.find((w) => w.name === 'Rifle')!;
      repos.gear.put('weapons', { ...rifle, ammo: 30 });
    });
    const out = exportGameConfig(campaignGameConfig(session.repos));
    for (const file of input.filter((f) => f.name !== 'fs3combat_weapons.yml')) expect(out.find((f) => f.name === file.name)!.text).toBe(file.text);
    const before = input.find((f) => f.name === 'fs3combat_weapons.yml')!.text.split('\r\n');
    const after = out.find((f) => f.name === 'fs3combat_weapons.yml')!.text.split('\r\n');
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [[line, after[i]]]));
    expect(changed).toEqual([['      ammo: 20', '      ammo: 30']]);
  });
});
