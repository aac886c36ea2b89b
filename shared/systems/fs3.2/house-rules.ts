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

export const SUPPRESS_POINTS: HouseRuleDef = {
  id: 'suppress-points',
  label: 'Suppression Points from the Suppress action',
  description: 'What a successful Suppress action gives its target: a flat 2 points, or 2 per net hit (000\u2019s \u201cdifference between roll results\u201d in d8).',
  defaultOption: 'fs3.2',
  options: [
    {
      id: 'fs3.2',
      label: 'Flat: 2 points (twice a shot\u2019s 1)',
      source: { seed: SEED_001, quote: 'If you deliberately try to keep someone\u2019s head down using the Suppress action, you don\'t do damage but you do twice as many Suppression Points.' },
      apply: (n) => ({ ...n, combat: { ...n.combat, suppression: { ...n.combat.suppression, suppressPoints: { kind: 'flat', points: 2 } } } }),
    },
    {
      id: 'storytellers-guide',
      label: 'Twice the net hits (at least the 1 for being fired upon)',
      source: {
        seed: SEED_000,
        quote: 'If the attack \u201chits\u201d, no damage is done but it applies a number of Suppression Points equal to twice the difference between the attacker and defender\u2019s roll results.',
      },
      apply: (n) => ({ ...n, combat: { ...n.combat, suppression: { ...n.combat.suppression, suppressPoints: { kind: 'per-net-hit', factor: 2 } } } }),
    },
  ],
};

export const ARMOR_STOP_RATIO: HouseRuleDef = {
  id: 'armor-stop-ratio',
  label: 'Armor stop chance',
  description: 'Which way up the stop chance\u2019s fraction is. 000\u2019s printed form makes armor stop more the harder the weapon penetrates.',
  defaultOption: 'fs3.2',
  options: [
    {
      id: 'fs3.2',
      label: 'Protection / Penetration',
      source: { seed: SEED_001, quote: 'Stop Chance = ((((Protection/Penetration) * 2) - 1) * 25) + 10' },
      apply: (n) => ({ ...n, combat: { ...n.combat, armor: { ...n.combat.armor, ratio: 'protection-over-penetration' } } }),
    },
    {
      id: 'storytellers-guide',
      label: 'Penetration / Protection (as 000 prints it)',
      source: { seed: SEED_000, quote: 'Stop Chance = ((((Penetration/Protection) * 2) - 1) * 25) + 10' },
      apply: (n) => ({ ...n, combat: { ...n.combat, armor: { ...n.combat.armor, ratio: 'penetration-over-protection' } } }),
    },
  ],
};

/** In the order the setting editor shows them. */
export const FS32_HOUSE_RULES: readonly HouseRuleDef[] = [HEALING_SYSTEM, XP_RAISE_LIMITS, DAMAGE_BANDS, HEALING_POINTS, SUPPRESS_POINTS, ARMOR_STOP_RATIO];
