/**
 * The open campaign's game system (issue 14): its edition and house-rule choices with its setting.
 * The renderer resolves it with `resolveSystem` from shared/systems (shared code runs there too),
 * so sheets, the roller and the editors read the same numbers main rolls with. Names in
 * `system-names.ts`.
 */
import { z } from 'zod';
import { SettingDraftSchema } from '../domain/setting';
import { SystemChoiceSchema } from '../systems/types';

export const SystemStateSchema = z.object({
  choice: SystemChoiceSchema,
  /** May be a draft with problems; the setting lint says which. */
  setting: SettingDraftSchema,
  /** Goes up with every change of setting or choice; combats record the one they started with. */
  revision: z.number().int().min(1),
});
export type SystemState = z.infer<typeof SystemStateSchema>;

export const systemContract = {
  'system.get': { input: z.strictObject({}), output: SystemStateSchema },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const systemEvents = {
  /** The setting or system choice changed (setting editor, import, undo). */
  'system.changed': SystemStateSchema,
} as const satisfies Record<string, z.ZodType>;
