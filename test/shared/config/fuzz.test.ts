import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { exportGameConfig } from '../../../shared/config/export';
import { parseGameConfig, type GameConfig } from '../../../shared/config/model';
import { planImport, type ConfigFileInput } from '../../../shared/config/plan';
import type { ConfigProblem } from '../../../shared/config/problems';
import { toProductModel } from '../../../shared/config/product';
import { GearCatalogSchema } from '../../../shared/domain/gear';
import { SettingSchema } from '../../../shared/domain/setting';
import { BSG_SETTING } from '../../../shared/core/content';
import { fixtureFiles, importedDefault } from './fixtures';
import { KINDS, mutate, mutation } from './mutate';

const base = importedDefault();
const baseJson = JSON.stringify(base);
const FILES = fixtureFiles();
const tally = { variants: 0, imported: 0, refused: 0 };
/** Imported / refused per mutation kind: an empty value (AresMUSH reads nil) should mostly import. */
const byKind = new Map<string, { imported: number; refused: number }>();

function isLocated(p: ConfigProblem): boolean {
  if (p.file === null || p.message.trim() === '') return false;
  if (p.code === 'yaml-syntax' || p.code === 'yaml-unsupported') return p.line !== null && p.column !== null;
  // "None of the files holds an FS3 section" is about the files as a whole: the file names it.
  if (p.code === 'not-a-config-file') return true;
  return p.line !== null || p.path.length > 0;
}

/** Imports `files` on top of `current` and checks the outcome is all-or-nothing and explained. */
function check(current: GameConfig | null, files: ConfigFileInput[], kind = 'mixed'): void {
  tally.variants++;
  const plan = planImport(current, files);
  const k = byKind.get(kind) ?? { imported: 0, refused: 0 };
  byKind.set(kind, k);
  k[plan.next ? 'imported' : 'refused']++;
  expect(JSON.stringify(base)).toBe(baseJson);
  const errors = plan.problems.filter((p) => p.severity === 'error');
  for (const p of plan.problems) expect(isLocated(p), JSON.stringify(p)).toBe(true);
  if (plan.next === null) {
    tally.refused++;
    expect(errors.length).toBeGreaterThan(0);
    expect(plan.diff).toEqual({ added: [], changed: [], removed: [] });
    return;
  }
  tally.imported++;
  expect(errors).toEqual([]);
  expect(parseGameConfig(plan.next).ok).toBe(true);
  // The projection onto the FS3.2 model (the gear editors) never refuses what was planned: it adapts and notes.
  const { product } = toProductModel(plan.next, BSG_SETTING);
  expect(SettingSchema.safeParse(product.setting).success).toBe(true);
  expect(GearCatalogSchema.safeParse(product.gear).success).toBe(true);
  // Whatever imports must survive its own export: the re-import holds the same values.
  const names = files.map((f) => f.name);
  const again = planImport(current, exportGameConfig(plan.next, names));
  expect(again.next?.fs3combat).toEqual(plan.next.fs3combat);
  expect(again.next?.fs3skills).toEqual(plan.next.fs3skills);
  expect(again.next?.other).toEqual(plan.next.other);
}

describe('fuzzing the importer with mutated fixtures', () => {
  afterAll(() => {
    expect(tally.variants).toBeGreaterThanOrEqual(1000);
    expect(tally.imported).toBeGreaterThan(50);
    expect(tally.refused).toBeGreaterThan(50);
    const empty = byKind.get('empty-value')!;
    expect(empty.imported).toBeGreaterThan(empty.refused);
  });

  it.each(KINDS.map((k, i) => [k, i] as const))('%s: each variant imports whole or is refused with located messages', (kind, i) => {
    fc.assert(
      fc.property(fc.nat(FILES.length - 1), fc.array(mutation(fc.constant(kind)), { minLength: 1, maxLength: 2 }), (fileIndex, mutations) => {
        const file = FILES[fileIndex]!;
        const text = mutations.reduce(mutate, file.text);
        check(base, [{ name: file.name, text }], kind);
      }),
      { seed: 7000 + i, numRuns: 120 },
    );
  });

  it('mixed mutations of the whole file set, imported from scratch', () => {
    fc.assert(
      fc.property(fc.nat(FILES.length - 1), fc.array(mutation(fc.constantFrom(...KINDS)), { minLength: 1, maxLength: 4 }), (fileIndex, mutations) => {
        const files = FILES.map((f, k) => (k === fileIndex ? { name: f.name, text: mutations.reduce(mutate, f.text) } : f));
        check(null, files);
      }),
      { seed: 7100, numRuns: 120 },
    );
  });
});
