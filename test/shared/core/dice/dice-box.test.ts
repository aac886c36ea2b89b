import { describe, expect, it } from 'vitest';
import { resolveDiceBox, rollDiceBox } from '../../../../shared/core/dice/dice-box';
import { RollNotationError } from '../../../../shared/core/dice/notation';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { BSG_SETTING as S } from '../../../../shared/core/content';
import { centurion, nikos } from './fixtures';

function refusal(fn: () => unknown): RollNotationError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RollNotationError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe("the GM's dice box", () => {
  it.each([
    ['Firearms', 10, 'Reactive + Firearms'],
    ['Firearms+2', 12, 'Reactive + Firearms+2'],
    ['Reactive', 4, 'Reactive'],
    ['Alertness-1', 8, 'Reactive + Alertness-1'],
    ['6', 6, '6 dice'],
    ['Reactive+Melee', 7, 'Reactive + Melee'],
  ])('%s resolves to a %i-dice pool labelled "%s"', (text, size, label) => {
    const r = resolveDiceBox(S, text, nikos());
    expect(r).toMatchObject({ kind: 'single', label });
    if (r.kind === 'single') expect(r.pool.size).toBe(size);
  });

  it('records notation modifiers with their source', () => {
    const r = resolveDiceBox(S, 'Alertness-1', nikos());
    expect(r.kind === 'single' && r.pool.modifiers).toEqual([{ dice: -1, source: 'Dice box -1', tag: 'notation' }]);
  });

  it('rolls "Firearms vs Stealth" against an opponent', () => {
    const rng = createScriptedRng([...Array<number>(10).fill(7), 1, 1, 1]);
    const out = rollDiceBox(S, 'Firearms vs Stealth', nikos(), rng, centurion());
    expect(out.kind).toBe('opposed');
    if (out.kind !== 'opposed') return;
    expect(out.secondLabel).toBe('Stealth');
    expect(out.result).toMatchObject({ winner: 'first', netHits: 10, margin: 'crushing' });
    expect(out.result.second.dice).toEqual([1, 1, 1]);
  });

  it('rolls a raw pool without a character', () => {
    const out = rollDiceBox(S, '3', null, createScriptedRng([7, 1, 1]));
    expect(out.kind === 'single' && out.result.hits).toBe(1);
  });

  it('points at an unknown ability and suggests the nearest name', () => {
    const e = refusal(() => resolveDiceBox(S, 'Firarms+2', nikos()));
    expect(e).toMatchObject({ code: 'unknown-ability', position: 0, length: 7 });
    expect(e.message).toBe('Nikos has no ability called "Firarms". Did you mean Firearms?');
    const bad = refusal(() => resolveDiceBox(S, 'Singing+Acadmic', nikos()));
    expect(bad).toMatchObject({ code: 'unknown-ability', position: 8 });
    expect(bad.message).toMatch(/Did you mean Academic\?/);
  });

  it('refuses languages, a missing character and an attribute on a raw pool', () => {
    expect(refusal(() => resolveDiceBox(S, 'Tauron', nikos()))).toMatchObject({ code: 'not-rollable', position: 0 });
    expect(refusal(() => resolveDiceBox(S, 'Firearms vs Stealth', nikos()))).toMatchObject({ code: 'no-character', position: 12 });
    expect(refusal(() => resolveDiceBox(S, 'Firearms', null))).toMatchObject({ code: 'no-character' });
    expect(refusal(() => resolveDiceBox(S, '5+Reactive', nikos()))).toMatchObject({ code: 'syntax', position: 2 });
  });
});
