import { describe, expect, it } from 'vitest';
import { TEST_GEAR } from '../../../../helpers/db-fixtures';
import { useRepoDb } from '../../../../helpers/db-repos';
import { useTempDirs } from '../../../../helpers/db-temp';

const repoDb = useRepoDb(useTempDirs());

describe('gear repo', () => {
  it('starts empty and round-trips a whole catalog, chart entries included', () => {
    const { repos } = repoDb();
    expect(repos.gear.getCatalog()).toEqual({ weapons: [], armor: [], vehicles: [], hitCharts: [] });
    repos.gear.replaceCatalog(TEST_GEAR);
    expect(repos.gear.getCatalog()).toEqual(TEST_GEAR);
    // Row order of a chart's targets survives (object key order matters for display and export).
    expect(Object.keys(repos.gear.getCatalog().hitCharts[0]!.targets)).toEqual(['Chest', 'Head']);
  });

  it('stores hit charts as locations and entries, one row each', () => {
    const { repos, db } = repoDb();
    repos.gear.replaceCatalog(TEST_GEAR);
    expect(db.prepare('SELECT count(*) AS n FROM hit_chart_locations').get()).toEqual({ n: 3 });
    expect(db.prepare("SELECT result FROM hit_chart_entries WHERE target = 'Head' ORDER BY roll_index").all())
      .toEqual([{ result: 'miss' }, { result: 'Head' }, { result: 'Chest' }]);
  });

  it('adds, replaces and renames single items', () => {
    const { repos } = repoDb();
    repos.gear.replaceCatalog(TEST_GEAR);
    const knife = { ...TEST_GEAR.weapons[1]!, name: 'Knife', damageType: 'wound' as const };
    repos.gear.put('weapons', knife);
    repos.gear.put('weapons', { ...knife, lethality: 5 });
    expect(repos.gear.getCatalog().weapons.map((w) => [w.name, w.lethality])).toEqual([['Revolver', 0], ['Club', -10], ['Knife', 5]]);
    repos.gear.put('weapons', { ...knife, name: 'Bowie Knife' }, 'Knife');
    expect(repos.gear.getCatalog().weapons.map((w) => w.name)).toEqual(['Revolver', 'Club', 'Bowie Knife']);
  });

  it('refuses a change that leaves a dangling reference and keeps the catalog as it was', () => {
    const { repos } = repoDb();
    repos.gear.replaceCatalog(TEST_GEAR);
    expect(() => repos.gear.remove('weapons', 'Revolver')).toThrow(/No weapon named 'Revolver'/);
    expect(() => repos.gear.remove('hitCharts', 'Humanoid')).toThrow(/gear list is not valid/);
    expect(repos.gear.getCatalog()).toEqual(TEST_GEAR);
    repos.gear.remove('vehicles', 'Stagecoach');
    repos.gear.remove('weapons', 'Revolver');
    expect(repos.gear.getCatalog().weapons.map((w) => w.name)).toEqual(['Club']);
  });

  it('applies the gear schema\'s defaults and normalises "--" to a miss', () => {
    const { repos } = repoDb();
    const catalog = repos.gear.replaceCatalog({
      weapons: [{ name: 'Spear', type: 'melee', attackSkill: 'Melee', defenseSkill: 'Melee', penetration: 1 }],
      hitCharts: [{ name: 'Small', defaultTarget: 'Body', locations: [{ name: 'Body' }, { name: 'Arm' }], targets: { Body: ['Body', 'Arm'], Arm: ['--', 'Arm'] } }],
    });
    expect(catalog.weapons[0]).toMatchObject({ class: 'personal', ammo: null, lethality: 0 });
    expect(catalog.hitCharts[0]!.targets.Arm).toEqual(['miss', 'Arm']);
    expect(catalog.hitCharts[0]!.locations[1]).toEqual({ name: 'Arm', mark: 'normal' });
    expect(repos.gear.getCatalog()).toEqual(catalog);
  });
});
