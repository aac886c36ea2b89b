/** The "Next" banner's decision: what the storyteller should do next, and who still declares. */
import type { CombatCommandInput } from '../../../shared/core/combat/commands';
import type { CombatView } from '../../../shared/core/combat/view';
import { npcButton } from './npc-button';

/** What the storyteller should do next, with the command of the primary button (null: nothing to press). */
export type NextStep = {
  text: string;
  button: { label: string; command: CombatCommandInput } | null;
  /** Names of active combatants still to declare (declaring phase). */
  missing: string[];
};

/**
 * Names the "Next" banner spells out before "and N more": with 200 combatants the whole list (183
 * names in issue 18) pushed the board below the fold. The full list is one click away under it.
 */
export const BANNER_NAMES = 5;

/** "A, B, C" or, past the cap, "A, B, C, D, E and 178 more" (never "and 1 more": that name fits). */
export function nameList(names: readonly string[], max = BANNER_NAMES): string {
  if (names.length <= max + 1) return names.join(', ');
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

/**
 * Issue 22: who still has to declare, in the order they declare. An edition that rolls initiative
 * first (`turnShape.initiativeFirst`) has them declare from the lowest initiative up
 * (`view.declareOrder`); otherwise the roster order.
 */
export function declareQueue(view: Pick<CombatView, 'undeclared' | 'declareOrder'>): string[] {
  if (!view.declareOrder) return view.undeclared;
  const waiting = new Set(view.undeclared);
  const ordered = view.declareOrder.filter((id) => waiting.has(id));
  // Anyone the order does not list (joined after the roll) declares last, as the roster has them.
  return [...ordered, ...view.undeclared.filter((id) => !ordered.includes(id))];
}

/** "Dante (initiative 14)" once initiative is rolled, else the name alone. */
export function withInitiative(view: Pick<CombatView, 'combatants'>, id: string): string {
  const c = view.combatants.find((x) => x.id === id);
  if (!c) return id;
  return c.initiative ? `${c.name} (initiative ${c.initiative.roll})` : c.name;
}

/** The slot about to be resolved, in words: "Dante acts next (initiative 14): Dex + Shoot at Kurgan". */
function nextActorText(view: CombatView, name: string): string {
  const slot = view.order?.find((s) => !s.resolved && s.id === view.nextActorId);
  if (!slot || !view.system.turnShape) return `${name} acts next`;
  // Which of their slots this is, by initiative (a gun's second shot is a second slot too).
  const rank = (view.order ?? []).filter((s) => s.id === slot.id && s.hits > slot.hits).length;
  const which = rank > 0 ? `, ${ACTION_ORDINALS[rank] ?? `action ${rank + 1}`}` : '';
  return `${name} acts next (initiative ${slot.hits}${which})${slot.label ? `: ${slot.label}` : ''}`;
}

const ACTION_ORDINALS = ['1st action', '2nd action', '3rd action'];

/** The declaring phase of an edition that rolls initiative first: lowest initiative declares first. */
function declaringAfterInitiative(view: CombatView, names: Map<string, string>): NextStep {
  const queue = declareQueue(view);
  const missing = queue.map((id) => names.get(id) ?? id);
  if (queue.length === 0) {
    return {
      text: `Turn ${view.turn}: everyone has declared. Actions go from the highest initiative down.`,
      button: view.allowed['actions.begin'] ? { label: 'Begin actions', command: { type: 'actions.begin' } } : null,
      missing,
    };
  }
  const rest = queue.slice(1);
  // Someone who joined (or came back) after the roll has no initiative yet: the machine allows the roll again.
  const latecomers = view.combatants.filter((c) => !c.knockedOut && !c.initiative).map((c) => c.name);
  if (view.allowed['initiative.roll'] && latecomers.length > 0) {
    return {
      text: `Turn ${view.turn}: ${nameList(latecomers)} ${latecomers.length === 1 ? 'has' : 'have'} no initiative yet: roll it before they declare.`,
      button: { label: 'Roll initiative for latecomers', command: { type: 'initiative.roll' } },
      missing,
    };
  }
  return {
    text: `Turn ${view.turn}: ${withInitiative(view, queue[0]!)} declares next (lowest initiative first)${rest.length > 0 ? `; then ${nameList(rest.map((id) => withInitiative(view, id)))}` : ''}.`,
    button: npcButton(view, queue),
    missing,
  };
}

/** Whether the banner offers "Resolve all remaining" (its step is then also prepared ahead: prepared-steps.ts). */
export function offersResolveAll(view: Pick<CombatView, 'phase' | 'allowed'>): boolean {
  return view.phase === 'resolving' && view.allowed['action.resolveAll'];
}

export function nextStep(view: CombatView): NextStep {
  const names = new Map(view.combatants.map((c) => [c.id, c.name]));
  const missing = view.undeclared.map((id) => names.get(id) ?? id);
  switch (view.phase) {
    case 'setup':
      if (view.allowed['combat.start']) return { text: 'Everyone in place? Start the fight.', button: { label: 'Start combat', command: { type: 'combat.start' } }, missing };
      return { text: 'Drag characters from the roster into a team (at least two sides).', button: null, missing };
    case 'initiative':
      return {
        text: `Turn ${view.turn}: roll initiative. Declarations go from the lowest initiative up.`,
        button: view.allowed['initiative.roll'] ? { label: 'Roll initiative', command: { type: 'initiative.roll' } } : null,
        missing: [],
      };
    case 'declaring': {
      if (view.system.turnShape?.initiativeFirst) return declaringAfterInitiative(view, names);
      if (missing.length > 0) {
        return {
          text: `Turn ${view.turn}: waiting for ${missing.length === 1 ? 'a declaration' : `${missing.length} declarations`}: ${nameList(missing)}.`,
          button: npcButton(view, view.undeclared),
          missing,
        };
      }
      if (view.allowed['actions.begin']) return { text: `Turn ${view.turn}: everyone has declared.`, button: { label: 'Begin the actions', command: { type: 'actions.begin' } }, missing };
      return { text: `Turn ${view.turn}: everyone has declared.`, button: view.allowed['initiative.roll'] ? { label: 'Roll initiative', command: { type: 'initiative.roll' } } : null, missing };
    }
    case 'resolving': {
      const next = view.nextActorId ? (names.get(view.nextActorId) ?? view.nextActorId) : null;
      return { text: next ? `Turn ${view.turn}: ${nextActorText(view, next)}.` : `Turn ${view.turn}: resolving.`, button: view.allowed['action.resolveNext'] ? { label: `Resolve ${next ?? 'next'}`, command: { type: 'action.resolveNext' } } : null, missing };
    }
    case 'knockouts':
      return { text: `Turn ${view.turn}: all actions resolved. Roll for knockouts.`, button: view.allowed['knockout.roll'] ? { label: 'Roll knockouts', command: { type: 'knockout.roll' } } : null, missing };
    case 'turnEnd':
      return { text: `Turn ${view.turn} is over.`, button: view.allowed['turn.end'] ? { label: `End turn ${view.turn}`, command: { type: 'turn.end' } } : null, missing };
    case 'ended':
      return { text: 'The combat has ended; wounds went back to the characters.', button: null, missing };
  }
}
