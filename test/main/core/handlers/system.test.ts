import { describe, expect, it } from 'vitest';
import type { SystemState } from '../../../../shared/ipc/system-contract';
import type { Character } from '../../../../shared/domain/character';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig<SystemState>();

async function setup() {
  const { ctx, call, dispatch } = rig();
  await call('campaign.create', { name: 'Setting', template: 'sample' });
  const state = await call('system.get');
  return { ctx, call, dispatch, state };
}

const renamed = (s: SystemState, from: string, to: string) => ({
  ...s.setting,
  attributes: s.setting.attributes.map((a) => (a.name === from ? { ...a, name: to } : a)),
});

describe('system handlers (setting editor)', () => {
  it('answers the state with main\u2019s lint and an empty history', async () => {
    const { state } = await setup();
    expect(state.choice.edition).toBe('fs3.2');
    expect(state.problems).toEqual([]);
    expect(state.history).toEqual({ canUndo: false, canRedo: false, undoLabel: null, redoLabel: null });
  });

  it('carries a draft setting and its house rules through a campaign JSON export and import, as stored', async () => {
    const { call, state } = await setup();
    const setting = { ...state.setting, actionSkills: state.setting.actionSkills.map((s, i) => (i === 0 ? { ...s, rulingAttribute: 'Nowhere' } : s)) };
    const choice = { ...state.choice, houseRules: { 'healing-points': 'storytellers-guide' } };
    await call('system.save', { setting, choice, label: 'draft', expectedRevision: state.revision });
    const { json } = (await call('campaign.exportJson')) as unknown as { json: string };
    await call('campaign.importJson', { json });
    const imported = await call('system.get');
    expect(imported.setting.actionSkills[0]!.rulingAttribute).toBe('Nowhere');
    expect(imported.choice).toEqual(choice);
    expect(imported.problems).toContainEqual(expect.objectContaining({ code: 'unknown-ruling-attribute', path: ['actionSkills', 0, 'rulingAttribute'] }));
  });

  it('saves a draft with errors, shows its findings, undoes and redoes it', async () => {
    const { ctx, call, state } = await setup();
    const setting = { ...state.setting, actionSkills: state.setting.actionSkills.map((s, i) => (i === 0 ? { ...s, rulingAttribute: 'Nowhere' } : s)) };
    let s = await call('system.save', { setting, choice: state.choice, label: 'Firearms ruling attribute', expectedRevision: state.revision });
    expect(s.revision).toBe(state.revision + 1);
    expect(s.setting.actionSkills[0]!.rulingAttribute).toBe('Nowhere');
    expect(s.problems).toContainEqual(expect.objectContaining({ code: 'unknown-ruling-attribute', path: ['actionSkills', 0, 'rulingAttribute'] }));
    expect(s.history).toMatchObject({ canUndo: true, undoLabel: 'Firearms ruling attribute' });
    s = await call('system.undo');
    expect(s.setting.actionSkills[0]!.rulingAttribute).toBe('Reactive');
    expect(s.problems).toEqual([]);
    expect(s.history).toMatchObject({ canUndo: false, canRedo: true, redoLabel: 'Firearms ruling attribute' });
    s = await call('system.redo');
    expect(s.setting.actionSkills[0]!.rulingAttribute).toBe('Nowhere');
    expect(ctx.emitted.filter((e) => e.event === 'system.changed').length).toBe(3);
    // The same setting again changes nothing and records nothing.
    const again = await call('system.save', { setting: s.setting, choice: s.choice, label: 'again', expectedRevision: s.revision });
    expect(again.revision).toBe(s.revision);
    expect(again.history.undoLabel).toBe('Firearms ruling attribute');
  });

  it('refuses a stale revision with system/conflict and stores nothing', async () => {
    const { call, dispatch, state } = await setup();
    await call('system.save', { setting: { ...state.setting, name: 'Mine' }, choice: state.choice, label: 'name', expectedRevision: state.revision });
    const r = await dispatch('system.save', { setting: { ...state.setting, name: 'Theirs' }, choice: state.choice, label: 'name', expectedRevision: state.revision });
    expect(r).toMatchObject({ ok: false, error: { code: 'system/conflict' } });
    expect((await call('system.get')).setting.name).toBe('Mine');
  });

  it('refuses malformed input naming the field', async () => {
    const { dispatch, state } = await setup();
    const bad = { ...state.setting, ruleset: { ...state.setting.ruleset, chargen: { ...state.setting.ruleset.chargen, minQuirks: -1 } } };
    const r = await dispatch('system.save', { setting: bad, choice: state.choice, label: 'quirks', expectedRevision: state.revision });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('minQuirks');
  });

  it('follows a rename onto sheets, setting references and gear in one step, and undoes it all', async () => {
    const { ctx, call, state } = await setup();
    const sheets = () => ctx.campaigns.requireSession().repos.characters.listAll();
    const holders = sheets().filter((c) => c.attributes.some((a) => a.name === 'Reactive'));
    expect(holders.length).toBeGreaterThan(0);
    // Typing the new name first: characters now hold an attribute the setting lacks.
    let s = await call('system.save', { setting: renamed(state, 'Reactive', 'Reflexes'), choice: state.choice, label: 'attribute Reactive', expectedRevision: state.revision });
    const held = s.problems.find((p) => p.code === 'ability-not-in-setting');
    expect(held).toMatchObject({ severity: 'warning', abilities: ['Reactive'], path: ['attributes'] });
    expect(held!.characters.map((c) => c.id).sort()).toEqual(holders.map((c) => c.id).sort());
    // The setting's own references followed already (main applies renames to them too).
    s = await call('system.save', {
      setting: s.setting, choice: s.choice, label: 'rename of attribute "Reactive" to "Reflexes"', expectedRevision: s.revision,
      renames: [{ kind: 'attribute', from: 'Reactive', to: 'Reflexes' }],
    });
    expect(s.problems).toEqual([]);
    expect(s.setting.specialAbilities.initiative).toBe('Reflexes');
    expect(s.setting.actionSkills.find((k) => k.name === 'Firearms')!.rulingAttribute).toBe('Reflexes');
    const after = sheets();
    expect(after.every((c: Character) => !c.attributes.some((a) => a.name === 'Reactive'))).toBe(true);
    expect(after.filter((c) => c.attributes.some((a) => a.name === 'Reflexes')).length).toBe(holders.length);
    const announced = ctx.emitted.filter((e) => e.event === 'character.changed').at(-1)!.payload as { ids: string[] };
    expect(announced.ids.length).toBeGreaterThanOrEqual(holders.length);
    s = await call('system.undo');
    expect(sheets().filter((c) => c.attributes.some((a) => a.name === 'Reactive')).length).toBe(holders.length);
    expect(s.problems.some((p) => p.code === 'ability-not-in-setting')).toBe(true);
    s = await call('system.undo');
    expect(s.problems).toEqual([]);
    expect(s.setting.attributes.map((a) => a.name)).toContain('Reactive');
  });

  it('follows a skill rename into the gear catalog', async () => {
    const { ctx, call, state } = await setup();
    const gear = () => ctx.campaigns.requireSession().repos.gear.getCatalog();
    expect(gear().weapons.some((w) => w.attackSkill === 'Firearms')).toBe(true);
    const setting = { ...state.setting, actionSkills: state.setting.actionSkills.map((k) => (k.name === 'Firearms' ? { ...k, name: 'Guns' } : k)) };
    await call('system.save', { setting, choice: state.choice, label: 'rename', expectedRevision: state.revision, renames: [{ kind: 'action-skill', from: 'Firearms', to: 'Guns' }] });
    expect(gear().weapons.some((w) => w.attackSkill === 'Firearms')).toBe(false);
    expect(gear().weapons.some((w) => w.attackSkill === 'Guns')).toBe(true);
    const chars = await call<{ actionSkills: { name: string }[] }[]>('system.characters');
    expect(chars.some((c) => c.actionSkills.some((k) => k.name === 'Guns'))).toBe(true);
  });

  it('saves the house-rule choice', async () => {
    const { call, state } = await setup();
    const s = await call('system.save', { setting: state.setting, choice: { ...state.choice, houseRules: { 'healing-system': 'simple' } }, label: 'house rule', expectedRevision: state.revision });
    expect(s.choice.houseRules).toEqual({ 'healing-system': 'simple' });
  });
});
