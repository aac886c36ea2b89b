import { Font, pdf } from '@react-pdf/renderer';
import type { CharacterSheet } from '../../shared/ipc/character-contract';
// Inlined as data URLs: this chunk loads only on export, and no fetch is needed (file://, CSP).
import boldFont from '../../resources/fonts/DejaVuSans-Bold.ttf?inline';
import regularFont from '../../resources/fonts/DejaVuSans.ttf?inline';
import { registerSheetFonts } from './fonts';
import { SHEET_FONT, type SheetMeta } from './sheet-data';
import { sheetDocument } from './SheetDocument';
import { warmDocument } from './WarmDocument';

const registerFonts = (): void => registerSheetFonts({ regular: regularFont, bold: boldFont });

/** Renders sheets into one PDF in the browser (the lazy-loaded half of the export). */
export async function renderSheetsPdf(sheets: readonly CharacterSheet[], meta: SheetMeta): Promise<Blob> {
  registerFonts();
  return pdf(sheetDocument(sheets, meta)).toBlob();
}

/** Text the warm-up shapes: Latin with accents, punctuation, digits and the sheet's rating dots. */
const WARM_TEXT = 'Zoë Ðurić — “Firearms” 4 ●●●○○ Athletics, Melee; 12/30 XP';

/** Loads one sheet font (react-pdf decodes and parses it) and shapes a line with it (its layout tables). */
async function warmFont(fontWeight: 400 | 700): Promise<void> {
  registerFonts();
  const descriptor = { fontFamily: SHEET_FONT, fontWeight };
  await Font.load(descriptor);
  Font.getFont(descriptor).data?.layout(WARM_TEXT);
}

/**
 * The background warm-up's work after this chunk has loaded (issue 20), in the order it runs, one
 * piece per idle moment so no single piece holds the page for long: react-pdf decodes and parses
 * a font only when first used, fontkit reads a font's layout tables on its first line of text,
 * and the layout engine and PDF writer set themselves up on the first render. Fonts loaded here
 * stay loaded in react-pdf's font store, so the real export finds them ready.
 */
export const warmUpSteps: readonly (() => Promise<unknown>)[] = [
  () => warmFont(400),
  () => warmFont(700),
  () => pdf(warmDocument({ flow: false })).toBlob(),
  () => pdf(warmDocument({ flow: true })).toBlob(),
];
