import { z } from 'zod';
import { JsonValueSchema } from './json';
import { InGameDateSchema, IsoTimestampSchema } from './timestamps';

/** What the campaign is, apart from its setting: shown in the title bar and recent list. */
export const CampaignInfoSchema = z.object({
  name: z.string().trim().min(1, 'A campaign needs a name').max(200),
  description: z.string().max(10_000),
  /** Where the story stands now; new wounds and ledger entries are dated with it. */
  inGameDate: InGameDateSchema,
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
});
export type CampaignInfo = z.infer<typeof CampaignInfoSchema>;

/**
 * A configuration value the AresMUSH importer could not map but must keep verbatim, so an export
 * back to AresMUSH loses nothing. `keyPath` is the dotted path inside `source`.
 */
export const ConfigExtraSchema = z.object({
  source: z.string().min(1).max(200),
  keyPath: z.string().min(1).max(500),
  value: JsonValueSchema,
});
export type ConfigExtra = z.infer<typeof ConfigExtraSchema>;
