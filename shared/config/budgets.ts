/**
 * Size budgets of an AresMUSH config import, checked before a byte is read or decoded (file size,
 * zip entry size, sent text) so that no input can hold the app for long. Real AresMUSH config
 * files are a few kB to about 100 kB (the default game: 40 kB in 17 files). A file above 1 MB is
 * still imported, as values only (MAX_SOURCE_CHARS, its text is not kept for the export); twice
 * that is refused unread. See CONFIG-NOTES.md, "Budgets".
 */
export const MAX_CONFIG_FILE_BYTES = 2 * 1024 * 1024;
/** All files of one import together (a folder, a zip's unpacked entries, or files sent as text). */
export const MAX_CONFIG_IMPORT_BYTES = 16 * 1024 * 1024;

/** "1.5 MB" / "300 kB": sizes in refusals, in the units a storyteller's file manager shows. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.ceil(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}

/** The refusal of a file over the per-file budget. */
export function fileTooLarge(name: string, bytes: number): string {
  return `${name} is ${sizeText(bytes)}, more than the ${sizeText(MAX_CONFIG_FILE_BYTES)} a config file may be (real AresMUSH config files are under 100 kB); it was not read. Check that this is a config file.`;
}

/** The refusal of an import over the total budget. */
export function importTooLarge(bytes: number): string {
  return `The files hold ${sizeText(bytes)} together, more than the ${sizeText(MAX_CONFIG_IMPORT_BYTES)} one import may read; they were not read. Import only the fs3combat and fs3skills files.`;
}

/** The UTF-8 size of a text (what it takes as a file), counted without encoding it. */
export function utf8Bytes(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      n += 4; // a surrogate pair: one 4-byte character
      i++;
    } else n += 3;
  }
  return n;
}
