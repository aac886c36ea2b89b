import type { Character } from '../../domain/character';
import type { Setting } from '../../domain/setting';
import { formatDice, rawPool, rollAbility, type AbilityRollResult, type PoolSpec, type RollModifier } from './ability-roll';
import { AbilityLookupError, poolForAbility, resolveAbility } from '../character/character-roll';
import { parseRollNotation, RollNotationError, type NotationSide } from './notation';
import { compareOpposed, type OpposedRollResult } from './opposed-roll';
import type { Rng } from './rng';

/** A notation resolved against characters: ready to roll or to show odds for. */
export type DiceBoxRequest =
  | { kind: 'single'; label: string; pool: PoolSpec }
  | { kind: 'opposed'; firstLabel: string; secondLabel: string; first: PoolSpec; second: PoolSpec };

/** A rolled dice-box request. */
export type DiceBoxOutcome =
  | { kind: 'single'; label: string; result: AbilityRollResult }
  | { kind: 'opposed'; firstLabel: string; secondLabel: string; result: OpposedRollResult };

/**
 * Resolves notation text for `roller` (and `opponent` for the right side of "vs"). A bare number
 * needs no character. Throws {@link RollNotationError} pointing at the offending text.
 */
export function resolveDiceBox(
  setting: Setting,
  text: string,
  roller: Character | null,
  opponent: Character | null = null,
): DiceBoxRequest {
  const notation = parseRollNotation(text);
  const first = resolveSide(setting, notation.first, roller, 'the roller');
  if (notation.second === null) return { kind: 'single', label: first.label, pool: first.pool };
  const second = resolveSide(setting, notation.second, opponent, 'an opponent');
  return { kind: 'opposed', firstLabel: first.label, secondLabel: second.label, first: first.pool, second: second.pool };
}

/** Resolves and rolls notation text with the injected dice. */
export function rollDiceBox(
  setting: Setting,
  text: string,
  roller: Character | null,
  rng: Rng,
  opponent: Character | null = null,
): DiceBoxOutcome {
  const request = resolveDiceBox(setting, text, roller, opponent);
  const ruleset = setting.ruleset;
  if (request.kind === 'single') return { kind: 'single', label: request.label, result: rollAbility(ruleset, request.pool, rng) };
  const a = rollAbility(ruleset, request.first, rng);
  const b = rollAbility(ruleset, request.second, rng);
  return { kind: 'opposed', firstLabel: request.firstLabel, secondLabel: request.secondLabel, result: compareOpposed(ruleset, a, b) };
}

function resolveSide(
  setting: Setting,
  side: NotationSide,
  character: Character | null,
  who: string,
): { label: string; pool: PoolSpec } {
  const modifiers: RollModifier[] = side.modifiers.map((m) => ({ dice: m.value, source: `Dice box ${formatDice(m.value)}`, tag: 'notation' }));
  const modText = side.modifiers.map((m) => formatDice(m.value)).join('');
  if (side.base.kind === 'number') {
    if (side.added !== null) {
      const a = side.added;
      throw new RollNotationError('syntax', a.position, a.length, `A number of dice cannot take an attribute ("${a.value}").`);
    }
    const dice = side.base.dice.value;
    return { label: `${dice} dice${modText}`, pool: rawPool(setting.ruleset, dice, modifiers) };
  }
  const name = side.base.name;
  if (character === null) {
    throw new RollNotationError('no-character', name.position, name.length, `Choose ${who} before rolling "${name.value}", or roll a number of dice.`);
  }
  let skill = name;
  let attribute = side.added;
  // "Reactive+Firearms" means the same as "Firearms+Reactive".
  if (attribute !== null && resolveAbility(setting, character, name.value)?.kind === 'attribute') {
    const other = resolveAbility(setting, character, attribute.value)?.kind;
    if (other === 'action-skill' || other === 'background-skill') [skill, attribute] = [attribute, name];
  }
  try {
    const pool = poolForAbility(setting, character, skill.value, modifiers, attribute?.value);
    const label = pool.terms.map((t) => t.name).join(' + ') + modText;
    return { label, pool };
  } catch (e) {
    if (!(e instanceof AbilityLookupError)) throw e;
    const at = e.code === 'not-an-attribute' && attribute !== null ? attribute : skill;
    const lookedUp = e.code === 'not-an-attribute' && attribute !== null ? attribute.value : skill.value;
    const hint = e.code === 'unknown-ability' || e.code === 'not-an-attribute' ? suggestion(setting, character, lookedUp) : '';
    const code = e.code === 'not-rollable' ? 'not-rollable' : 'unknown-ability';
    throw new RollNotationError(code, at.position, at.length, e.message + hint);
  }
}

/** " Did you mean Firearms?" when a known name is within two typos of what was typed. */
function suggestion(setting: Setting, character: Character, typed: string): string {
  const names = [
    ...setting.attributes.map((a) => a.name),
    ...setting.actionSkills.map((a) => a.name),
    ...character.backgroundSkills.map((b) => b.name),
    ...(character.npc?.ratings.map((r) => r.name) ?? []),
  ];
  const t = typed.trim().toLowerCase();
  let best: { name: string; distance: number } | null = null;
  for (const n of names) {
    const d = editDistance(t, n.toLowerCase());
    if (d <= 2 && (best === null || d < best.distance)) best = { name: n, distance: d };
  }
  return best ? ` Did you mean ${best.name}?` : '';
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = cur;
  }
  return prev[b.length]!;
}
