import { join } from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import { makeCharacter, type Character } from '../../shared/domain/character';
import type { CharacterSheet } from '../../shared/ipc/character-contract';
import { BSG_SETTING } from '../../shared/core/content/battlestar-galactica';
import { fs32System } from './fs32-system';
import { registerSheetFonts } from '../../renderer/pdf/fonts';
import type { PaperSize, SheetMeta } from '../../renderer/pdf/sheet-data';
import { sheetDocument } from '../../renderer/pdf/SheetDocument';

/** Renders sheets in Node with the fonts the app ships (resources/fonts). */
export async function renderSheetsInNode(sheets: readonly CharacterSheet[], paper: PaperSize = 'A4', campaignName = 'Test Campaign'): Promise<Buffer> {
  const fonts = join(process.cwd(), 'resources', 'fonts');
  registerSheetFonts({ regular: join(fonts, 'DejaVuSans.ttf'), bold: join(fonts, 'DejaVuSans-Bold.ttf') });
  const meta: SheetMeta = { system: fs32System(BSG_SETTING), campaignName, paper };
  return renderToBuffer(sheetDocument(sheets, meta));
}

/** A sheet as `character.sheet` returns it, for a character with no history. */
export function plainSheet(character: Character, extra: Partial<CharacterSheet> = {}): CharacterSheet {
  return {
    character,
    wounds: [],
    woundModifier: { exact: 0, total: 0 },
    gear: [],
    xpLedger: [],
    luckLedger: [],
    undoable: null,
    nextRaiseDate: null,
    today: '2026-03-01',
    xpClock: { kind: 'real', problem: null },
    ratingProblems: [],
    ...extra,
  };
}

const WORDS = ['salvage', 'orbit', 'Picon', 'engine', 'patrol', 'signal', 'Viper', 'hangar', 'rations', 'Cylon', 'fleet', 'jump'];

/** Deterministic filler prose of about `length` characters. */
export function prose(length: number, seed = 1): string {
  const out: string[] = [];
  let n = seed;
  let size = 0;
  while (size < length) {
    n = (n * 1103515245 + 12345) % 2147483648;
    const w = WORDS[(n >> 16) % WORDS.length]!;
    out.push(w);
    size += w.length + 1;
  }
  return `${out.join(' ').slice(0, length - 1)}.`;
}

/** A full character: every attribute and action skill, `backgroundCount` background skills. */
export function bigCharacter(id: string, name: string, backgroundCount: number, conceptLength: number): Character {
  return makeCharacter({
    id,
    name,
    kind: 'pc',
    concept: prose(conceptLength, id.length),
    attributes: BSG_SETTING.attributes.map((a, i) => ({ name: a.name, rating: 1 + (i % 4) })),
    actionSkills: BSG_SETTING.actionSkills.map((a, i) => ({ name: a.name, rating: i % 9 })),
    backgroundSkills: Array.from({ length: backgroundCount }, (_, i) => ({
      name: `Background Skill ${String(i + 1).padStart(2, '0')} ${WORDS[i % WORDS.length]}`,
      rating: 1 + (i % 3),
      rulingAttribute: BSG_SETTING.attributes[i % BSG_SETTING.attributes.length]!.name,
    })),
    languages: ['Colonial Standard', 'Gemenese', 'Sagittaron'],
    quirks: ['Reckless in the cockpit', 'Collects old Caprican coins', prose(300, 7)],
    luckPoints: 2,
    xp: 9,
    notes: prose(600, 3),
  });
}
