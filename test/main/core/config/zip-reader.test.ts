import { describe, expect, it } from 'vitest';
import { readZip, ZipError } from '../../../../main/core/config/zip-reader';
import { writeZip } from './zip-writer';

describe('reading a zip of config files', () => {
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

  it.each([
    ['not a zip at all', Buffer.from('fs3combat:\n  weapons: {}\n'.repeat(3)), /not a zip/],
    ['a damaged checksum', writeZip([{ name: 'a.yml', data: 'x: 1\n', crc: 12345 }]), /checksum/],
    ['an encrypted entry', writeZip([{ name: 'a.yml', data: 'x: 1\n', flags: 0x801 }]), /encrypted/],
    ['an unknown compression', (() => {
      const zip = writeZip([{ name: 'a.yml', data: 'x: 1\n', method: 0 }]);
      const cd = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      zip.writeUInt16LE(12, cd + 10);
      return zip;
    })(), /compression method 12/],
    ['a cut-short archive', writeZip([{ name: 'a.yml', data: 'x: 1\n'.repeat(100) }]).subarray(40), /damaged|not a zip/],
  ])('refuses %s with a ZipError', (_what, zip, message) => {
    expect(() => readZip(zip)).toThrow(ZipError);
    expect(() => readZip(zip)).toThrow(message);
  });

  it('refuses archives that unpack to more than the limits', () => {
    const big = writeZip([{ name: 'bomb.yml', data: Buffer.alloc(2_000_000) }]);
    expect(() => readZip(big, { maxEntries: 10, maxEntryBytes: 1_000_000, maxTotalBytes: 5_000_000 })).toThrow(/too large/);
    const many = writeZip(Array.from({ length: 5 }, (_, i) => ({ name: `${i}.yml`, data: 'x: 1\n' })));
    expect(() => readZip(many, { maxEntries: 4, maxEntryBytes: 100, maxTotalBytes: 1000 })).toThrow(/5 entries/);
  });
});
