/**
 * A small reader for .zip archives of AresMUSH config files (stored or deflated entries, no
 * encryption, no ZIP64): enough for what a storyteller zips on any desktop, without an npm
 * dependency. Sizes are capped so a hostile archive cannot exhaust memory.
 */
import { crc32, inflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; data: Buffer };
export type ZipLimits = { maxEntries: number; maxEntryBytes: number; maxTotalBytes: number };

/** Far above any game config (the AresMUSH default is 40 kB in 17 files). */
export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 5_000, maxEntryBytes: 16 * 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024 };

/** A damaged, unsupported or oversized archive; the message is for the storyteller. */
export class ZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipError';
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  throw new ZipError('This is not a zip archive (no central directory found).');
}

function entryData(buf: Buffer, name: string, method: number, localOffset: number, compressed: number, size: number, limits: ZipLimits): Buffer {
  if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== LOCAL) throw new ZipError(`The zip entry ${name} is damaged.`);
  const start = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
  if (start + compressed > buf.length) throw new ZipError(`The zip entry ${name} is cut short.`);
  const raw = buf.subarray(start, start + compressed);
  if (method === 0) return Buffer.from(raw);
  if (method !== 8) throw new ZipError(`The zip entry ${name} uses compression method ${method}; save the archive with ordinary (deflate) compression.`);
  try {
    return inflateRawSync(raw, { maxOutputLength: Math.min(limits.maxEntryBytes, Math.max(size, 1)) });
  } catch {
    throw new ZipError(`The zip entry ${name} could not be decompressed.`);
  }
}

/** Reads every file entry (folders are skipped); throws {@link ZipError} on anything it cannot trust. */
export function readZip(buf: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipEntry[] {
  if (buf.length < 22) throw new ZipError('This is not a zip archive (too short).');
  const end = findEndOfCentralDirectory(buf);
  const count = buf.readUInt16LE(end + 10);
  const cdSize = buf.readUInt32LE(end + 12);
  const cdOffset = buf.readUInt32LE(end + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new ZipError('ZIP64 archives are not supported; zip the config files on their own.');
  if (count > limits.maxEntries) throw new ZipError(`The archive holds ${count} entries, more than a game configuration ever needs.`);
  if (cdOffset + cdSize > end) throw new ZipError('The zip archive is damaged (its directory points outside the file).');
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) throw new ZipError('The zip archive is damaged (bad directory entry).');
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    const nameBytes = buf.subarray(at + 46, at + 46 + nameLength);
    // Bit 11: the name is UTF-8; otherwise it is CP437, whose ASCII part latin1 reads the same.
    const name = nameBytes.toString(flags & 0x800 ? 'utf8' : 'latin1');
    at = next;
    if (name.endsWith('/')) continue;
    if (flags & 0x1) throw new ZipError(`The zip entry ${name} is encrypted; zip the files without a password.`);
    if (size > limits.maxEntryBytes) throw new ZipError(`The zip entry ${name} is ${size} bytes, too large for a config file.`);
    total += size;
    if (total > limits.maxTotalBytes) throw new ZipError('The archive unpacks to more data than a game configuration ever needs.');
    const data = entryData(buf, name, method, localOffset, compressed, size, limits);
    if (data.length !== size || crc32(data) !== crc) throw new ZipError(`The zip entry ${name} is damaged (its checksum does not match).`);
    entries.push({ name, data });
  }
  return entries;
}
