/** FS3.2's combat: FS3's standard numbers (seeds 004 and 001, seed 000's procedures) played by FS3.2's own turn. */
import { STANDARD_COMBAT_RULESET } from '../../../core/mechanics/combat-ruleset';
import type { CombatRules } from '../../../core/combat/procedures';
import { FS3_2_RULESET } from '../ruleset';
import { FS32_PROCEDURES } from './procedures';

export const FS32_COMBAT_RULESET: CombatRules = { ...STANDARD_COMBAT_RULESET, id: 'fs3.2', core: FS3_2_RULESET, procedures: FS32_PROCEDURES };

/** The Storyteller's Guide "simple system" for healing, otherwise FS3.2 (seed 000). */
export const FS32_SIMPLE_HEALING_RULESET: CombatRules = {
  ...FS32_COMBAT_RULESET,
  id: 'fs3.2-simple-healing',
  healing: { ...FS32_COMBAT_RULESET.healing, system: 'simple' },
};
