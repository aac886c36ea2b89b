/**
 * Issue 19, item 5 (H4 "screens"): what the screens show for FS3.1 through the seams — the
 * percentile pool text, the d100 result line, every Roll Result's odds, the roll log row kept and
 * read back, the better Roll Result kept on a luck re-roll, the rating's result-table row, the
 * heatmap's Roll Result difference columns, the edition named in a log export — with FS3.2 left
 * exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { formatCombatLog } from '../../../../shared/core/combat/log-format';
import { makeCharacter, type Character } from '../../../../shared/domain/character';
import { SheetRollSchema } from '../../../../shared/domain/sheet';
import { chartHeatmap, heatmapColumns, HEATMAP_NET_HITS } from '../../../../shared/editors/heatmap';
import { HUMANOID_HIT_CHART } from '../../../../shared/core/content/hit-charts';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { plainPoolText, ratingTag, ratingWords } from '../../../../shared/sheet/rating-words';
import { planSheetRoll, sheetRollRecord } from '../../../../shared/sheet/roll-plan';
import { keepsSecond, planRoll } from '../../../../shared/sheet/roller';
import { describePoolFor, isPercentile, modifierField, rollLine, rollShort } from '../../../../shared/sheet/roll-words';
import { findEdition, resolveSystem, rollAbility, type GameSystem } from '../../../../shared/systems';
import { fs31Odds } from '../../../../shared/systems/fs3.1/dice';

function systemOf(editionId: string): GameSystem {
  const edition = findEdition(editionId)!;
  // A starting setting with action skills (the minimal one has none).
  const setting = edition.templates.map((t) => t.setting()).find((x) => x.actionSkills.length > 0)!;
  return resolveSystem({ choice: { edition: edition.id, houseRules: {} }, setting, gear: edition.builtinGear() });
}

/** A character with every attribute at 5, the first action skill's ruling attribute at 7 and that skill at 5. */
function character(system: GameSystem): { c: Character; skill: string; ruling: string } {
  const skill = system.setting.actionSkills[0]!;
  const ruling = skill.rulingAttribute;
  const c = makeCharacter({
    id: 'c1', name: 'Kid', luckPoints: 1,
    attributes: system.setting.attributes.map((a) => ({ name: a.name, rating: a.name === ruling ? 7 : 5 })),
    actionSkills: [{ name: skill.name, rating: 5 }],
  });
  return { c, skill: skill.name, ruling };
}

const FS31 = systemOf('fs3.1');
const FS32 = systemOf('fs3.2');

describe('the roller speaks the percentile engine (FS3.1)', () => {
  it('knows the unit from the engine: percent in fives to ±100 for FS3.1, dice to ±20 for FS3.2', () => {
    expect(isPercentile(FS31)).toBe(true);
    expect(isPercentile(FS32)).toBe(false);
    expect(modifierField(FS31)).toEqual({ min: -100, max: 100, step: 5, unit: '%' });
    expect(modifierField(FS32)).toEqual({ min: -20, max: 20, step: 1, unit: 'dice' });
  });

  it('002 "How to Roll": the pool reads "Skill 5 (row 5) · Attribute 7 +4 · Situation −30 = −26"; d100 63 gives 37 on row 5, +1 Success', () => {
    const { c, skill, ruling } = character(FS31);
    const plan = planSheetRoll(FS31, c, { ability: skill, modifier: -30, luck: false, woundPenalty: 0 });
    expect(plan.poolText).toBe(`${skill} 5 (row 5) \u00b7 ${ruling} 7 +4 \u00b7 Situation \u221230 = \u221226`);
    // Every Roll Result's exact chance, worst first, as the engine computes them; they sum to 1.
    expect(plan.odds.results!.map((r) => r.value)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(plan.odds.results!.map((r) => r.p)).toEqual(fs31Odds(plan.pool).results!.map((r) => r.p));
    expect(plan.odds.results!.reduce((s, r) => s + r.p, 0)).toBeCloseTo(1, 12);
    const result = rollAbility(FS31, plan.pool, createScriptedRng([63]));
    const row = sheetRollRecord(skill, plan, result, false);
    expect(row.percentile).toEqual({ roll: 63, modifier: -26, total: 37, row: 5, result: 1 });
    expect(rollLine(FS31, row)).toBe('d100 63 \u221226 \u2192 37 on row 5 \u2192 +1 Success');
    expect(rollShort(row)).toBe('+1, d100 63');
    // The log row validates and reads back with its steps and odds.
    const parsed = SheetRollSchema.parse(JSON.parse(JSON.stringify(row)));
    expect(parsed.percentile).toEqual(row.percentile);
    expect(parsed.odds.results).toHaveLength(6);
  });

  it('a Terrible Failure (−2, no hits) is stored and read back: dice [d100], hits 0, the real label', () => {
    const { c, skill } = character(FS31);
    const plan = planSheetRoll(FS31, c, { ability: skill, modifier: -50, luck: false, woundPenalty: 0 });
    const row = sheetRollRecord(skill, plan, rollAbility(FS31, plan.pool, createScriptedRng([1])), false);
    expect(row).toMatchObject({ dice: [1], hits: 0, label: 'Terrible Failure', isSuccess: false, successLevel: 'embarrassing-failure' });
    expect(SheetRollSchema.safeParse(row).success).toBe(true);
  });

  it('luck reads "+50" and the wound modifier is percent: "Luck +50 (Kid)", "Wounds −25"', () => {
    const { c, skill } = character(FS31);
    const plan = planSheetRoll(FS31, c, { ability: skill, modifier: 0, luck: true, woundPenalty: 25 });
    expect(plan.poolText).toContain('Luck +50 (Kid)');
    expect(plan.poolText).toContain('Wounds \u221225');
    expect(plan.poolText.endsWith('= +29')).toBe(true);
  });

  it('the roller\'s plan (opposed and group rolls) words the pool the same way and keeps every Roll Result\'s odds', () => {
    const { c, skill, ruling } = character(FS31);
    const planned = planRoll(FS31, [{ character: c, request: { ability: skill, modifier: 20 }, woundPenalty: 0, field: '' }]);
    expect(planned.sides[0]!.poolText).toBe(`${skill} 5 (row 5) \u00b7 ${ruling} 7 +4 \u00b7 Situation +20 = +24`);
    expect(planned.sides[0]!.odds.results).toHaveLength(6);
  });

  it('002 luck re-roll "choose the better of the two rolls": −1 beats −2 though neither has hits; a tie keeps the first', () => {
    const p = (result: number) => ({ hits: Math.max(0, result), isEmbarrassingFailure: false, percentile: { result } });
    expect(keepsSecond(p(-2), p(-1))).toBe(true);
    expect(keepsSecond(p(0), p(-1))).toBe(false);
    expect(keepsSecond(p(1), p(1))).toBe(false);
    expect(keepsSecond(p(2), p(3))).toBe(true);
  });

  it('FS3.2 is unchanged: "= N dice" pool text, no percentile steps, no result odds', () => {
    const { c, skill } = character(FS32);
    const plan = planSheetRoll(FS32, c, { ability: skill, modifier: 1, luck: false, woundPenalty: 0 });
    expect(plan.poolText).toMatch(/, Situation \+1 = \d+ dice$/);
    expect(plan.odds.results).toBeUndefined();
    const row = sheetRollRecord(skill, plan, rollAbility(FS32, plan.pool, createScriptedRng(new Array(30).fill(8))), false);
    expect(row.percentile).toBeUndefined();
    expect(rollLine(FS32, row)).toMatch(/^\d+ hits? on \d+ dice?$/);
  });

  it('a roll logged before issue 19 (no percentile, no result odds) still reads', () => {
    const old = {
      ability: 'Firearms', poolText: 'Reactive 3 + Firearms 6 = 9 dice', modifiers: [], diceRolled: 9, dice: [7, 8, 7, 1, 2, 3, 4, 5, 6], hits: 3,
      successLevel: 'good-success', label: 'Good Success', isSuccess: true,
      odds: { pSuccess: 0.9, levels: { 'embarrassing-failure': 0, failure: 0.1, success: 0.3, 'good-success': 0.3, 'great-success': 0.2, 'amazing-success': 0.1 } },
      luckSpent: false,
    };
    const parsed = SheetRollSchema.parse(old);
    expect(parsed.percentile).toBeUndefined();
    expect(rollLine(FS31, parsed)).toBe('3 hits on 9 dice');
  });
});

describe('the sheet and PDF: ratings with their result-table row (FS3.1)', () => {
  it('002 result table row 7 for a rating of 7, its six ranges worst first; FS3.2 shows no row', () => {
    const w = ratingWords(FS31, 'attribute', 7, 'Reflexes');
    expect(w.row).toBe(7);
    expect(w.ranges).toBe('1\u20132 Terrible Failure \u00b7 3\u20134 Bad Failure \u00b7 5\u201310 Failure \u00b7 11\u201328 Success \u00b7 29\u201373 Good Success \u00b7 74\u2013100 Great Success');
    // 002 "Rating / Attribute Meaning": 7–9 Good; "Skill Meaning": 4–6 Professional, 0 Untrained.
    expect(ratingTag(w)).toBe('Good \u00b7 row 7');
    expect(ratingTag(ratingWords(FS31, 'action-skill', 5, 'Firearms'))).toBe('Professional \u00b7 row 5');
    expect(ratingTag(ratingWords(FS31, 'action-skill', 5, 'Firearms'), false)).toBe('Professional');
    expect(ratingTag(ratingWords(FS31, 'action-skill', 0, 'Firearms'))).toBe('Untrained \u00b7 row 0');
    // Row 12: "n/a" where the seed prints it.
    expect(ratingWords(FS31, 'action-skill', 12, 'Firearms').ranges).toMatch(/^n\/a Terrible Failure \u00b7 n\/a Bad Failure \u00b7 1 Failure/);
    // FS3.2 reads no result table; since issue 39 it has seed 004's words ("3 Good").
    expect(ratingWords(FS32, 'attribute', 3, 'Body')).toEqual({ label: 'Good', row: null, ranges: null, description: null });
  });

  it('the pool beside a skill: "row 5 +4" (the row and the ruling attribute) for FS3.1, "N dice" for FS3.2', () => {
    const { c, skill } = character(FS31);
    expect(plainPoolText(FS31, c, skill)).toBe('row 5 +4');
    expect(plainPoolText(FS31, c, 'No such skill')).toBeNull();
  });
});

describe('the chart editor heatmap: FS3.1 shifts the hit location by the Roll Result difference 0–5 (seed 000)', () => {
  it('the edition gives the columns; FS3.2 keeps net hits 0–8', () => {
    expect(heatmapColumns(FS31.edition)).toMatchObject({ values: [0, 1, 2, 3, 4, 5], label: 'Roll Result difference' });
    expect(heatmapColumns(FS32.edition)).toMatchObject({ values: HEATMAP_NET_HITS, label: 'Net hits' });
  });

  it('every column of every aimed row is a distribution (sums to 1) over the six differences', () => {
    const cols = heatmapColumns(FS31.edition);
    const map = chartHeatmap(FS31.combat, HUMANOID_HIT_CHART, cols.values);
    expect(map.netHits).toEqual([0, 1, 2, 3, 4, 5]);
    for (const row of map.rows) {
      expect(row.byNet).toHaveLength(6);
      for (const cells of row.byNet) expect(cells.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    }
  });
});

describe('log export carries the edition', () => {
  it('Markdown and MUSH text close with the edition; without one the export is as before', () => {
    expect(formatCombatLog([], 'markdown', 'Showdown', undefined, 'FS3.1 classic (version 1)')).toBe('# Showdown\n\n\n_Edition: FS3.1 classic (version 1)_\n');
    expect(formatCombatLog([], 'mush', 'Showdown', undefined, 'FS3.1 classic (version 1)')).toBe('Edition: FS3.1 classic (version 1)');
    expect(formatCombatLog([], 'markdown', 'Showdown')).toBe('# Showdown\n\n');
  });

  it('describes a pool for the edition', () => {
    const { c, skill } = character(FS31);
    const pool = FS31.edition.ops.poolForAbility(FS31, c, skill);
    expect(describePoolFor(FS31, pool)).toMatch(/\(row 5\) \u00b7 .* 7 \+4$/);
  });
});
