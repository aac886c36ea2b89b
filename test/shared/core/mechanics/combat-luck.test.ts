import { describe, expect, it } from 'vitest';
import {
  combatLuckModifier,
  combatLuckRefusal,
  newCombatTurnLuck,
  spendCombatLuck,
} from '../../../../shared/core/mechanics/combat-luck';
import { LuckRuleError } from '../../../../shared/core/dice/luck';
import { deriveRuleset } from '../../../../shared/core/dice/ruleset';
import { FS3_2_RULESET as R } from '../../../../shared/systems/fs3.2/ruleset';

describe('combat luck (seed 004 "Luck > Combat")', () => {
  it('modifies one attack, defense or initiative roll per combat turn', () => {
    let state = { luckPoints: 3, rollsModifiedThisTurn: 0 };
    state = spendCombatLuck(R, state, { use: 'modify-roll', roll: 'attack', effect: 'bonus' });
    expect(state).toEqual({ luckPoints: 2, rollsModifiedThisTurn: 1 });
    expect(() => spendCombatLuck(R, state, { use: 'modify-roll', roll: 'defense', effect: 'bonus' })).toThrow(
      'Luck may modify only 1 roll per combat turn.',
    );
    state = newCombatTurnLuck(state);
    expect(combatLuckRefusal(R, state, { use: 'modify-roll', roll: 'initiative', effect: 'reroll' })).toBeNull();
  });

  it('recovers from a knockout and moves a fresh injury, without using the roll allowance', () => {
    const state = { luckPoints: 2, rollsModifiedThisTurn: 1 };
    const after = spendCombatLuck(R, state, { use: 'recover-from-knockout', isKnockedOut: true });
    expect(after).toEqual({ luckPoints: 1, rollsModifiedThisTurn: 1 });
    expect(spendCombatLuck(R, after, { use: 'move-injury', justInjured: true }).luckPoints).toBe(0);
  });

  it('refuses with plain reasons', () => {
    const s = { luckPoints: 1, rollsModifiedThisTurn: 0 };
    expect(combatLuckRefusal(R, { luckPoints: 0, rollsModifiedThisTurn: 0 }, { use: 'recover-from-knockout', isKnockedOut: true })).toBe('No luck points left.');
    expect(combatLuckRefusal(R, s, { use: 'recover-from-knockout', isKnockedOut: false })).toMatch(/knocked-out/);
    expect(combatLuckRefusal(R, s, { use: 'move-injury', justInjured: false })).toMatch(/immediately/);
    const noMoves = deriveRuleset(R, { id: 'x', luck: { combat: { moveInjury: false } } });
    expect(combatLuckRefusal(noMoves, s, { use: 'move-injury', justInjured: true })).toMatch(/does not allow/);
    expect(() => spendCombatLuck(noMoves, s, { use: 'move-injury', justInjured: true })).toThrow(LuckRuleError);
  });

  it('gives a +5 / -5 modifier naming the spender and the roll', () => {
    expect(combatLuckModifier(R, 'attack', 'bonus', 'Kelly')).toEqual({ dice: 5, source: 'Luck +5 (Kelly) on attack', tag: 'luck' });
    expect(combatLuckModifier(R, 'defense', 'penalty', 'Kelly').dice).toBe(-5);
  });
});
