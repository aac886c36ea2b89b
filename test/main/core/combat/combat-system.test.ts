import { describe, expect, it } from 'vitest';
import { deriveRuleset } from '../../../../shared/core/dice/ruleset';
import { FS3_2_RULESET } from '../../../../shared/systems/fs3.2/ruleset';
import { testCharacter } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';
import { spec } from '../../../shared/core/combat/fixtures';
import { useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const at = '2026-02-01T00:00:00.000Z';

/** P(a's shot at b hits) under the rules the combat plays by (exact odds: no dice rolled). */
function pHit(host: ReturnType<typeof rig>['host'], combatId: string): number {
  return host.odds(combatId, [{ attackerId: 'a', targetId: 'b', luck: null }])[0]!.pHit;
}

describe('the system a combat plays by', () => {
  it('records the campaign system at creation, keeps it after a setting change, and adopts the new one on request', () => {
    const r = rig();
    const combatId = r.host.create({ name: 'Ambush' }).combatId;
    r.host.command(combatId, { type: 'combatant.add', combatants: [spec('a', 1), spec('b', 2)] });
    const first = r.host.view(combatId).system;
    expect(first).toMatchObject({ edition: 'FS3.2', revision: r.repos.campaign.get().revision });
    expect(first.lists.stances.map((s) => s.id)).toEqual(['normal', 'banzai', 'evade', 'cautious', 'cover']);
    const at7 = pHit(r.host, combatId);

    // The storyteller makes hits easier (6+) in the setting while the fight runs.
    const { setting, system } = r.repos.campaign.get();
    r.repos.campaign.replaceSystem({ ...setting, ruleset: deriveRuleset(setting.ruleset, { dice: { hitThreshold: 6 } }) }, system, at);
    r.host.close(combatId);
    const after = r.host.view(combatId);
    expect(after.system.revision).toBeLessThan(after.system.campaignRevision);
    expect(pHit(r.host, combatId)).toBe(at7);

    const adopted = r.host.adoptSystem(combatId);
    expect(adopted.system.revision).toBe(adopted.system.campaignRevision);
    // Attack and defense both hit on 6+ now: the exchange's odds move.
    expect(pHit(r.host, combatId)).not.toBe(at7);
    // A restart keeps the adopted system: it is stored with the combat.
    expect(r.reopen().view(combatId).system.revision).toBe(adopted.system.campaignRevision);
  });

  it('plays a combat made before game systems by the built-in numbers, whatever the setting says now', () => {
    const r = rig();
    const combatId = r.host.create({ name: 'Old fight' }).combatId;
    r.host.command(combatId, { type: 'combatant.add', combatants: [spec('a', 1), spec('b', 2)] });
    const builtIn = pHit(r.host, combatId);
    const row = r.repos.combats.get(combatId)!;
    const { system: _dropped, ...legacy } = row.settings;
    r.repos.combats.update({ ...row, settings: legacy });
    const { setting, system } = r.repos.campaign.get();
    r.repos.campaign.replaceSystem({ ...setting, ruleset: deriveRuleset(setting.ruleset, { dice: { hitThreshold: 5 } }) }, system, at);
    const host = r.reopen();
    expect(host.view(combatId).system.revision).toBe(0);
    expect(pHit(host, combatId)).toBe(builtIn);
    expect(FS3_2_RULESET.dice.hitThreshold).toBe(7);
  });

  it('refuses to start a fight whose initiative ability points nowhere, naming the part, and writes nothing', () => {
    const r = rig();
    r.repos.characters.insert(testCharacter('pc-1'));
    const { setting, system } = r.repos.campaign.get();
    r.repos.campaign.replaceSystem({ ...setting, specialAbilities: { ...setting.specialAbilities, initiative: 'Luck of the Draw' } }, system, at);
    const before = r.host.list().length;
    expect(() => r.host.create({ name: 'Broken' })).toThrow(/Initiative with "Luck of the Draw", which is neither an attribute nor an action skill/);
    expect(r.host.list()).toHaveLength(before);
  });
});
