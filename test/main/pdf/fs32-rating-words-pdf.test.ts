/** Issue 39 item 8: the FS3.2 PDF sheet prints seed 004's rating words and the descriptions of the skill ratings held. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../../../shared/domain/character';
import { plainSheet, renderSheetsInNode } from '../../helpers/pdf-sheets';

const OUT = join(process.cwd(), 'test-results', 'pdf');
mkdirSync(OUT, { recursive: true });

describe('the FS3.2 PDF sheet', () => {
  it('prints Poor … Exceptional, Novice … Master and what each skill rating held means', async () => {
    const ruiz = makeCharacter({
      id: 'pc-ruiz', name: 'Dane Ruiz',
      attributes: [{ name: 'Athletic', rating: 4 }, { name: 'Academic', rating: 1 }],
      actionSkills: [{ name: 'Firearms', rating: 6 }, { name: 'Melee', rating: 10 }],
    });
    const file = join(OUT, 'fs32-rating-words.pdf');
    writeFileSync(file, await renderSheetsInNode([plainSheet(ruiz)]));
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toMatch(/Athletic Exceptional 4/);
    expect(text).toMatch(/Academic Poor 1/);
    expect(text).toMatch(/Firearms \(\w+\) Proficient 6/);
    expect(text).toMatch(/Melee \(\w+\) Master 10/);
    expect(text).toContain('What the skill ratings mean');
    expect(text).toContain('6: You are a thoroughly competent professional with a several years of experience.');
    expect(text).toContain('10: You are elite \u2013 highly trained with lots of experience.');
  });
});
