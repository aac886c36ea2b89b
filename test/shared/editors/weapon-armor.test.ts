import { describe, expect, it } from 'vitest';
import { MISS } from '../../../shared/domain/gear';
import { VIPER_CHART } from '../../../shared/core/content/builtin-charts';
import { chartHeatmap, heatmapCell } from '../../../shared/editors/heatmap';
import { locationDamage, matchupOdds } from '../../../shared/editors/weapon-armor';
import { SEVERITIES } from '../../../shared/core/mechanics/combat-ruleset';
import { FS32_COMBAT_RULESET as RULES } from '../../../shared/systems/fs3.2/combat/ruleset';
import { damageOdds } from '../../../shared/core/mechanics/odds';
import { HUMANOID_HIT_CHART } from '../../../shared/core/content/hit-charts';

const rifle = { penetration: 4, lethality: 0 };
const vest = { name: 'Military Body Armor', class: 'personal' as const, protection: 4, locations: ['Head', 'Neck', 'Chest', 'Abdomen'] };

describe('weapon vs armor', () => {
  it('uses the seed stop chance where the armor covers and none elsewhere', () => {
    const chest = locationDamage(RULES, HUMANOID_HIT_CHART, 'Chest', rifle, vest, null);
    expect(chest.armorStop).toBe(35);
    expect(chest.modifier).toBe(15);
    const arm = locationDamage(RULES, HUMANOID_HIT_CHART, 'Left Arm', rifle, vest, null);
    expect(arm.armorStop).toBeNull();
    expect(arm.pStopped).toBe(0);
    // No armor, no modifier: the bands themselves (≤40, 41–80, 81–99, 100).
    for (const [s, p] of Object.entries({ light: 0.4, moderate: 0.4, serious: 0.19, critical: 0.01 })) expect(arm.severities[s as keyof typeof arm.severities]).toBeCloseTo(p, 12);
  });

  it('matches the engine damage odds with cover and armor together', () => {
    const head = locationDamage(RULES, HUMANOID_HIT_CHART, 'Head', { penetration: 3, lethality: 10 }, vest, { name: 'Car door', protection: 4 });
    const engine = damageOdds(RULES, { modifier: 40, penetration: 3, armorProtection: 4, coverProtection: 4 });
    expect(head.pStopped).toBeCloseTo(engine.pStopped, 12);
    for (const s of SEVERITIES) expect(head.severities[s]).toBeCloseTo(engine.severities[s], 12);
    expect(head.coverStop).toBe(head.armorStop);
  });

  it('weighs every location by the heatmap for the chosen aim and margin', () => {
    const armor = { name: 'Fighter Jet Armor', class: 'vehicle' as const, protection: 5, locations: ['Body', 'Cockpit', 'Engine', 'Left Wing', 'Right Wing'] };
    const m = matchupOdds(RULES, VIPER_CHART, { penetration: 10, lethality: 0 }, armor, null, 'Cockpit', 2);
    const map = chartHeatmap(RULES, VIPER_CHART);
    expect(m.attack.pNearMiss).toBeCloseTo(heatmapCell(map, 'Cockpit', 2, MISS), 12);
    let expectedStopped = 0;
    for (const l of m.locations) expectedStopped += heatmapCell(map, 'Cockpit', 2, l.location) * l.pStopped;
    expect(m.attack.pStopped).toBeCloseTo(expectedStopped, 12);
    const total = m.attack.pNearMiss + m.attack.pStopped + SEVERITIES.reduce((s, k) => s + m.attack.severities[k], 0);
    expect(total).toBeCloseTo(1, 12);
  });
});
