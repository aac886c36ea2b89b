/**
 * Opposed rolls on seed 003 (the seed is silent; the Fading Suns convention): more VP wins, equal
 * VP draws, both failing nobody wins; the exact odds of every outcome against 200,000 seeded rolls.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { findEdition, opposedOdds, opposedOutcome, resolveSettingSystem, rollAbility } from '../../../../shared/systems';
import { etkinPool } from '../../../../shared/systems/fading-suns-etkin/dice';
import { etkinOpposedOutcome } from '../../../../shared/systems/fading-suns-etkin/opposed';

const edition = findEdition('fading-suns-etkin')!;
const system = resolveSettingSystem({ edition: edition.id, houseRules: {} }, edition.templates[0]!.setting());

describe('seed 003 opposed rolls', () => {
  it('reads two scores: more VP wins by the difference (a failure counts no VP), any success beats a failure, equal VP draws, both failing is nobody', () => {
    expect(etkinOpposedOutcome({ score: 4, failed: false }, { score: 2, failed: false })).toMatchObject({ winner: 'first', net: 2, label: 'Wins by 2 VP' });
    expect(etkinOpposedOutcome({ score: 0, failed: false }, { score: -1, failed: true })).toMatchObject({ winner: 'first', net: 0, label: 'Wins with 0 VP against a failure' });
    expect(etkinOpposedOutcome({ score: -1, failed: true }, { score: 3, failed: false })).toMatchObject({ winner: 'second', net: 3, label: 'Wins by 3 VP' });
    expect(etkinOpposedOutcome({ score: 2, failed: false }, { score: 2, failed: false })).toMatchObject({ winner: 'draw', label: 'Draw (2 VP each)' });
    expect(etkinOpposedOutcome({ score: -1, failed: true }, { score: -1, failed: true })).toMatchObject({ winner: 'none', bothFailed: true, label: 'Both failed' });
  });

  it('exact odds of every outcome sum to 1 and agree with 200,000 seeded opposed rolls (with a hero re-roll on the second side)', () => {
    const dante = etkinPool({ name: 'Dexterity', rating: 7 }, { name: 'Shoot', rating: 5 });
    const kurgan = etkinPool({ name: 'Dexterity', rating: 6 }, { name: 'Dodge', rating: 4 }, [], { accent: 'negative' });
    for (const rerollSecond of [false, true]) {
      const odds = opposedOdds(system, dante, kurgan, { rerollSecond });
      expect(odds.pFirst + odds.pSecond + odds.pDraw + odds.pNone).toBeCloseTo(1, 12);
      expect(odds.outcomes.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
      const rng = createSeededRng(`etkin-opposed-${rerollSecond}`);
      const N = 200_000;
      const count = { first: 0, second: 0, draw: 0, none: 0 };
      for (let i = 0; i < N; i++) {
        const a = rollAbility(system, dante, rng);
        let b = rollAbility(system, kurgan, rng);
        if (rerollSecond) {
          const again = rollAbility(system, kurgan, rng);
          if (system.edition.ops.luckRerolls!.keepsSecond(b, again)) b = again;
        }
        count[opposedOutcome(system, a, b).winner]++;
      }
      const close = (k: number, p: number) => expect(Math.abs(k / N - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / N) + 1e-4);
      close(count.first, odds.pFirst);
      close(count.second, odds.pSecond);
      close(count.draw, odds.pDraw);
      close(count.none, odds.pNone);
    }
  });
});
