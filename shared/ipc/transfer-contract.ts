/**
 * Moving data in and out (issue 43 item 7): characters and NPC templates as CSV, one character
 * or one encounter as JSON, and Improved Initiative's JSON into a new encounter. A preview reads
 * the file and stores nothing; an import reads it again and stores all of it in one transaction,
 * or nothing. Spread into `contract`; names in `transfer-names.ts`.
 */
import { z } from 'zod';
import { EntityIdSchema } from '../domain/ids';
import { MAX_TRANSFER_CHARS, sizeText } from '../transfer/budgets';
import { CLASH_CHOICES } from '../transfer/names';

export const TRANSFER_FORMATS = ['characters-csv', 'templates-csv', 'json'] as const;
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

const FileText = z.string().max(MAX_TRANSFER_CHARS, `The file is larger than ${sizeText(MAX_TRANSFER_CHARS)}, the most an import takes: split it`);

export const TransferInputSchema = z.strictObject({ format: z.enum(TRANSFER_FORMATS), text: FileText });

export const LocatedErrorSchema = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
  /** The whole located message ("row 7, column 'Firearms': …"). */
  text: z.string(),
});

export const TransferPreviewSchema = z.object({
  kind: z.enum(['characters', 'templates', 'character', 'encounter', 'improved-initiative']),
  /** The file's headings (CSV) or the preview's own (JSON). */
  columns: z.array(z.string()),
  rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  errors: z.array(LocatedErrorSchema),
  warnings: z.array(z.string()),
  /** Names the campaign already has: the import asks what to do with them. */
  clashes: z.array(z.string()),
  /** Records the import would store (characters, templates, or 1 encounter). */
  count: z.number().int(),
  /** What the count counts ("characters", "NPC templates", "encounter"). */
  noun: z.string(),
});
export type TransferPreview = z.infer<typeof TransferPreviewSchema>;

export const TransferImportInputSchema = TransferInputSchema.extend({
  /** Names the campaign has: refuse (the default), import under a new name, or keep and use the existing record. */
  onClash: z.enum(CLASH_CHOICES).default('refuse'),
});

export const TransferImportedSchema = z.object({
  kind: TransferPreviewSchema.shape.kind,
  created: z.array(z.object({ id: z.string(), name: z.string(), what: z.enum(['character', 'template', 'encounter']) })),
  /** The encounter made (JSON imports of an encounter or Improved Initiative). */
  encounterId: z.string().nullable(),
  warnings: z.array(z.string()),
});
export type TransferImported = z.infer<typeof TransferImportedSchema>;

const ExportedFile = z.object({ fileName: z.string(), text: z.string(), mime: z.string() });
export type ExportedFile = z.infer<typeof ExportedFile>;

export const transferContract = {
  'transfer.preview': { input: TransferInputSchema, output: TransferPreviewSchema },
  'transfer.import': { input: TransferImportInputSchema, output: TransferImportedSchema },
  /** The campaign's characters as CSV (all, or the ids given, in roster order). */
  'transfer.exportCharactersCsv': { input: z.strictObject({ ids: z.array(EntityIdSchema).max(5000).optional() }), output: ExportedFile },
  'transfer.exportTemplatesCsv': { input: z.strictObject({}), output: ExportedFile },
  'transfer.exportCharacter': { input: z.strictObject({ id: EntityIdSchema }), output: ExportedFile },
  'transfer.exportEncounter': { input: z.strictObject({ id: EntityIdSchema }), output: ExportedFile },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const transferEvents = {} as const satisfies Record<string, z.ZodType>;
