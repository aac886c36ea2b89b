/**
 * Issue 19 (H4 "screens"): FS3.1's percentile rolls through the real dispatcher over a real
 * campaign file, with scripted d100s: the sheet roll and the roller's single, opposed and re-roll
 * rows store the d100 steps and every Roll Result's odds, and read back through the roll log.
 */
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../shared/domain/character';
import type { RollLogEntry } from '../../../../shared/domain/sheet';
import type { RollOutput, RollPreview } from '../../../../shared/ipc/roll-contract';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { rollLine } from '../../../../shared/sheet/roll-words';
import { findEdition } from '../../../../shared/systems';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig<RollOutput>();
const FS31 = findEdition('fs3.1')!;
// A starting setting with action skills (the minimal one has none).
const TEMPLATE = FS31.templates.find((t) => t.setting().actionSkills.length > 0)!;
const SETTING = TEMPLATE.setting();
const SKILL = SETTING.actionSkills[0]!;

async function campaign(dice: number[]) {
  const r = rig({ rng: createScriptedRng(dice) });
  await r.call('campaign.create', { name: 'Dodge City', edition: 'fs3.1', setting: { kind: 'template', id: TEMPLATE.id }, gear: 'builtin' });
  // Every attribute 5 (modifier 0) but the skill's ruling attribute at 7 (002: +2 per level above 5 = +4).
  const make = (name: string, skill: number, ruling: number) => r.call<Character>('character.create', {
    name, kind: 'pc', luckPoints: 1,
    attributes: SETTING.attributes.map((a) => ({ name: a.name, rating: a.name === SKILL.rulingAttribute ? ruling : 5 })),
    actionSkills: [{ name: SKILL.name, rating: skill }],
  });
  const log = async () => (await r.call<{ entries: RollLogEntry[] }>('character.rollLog', { limit: 50 })).entries;
  return { ...r, kid: await make('Kid', 5, 7), jesse: await make('Jesse', 4, 5), log };
}

describe('FS3.1 rolls through the roller (seed 002 "How to Roll")', () => {
  it('a single roll: d100 63 −26 → 37 on row 5 → +1 Success, logged with its steps and the six Roll Results\' odds', async () => {
    const { call, kid, log } = await campaign([63]);
    const side = { id: kid.id, ability: SKILL.name, modifier: -30 };
    const preview = await call<RollPreview>('roll.preview', { first: side });
    expect(preview.sides[0]!.poolText).toBe(`${SKILL.name} 5 (row 5) \u00b7 ${SKILL.rulingAttribute} 7 +4 \u00b7 Situation \u221230 = \u221226`);
    expect(preview.sides[0]!.odds.results!.map((r) => r.label)).toEqual(['Terrible Failure', 'Bad Failure', 'Failure', 'Success', 'Good Success', 'Great Success']);
    const out = await call('roll.single', { first: side });
    const row = out.entries[0]!.roll;
    expect(row.percentile).toEqual({ roll: 63, modifier: -26, total: 37, row: 5, result: 1 });
    expect(rollLine({ edition: FS31 }, row)).toBe('d100 63 \u221226 \u2192 37 on row 5 \u2192 +1 Success');
    expect(row.odds.results).toEqual(preview.sides[0]!.odds.results);
    expect((await log())[0]!.roll.percentile).toEqual(row.percentile);
  });

  it('a luck re-roll keeps the better Roll Result (002 "choose the better of the two rolls") and stores the kept steps', async () => {
    // First: 5 + 4 = 9 on row 5 → −1 Bad Failure; second: 90 + 4 = 94 → +3 Great Success.
    const { call, kid } = await campaign([5, 90]);
    const first = (await call('roll.single', { first: { id: kid.id, ability: SKILL.name, modifier: 0 } })).entries[0]!;
    expect(first.roll.percentile).toMatchObject({ total: 9, result: -1 });
    const again = (await call('roll.reroll', { rollId: first.id })).entries[0]!;
    expect(again.roll.reroll).toMatchObject({ firstDice: [5], secondDice: [90], kept: 'second' });
    expect(again.roll.percentile).toEqual({ roll: 90, modifier: 4, total: 94, row: 5, result: 3 });
    expect(again.roll.label).toBe('Great Success');
  });

  it('a luck re-roll keeps the first when it was better: −1 over −2, though neither has hits', async () => {
    // First: 5 + 4 = 9 → −1; second: 1 + 4 = 5 → −2 (row 5: 1–6 Terrible Failure).
    const { call, kid } = await campaign([5, 1]);
    const first = (await call('roll.single', { first: { id: kid.id, ability: SKILL.name, modifier: 0 } })).entries[0]!;
    const again = (await call('roll.reroll', { rollId: first.id })).entries[0]!;
    expect(again.roll.reroll?.kept).toBe('first');
    expect(again.roll.percentile).toMatchObject({ roll: 5, result: -1 });
  });

  it('an opposed roll reads seed 002\'s chart and keeps the other side\'s d100 steps on each row', async () => {
    // Kid: 63 + 4 = 67 on row 5 → +2; Jesse: 30 + 0 = 30 on row 4 → +1 ("A" wins by a little).
    const { call, kid, jesse } = await campaign([63, 30]);
    const out = await call('roll.opposed', { first: { id: kid.id, ability: SKILL.name }, second: { id: jesse.id, ability: SKILL.name } });
    const [a, b] = out.entries;
    expect(a!.roll.percentile?.result).toBe(2);
    expect(b!.roll.percentile?.result).toBe(1);
    expect(a!.roll.opposed).toMatchObject({ winner: 'first', label: '"A" Wins By A Little', opponentPercentile: { roll: 30, total: 30, row: 4, result: 1 } });
    expect(b!.roll.opposed?.opponentPercentile).toEqual(a!.roll.percentile);
  });

  it('modifiers are checked against the edition\'s range at the edge: ±100 percent here, naming the field', async () => {
    const { call, kid } = await campaign([50]);
    await expect(call('roll.single', { first: { id: kid.id, ability: SKILL.name, modifier: 101 } }))
      .rejects.toMatchObject({ code: 'bad-request', message: expect.stringContaining('first.modifier') });
    // −100 is in range: 50 + 4 − 100 = −46, read as 1 on row 5 (the table's worst entry) → −2.
    const out = await call<{ entry: RollLogEntry }>('character.roll', { id: kid.id, ability: SKILL.name, modifier: -100, luck: false, applyWounds: true });
    expect(out.entry.roll.percentile).toEqual({ roll: 50, modifier: -96, total: -46, row: 5, result: -2 });
  });

  it('the sheet\'s own roll (character.roll) stores the steps too', async () => {
    const { call, kid } = await campaign([63]);
    const out = await call<{ entry: RollLogEntry }>('character.roll', { id: kid.id, ability: SKILL.name, modifier: 0, luck: false, applyWounds: true });
    expect(out.entry.roll.percentile).toEqual({ roll: 63, modifier: 4, total: 67, row: 5, result: 2 });
  });

  it('campaign JSON carries the edition: an FS3.1 campaign with a percentile roll exports, imports and reads back as it was', async () => {
    const { call, kid, log } = await campaign([63]);
    await call('roll.single', { first: { id: kid.id, ability: SKILL.name, modifier: -30 } });
    const before = await log();
    const { json } = await call<{ json: string }>('campaign.exportJson');
    expect(JSON.parse(json)).toMatchObject({ system: { edition: 'fs3.1' } });
    await call('campaign.importJson', { json });
    expect((await call<{ choice: { edition: string } }>('system.get', {})).choice.edition).toBe('fs3.1');
    expect(await log()).toEqual(before);
    expect(before[0]!.roll.percentile).toEqual({ roll: 63, modifier: -26, total: 37, row: 5, result: 1 });
  });
});
