/** FS3.2's dice and character numbers: FS3's standard numbers as seeds 004 and 001 write them. */
import { STANDARD_RULESET, type Ruleset } from '../../core/dice/ruleset';

export const FS3_2_RULESET: Ruleset = STANDARD_RULESET;
