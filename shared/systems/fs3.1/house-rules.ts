/**
 * FS3.1's house-rule switches (issue 39). Seed 000, which 002 defers to for healing, gives two
 * systems and leaves the choice to the storyteller ("Storytellers may optionally use a more
 * advanced system for determining Healing Points"): the advanced one stays what FS3.1 plays when
 * nothing is chosen (002 describes it; ROLLS-NOTES "Healing"), the simple one is a switch here.
 * Each option quotes the sentence it comes from.
 */
import type { HouseRuleDef } from '../types';

const SEED_000 = '000_6f75505b79330e92.txt';

export const FS31_HEALING_SYSTEM: HouseRuleDef = {
  id: 'healing-system',
  label: 'Healing over time',
  description: 'How wounds gather Healing Points day by day (seed 000 "Healing Damage").',
  defaultOption: 'advanced',
  options: [
    {
      id: 'advanced',
      label: 'Advanced: daily toughness and medicine rolls',
      source: { seed: SEED_000, quote: 'Every 24 hours, both the injured character and his doctor (if applicable) may make ability rolls.' },
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

export const FS31_HOUSE_RULES: readonly HouseRuleDef[] = [FS31_HEALING_SYSTEM];
