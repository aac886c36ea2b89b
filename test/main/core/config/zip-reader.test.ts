import { describe, expect, it } from 'vitest';
import { readZip, ZipError } from '../../../../main/core/config/zip-reader';
import { zipTextFiles } from '../../../../renderer/features/config/zip-store';
import { writeZip } from './zip-writer';

/** `zip` with a ZIP64 end-of-directory locator in front of its end record, as ZIP64 archives have. */
function withZip64Locator(zip: Buffer): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeUInt32LE(1, 16);
  const out = Buffer.concat([zip.subarray(0, end), locator, zip.subarray(end)]);
  // The directory did not move; only the end record did.
  return out;
}

describe('reading a zip of config files (fflate)', () => {
  it('reads deflated and stored entries, skipping folders, with an archive comment', () => {
    const zip = writeZip([
      { name: 'config/', data: '', method: 0 },
      { name: 'config/fs3combat_mounts.yml', data: 'fs3combat:\n  mounts: {}\n' },
      { name: 'config/notes.txt', data: 'héllo', method: 0 },
    ], 'made by a test');
    expect(readZip(zip).map((e) => [e.name, e.data.toString('utf8')])).toEqual([
      ['config/fs3combat_mounts.yml', 'fs3combat:\n  mounts: {}\n'],
      ['config/notes.txt', 'héllo'],
    ]);
  });

  it('reads names that are not flagged UTF-8 as CP437/latin1', () => {
    expect(readZip(writeZip([{ name: 'a.yml', data: 'x: 1\n', flags: 0 }]))[0]!.name).toBe('a.yml');
  });

  it('reads back, byte for byte, what the renderer writes (CRLF, BOM and non-ASCII names included)', () => {
    const files = [
      { name: 'fs3combat_weapons.yml', text: '\uFEFF---\r\nfs3combat:\r\n  weapons: {}\r\n' },
      { name: 'fs3skills_langs_é.yml', text: 'fs3skills:\n  languages: [Français]' },
    ];
    const zip = Buffer.from(zipTextFiles(files));
    expect(readZip(zip).map((e) => ({ name: e.name, text: e.data.toString('utf8') }))).toEqual(files);
    // Same files, same archive: the entries carry a fixed date.
    expect(Buffer.from(zipTextFiles(files)).equals(zip)).toBe(true);
  });

  it.each([
    ['not a zip at all', Buffer.from('fs3combat:\n  weapons: {}\n'.repeat(3)), /not a zip/],
    ['a damaged checksum', writeZip([{ name: 'a.yml', data: 'x: 1\n', crc: 12345 }]), /checksum/],
    ['an encrypted entry', writeZip([{ name: 'a.yml', data: 'x: 1\n', flags: 0x801 }]), /encrypted/],
    ['an encrypted stored entry', writeZip([{ name: 'a.yml', data: 'x: 1\n', flags: 0x801, method: 0 }]), /encrypted/],
    ['an unknown compression', (() => {
      const zip = writeZip([{ name: 'a.yml', data: 'x: 1\n', method: 0 }]);
      const cd = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      zip.writeUInt16LE(12, cd + 10);
      return zip;
    })(), /compression method 12/],
    ['a cut-short archive', writeZip([{ name: 'a.yml', data: 'x: 1\n'.repeat(100) }]).subarray(40), /damaged|not a zip/],
    ['a "../" name', writeZip([{ name: 'config/../../evil.yml', data: 'x: 1\n' }]), /evil\.yml points outside the archive/],
    ['a "..\\" name', writeZip([{ name: '..\\evil.yml', data: 'x: 1\n' }]), /points outside the archive/],
    ['an absolute path', writeZip([{ name: '/etc/fs3combat.yml', data: 'x: 1\n' }]), /is an absolute path/],
    ['a drive-letter path', writeZip([{ name: 'C:\\fs3combat.yml', data: 'x: 1\n' }]), /is an absolute path/],
    ['two entries of one name', writeZip([{ name: 'a.yml', data: 'x: 1\n' }, { name: 'a.yml', data: 'x: 2\n' }]), /two entries named a\.yml/],
    ['an entry declaring fewer bytes than it holds', writeZip([{ name: 'a.yml', data: 'x: 1\n'.repeat(100), size: 10 }]), /damaged/],
    ['an entry declaring more bytes than it holds', writeZip([{ name: 'a.yml', data: 'x: 1\n', size: 5000 }]), /damaged/],
    ['a stored entry declaring more bytes than it holds', writeZip([{ name: 'a.yml', data: 'x: 1\n', size: 5000, method: 0 }]), /damaged/],
    ['an entry declaring 4 GB (a bomb)', writeZip([{ name: 'a.yml', data: 'x: 1\n', size: 0xfffffff0 }]), /too large/],
    ['a ZIP64 archive (a bomb declaring 64-bit sizes)', withZip64Locator(writeZip([{ name: 'a.yml', data: 'x: 1\n' }])), /ZIP64/],
    ['an entry with ZIP64 sizes but no ZIP64 directory', writeZip([{ name: 'a.yml', data: 'x: 1\n', size: 0xffffffff }]), /too large|damaged/],
  ])('refuses %s with a ZipError', (_what, zip, message) => {
    expect(() => readZip(zip)).toThrow(ZipError);
    expect(() => readZip(zip)).toThrow(message);
  });

  it('issue 35: an entry that lies about its size is refused by the bytes actually inflated, naming the entry', () => {
    // 64 MB of one letter declared as 1 kB: fflate alone inflated all of it (1-2.5 s) before the size check.
    const lying = writeZip([{ name: 'fs3combat_weapons.yml', data: Buffer.alloc(64 * 1024 * 1024, 0x41), size: 1024 }]);
    const refusal = (() => {
      try {
        readZip(lying);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(ZipError);
    expect((refusal as Error).message).toMatch(/^The zip entry fs3combat_weapons\.yml holds more than the 1 kB it declares/);
    // A stored (uncompressed) entry that lies is refused the same way.
    expect(() => readZip(writeZip([{ name: 'a.yml', data: 'x: 1\n'.repeat(100), size: 10, method: 0 }]))).toThrow(/a\.yml holds more than/);
  });

  it('refuses archives that unpack to more than the limits', () => {
    const big = writeZip([{ name: 'bomb.yml', data: Buffer.alloc(2_000_000) }]);
    expect(() => readZip(big, { maxEntries: 10, maxEntryBytes: 1_000_000, maxTotalBytes: 5_000_000 })).toThrow(/too large/);
    const many = writeZip(Array.from({ length: 5 }, (_, i) => ({ name: `${i}.yml`, data: 'x: 1\n' })));
    expect(() => readZip(many, { maxEntries: 4, maxEntryBytes: 100, maxTotalBytes: 1000 })).toThrow(/5 entries/);
    const total = writeZip(Array.from({ length: 5 }, (_, i) => ({ name: `${i}.yml`, data: Buffer.alloc(300) })));
    expect(() => readZip(total, { maxEntries: 10, maxEntryBytes: 1000, maxTotalBytes: 1000 })).toThrow(/more data than/);
    // The default caps: 5,000 entries.
    const tooMany = writeZip(Array.from({ length: 5_001 }, (_, i) => ({ name: `${i}.yml`, data: '', method: 0 as const })));
    expect(() => readZip(tooMany)).toThrow(/5001 entries/);
  });
});
