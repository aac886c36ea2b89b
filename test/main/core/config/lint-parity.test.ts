import { describe, expect, it } from 'vitest';
import type { GearState } from '../../../../shared/ipc/gear-contract';
import type { ConfigProblemView, ImportPlanView } from '../../../../shared/ipc/config-contract';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { fixtureFiles, withFile } from '../../../shared/config/fixtures';

/**
 * Linter parity: the Gear editors (gear.state) and the Game config screen (config.lint) show the
 * same findings for the same catalog, in a real campaign file, before and after edits.
 */
const rig = useHandlerRig();
type Finding = { severity: string; code: string; message: string; file: string | null; line: number | null; column: number | null; path: (string | number)[] };
const finding = (p: Finding) =>
  `${p.severity} ${p.code} ${p.file ?? '-'}:${p.line ?? '-'}:${p.column ?? '-'} ${p.path.join('.')} ${p.message}`;

async function both(call: ReturnType<typeof rig>['call']): Promise<{ gear: string[]; config: string[] }> {
  const gear = await call<GearState>('gear.state');
  const config = await call<{ problems: ConfigProblemView[] }>('config.lint');
  return { gear: gear.problems.map(finding), config: config.problems.map(finding) };
}

async function imported(files = fixtureFiles()) {
  const { call } = rig();
  await call('campaign.create', { name: 'Parity', template: 'sample' });
  const plan = await call<ImportPlanView>('config.planImport', { files });
  expect(plan.planId).not.toBeNull();
  await call('config.applyImport', { planId: plan.planId });
  return call;
}

describe('linter parity between the Gear editors and the Game config screen', () => {
  it('gives the same findings for a campaign that never imported anything (the sample)', async () => {
    const { call } = rig();
    await call('campaign.create', { name: 'Parity', template: 'sample' });
    const { gear, config } = await both(call);
    expect(gear).toEqual(config);
  });

  it('gives the same findings for the imported AresMUSH default config, located in its files', async () => {
    const call = await imported();
    const { gear, config } = await both(call);
    expect(gear).toEqual(config);
    // The default config's known quirks, not FS3.2's 15-entry chart rule applied to 10-entry charts.
    expect(config.filter((f) => f.startsWith('warning')).length).toBe(6);
    expect(config.some((f) => f.includes('chart-length'))).toBe(false);
    expect(config.some((f) => f.startsWith('warning unknown-reference fs3combat_vehicles.yml:') && f.includes('Nuke'))).toBe(true);
  });

  it('stays the same after an edit in the Gear editors, and the finding points at the edited item', async () => {
    const call = await imported(withFile('fs3combat_npcs.yml', (t) => t.replace('Firearms: 13', 'Firearms: 18')));
    const state = await call<GearState>('gear.state');
    const pistol = state.catalog.weapons.find((w) => w.name === 'Pistol')!;
    await call('gear.save', { list: 'weapons', item: { ...pistol, attackSkill: 'Marksmanship' }, previousName: 'Pistol' });
    const { gear, config } = await both(call);
    expect(gear).toEqual(config);
    expect(config.some((f) => f.includes('fs3combat.weapons.Pistol.skill') && f.includes('Marksmanship'))).toBe(true);
    expect(config.some((f) => f.includes('fs3combat.npc_types.Boss.Firearms'))).toBe(true);
  });
});
