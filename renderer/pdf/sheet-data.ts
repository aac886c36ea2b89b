import type { GameSystem } from '../../shared/systems';

/** Paper sizes the sheet is laid out for (react-pdf size names). */
export const PAPER_SIZES = ['A4', 'LETTER'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** What every page of an export shares. */
export type SheetMeta = { system: GameSystem; campaignName: string; paper: PaperSize };

/** The family name the sheet's text uses; registered by `registerSheetFonts`. */
export const SHEET_FONT = 'DejaVu Sans';
