/** Zod-free names of the campaign-file methods and events (see `names.ts`). */
export const CAMPAIGN_FILE_METHOD_NAMES = [
  'campaign.gone',
  'campaign.saveAgain',
  'campaign.missing',
  'campaign.restoreMissing',
  'campaign.forgetMissing',
] as const;
export const CAMPAIGN_FILE_EVENT_NAMES = ['campaign.gone'] as const;
