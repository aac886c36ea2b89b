/**
 * Reads .zip archives of AresMUSH config files with fflate (the library the renderer writes them
 * with), behind the checks fflate leaves to its caller: caps on entries and unpacked sizes (so a
 * hostile archive cannot exhaust memory, ZIP64 "bombs" included), no `../` or absolute names, no
 * encryption, and every entry's size and checksum equal to what the archive declares.
 */
import { crc32 } from 'node:zlib';
import { Inflate, unzipSync, type UnzipFileInfo } from 'fflate';
import { sizeText } from '../../../shared/config/budgets';

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
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;

/** What the central directory says of one entry that fflate's filter does not report. */
type DirectoryFacts = { flags: number; crc: number; compressedSize: number; localOffset: number };

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  throw new ZipError('This is not a zip archive (no central directory found).');
}

/**
 * The flags and checksum of every entry, in directory order (the order fflate walks it). fflate
 * 0.8 neither verifies checksums nor reports the encryption flag, so these two words are read here;
 * everything else (names, sizes, ZIP64 records, inflating) is fflate's.
 */
function directoryFacts(buf: Buffer, limits: ZipLimits): DirectoryFacts[] {
  const end = findEndOfCentralDirectory(buf);
  const count = buf.readUInt16LE(end + 10);
  const cdOffset = buf.readUInt32LE(end + 16);
  // A ZIP64 archive declares its real counts and offsets elsewhere; a config folder never needs one,
  // and its 64-bit sizes are how "zip bombs" announce petabytes.
  if (count === 0xffff || cdOffset === 0xffffffff || (end >= 20 && buf.readUInt32LE(end - 20) === EOCD64_LOCATOR)) {
    throw new ZipError('ZIP64 archives are not supported; zip the config files on their own.');
  }
  if (count > limits.maxEntries) throw new ZipError(`The archive holds ${count} entries, more than a game configuration ever needs.`);
  const facts: DirectoryFacts[] = [];
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) throw new ZipError('The zip archive is damaged (bad directory entry).');
    facts.push({ flags: buf.readUInt16LE(at + 8), crc: buf.readUInt32LE(at + 16), compressedSize: buf.readUInt32LE(at + 20), localOffset: buf.readUInt32LE(at + 42) });
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return facts;
}

/** A name that would land outside the folder it is unpacked into, or that no config file has. */
export function unsafeEntryName(name: string): string | null {
  const parts = name.split(/[\\/]/);
  if (name.startsWith('/') || name.startsWith('\\') || /^[a-zA-Z]:/.test(name)) return 'is an absolute path';
  if (parts.includes('..')) return 'points outside the archive ("..")';
  if ([...name].some((c) => c.charCodeAt(0) < 0x20)) return 'holds control characters';
  return null;
}

/**
 * Reads every file entry (folders are skipped), or only those `want` names: the others are never
 * unpacked nor counted against the size limits. Throws {@link ZipError} on anything it cannot trust.
 */
export function readZip(buf: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS, want: (name: string) => boolean = () => true): ZipEntry[] {
  if (buf.length < 22) throw new ZipError('This is not a zip archive (too short).');
  const facts = directoryFacts(buf, limits);
  const wanted: (UnzipFileInfo & DirectoryFacts)[] = [];
  const names = new Set<string>();
  let index = 0;
  let total = 0;
  const filter = (info: UnzipFileInfo): boolean => {
    const fact = facts[index++];
    if (!fact) throw new ZipError('The zip archive is damaged (bad directory entry).');
    const { name } = info;
    if (name.endsWith('/')) return false;
    const unsafe = unsafeEntryName(name);
    if (unsafe) throw new ZipError(`The zip entry ${name} ${unsafe}; zip the config files on their own.`);
    if (names.has(name)) throw new ZipError(`The archive holds two entries named ${name}.`);
    names.add(name);
    if (!want(name)) return false;
    if (fact.flags & 0x1) throw new ZipError(`The zip entry ${name} is encrypted; zip the files without a password.`);
    if (info.compression !== 0 && info.compression !== 8) {
      throw new ZipError(`The zip entry ${name} uses compression method ${info.compression}; save the archive with ordinary (deflate) compression.`);
    }
    if (info.originalSize > limits.maxEntryBytes) {
      throw new ZipError(`The zip entry ${name} is ${sizeText(info.originalSize)} unpacked, too large for a config file (at most ${sizeText(limits.maxEntryBytes)}); the archive was not unpacked.`);
    }
    total += info.originalSize;
    if (total > limits.maxTotalBytes) {
      throw new ZipError(`The archive unpacks to more than ${sizeText(limits.maxTotalBytes)} (at the entry ${name}), more data than a game configuration ever needs; it was not unpacked.`);
    }
    if (info.size > buf.length) throw new ZipError(`The zip entry ${name} is cut short.`);
    wanted.push({ ...info, ...fact });
    // fflate walks and checks the directory; the entries are unpacked below, counting what they really hold.
    return false;
  };
  try {
    unzipSync(buf, { filter });
  } catch (error) {
    if (error instanceof ZipError) throw error;
    throw new ZipError('The zip archive is damaged (an entry could not be read or decompressed).');
  }
  return wanted.map((info) => {
    const data = unpack(buf, info);
    if (data.length !== info.originalSize || crc32(data) !== info.crc) {
      throw new ZipError(`The zip entry ${info.name} is damaged (its size or checksum does not match).`);
    }
    return { name: info.name, data: Buffer.from(data.buffer, data.byteOffset, data.length) };
  });
}

/** Compressed bytes inflated at a time: at most about 1,000 times as many come out of one push. */
const INFLATE_STEP = 4 * 1024;

/**
 * One entry's bytes, inflated in steps with a running count (issue 35 item 5): an entry that holds
 * more than it declares is refused as soon as the bytes actually inflated pass the declared size,
 * instead of after inflating all of it (a 500 MB lie held the app for 1–2.5 s).
 */
function unpack(buf: Buffer, info: UnzipFileInfo & DirectoryFacts): Uint8Array {
  const local = info.localOffset;
  if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw new ZipError(`The zip entry ${info.name} is damaged (bad local header).`);
  const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
  const end = start + info.compressedSize;
  if (end > buf.length) throw new ZipError(`The zip entry ${info.name} is cut short.`);
  const lie = () => new ZipError(`The zip entry ${info.name} holds more than the ${sizeText(info.originalSize)} it declares (a damaged or hostile archive); it was refused after ${sizeText(info.originalSize)} and not unpacked further.`);
  if (info.compression === 0) {
    if (end - start > info.originalSize) throw lie();
    return buf.subarray(start, end);
  }
  const out = new Uint8Array(info.originalSize);
  let filled = 0;
  const inflate = new Inflate((chunk) => {
    if (filled + chunk.length > out.length) throw lie();
    out.set(chunk, filled);
    filled += chunk.length;
  });
  try {
    for (let at = start; at < end; at += INFLATE_STEP) inflate.push(buf.subarray(at, Math.min(end, at + INFLATE_STEP)), at + INFLATE_STEP >= end);
    if (start === end) inflate.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ZipError) throw error;
    throw new ZipError(`The zip archive is damaged (the entry ${info.name} could not be decompressed).`);
  }
  return filled === out.length ? out : out.subarray(0, filled);
}
