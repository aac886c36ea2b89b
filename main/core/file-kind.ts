import type { Stats } from 'node:fs';

/**
 * What a path that is neither a regular file nor a folder is, in words; null for a file or
 * folder. Opening a pipe or a device can block forever or read without end, so the campaign
 * opener, the config reader and the new-file checks refuse them by this name before opening.
 * A link is only seen through `lstat` (`stat` follows it).
 */
export function oddKind(info: Stats): string | null {
  if (info.isFile() || info.isDirectory()) return null;
  if (info.isSymbolicLink()) return 'a link';
  if (info.isFIFO()) return 'a named pipe (FIFO)';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  if (info.isSocket()) return 'a socket';
  return 'not a regular file';
}
