import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FS3_NOTICE } from '../../../shared/app/notice';
import { makeCharacter } from '../../../shared/domain/character';
import { BSG_SETTING } from '../../../shared/core/content/battlestar-galactica';
import { ratingWords } from '../../../shared/sheet/rating-words';
import { fs32System } from '../../helpers/fs32-system';
import { bigCharacter, plainSheet, prose, renderSheetsInNode } from '../../helpers/pdf-sheets';

/**
 * Real PDFs checked with real tools (poppler): text with pdftotext, page size and count with
 * pdfinfo, pages rendered to PNG with pdftoppm (test-results/pdf/, looked at by people).
 */
const OUT = join(process.cwd(), 'test-results', 'pdf');
mkdirSync(OUT, { recursive: true });

function write(name: string, pdf: Buffer): string {
  const file = join(OUT, `${name}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
const text = (file: string, layout = false): string => execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
function info(file: string): { pages: number; size: string; fonts: string } {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  return { pages: Number(/Pages:\s+(\d+)/.exec(out)?.[1]), size: /Page size:\s+(.*)/.exec(out)?.[1] ?? '', fonts };
}
function png(file: string, name: string): string[] {
  for (const old of readdirSync(OUT).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))) rmSync(join(OUT, old));
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(OUT, name)]);
  return readdirSync(OUT).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
}
/** The page body as printed (layout mode), without the repeated header and footer lines. */
function bodyText(file: string): string {
  return text(file, true)
    .split('\n')
    .map((l) => l.replace(/Page \d+ of \d+/, '').trim())
    .filter((l) => l !== '' && !l.endsWith('· FS3 character sheet') && !flat(FS3_NOTICE).includes(flat(l)))
    .join('\n');
}
/** Whitespace-insensitive: wrapping turns spaces into line breaks. */
const flat = (s: string): string => s.replace(/\s+/g, ' ');
/** Asserts each needle appears, in this order, in the text. */
function expectInOrder(haystack: string, needles: readonly string[]): void {
  let at = 0;
  for (const n of needles) {
    const i = haystack.indexOf(flat(n), at);
    expect(i, `"${n}" after offset ${at}`).toBeGreaterThanOrEqual(0);
    at = i + flat(n).length;
  }
}

describe('character sheet PDF', () => {
  it('prints a minimal character on one A4 page with embedded fonts and the FS3 notice', async () => {
    const file = write('minimal-a4', await renderSheetsInNode([plainSheet(makeCharacter({ id: 'min', name: 'Min' }))], 'A4'));
    const i = info(file);
    expect(i.pages).toBe(1);
    expect(i.size).toMatch(/^595\.\d* x 841\.\d* pts \(A4\)/);
    // Every font is embedded (a subset), none is a base-14 stand-in.
    expect(i.fonts).toMatch(/DejaVuSans\s/);
    expect(i.fonts).toMatch(/DejaVuSans-Bold/);
    for (const line of i.fonts.split('\n').slice(2).filter(Boolean)) expect(line).toMatch(/\byes\s+yes\s+(yes|no)\s+\d+/);
    const t = flat(text(file));
    expectInOrder(flat(bodyText(file)), ['Min', 'Concept', 'Attributes', 'Academic', 'Action skills', 'Background skills', 'None', 'Languages', 'Quirks', 'Wounds', 'Unhurt', 'Gear', 'XP and luck ledger']);
    expect(t).toContain(flat(FS3_NOTICE));
    expect(t).toContain('Page 1 of 1');
    expect(png(file, 'minimal-a4')).toHaveLength(1);
  });

  it('flows 40 background skills and a 3,000-character concept over Letter pages, every value in order, nothing cut', async () => {
    const c = bigCharacter('big', 'Commander Adaeze Nwosu-Lindqvist', 40, 3000);
    expect(c.concept.length).toBe(3000);
    const sheet = plainSheet(c, {
      gear: [{ name: 'Sidearm', notes: prose(250, 9) }, { name: 'Flight suit', notes: 'Patched at the elbows' }],
      xpLedger: Array.from({ length: 12 }, (_, i) => ({
        id: i + 1, characterId: 'big', delta: i % 3 === 0 ? -2 : 2, reason: `Session ${i + 1}: ${prose(80, i + 2)}`, ability: null,
        inGameDate: `Day ${i + 1}`, recordedAt: `2026-02-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
      })),
      wounds: [{
        id: 'w', characterId: 'big', location: 'Left Arm', severity: 'serious', damageType: 'wound', healingPoints: 3, treated: true,
        inGameDate: 'Day 3', description: 'Shrapnel - Left Arm', inflictedAt: '2026-02-03T10:00:00.000Z', modifier: 1, pointsForLevel: 4, progress: 0.25,
      }],
      woundModifier: { exact: 1, total: 1 },
    });
    const file = write('big-letter', await renderSheetsInNode([sheet], 'LETTER'));
    const i = info(file);
    expect(i.size).toMatch(/^612 x 792 pts \(letter\)/);
    expect(i.pages).toBeGreaterThanOrEqual(3);
    const t = flat(text(file));
    // Layout mode reads the page as printed (top to bottom, rows left to right); the repeated
    // header and footer, which interrupt the text at each page break, are left out.
    const body = flat(bodyText(file));
    // The concept whole and unbroken (no hyphenation, no cut-off), then every background skill in order.
    expect(body).toContain(flat(c.concept));
    expectInOrder(body, ['Concept', c.concept.slice(-60), 'Attributes', ...BSG_SETTING.attributes.map((a) => a.name), 'Action skills', ...BSG_SETTING.actionSkills.map((a) => a.name)]);
    expectInOrder(body, ['Background skills', ...c.backgroundSkills.map((b) => b.name)]);
    expectInOrder(body, ['Quirks', ...c.quirks, 'Wounds', 'Shrapnel - Left Arm', 'Gear', 'Sidearm', sheetGearNotes(sheet), 'Flight suit', 'XP and luck ledger']);
    expectInOrder(body, sheet.xpLedger.map((e) => e.reason));
    expectInOrder(body, ['Notes', c.notes]);
    // Ratings and ruling attributes ride on the skills' own rows.
    const layout = text(file, true);
    // Issue 39: with seed 004's word for the rating ("Novice") between the ruling attribute and the rating.
    const word = (rating: number) => ratingWords(fs32System(BSG_SETTING), 'background-skill', rating).label;
    for (const b of c.backgroundSkills) expect(layout).toMatch(new RegExp(`${b.name}\\s+${b.rulingAttribute}\\s+${word(b.rating) ?? ''}\\s*${b.rating}\\b`));
    // The header and the notice repeat on every page.
    expect(t.split(c.name).length - 1).toBeGreaterThanOrEqual(i.pages + 1);
    expect(t.split(flat(FS3_NOTICE)).length - 1).toBe(i.pages);
    expect(t).toContain(`Page ${i.pages} of ${i.pages}`);
    expect(png(file, 'big-letter')).toHaveLength(i.pages);
  }, 60_000);

  it('renders a non-ASCII name exactly, with no replacement characters', async () => {
    const c = makeCharacter({ id: 'zoe', name: 'Zoë Ðurić', concept: 'Pilotkinja iz Šibenika — čuva stare karte, „uvijek“ spremna.', languages: ['Hrvatski', 'Ελληνικά'] });
    const file = write('non-ascii', await renderSheetsInNode([plainSheet(c)], 'A4'));
    const t = text(file);
    expect(t).toContain('Zoë Ðurić');
    expect(flat(t)).toContain(flat(c.concept));
    expect(t).toContain('Hrvatski, Ελληνικά');
    expect(t).not.toMatch(/[?\uFFFD]{2,}|\uFFFD/);
    expect(png(file, 'non-ascii')).toHaveLength(1);
  });

  it('puts a batch into one PDF, each character starting on its own page', async () => {
    const sheets = ['Alpha', 'Bravo', 'Charlie'].map((n, i) => plainSheet(bigCharacter(`b${i}`, `Pilot ${n}`, 5, 200)));
    const file = write('batch', await renderSheetsInNode(sheets, 'A4'));
    const pages = info(file).pages;
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let p = 1; p <= pages; p++) {
      const pageText = execFileSync('pdftotext', ['-f', String(p), '-l', String(p), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      // Exactly one character's header on every page.
      expect(sheets.filter((s) => pageText.includes(s.character.name)).length).toBe(1);
    }
    expectInOrder(flat(text(file)), sheets.map((s) => s.character.name));
    // Page numbers count per character: each sheet starts again at page 1.
    expect(text(file).match(/Page 1 of \d+/g)).toHaveLength(3);
    expect(statSync(file).size).toBeLessThan(400_000);
  });
});

function sheetGearNotes(sheet: { gear: { notes: string }[] }): string {
  return sheet.gear[0]!.notes;
}
