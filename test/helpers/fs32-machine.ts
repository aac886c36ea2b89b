import { createCombatMachine } from '../../shared/core/combat/machine';
import { FS32_COMBAT_RULESET } from '../../shared/systems/fs3.2/combat/ruleset';

/** The combat machine for the built-in FS3.2 numbers (the host builds one per combat's system). */
export const combatMachine = createCombatMachine(FS32_COMBAT_RULESET);
