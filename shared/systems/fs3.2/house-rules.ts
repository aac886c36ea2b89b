/**
 * FS3.2's house-rule switches: the places where the seeds leave a choice to the storyteller or
 * where seed 000 (Storyteller's Guide) and seed 001 (FS3 Mechanics) give different numbers. The
 * first option of each is what the edition plays when nothing is chosen (the newer 001 text wins,
 * as the seeds' README says). Each option quotes the sentence it comes from.
 */
import type { HouseRuleDef } from '../types';

const SEED_000 = '000_6f75505b79330e92.txt';
const SEED_001 = '001_4acbcc433b01f42f.txt';

export const HEALING_SYSTEM: HouseRuleDef = {
  id: 'healing-system',
  label: 'Healing over time',
  description: 'How wounds gather Healing Points day by day.',
  defaultOption: 'advanced',
  options: [
    {
      id: 'advanced',
      label: 'Advanced: daily toughness and medicine rolls',
      source: { seed: SEED_001, quote: 'Every 24 hours, the injured character gets to make a toughness roll and his doctor (if there is one) gets to make a medicine roll.' },
      apply: (n) => ({ ...n, combat: { ...n.combat, healing: { ...n.combat.healing, system: 'advanced' } } }),
    },
    {
      id: 'simple',
      label: 'Simple: 1 point a day, +1 under a doctor',
      source: { seed: SEED_000, quote: 'In the simple system, a character gets 1 Healing Point per day, plus a bonus point if under a doctor\u2019s care.' },
      apply: (n) => ({ ...n, combat: { ...n.combat, healing: { ...n.combat.healing, system: 'simple' } } }),
    },
  ],
};

export const XP_RAISE_LIMITS: HouseRuleDef = {
  id: 'xp-raise-limits',
  label: 'XP spending limits',
  description: 'Whether the setting\u2019s days between raises and XP hoard cap are enforced.',
  defaultOption: 'on',
  options: [
    {
      id: 'on',
      label: 'On: the setting\u2019s raise interval and hoard cap apply',
      source: { seed: SEED_000, quote: 'A character can only raise one skill every 3 days. A character may only save up a maximum of 16 XP.' },
      apply: (n) => n,
    },
    {
      id: 'off',
      label: 'Off: raise any time, save any amount',
      source: { seed: SEED_000, quote: 'There will likely be legitimate exceptions to these rules, so they should be exercised at the Storyteller\u2019s discretion.' },
      apply: (n) => ({ ...n, core: { ...n.core, xp: { ...n.core.xp, daysBetweenRaises: null, maxSavedXp: null } } }),
    },
  ],
};

export const DAMAGE_BANDS: HouseRuleDef = {
  id: 'damage-bands',
  label: 'Damage severity bands',
  description: 'Where a modified damage roll turns Serious into Critical.',
  defaultOption: 'fs3.2',
  options: [
    {
      id: 'fs3.2',
      label: '40 / 80 / 99 (Critical from 100)',
      source: { seed: SEED_001, quote: '| 81 \u2013 99| Serious| | 100 or higher| Critical|' },
      apply: (n) => ({ ...n, combat: { ...n.combat, severityBands: { light: 40, moderate: 80, serious: 99 } } }),
    },
    {
      id: 'storytellers-guide',
      label: '40 / 80 / 105 (Critical from 106)',
      source: { seed: SEED_000, quote: '81 \u2014-105 Serious 106 or higher | Critical' },
      apply: (n) => ({ ...n, combat: { ...n.combat, severityBands: { light: 40, moderate: 80, serious: 105 } } }),
    },
  ],
};

export const HEALING_POINTS: HouseRuleDef = {
  id: 'healing-points',
  label: 'Healing Points to heal a level',
  description: 'Points a wound must gather to drop one severity level (Light / Moderate / Serious / Critical).',
  defaultOption: 'fs3.2',
  options: [
    {
      id: 'fs3.2',
      label: '2 / 3 / 4 / 5',
      source: { seed: SEED_001, quote: 'Wound Level Healing Points Required Light 2 Moderate 3 Serious 4 Critical 5' },
      apply: (n) => ({ ...n, combat: { ...n.combat, healing: { ...n.combat.healing, points: { light: 2, moderate: 3, serious: 4, critical: 5 } } } }),
    },
    {
      id: 'storytellers-guide',
      label: '4 / 6 / 8 / 12',
      source: { seed: SEED_000, quote: 'Wound Level Healing Points Required Light 4 Moderate 6 Serious 8 Critical 12' },
      apply: (n) => ({ ...n, combat: { ...n.combat, healing: { ...n.combat.healing, points: { light: 4, moderate: 6, serious: 8, critical: 12 } } } }),
    },
  ],
};

/** In the order the setting editor shows them. */
export const FS32_HOUSE_RULES: readonly HouseRuleDef[] = [HEALING_SYSTEM, XP_RAISE_LIMITS, DAMAGE_BANDS, HEALING_POINTS];
