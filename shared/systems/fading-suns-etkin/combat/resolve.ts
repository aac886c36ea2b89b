/**
 * Seed 003 "Task Resolution" in the turn: each slot rolls its action's task with the edition's
 * dice (`etkinRoll`: the skill dice, the SFX die, the effect die when it triggered), with the goal
 * number's modifiers: the multiple-action penalty less the initiative's reduction, the wound
 * penalty, the storyteller's modifiers and the hero pool's +4; a hero point's re-roll keeps the
 * better. Damage is not rolled: a successful task at a target tells the storyteller to enter the
 * levels lost (COMBAT-NOTES.md "Damage").
 */
import { findCombatant, findVehicle, replaceCombatant, type CombatantState, type CombatContext, type CustomModifier } from '../../../core/combat/context';
import type { DeclaredAction } from '../../../core/combat/declarations';
import { playersSource, type CombatLogEntry, type TurnFact } from '../../../core/combat/log-entries';
import type { StepEnv, StepResult } from '../../../core/combat/step';
import { modifierIndex, modifiersFor } from '../../../core/combat/world';
import type { AbilityRollResult, PoolSpec, RollModifier } from '../../../core/dice/ability-roll';
import { etkinPool, etkinRoll, goalOf, type SfxRange } from '../dice';
import { keepsSecondGoal } from '../hero';
import { HERO_COSTS } from '../hero-pool';
import { actionWords, turnActions, type TaskAction, type TurnAction } from './actions';
import { multiActionPenalty } from './initiative';
import { characteristicOf, sfxOf, shortName, skillOf } from './ratings';
import { turnActionOfSlot, type TurnRules } from './turn';

/** What resolving needs from the resolved system. */
export type ResolveRules = TurnRules & { rulesetId: string; heroBonus: number };

const signed = (n: number) => (n < 0 ? `\u2212 ${-n}` : `+ ${n}`);
const ACTION_COUNT_WORDS: Readonly<Record<number, string>> = { 2: 'two actions', 3: 'three actions' };

/**
 * The pool of task `index` of `declared` for `c` (the same for the roll and the declare panel's
 * odds): characteristic + skill, the multiple-action penalty (003 "-5 if attempting two actions,
 * -7 if attempting three", less 1 per 5 full points of the initiative roll), the wound penalty,
 * the storyteller's modifiers on actions, and the hero pool's +4 (003 "a +4 GN modifier to all
 * actions a character takes during a round").
 */
export function taskPoolOf(r: ResolveRules, ctx: CombatContext, c: CombatantState, declared: readonly DeclaredAction[], index: number, heroBonus: boolean, mods: readonly CustomModifier[] | undefined): PoolSpec {
  const a = declared[index] as TaskAction;
  const count = turnActions(declared).length;
  const modifiers: RollModifier[] = [];
  const penalty = multiActionPenalty(count, c.initiative?.roll ?? 0);
  if (penalty !== 0) modifiers.push({ dice: penalty, source: ACTION_COUNT_WORDS[count] ?? `${count} actions`, tag: 'multi-action' });
  const wounds = r.woundPenalty(c.wounds);
  if (wounds !== 0) modifiers.push({ dice: -wounds, source: 'wounds', tag: 'wounds' });
  modifiers.push(...modifiersFor(mods, 'attack'));
  if (heroBonus) modifiers.push({ dice: r.heroBonus, source: 'hero pool', tag: 'luck' });
  const ch = characteristicOf(ctx, c, a.characteristic);
  const sk = a.skill === null ? null : skillOf(ctx, c, a.skill);
  const sfx: SfxRange | null = sfxOf(ctx, c, [...(a.skill ? [a.skill] : []), a.characteristic]);
  return etkinPool({ name: ch.name, rating: ch.rating }, sk ? { name: sk.name, rating: sk.rating } : null, modifiers, { accent: a.accent ?? null, sfx });
}

/** "Dex 7 + Shoot 7 − 5 (two actions) = goal 9, accented positively"; for the players a storyteller's modifier is "− 2 (Storyteller)" (issue 35). */
export function goalWords(pool: PoolSpec, forPlayers = false): string {
  const terms = pool.terms.map((t) => `${t.kind === 'attribute' ? shortName(t.name) : t.name} ${t.rating}`).join(' + ');
  const mods = pool.modifiers.filter((m) => m.dice !== 0).map((m) => ` ${signed(m.dice)} (${forPlayers ? playersSource(m) : m.source})`).join('');
  const accent = pool.accent ? `, accented ${pool.accent}ly (1 VP per ${pool.accent === 'positive' ? 2 : 4})` : '';
  return `${terms}${mods} = goal ${goalOf(pool)}${accent}`;
}

/** "3d20 [3, 18, 12] keep 12 (12 successes) · SFX 1 Good (13: A very nice effect …) → Success, 4 VP". */
export function diceWords(roll: AbilityRollResult): string {
  const g = roll.goalRoll;
  if (!g) return `${roll.dice.join(', ')} \u2192 ${roll.label}`;
  const kept = g.kept === null ? 'none at or under the goal' : `keep ${g.dice[g.kept]} (${g.successes} successes)`;
  const sfx = g.sfx && g.effectDie !== null ? `SFX ${g.sfxDie} ${g.sfx === 'good' ? 'Good' : 'Bad'} (${g.effectDie}: ${g.effectText})` : `SFX ${g.sfxDie}`;
  return `${g.dice.length}d20 [${g.dice.join(', ')}] ${kept} \u00b7 ${sfx} \u2192 ${roll.label}`;
}

/** 003 "keep the most favorable roll", in the sheet roller's order (hero.ts): success, then VP, then the SFX; the earlier roll on a tie. */
export function better(a: AbilityRollResult, b: AbilityRollResult): AbilityRollResult {
  if (!a.goalRoll || !b.goalRoll) return (b.isSuccess ? 1 + b.hits : 0) > (a.isSuccess ? 1 + a.hits : 0) ? b : a;
  return keepsSecondGoal(a.goalRoll, b.goalRoll) ? b : a;
}

/** `lines`: the storyteller's; `players`: the same with their words left out (issue 35), filled in step. */
type Actor = { c: CombatantState; lines: string[]; players: string[]; luck: string[]; facts: TurnFact[] };

function spend(x: Actor, points: number, what: string): boolean {
  const { c } = x;
  if (c.luckPoints !== null && c.luckPoints < points) {
    x.luck.push(`${c.name}: not enough hero points for ${what} (${c.luckPoints} left)`);
    return false;
  }
  x.c = { ...c, luckPoints: c.luckPoints === null ? null : c.luckPoints - points, luckUsed: c.luckUsed + 1 };
  x.luck.push(`${c.name}: ${points} hero point${points === 1 ? '' : 's'} for ${what}`);
  return true;
}

/** Rolls one task slot; returns the combatant after it (hero points, rounds) and the log entry. */
function rollTask(r: ResolveRules, env: StepEnv, ctx: CombatContext, c0: CombatantState, t: TurnAction, mods: readonly CustomModifier[] | undefined): { c: CombatantState; entry: CombatLogEntry } {
  const x: Actor = { c: c0, lines: [], players: [], luck: [], facts: [] };
  const a = t.action as TaskAction;
  const declared = [c0.declaration!.action, ...(c0.declaration!.more ?? [])];
  const luck = c0.declaration!.luck;
  // The +4 is bought once, with the first task rolled this turn, and goes on every action after it.
  if (luck?.effect === 'bonus' && x.c.luckUsed === 0) spend(x, HERO_COSTS.roundBonus, '+4 goal on all actions this turn');
  const bonus = luck?.effect === 'bonus' && x.c.luckUsed > 0;
  const pool = taskPoolOf(r, ctx, x.c, declared, t.index, bonus, mods);
  const first = etkinRoll(r.rulesetId, pool, env.rng);
  let kept = first;
  const words = actionWords(ctx, c0, t);
  const publicWords = actionWords(ctx, c0, t, true);
  const say = (line: string) => {
    x.lines.push(line);
    x.players.push(line);
  };
  x.lines.push(`${c0.name} (${words}): ${goalWords(pool)}: ${diceWords(first)}.`);
  x.players.push(`${c0.name} (${publicWords}): ${goalWords(pool, true)}: ${diceWords(first)}.`);
  // 003: "A hero point may be spent to reroll the result of any action … A second reroll may be
  // made, but at the cost of 2 additional hero points" (taken only while the kept roll fails).
  if (luck?.effect === 'reroll' && (luck.action ?? 0) === t.index && t.shot === 1 && x.c.luckUsed === 0 && spend(x, HERO_COSTS.reroll, 'a re-roll')) {
    env.rng.mark(`${c0.name}: hero re-roll`);
    const again = etkinRoll(r.rulesetId, pool, env.rng);
    kept = better(kept, again);
    say(`Re-roll (hero point): ${diceWords(again)}.`);
    if (luck.rerolls === 2 && !kept.isSuccess && spend(x, HERO_COSTS.secondReroll, 'a second re-roll')) {
      env.rng.mark(`${c0.name}: second hero re-roll`);
      const third = etkinRoll(r.rulesetId, pool, env.rng);
      kept = better(kept, third);
      say(`Second re-roll (2 hero points): ${diceWords(third)}.`);
    }
    say(`Keeps ${kept === first ? 'the first roll' : 'the re-roll'}: ${kept.label}.`);
  }
  // A gun's shot uses a round (003: "A gun may be fired a number of times equal to the rate of fire"):
  // a task with shots, or a Shoot roll by someone whose weapon holds rounds.
  const fires = a.shots !== undefined || (a.skill !== null && a.skill.trim().toLowerCase() === 'shoot');
  if (fires && x.c.ammo !== null && x.c.ammo > 0) {
    x.c = { ...x.c, ammo: x.c.ammo - 1 };
    x.facts.push({ kind: 'ammo', who: c0.name, rounds: 1 });
  }
  const target = a.target === undefined ? null : (findCombatant(ctx, a.target)?.name ?? findVehicle(ctx, a.target)?.name ?? a.target);
  const g = kept.goalRoll;
  const sfx = g?.sfx && g.effectDie !== null ? ` (${g.sfx === 'good' ? 'Good' : 'Bad'} SFX ${g.effectDie})` : '';
  const damage = kept.isSuccess && target !== null ? `: hit ${target}, enter the damage` : '';
  if (damage) say(`${c0.name} hits ${target} with ${kept.hits} VP: the storyteller enters the levels lost.`);
  const headline = `${c0.name}: ${words} \u2014 ${kept.label}${sfx}${damage}`;
  const playerHeadline = `${c0.name}: ${publicWords} \u2014 ${kept.label}${sfx}${damage}`;
  const facts = [...x.facts, ...x.luck.map((text): TurnFact => ({ kind: 'luck', text }))];
  const luckLines = x.luck.map((l) => `${l}.`);
  const text = [...x.lines, ...luckLines].join(' ');
  const playerDice = [[...x.players, ...luckLines].join(' ')];
  return { c: x.c, entry: { kind: 'note', turn: ctx.turn, text, headline, ...(playerHeadline !== headline ? { playerHeadline } : {}), playerDice, ...(facts.length ? { facts } : {}) } };
}

/** Resolves up to `count` slots of the order from `ctx.order.next`. */
export function resolveSlots(r: ResolveRules, env: StepEnv, ctx: CombatContext, count: number): StepResult {
  const order = ctx.order;
  if (!order) throw new Error('resolveSlots needs an initiative order');
  const mods = modifierIndex(ctx);
  const entries: CombatLogEntry[] = [];
  let cur = ctx;
  let next = order.next;
  for (let n = 0; n < count && next < order.slots.length; n++) {
    const i = next++;
    const c = findCombatant(cur, order.slots[i]!.id);
    if (!c) continue;
    const t = turnActionOfSlot(cur, order.slots, i);
    env.rng.mark(`${c.name}: ${t ? actionWords(cur, c, t) : 'no action'}`);
    if (c.knockedOut) {
      entries.push({ kind: 'note', turn: ctx.turn, text: `${c.name} is out and does not act.` });
      continue;
    }
    if (!t || t.action.kind !== 'task') {
      entries.push({ kind: 'note', turn: ctx.turn, text: `${c.name} passes.` });
      continue;
    }
    const done = rollTask(r, env, cur, c, t, mods.get(c.id));
    cur = replaceCombatant(cur, done.c);
    entries.push(done.entry);
  }
  return { context: { ...cur, order: { ...order, next } }, entries };
}
