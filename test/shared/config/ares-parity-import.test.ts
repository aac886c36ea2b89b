/**
 * Issue 40 items 1, 3 and 4: a game that turned advantages off imports with located warnings; a
 * merge plan shows only the import's own findings; a refusal names every broken file first.
 */
import { describe, expect, it } from 'vitest';
import { planImport } from '../../../shared/config/plan';
import { formatProblem, sortProblems, problem } from '../../../shared/config/problems';
import { fixtureFiles, fixtureText, importedDefault, withFile } from './fixtures';

const ADVANTAGES_OFF = 'fs3skills:\n  advantages: false\n  advantages_blurb: false\n  use_advantages: false\n';

describe('a game that turned advantages off (item 1)', () => {
  it('imports, with a located warning for each value AresMUSH never reads', () => {
    const plan = planImport(null, withFile('fs3skills_advantages.yml', ADVANTAGES_OFF));
    expect(plan.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(plan.next).not.toBeNull();
    const mine = plan.problems.filter((p) => p.file === 'fs3skills_advantages.yml' && p.severity === 'warning');
    expect(mine.map((p) => [p.line, p.path.join('.')])).toEqual([[2, 'fs3skills.advantages'], [3, 'fs3skills.advantages_blurb']]);
    expect(mine[0]!.message).toMatch(/only when use_advantages is true/);
    expect(mine[0]!.message).toMatch(/Unknown FS3Skills config error/);
    expect(mine[1]!.message).toMatch(/advantages_blurb is false, not a text/);
    // Kept as written, so the export gives the game back as it was.
    expect(plan.next!.fs3skills.advantages).toBe(false);
    expect(plan.next!.fs3skills.advantages_blurb).toBe(false);
  });

  it('imports with use_advantages: true too, saying AresMUSH itself breaks there', () => {
    const plan = planImport(null, withFile('fs3skills_advantages.yml', ADVANTAGES_OFF.replace('use_advantages: false', 'use_advantages: true')));
    expect(plan.next).not.toBeNull();
    const warning = plan.problems.find((p) => p.path.join('.') === 'fs3skills.advantages');
    expect(warning?.message).toMatch(/AresMUSH itself fails there/);
  });
});

describe('tab-indented lines in two files (item 4)', () => {
  const tabbed = () => fixtureFiles().map((f) =>
    f.name === 'fs3combat_weapons.yml' ? { ...f, text: f.text.replace('\n      skill:', '\n\tskill:') }
    : f.name === 'fs3skills_action.yml' ? { ...f, text: f.text.replace('\n    linked_attr:', '\n\tlinked_attr:') }
    : f);

  it('names the first error of each file before any cascade', () => {
    const plan = planImport(null, tabbed());
    expect(plan.next).toBeNull();
    const errors = plan.problems.filter((p) => p.severity === 'error');
    expect(errors.length).toBeGreaterThan(10);
    expect(errors.slice(0, 2).map(formatProblem)).toEqual([
      'fs3combat_weapons.yml:7:1 error: YAML syntax: Tabs are not allowed as indentation.',
      'fs3skills_action.yml:6:1 error: YAML syntax: Tabs are not allowed as indentation.',
    ]);
  });

  it('orders errors by file, line and column after the firsts, warnings after every error', () => {
    const at = (file: string, line: number, column: number, severity: 'error' | 'warning' = 'error') =>
      ({ ...problem(severity, 'yaml-syntax', [], `${file}:${line}:${column}`), file, line, column });
    const sorted = sortProblems([at('b.yml', 2, 9), at('a.yml', 5, 1, 'warning'), at('b.yml', 2, 1), at('a.yml', 9, 3), at('a.yml', 3, 3)]);
    expect(sorted.map((p) => p.message)).toEqual(['a.yml:3:3', 'b.yml:2:1', 'a.yml:9:3', 'b.yml:2:9', 'a.yml:5:1']);
  });
});

describe('a merge plan on a campaign that imported before (item 3)', () => {
  it('leaves out the stored files\' own findings', () => {
    const current = importedDefault();
    const plan = planImport(current, [{ name: 'fs3skills_xp.yml', text: fixtureText('fs3skills_xp.yml') }]);
    expect(plan.next).not.toBeNull();
    expect(plan.problems.filter((p) => p.severity !== 'info' && p.file !== 'fs3skills_xp.yml')).toEqual([]);
    // Before: the stored vehicles file's "Nuke" and unprotected-cabin warnings, without a line.
    expect(planImport(null, fixtureFiles()).problems.some((p) => p.file === 'fs3combat_vehicles.yml')).toBe(true);
  });

  it('keeps a finding the import brings to a stored file, at its line there', () => {
    const current = importedDefault();
    const weapons = fixtureText('fs3combat_weapons.yml').replace(/\n {4}Kew:\n(?: {6}.*\n| {8}.*\n)+/, '\n');
    expect(weapons).not.toMatch(/\n {4}Kew:/);
    const plan = planImport(current, [{ name: 'fs3combat_weapons.yml', text: weapons }]);
    const kew = plan.problems.filter((p) => p.file === 'fs3combat_vehicles.yml' && /"Kew"/.test(p.message));
    expect(kew.length).toBeGreaterThan(0);
    expect(kew.every((p) => p.line !== null)).toBe(true);
    expect(plan.problems.some((p) => p.file === 'fs3combat_vehicles.yml' && /Nuke/.test(p.message))).toBe(false);
  });
});
