/**
 * The PDF sheet of a Fading Suns (Etkin) character (issue 22 "sheets"): the vitality track and the
 * hero pool in the facts, each skill's goal and d20s, the wound list in the edition's words.
 * Rendered in Node, read with pdftotext, pages to PNG (test-results/pdf/) to be looked at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import type { SheetWound } from '../../../shared/ipc/character-contract';
import { registerSheetFonts } from '../../../renderer/pdf/fonts';
import { sheetDocument } from '../../../renderer/pdf/SheetDocument';
import { plainSheet } from '../../helpers/pdf-sheets';
import { etkinSystem, sampleCharacter } from '../../shared/systems/fading-suns-etkin/helpers';

const OUT = join(process.cwd(), 'test-results', 'pdf');
mkdirSync(OUT, { recursive: true });

const wound = (id: string, severity: 'light' | 'serious', pointsForLevel: number): SheetWound => ({
  id, characterId: 'pc-dante', location: 'Body', severity, damageType: 'wound', healingPoints: pointsForLevel, treated: false,
  inGameDate: '5000-03-01', description: 'Kurgan scimitar', inflictedAt: '2026-03-01T12:00:00.000Z',
  modifier: severity === 'serious' ? 2 : 0, pointsForLevel, progress: 0,
});

describe('the Fading Suns (Etkin) PDF sheet', () => {
  it('prints the vitality track, hero points, each skill\'s goal and d20s and the levels lost', async () => {
    const fonts = join(process.cwd(), 'resources', 'fonts');
    registerSheetFonts({ regular: join(fonts, 'DejaVuSans.ttf'), bold: join(fonts, 'DejaVuSans-Bold.ttf') });
    const dante = { ...sampleCharacter('pc-dante'), luckPoints: 4 };
    const sheet = plainSheet(dante, { wounds: [wound('w1', 'light', 1), wound('w2', 'serious', 7)], woundModifier: { exact: 2, total: 2 } });
    const pdf = await renderToBuffer(sheetDocument([sheet], { system: etkinSystem('full'), campaignName: 'The Kurgan border', paper: 'A4' }));
    const file = join(OUT, 'etkin-sheet.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Vitality\s+Hero points/);
    expect(text).toMatch(/9 \/ 11\s+4 ?\/ ?5/);
    expect(text).toContain('Vitality: Endurance 6 + 5 \u00b7 1 endurance level lost, 1 vitality level lost \u00b7 wound penalty \u22122 goal');
    expect(text).toContain('Hero points: pool = Human 5; refreshes every span');
    expect(text).toMatch(/Shoot \(Dexterity\)\s+3d20\s+7\s+goal 14/);
    expect(text).toMatch(/Stoic Mind \(Calm\)\s+2d20\s+5\s+goal 9/);
    expect(text).toMatch(/Characteristics[\s\S]*Skills[\s\S]*Lores and other skills/);
    expect(text).toContain('Endurance level');
    expect(text).toContain('Vitality level');
    execFileSync('pdftoppm', ['-png', '-r', '70', file, join(OUT, 'etkin-sheet')]);
  });
});
