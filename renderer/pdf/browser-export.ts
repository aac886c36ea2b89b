import { pdf } from '@react-pdf/renderer';
import type { CharacterSheet } from '../../shared/ipc/character-contract';
// Inlined as data URLs: this chunk loads only on export, and no fetch is needed (file://, CSP).
import boldFont from '../../resources/fonts/DejaVuSans-Bold.ttf?inline';
import regularFont from '../../resources/fonts/DejaVuSans.ttf?inline';
import { registerSheetFonts } from './fonts';
import type { SheetMeta } from './sheet-data';
import { sheetDocument } from './SheetDocument';

/** Renders sheets into one PDF in the browser (the lazy-loaded half of the export). */
export async function renderSheetsPdf(sheets: readonly CharacterSheet[], meta: SheetMeta): Promise<Blob> {
  registerSheetFonts({ regular: regularFont, bold: boldFont });
  return pdf(sheetDocument(sheets, meta)).toBlob();
}
