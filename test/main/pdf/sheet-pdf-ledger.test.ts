import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../../../shared/domain/character';
import { BSG_SETTING } from '../../../shared/core/content/battlestar-galactica';
import { poolForAbility } from '../../../shared/systems';
import { ratingWords } from '../../../shared/sheet/rating-words';
import { fs32System } from '../../helpers/fs32-system';
import { plainSheet, prose, renderSheetsInNode } from '../../helpers/pdf-sheets';

/** Issue 18 defect 9, checked on the real PDF with poppler (pages also rendered to PNG to look at). */
const OUT = join(process.cwd(), 'test-results', 'pdf');
mkdirSync(OUT, { recursive: true });
const pageText = (file: string, page: number): string =>
  execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
const pages = (file: string): number => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);

const character = makeCharacter({
  id: 'ledger',
  name: 'Specialist Okafor',
  kind: 'pc',
  attributes: BSG_SETTING.attributes.map((a, i) => ({ name: a.name, rating: 2 + (i % 3) })),
  actionSkills: BSG_SETTING.actionSkills.map((a, i) => ({ name: a.name, rating: i % 6 })),
});

describe('character sheet PDF (issue 18)', () => {
  it('a long ledger repeats its column header on every page it continues onto', async () => {
    const sheet = plainSheet(character, {
      xpLedger: Array.from({ length: 90 }, (_, i) => ({
        id: i + 1, characterId: 'ledger', delta: 1, reason: `Session ${i + 1}: ${prose(40, i + 2)}`, ability: null,
        inGameDate: `Day ${i + 1}`, recordedAt: `2026-01-01T10:${String(i % 60).padStart(2, '0')}:00.000Z`,
      })),
    });
    const file = join(OUT, 'long-ledger.pdf');
    writeFileSync(file, await renderSheetsInNode([sheet], 'A4'));
    for (const old of readdirSync(OUT).filter((f) => f.startsWith('long-ledger-') && f.endsWith('.png'))) rmSync(join(OUT, old));
    execFileSync('pdftoppm', ['-png', '-r', '60', file, join(OUT, 'long-ledger')]);
    const n = pages(file);
    expect(n).toBeGreaterThanOrEqual(3);
    const first = (1 + Array.from({ length: n }, (_, i) => pageText(file, i + 1)).findIndex((t) => t.includes('XP and luck ledger')));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(n);
    // The ledger's own header: each page holding ledger rows starts them under "Recorded … Change  Reason".
    for (let p = first; p <= n; p++) {
      const t = pageText(file, p);
      if (!/Session \d+:/.test(t)) continue;
      const header = t.split('\n').findIndex((l) => /Recorded\s+Game date\s+Change\s+Reason/.test(l));
      const firstRow = t.split('\n').findIndex((l) => /Session \d+:/.test(l));
      expect(header, `page ${p} has the ledger header`).toBeGreaterThanOrEqual(0);
      expect(header, `page ${p}: header above the rows`).toBeLessThan(firstRow);
      expect(t.match(/Recorded\s+Game date/g), `page ${p}: one header`).toHaveLength(1);
    }
    // Every row still printed once.
    const all = Array.from({ length: n }, (_, i) => pageText(file, i + 1)).join('\n');
    for (let i = 1; i <= 90; i++) expect(all.match(new RegExp(`Session ${i}:`, 'g')), `row ${i}`).toHaveLength(1);
  });

  it('prints the total dice pool (skill + ruling attribute, by the edition) beside each action skill', async () => {
    const file = join(OUT, 'skill-pools.pdf');
    writeFileSync(file, await renderSheetsInNode([plainSheet(character)], 'A4'));
    const t = pageText(file, 1);
    const system = fs32System(BSG_SETTING);
    for (const def of BSG_SETTING.actionSkills) {
      const skill = character.actionSkills.find((s) => s.name === def.name)!;
      const attribute = character.attributes.find((a) => a.name === def.rulingAttribute)!;
      const dice = poolForAbility(system, character, def.name).diceRolled;
      expect(dice, def.name).toBe(Math.max(skill.rating + attribute.rating, dice)); // skill + ruling attribute (or the edition's floor)
      const line = t.split('\n').find((l) => l.includes(`${def.name} (${def.rulingAttribute})`));
      expect(line, def.name).toBeDefined();
      const after = line!.slice(line!.indexOf(`${def.name} (${def.rulingAttribute})`));
      // Issue 39: seed 004's word for the rating ("Proficient") sits between the name and the rating.
      const word = ratingWords(system, 'action-skill', skill.rating, def.name).label!;
      expect(after, def.name).toMatch(new RegExp(`^${def.name} \\(${def.rulingAttribute}\\)\\s+${word}\\s+${skill.rating}\\s+${dice} dic?e`));
    }
  });
});
