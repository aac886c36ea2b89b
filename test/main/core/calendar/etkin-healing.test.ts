/**
 * Seed 003 "Healing Damage" in a real campaign file: the sample's Brother Dante loses endurance
 * and vitality levels; the calendar's advance (days of rest) brings endurance levels back by the
 * morning roll and a vitality level after its week; the healing sheet names the levels, forecasts
 * them, and refuses first aid on a single wound.
 */
import { describe, expect, it } from 'vitest';
import type { AdvancePreview, HealingSheet } from '../../../../shared/ipc/calendar-contract';
import type { CharacterSheet } from '../../../../shared/ipc/character-contract';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();

describe('Fading Suns (Etkin) healing between fights', () => {
  it('endurance levels come back by the morning roll, a vitality level after a week of rest; the sheet counts the days', async () => {
    const r = rig({ now: () => new Date('2026-03-01T12:00:00Z') });
    await r.call('campaign.create', { name: 'The Kurgan border', edition: 'fading-suns-etkin', template: 'sample' });
    await r.call('calendar.setDate', { date: '5000-03-01' });
    const add = (severity: 'light' | 'serious') => r.call<{ woundId: string }>('healing.addWound', { characterId: 'pc-dante', location: 'Body', severity, damageType: 'wound', description: 'Kurgan scimitar' });
    await add('light');
    await add('light');
    const { woundId } = await add('serious');
    const sheet = await r.call<HealingSheet>('healing.sheet', { id: 'pc-dante' });
    expect(sheet.severities.map((s) => s.label)).toEqual(['Endurance level', 'Vitality level']);
    expect(sheet.firstAid.find((f) => f.woundId === woundId)!.refusal).toMatch(/no first aid on a single wound/);
    // The forecast: the vitality level never before its seventh day of rest.
    const vitality = sheet.forecast.find((f) => f.woundId === woundId)!;
    expect(vitality.perDay.slice(0, 6).every((p) => p === 0)).toBe(true);
    expect(vitality.median).toBeGreaterThanOrEqual(7);
    const before = await r.call<CharacterSheet>('character.sheet', { id: 'pc-dante' });
    expect(before.woundModifier.total).toBe(2);
    expect(before.wounds.find((w) => w.id === woundId)).toMatchObject({ pointsForLevel: 7, modifier: 2 });

    const p = await r.call<AdvancePreview>('calendar.preview', { days: 10 });
    const dante = p.report.days.map((d) => d.entries.find((e) => e.name === 'Brother Dante'));
    // Every day Dante rolls the morning roll while an endurance level is open, and counts a day toward the vitality level.
    expect(dante[0]!.points.at(-1)!.source).toBe('A day of rest toward a vitality level (1 of 7)');
    expect(dante[0]!.rolls[0]!.role).toBe('recovery');
    await r.call('calendar.commit', { planId: p.planId });
    const after = await r.call<CharacterSheet>('character.sheet', { id: 'pc-dante' });
    const left = after.wounds.map((w) => w.severity);
    // The seeded dice of the rig: good mornings on days 1 and 3, the week complete on day 7, nothing left to heal after.
    expect(dante.map((d) => d?.points.map((x) => x.source.replace(/: Success, \d VP/, ': Success')) ?? null)).toEqual([
      ['Morning roll after a day of rest: Success \u2014 1 endurance level back', 'A day of rest toward a vitality level (1 of 7)'],
      ['Morning roll after a day of rest: Failure', 'A day of rest toward a vitality level (2 of 7)'],
      ['Morning roll after a day of rest: Success \u2014 1 endurance level back', 'A day of rest toward a vitality level (3 of 7)'],
      ['A day of rest toward a vitality level (4 of 7)'],
      ['A day of rest toward a vitality level (5 of 7)'],
      ['A day of rest toward a vitality level (6 of 7)'],
      ['A week of rest: 1 vitality level back'],
      null, null, null,
    ]);
    expect(left).toEqual([]);
  });

  it('an advance of strenuous days rolls Endurance −4 each morning; an activity the edition does not know is refused naming the field', async () => {
    const r = rig({ now: () => new Date('2026-03-01T12:00:00Z') });
    await r.call('campaign.create', { name: 'The Kurgan border', edition: 'fading-suns-etkin', template: 'sample' });
    await r.call('calendar.setDate', { date: '5000-03-01' });
    await r.call('healing.addWound', { characterId: 'pc-dante', location: 'Body', severity: 'light', damageType: 'wound', description: '' });
    const p = await r.call<AdvancePreview>('calendar.preview', { days: 1, activity: 'strenuous' });
    const roll = p.report.days[0]!.entries[0]!;
    expect(roll.points[0]!.source).toMatch(/^Morning roll after some strenuous activity: /);
    expect(roll.rolls[0]!.diceRolled).toBe(1);
    await expect(r.call('calendar.preview', { days: 1, activity: 'nap' })).rejects.toMatchObject({ code: 'calendar/bad-activity', message: 'activity: "nap" is not one of rest, sleep, strenuous, strenuous-day.' });
  });
});
