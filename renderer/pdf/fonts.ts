import { Font } from '@react-pdf/renderer';
import { SHEET_FONT } from './sheet-data';

let registered = false;

/**
 * Registers the embedded sheet fonts once: a file path (Node) or a data URL (the browser build
 * inlines the TTFs, so no fetch is needed under file:// or the CSP). Long unbroken tokens get
 * break points every 24 characters, so nothing runs off the page; ordinary words are never
 * hyphenated, so names and values come out of the PDF exactly as typed.
 */
export function registerSheetFonts(src: { regular: string; bold: string }): void {
  if (registered) return;
  registered = true;
  Font.register({ family: SHEET_FONT, fonts: [{ src: src.regular }, { src: src.bold, fontWeight: 'bold' }] });
  Font.registerHyphenationCallback((word) => {
    if (word.length <= 24) return [word];
    const parts: string[] = [];
    for (let i = 0; i < word.length; i += 24) parts.push(word.slice(i, i + 24));
    return parts;
  });
}
