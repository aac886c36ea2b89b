import { describe, expect, it } from 'vitest';
import { BUILTIN_GEAR } from '../../../../shared/core/content/builtin-gear';
import { lintCampaign } from '../../../../shared/config/lint/lint-campaign';
import { findEdition } from '../../../../shared/systems';
import { fs31BuiltinGear } from '../../../../shared/systems/fs3.1/gear';
import { storytellersGuideFs31Setting } from '../../../../shared/systems/fs3.1/templates';

const edition = findEdition('fs3.1')!;

describe('FS3.1 built-in gear, in seed 000\'s percent units', () => {
  it('a new FS3.1 campaign can fight: weapons, armor, vehicles and the humanoid chart', () => {
    const gear = edition.builtinGear();
    expect(gear.weapons.map((w) => w.name)).toEqual(BUILTIN_GEAR.weapons.map((w) => w.name));
    expect(gear.hitCharts.map((c) => c.name)).toContain('Humanoid');
    expect(gear.armor.length).toBeGreaterThan(0);
    expect(gear.vehicles.length).toBeGreaterThan(0);
  });

  it('recoil reads as 000 prints it (20 for rifles, 30 for SMGs); accuracy and dodge in percent; the rest unchanged', () => {
    const gear = fs31BuiltinGear();
    const w = (name: string) => gear.weapons.find((x) => x.name === name)!;
    expect(w('Assault Rifle').recoil).toBe(20);
    expect(w('Submachine Gun').recoil).toBe(30);
    expect(w('Anti-Aircraft Missile').accuracy).toBe(20);
    expect(w('Assault Rifle').penetration).toBe(4);
    expect(w('Heavy Machine Gun (.50cal)').lethality).toBe(BUILTIN_GEAR.weapons.find((x) => x.name === 'Heavy Machine Gun (.50cal)')!.lethality);
    expect(gear.vehicles.find((v) => v.name === 'Viper')!.dodgeBonus).toBe(20);
    expect(gear.vehicles.find((v) => v.name === 'Heavy Tank')!.dodgeBonus).toBe(-20);
    expect(gear.vehicles.find((v) => v.name === 'Heavy Tank')!.toughness).toBe(10);
    // A fresh copy each time: a campaign editing its gear never changes the next one's.
    expect(fs31BuiltinGear()).not.toBe(gear);
    expect(BUILTIN_GEAR.weapons.find((x) => x.name === 'Assault Rifle')!.recoil).toBe(2);
  });

  it('lints clean with the sample setting in percent, while the FS3.2 dice bounds would call recoil 20 a typo', () => {
    const setting = storytellersGuideFs31Setting();
    expect(lintCampaign(setting, fs31BuiltinGear(), 'percent')).toEqual([]);
    const asDice = lintCampaign(setting, fs31BuiltinGear(), 'dice').map((p) => p.message);
    expect(asDice).toContain('Weapon "Submachine Gun": recoil 30 is far beyond the 10 any game needs (recoil is dice lost per shot already fired: the guide\'s 20 % is 2 dice, its 30 % is 3); check it for a typo. It is kept as written.');
    const absurd = { ...fs31BuiltinGear() };
    absurd.weapons = absurd.weapons.map((x) => (x.name === 'Pistol' ? { ...x, recoil: 200 } : x));
    expect(lintCampaign(setting, absurd, 'percent').map((p) => p.message)).toEqual([
      'Weapon "Pistol": recoil 200 is far beyond the 100 any game needs (recoil is percent lost per shot already fired: the guide gives 20 for modern rifles, 30 for SMGs); check it for a typo. It is kept as written.',
    ]);
  });
});
