/** Zod-free names of the file-choice methods (see `names.ts`). */
export const FILE_METHOD_NAMES = ['campaign.chooseFile', 'campaign.chooseSaveFile'] as const;

export const FILE_EVENT_NAMES = [] as const;
