/**
 * Packs text files into one .zip with fflate, the library main reads archives with. Entries are
 * deflated (any unzip and AresMUSH's host read them), names are UTF-8, and every entry carries the
 * same date so the same files always make the same archive.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

/** 1 January 1980 (local time, as zip dates are), the first date a zip entry can hold. */
const ZIP_EPOCH = new Date(1980, 0, 1);

export function zipTextFiles(files: readonly { name: string; text: string }[]): Uint8Array {
  const entries: Zippable = {};
  for (const file of files) {
    if (Object.hasOwn(entries, file.name)) throw new Error(`Two files are named ${file.name}.`);
    entries[file.name] = [strToU8(file.text), { level: 6, mtime: ZIP_EPOCH }];
  }
  return zipSync(entries);
}
