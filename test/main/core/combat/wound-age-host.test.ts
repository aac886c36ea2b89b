/**
 * Issue 39 item 1: a campaign character's stored wounds join a fight with their age (real time or
 * in-game days since the injury), so Treat refuses a wound older than seed 000's hour.
 */
import { describe, expect, it } from 'vitest';
import { woundAgeMinutes } from '../../../../main/core/combat/character-wounds';
import { CombatCommandSchema } from '../../../../shared/core/combat/commands';
import { TEST_GEAR, testCharacter, testWound } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);

describe('stored wounds join a fight with their age (issue 39)', () => {
  it('counts in-game time: a whole day per in-game day the calendar moved on; real minutes only without calendar dates (RULES-NOTES "First aid\'s hour")', () => {
    const w = testWound('w-1', 'pc', { inflictedAt: '2026-05-01T17:30:00.000Z', inGameDate: '2026-05-01' });
    // The same in-game day: within the hour however long the table paused (three real days here).
    expect(woundAgeMinutes(w, new Date('2026-05-01T18:00:00.000Z'), '2026-05-01')).toBe(0);
    expect(woundAgeMinutes(w, new Date('2026-05-04T18:00:00.000Z'), '2026-05-01')).toBe(0);
    expect(woundAgeMinutes(w, new Date('2026-05-01T18:00:00.000Z'), '2026-05-03')).toBe(2 * 1440);
    // No calendar date: the real minutes stand in.
    expect(woundAgeMinutes(w, new Date('2026-05-01T18:00:00.000Z'), '')).toBe(30);
  });

  it('refuses Treat in a fight on a week-old wound the character brought in', () => {
    const r = rig('age');
    r.repos.gear.replaceCatalog(TEST_GEAR);
    r.repos.characters.insert(testCharacter('pc', { name: 'Dane' }));
    r.repos.characters.insert(testCharacter('doc', { name: 'Doc' }));
    r.repos.wounds.add(testWound('w-old', 'pc', { inflictedAt: '2026-04-24T18:00:00.000Z' }));
    const combatId = r.host.create({ name: 'Age' }).combatId;
    for (const id of ['pc', 'doc']) r.host.addCharacter(combatId, { characterId: id, team: 1, weapon: 'Revolver', armor: null, chart: 'Humanoid', stance: 'normal' });
    r.host.command(combatId, CombatCommandSchema.parse({ type: 'combatant.add', combatants: [spec('goon', 2, { pools: pools({ Reflexes: 3 }) })] }));
    r.host.command(combatId, CombatCommandSchema.parse({ type: 'combat.start' }));
    const view = r.host.view(combatId);
    const dane = view.combatants.find((c) => c.characterId === 'pc')!.id;
    const doc = view.combatants.find((c) => c.characterId === 'doc')!.id;
    expect(() =>
      r.host.command(combatId, CombatCommandSchema.parse({ type: 'action.declare', declarations: [{ combatantId: doc, action: { kind: 'treat', target: dane, woundIndex: 0 } }] })),
    ).toThrow(/First aid only helps within 60 minutes of the injury\. This wound was 7 days old when the fight began\./);
  });
});
