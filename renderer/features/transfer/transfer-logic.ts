/** Pure helpers of the import preview (tested without a DOM). */
import type { TransferPreview } from '../../../shared/ipc/transfer-contract';
import { MAX_TRANSFER_CHARS, sizeText } from '../../../shared/transfer/budgets';

/** Why a chosen file is refused before it is read (its size), or null. */
export function fileRefusal(file: { name: string; size: number }): string | null {
  // Bytes are at least characters, so a file within the budget in bytes is within it in text too.
  if (file.size > MAX_TRANSFER_CHARS * 3) return `${file.name} is ${sizeText(file.size)}; an import takes at most ${sizeText(MAX_TRANSFER_CHARS)}.`;
  return null;
}

/** The rows that have errors, by spreadsheet row number. */
export function rowsWithErrors(preview: TransferPreview): Set<number> {
  return new Set(preview.errors.flatMap((e) => (e.row === null ? [] : [e.row])));
}

/** "Import 3 characters", "Import 1 NPC template", "Import the encounter". */
export function importLabel(preview: TransferPreview): string {
  if (preview.noun === 'encounter' || preview.noun === 'character') return `Import the ${preview.noun}`;
  const singular = preview.noun.replace(/s$/, '');
  return `Import ${preview.count} ${preview.count === 1 ? singular : preview.noun}`;
}

/** The sentence after an import: what was made, by kind. */
export function importedText(created: readonly { what: 'character' | 'template' | 'encounter'; name: string }[]): string {
  if (created.length === 0) return 'Nothing new was imported: every record was already in the campaign.';
  const count = (what: string, word: string) => {
    const n = created.filter((c) => c.what === what).length;
    return n === 0 ? null : `${n} ${word}${n === 1 ? '' : 's'}`;
  };
  const parts = [count('encounter', 'encounter'), count('template', 'NPC template'), count('character', 'character')].filter((p) => p !== null);
  const encounter = created.find((c) => c.what === 'encounter');
  return `Imported ${parts.join(', ')}${encounter ? ` (encounter “${encounter.name}”)` : ''}.`;
}

/** Which kinds of JSON file a screen takes, and where the others belong. */
export function misplacedKind(preview: TransferPreview, expected: readonly TransferPreview['kind'][]): string | null {
  if (expected.includes(preview.kind) || preview.errors.length > 0) return null;
  return preview.kind === 'character' ? 'This is a character file: import it on the Characters screen.' : 'This is an encounter file: import it on the Encounters screen.';
}

/**
 * The choices offered for names the campaign already has. An encounter is never merged into
 * another, so a clashing encounter name is always imported under a new one; what may be kept are
 * the records it brings (templates, characters).
 */
export function clashChoices(preview: TransferPreview): { id: 'rename' | 'use-existing'; label: string }[] {
  if (preview.kind === 'improved-initiative') return [{ id: 'rename', label: 'Import the encounter under a new name (“Name (2)”)' }];
  if (preview.kind === 'encounter') {
    return [
      { id: 'rename', label: 'Import everything under new names (“Name (2)”)' },
      { id: 'use-existing', label: 'Use the campaign’s own templates and characters of these names (the encounter gets a new name if it needs one)' },
    ];
  }
  return [
    { id: 'rename', label: 'Import them under new names (“Name (2)”)' },
    { id: 'use-existing', label: 'Keep the campaign’s own and skip these' },
  ];
}
