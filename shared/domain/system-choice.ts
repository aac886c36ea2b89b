import { z } from 'zod';

/** Storyteller choices, one option id per house rule id. Unknown ids are findings, not crashes. */
export const HouseRuleChoicesSchema = z.record(z.string().min(1).max(100), z.string().min(1).max(100));
export type HouseRuleChoices = z.infer<typeof HouseRuleChoicesSchema>;

/**
 * The part of a campaign's game system that is not setting or gear: which edition, which house
 * rules (the editions themselves live in shared/systems). Kept with the domain shapes because
 * stored files and exports carry it.
 */
export const SystemChoiceSchema = z.object({
  edition: z.string().min(1).max(50),
  houseRules: HouseRuleChoicesSchema,
});
export type SystemChoice = z.infer<typeof SystemChoiceSchema>;

/**
 * The choice of every file and export made before editions existed: they played FS3.2 with no
 * house rules. A fact about old data (like migration 0006's column default), not a preference.
 */
export function legacySystemChoice(): SystemChoice {
  return { edition: 'fs3.2', houseRules: {} };
}
