/** Issue 39 item 6: the FS3.1 sheet's knockout odds (seed 002 "Knockout"), the fight's own exact odds. */
import { describe, expect, it } from 'vitest';
import { knockoutRisk } from '../../../../shared/systems';
import { knockoutOdds } from '../../../../shared/systems/fs3.1/combat/knockout';
import { fs31System, pc } from './rolls/helpers';

const system = fs31System();

describe('FS3.1 knockout risk on the sheet', () => {
  it('"If you roll lower than your total Wound Modifier, you are knocked out": toughness 5, wounds −25 → d100 1–24, 24%', () => {
    const kara = pc({ name: 'Kara', attrs: { Athletic: 5 } });
    expect(knockoutRisk(system, kara, 25)).toEqual({
      chance: 0.24,
      detail: 'If hurt in a fight turn: d100 (Athletic 5) lower than 25 (wounds \u221225) knocks Kara out.',
    });
  });

  it('toughness 8 adds +15 (+5 a rating above 5): wounds −50 → d100 1–34, as the fight rolls it', () => {
    const ruiz = pc({ name: 'Ruiz', attrs: { Athletic: 8 } });
    const risk = knockoutRisk(system, ruiz, 50)!;
    expect(risk.chance).toBe(0.34);
    expect(risk.chance).toBe(knockoutOdds(8, -50));
    expect(risk.detail).toBe('If hurt in a fight turn: d100 +15 (Athletic 8) lower than 50 (wounds \u221250) knocks Ruiz out.');
  });

  it('shows nothing for an unhurt character', () => {
    expect(knockoutRisk(system, pc(), 0)).toBeNull();
  });
});
