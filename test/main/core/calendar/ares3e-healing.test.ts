/**
 * Third Edition healing in a real campaign file (§D.5–§D.7): treat within 24 real hours with
 * retries until it works, the doctor limit from the healing skill, and the daily healing of an
 * advance (1 point + 1 for a doctor, IMPAIR needing 10), NPCs not healing.
 */
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../shared/domain/character';
import type { AdvancePreview, HealingSheet } from '../../../../shared/ipc/calendar-contract';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();

async function setup() {
  let now = Date.parse('2026-03-01T12:00:00Z');
  const r = rig({ now: () => new Date(now) });
  await r.call('campaign.create', { name: 'Caprica', edition: 'aresmush-3e', setting: { kind: 'template', id: 'minimal' }, gear: 'builtin' });
  await r.call('calendar.setDate', { date: '2026-03-01' });
  const make = (name: string, kind: 'pc' | 'npc', medicine: number) =>
    r.call<Character>('character.create', { name, kind, attributes: [{ name: 'Brawn', rating: 2 }, { name: 'Wits', rating: 2 }], actionSkills: [{ name: 'Medicine', rating: medicine }] });
  const kara = await make('Kara Thrace', 'pc', 0);
  const doc = await make('Doc Cottle', 'pc', 3);
  const lee = await make('Lee Adama', 'pc', 0);
  const goon = await make('Goon', 'npc', 0);
  return { ...r, kara, doc, lee, goon, hours: (h: number) => void (now += h * 3_600_000) };
}

describe('Third Edition healing between fights', () => {
  it('§D.5 treat: retries allowed within 24 real hours until healing begins; the attempts are counted', async () => {
    const { call, kara, doc, hours } = await setup();
    const { woundId } = await call<{ woundId: string }>('healing.addWound', { characterId: kara.id, location: 'Chest', severity: 'serious', damageType: 'wound', description: '' });
    let sheet = await call<HealingSheet>('healing.sheet', { id: kara.id });
    expect(sheet.severities.map((s) => s.label)).toEqual(['Flesh Wound', 'Impaired', 'Incapacitated']);
    let attempts = 0;
    let succeeded = false;
    while (!succeeded && attempts < 30) {
      succeeded = (await call<{ succeeded: boolean }>('healing.firstAid', { woundId, carerId: doc.id })).succeeded;
      attempts++;
    }
    expect(succeeded).toBe(true);
    sheet = await call<HealingSheet>('healing.sheet', { id: kara.id });
    expect(sheet.firstAid[0]).toMatchObject({ state: 'succeeded', attempts });
    expect(sheet.firstAid[0]!.refusal).toMatch(/§D\.5: healing has begun/);
    // A second wound: 24 real hours later it can no longer be treated.
    const other = await call<{ woundId: string }>('healing.addWound', { characterId: kara.id, location: 'Arm', severity: 'light', damageType: 'wound', description: '' });
    hours(25);
    await expect(call('healing.firstAid', { woundId: other.woundId, carerId: doc.id })).rejects.toMatchObject({ message: expect.stringContaining('24 real hours') });
  });

  it('§D.7 a doctor with Medicine 3 takes one patient; §D.6 the advance gives 2 points a day with a doctor, NPCs do not heal', async () => {
    const { call, kara, doc, lee, goon } = await setup();
    await call('healing.setCare', { patientId: kara.id, doctorId: doc.id, inHospital: false });
    await expect(call('healing.setCare', { patientId: lee.id, doctorId: doc.id, inHospital: false })).rejects.toMatchObject({
      code: 'care/doctor-full', message: 'Doc Cottle (Medicine 3) may tend at most 1 patient and already tends Kara Thrace.',
    });
    await call('healing.addWound', { characterId: kara.id, location: 'Chest', severity: 'serious', damageType: 'wound', description: '' });
    await call('healing.addWound', { characterId: goon.id, location: 'Chest', severity: 'light', damageType: 'wound', description: '' });
    const p = await call<AdvancePreview>('calendar.preview', { days: 5 });
    expect(p.patients).toBe(2);
    expect(p.severityLabels).toMatchObject({ light: 'Flesh Wound', serious: 'Impaired', critical: 'Incapacitated' });
    const kara1 = p.report.days[0]!.entries.find((e) => e.name === 'Kara Thrace')!;
    expect(kara1.total).toBe(2);
    expect(kara1.points.map((x) => x.source)).toEqual(['Daily healing', 'Doctor: Doc Cottle']);
    expect(p.report.days.flatMap((d) => d.entries).some((e) => e.name === 'Goon')).toBe(false);
    // IMPAIR needs 10 points: 5 days at 2 points take it to FLESH.
    expect(p.report.days[4]!.entries[0]!.changes).toEqual([{ index: 0, location: 'Chest', from: 'serious', to: 'light' }]);
    await call('calendar.commit', { planId: p.planId });
    const sheet = await call<{ wounds: { severity: string; healingPoints: number; treated: boolean }[] }>('character.sheet', { id: kara.id });
    expect(sheet.wounds[0]).toMatchObject({ severity: 'light', healingPoints: 7, treated: true });
  });
});
