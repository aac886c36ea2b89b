/** Zod-free names of the import/export methods (see `names.ts`). */
export const TRANSFER_METHOD_NAMES = [
  'transfer.preview',
  'transfer.import',
  'transfer.exportCharactersCsv',
  'transfer.exportTemplatesCsv',
  'transfer.exportCharacter',
  'transfer.exportEncounter',
] as const;

export const TRANSFER_EVENT_NAMES = [] as const;
