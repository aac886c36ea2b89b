/** Issue 15: the pure merge of an imported catalog and setting into a campaign's (shared/config/merge-*.ts). */
import { describe, expect, it } from 'vitest';
import { BUILTIN_GEAR } from '../../../shared/core/content/builtin-gear';
import { applyAbilityMerge, checkMappings, mappingsFor, planAbilities } from '../../../shared/config/merge-abilities';
import { checkMergedGear, fieldChanges, mergeGear, planGearMerge } from '../../../shared/config/merge-gear';
import { applyConfigItems, planConfigItems } from '../../../shared/config/merge-config';
import { emptyGameConfig, type GameConfig } from '../../../shared/config/model';
import { makeCharacter } from '../../../shared/domain/character';
import type { GearCatalog } from '../../../shared/domain/gear';
import { findEdition } from '../../../shared/systems';

const clone = <T>(v: T): T => structuredClone(v);
const named = <T extends { name: string }>(list: readonly T[], name: string): T => list.find((i) => i.name === name)!;

describe('gear merge', () => {
  const current = clone(BUILTIN_GEAR);
  const pistol = named(current.weapons, 'Pistol');
  const imported: GearCatalog = {
    weapons: [{ ...pistol, penetration: 5, ammo: 10 }, { ...pistol, name: 'Blaster' }],
    armor: [],
    vehicles: [],
    hitCharts: current.hitCharts.filter((c) => c.name === 'Humanoid'),
  };
  // The storyteller's own weapon (not built in) and an edited built-in one.
  current.weapons.push({ ...pistol, name: 'Flare Gun', ammo: 1 });
  named(current.weapons, 'Knife').accuracy = 2;

  it('lists every item with its status, every changed field before → after, and keeps what the storyteller made', () => {
    const items = planGearMerge(current, imported, BUILTIN_GEAR);
    expect(named(items, 'Pistol')).toMatchObject({ status: 'changed', custom: false, choice: 'replace' });
    expect(named(items, 'Pistol').fields).toEqual([
      { field: 'penetration', before: pistol.penetration, after: 5 },
      { field: 'ammo', before: pistol.ammo, after: 10 },
    ]);
    expect(named(items, 'Blaster')).toMatchObject({ status: 'added', choice: 'replace' });
    expect(named(items, 'Flare Gun')).toMatchObject({ status: 'campaign-only', custom: true, choice: 'keep' });
    expect(named(items, 'Knife')).toMatchObject({ status: 'campaign-only', custom: true, choice: 'keep' });
    expect(named(items, 'Assault Rifle')).toMatchObject({ status: 'campaign-only', custom: false, choice: 'replace' });
    expect(items.find((i) => i.list === 'hitCharts' && i.name === 'Humanoid')).toMatchObject({ status: 'same' });
  });

  it('keeps, replaces or renames per item; a renamed imported chart is followed by the imported vehicles', () => {
    const items = planGearMerge(current, imported, BUILTIN_GEAR);
    const { gear } = mergeGear(current, imported, items, [
      { list: 'weapons', name: 'Pistol', choice: 'rename', newName: 'Ares Pistol' },
      { list: 'weapons', name: 'Blaster', choice: 'keep' },
      { list: 'weapons', name: 'Flare Gun', choice: 'replace' },
    ]);
    expect(named(gear.weapons, 'Pistol')).toEqual(pistol);
    expect(named(gear.weapons, 'Ares Pistol')).toMatchObject({ penetration: 5, ammo: 10 });
    expect(gear.weapons.map((w) => w.name)).not.toContain('Blaster');
    expect(gear.weapons.map((w) => w.name)).not.toContain('Flare Gun');
    expect(named(gear.weapons, 'Knife').accuracy).toBe(2);

    const truck = named(current.hitCharts, 'Truck');
    const withTruck: GearCatalog = { ...imported, hitCharts: [...imported.hitCharts, { ...truck, locations: [...truck.locations, { name: 'Roof', mark: 'normal' as const }] }], vehicles: [{ ...named(current.vehicles, 'Light Truck'), name: 'Hauler', armor: null, weapons: [] }] };
    const both = planGearMerge(current, withTruck, BUILTIN_GEAR);
    const merged = mergeGear(current, withTruck, both, [{ list: 'hitCharts', name: 'Truck', choice: 'rename' }]);
    expect(named(merged.gear.vehicles, 'Hauler').hitChart).toBe('Truck (imported)');
    expect(checkMergedGear(merged.gear, merged.origins).problems).toEqual([]);
  });

  it('refuses an inconsistent result naming the item and where it came from', () => {
    const items = planGearMerge(current, imported, BUILTIN_GEAR);
    const { gear, origins } = mergeGear(current, imported, items, [{ list: 'vehicles', name: 'Light Truck', choice: 'keep' }]);
    const { gear: ok, problems } = checkMergedGear(gear, origins);
    expect(ok).toBeNull();
    expect(problems.some((p) => p.startsWith('The vehicle "Light Truck" (kept from the campaign)'))).toBe(true);
  });

  it('says nested changes field by field', () => {
    expect(fieldChanges({ a: 1, xp: { cap: 16, award: 2 } }, { a: 1, xp: { cap: 4, award: 2 } })).toEqual([{ field: 'xp.cap', before: 16, after: 4 }]);
  });
});

describe('ability merge', () => {
  const fs32 = findEdition('fs3.2')!;
  const ares = findEdition('aresmush-3e')!;
  const current = fs32.templates[0]!.setting();
  const imported = { ...ares.templates[0]!.setting(), ruleset: { ...current.ruleset, xp: { ...current.ruleset.xp, maxSavedXp: 4 } } };
  const old = current.attributes[0]!.name;
  const pc = makeCharacter({ id: 'pc-1', name: 'Ann', attributes: [{ name: old, rating: 3 }] });
  const characters = [pc];

  it('lists the campaign abilities the import lacks with who rates them, and the ruleset changes', () => {
    const plan = planAbilities(current, imported, characters);
    const gap = plan.gaps.find((g) => g.name === old)!;
    expect(gap).toMatchObject({ kind: 'attribute', ratedBy: [{ id: 'pc-1', name: 'Ann', rating: 3 }], choice: 'keep' });
    expect(gap.options).toContain('Brawn');
    expect(plan.gaps.filter((g) => g.ratedBy.length === 0).every((g) => g.choice === 'drop')).toBe(true);
    expect(plan.ruleset).toEqual([{ field: 'xp.maxSavedXp', before: current.ruleset.xp.maxSavedXp, after: 4 }]);
  });

  it('maps a rating onto the imported ability, lists the change, and keeps the ruleset unless asked', () => {
    const plan = planAbilities(current, imported, characters);
    const mappings = mappingsFor(plan, [{ kind: 'attribute', from: old, choice: 'map', to: 'Brawn' }]);
    expect(checkMappings(plan, mappings, characters)).toEqual([]);
    const out = applyAbilityMerge({ current, imported, gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] }, characters, mappings, takeRuleset: false });
    expect(out.characters[0]!.attributes).toEqual([{ name: 'Brawn', rating: 3 }]);
    expect(out.changes[0]!.changes).toContain(`${old} 3 → Brawn 3`);
    expect(out.setting.ruleset).toEqual(current.ruleset);
    expect(out.setting.attributes.map((a) => a.name)).not.toContain(old);
    const taken = applyAbilityMerge({ current, imported, gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] }, characters, mappings, takeRuleset: true });
    expect(taken.setting.ruleset.xp.maxSavedXp).toBe(4);
  });

  it('never drops a rated ability', () => {
    const plan = planAbilities(current, imported, characters);
    const problems = checkMappings(plan, [{ kind: 'attribute', from: old, choice: 'drop' }], characters);
    expect(problems).toEqual([expect.stringContaining('Ann 3')]);
  });
});

describe('config-only collections on a re-import', () => {
  const config = (languages: unknown[], mounts: Record<string, unknown>): GameConfig => {
    const c = emptyGameConfig();
    c.fs3skills.languages = languages as never;
    c.fs3combat.mounts = mounts as never;
    return c;
  };
  const base = config([{ name: 'English' }, { name: 'Elvish', desc: 'old' }], { Horse: { toughness: 4 } });
  const next = config([{ name: 'English' }, { name: 'Elvish', desc: 'new' }, { name: 'Dwarvish' }], {});

  it('lists what differs, list items by name and records by key', () => {
    expect(planConfigItems(null, next)).toEqual([]);
    expect(planConfigItems(base, next).map((i) => `${i.kind} ${i.name} ${i.status}`)).toEqual([
      'mount Horse campaign-only', 'language Elvish changed', 'language Dwarvish added',
    ]);
  });

  it('keeps, renames or leaves out items as chosen, in lists and records alike', () => {
    const { config: out, problems } = applyConfigItems(base, next, [
      { section: 'fs3combat', key: 'mounts', name: 'Horse', choice: 'keep' },
      { section: 'fs3skills', key: 'languages', name: 'Elvish', choice: 'rename', newName: 'High Elvish' },
      { section: 'fs3skills', key: 'languages', name: 'Dwarvish', choice: 'keep' },
    ]);
    expect(problems).toEqual([]);
    expect(out.fs3combat.mounts).toEqual({ Horse: { toughness: 4 } });
    expect(out.fs3skills.languages).toEqual([{ name: 'English' }, { name: 'Elvish', desc: 'old' }, { name: 'High Elvish', desc: 'new' }]);
    expect(next.fs3skills.languages).toHaveLength(3);
    expect(applyConfigItems(base, next, [{ section: 'fs3combat', key: 'mounts', name: 'Pony', choice: 'keep' }]).problems).toHaveLength(1);
  });
});
