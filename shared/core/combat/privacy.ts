/**
 * Issue 21: what the players see of a combatant (hidden until revealed, the name they see, how
 * their wounds and rolls show) as the storyteller's overrides of the campaign's settings. A change
 * to one or many combatants is one step (one undo); its log lines are storyteller notes, which the
 * players' log never shows.
 */
import type { CombatantPrivacy, RollDisplay, WoundDisplay } from '../../player/privacy';
import type { CommandOf, PrivacyChange } from './commands';
import { findCombatant, type CombatantState, type CombatContext } from './context';
import type { CombatLogEntry } from './log-entries';
import type { StepResult } from './step';

type SetPrivacy = CommandOf<'privacy.set'>;

/**
 * The overrides in one canonical shape: fields in a fixed order, `hidden` kept only when true,
 * undefined when nothing is left (so an unchanged combatant compares equal and the view has no field).
 */
export function normalPrivacy(p: CombatantPrivacy | undefined): CombatantPrivacy | undefined {
  if (!p) return undefined;
  const out: CombatantPrivacy = {
    ...(p.hidden === true ? { hidden: true } : {}),
    ...(p.publicName !== undefined ? { publicName: p.publicName } : {}),
    ...(p.wounds !== undefined ? { wounds: p.wounds } : {}),
    ...(p.rolls !== undefined ? { rolls: p.rolls } : {}),
  };
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The overrides after `change` (absent field: kept; null: cleared). */
export function changedPrivacy(p: CombatantPrivacy | undefined, change: PrivacyChange): CombatantPrivacy | undefined {
  const next: CombatantPrivacy = { ...p };
  if (change.hidden !== undefined) next.hidden = change.hidden;
  if (change.publicName === null) delete next.publicName;
  else if (change.publicName !== undefined) next.publicName = change.publicName;
  if (change.wounds === null) delete next.wounds;
  else if (change.wounds !== undefined) next.wounds = change.wounds;
  if (change.rolls === null) delete next.rolls;
  else if (change.rolls !== undefined) next.rolls = change.rolls;
  return normalPrivacy(next);
}

/** The combatant with these overrides (the same object when nothing changes, so its view is kept). */
export function withPrivacy(c: CombatantState, privacy: CombatantPrivacy | undefined): CombatantState {
  if (samePrivacy(c.privacy, privacy)) return c;
  const { privacy: _old, ...rest } = c;
  return privacy ? { ...rest, privacy } : rest;
}

function samePrivacy(a: CombatantPrivacy | undefined, b: CombatantPrivacy | undefined): boolean {
  return a?.hidden === b?.hidden && a?.publicName === b?.publicName && a?.wounds === b?.wounds && a?.rolls === b?.rolls;
}

const isEmpty = (change: PrivacyChange) =>
  change.hidden === undefined && change.publicName === undefined && change.wounds === undefined && change.rolls === undefined;

export function setPrivacyRefusal(ctx: CombatContext, cmd: SetPrivacy): string | null {
  if (isEmpty(cmd.change)) return 'Nothing to change.';
  const seen = new Set<string>();
  let changes = false;
  for (const id of cmd.combatantIds) {
    const c = findCombatant(ctx, id);
    if (!c) return `No combatant with id ${id}.`;
    if (seen.has(id)) return `${c.name} is named twice.`;
    seen.add(id);
    if (!samePrivacy(c.privacy, changedPrivacy(c.privacy, cmd.change))) changes = true;
  }
  if (changes) return null;
  const only = cmd.combatantIds.length === 1 ? findCombatant(ctx, cmd.combatantIds[0]!)! : null;
  if (only && cmd.change.hidden === true) return `${only.name} is already hidden from the players.`;
  if (only && cmd.change.hidden === false) return `${only.name} is already visible to the players.`;
  return 'The players already see it that way.';
}

/** "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** "Centurion Three's player name" or "the player name of A and B". */
const whose = (names: readonly string[], what: string) => (names.length === 1 ? `${names[0]!}'s ${what}` : `the ${what} of ${listed(names)}`);

const WOUND_WORDS: Record<WoundDisplay, string> = { exact: 'exact wounds', severity: 'severity words', status: 'hurt / badly hurt / out', none: 'nothing' };
const ROLL_WORDS: Record<RollDisplay, string> = { shown: 'shown', hidden: 'hidden' };

/** The storyteller's notes for a change applied to `changed` (names as in the fight). */
function lines(change: PrivacyChange, changed: readonly { before: CombatantState; after: CombatantState }[]): string[] {
  const out: string[] = [];
  const differ = (pick: (p: CombatantPrivacy | undefined) => unknown) => changed.filter((x) => pick(x.before.privacy) !== pick(x.after.privacy)).map((x) => x.after.name);
  const hid = differ((p) => p?.hidden === true);
  if (hid.length) out.push(change.hidden ? `Storyteller hides ${listed(hid)} from the players.` : `Storyteller reveals ${listed(hid)} to the players.`);
  const named = differ((p) => p?.publicName);
  if (named.length) {
    out.push(change.publicName ? `Storyteller sets ${whose(named, 'player name')} to "${change.publicName}".` : `Storyteller clears ${whose(named, 'player name')}.`);
  }
  const wounds = differ((p) => p?.wounds);
  if (wounds.length) out.push(`Storyteller sets ${whose(wounds, 'wound display')} to ${change.wounds ? WOUND_WORDS[change.wounds] : "the campaign's setting"}.`);
  const rolls = differ((p) => p?.rolls);
  if (rolls.length) out.push(`Storyteller sets ${whose(rolls, 'roll display')} to ${change.rolls ? ROLL_WORDS[change.rolls] : "the campaign's setting"}.`);
  return out;
}

/** Applies the change to every combatant named; those it changes nothing for keep their objects. */
export function setPrivacy(ctx: CombatContext, cmd: SetPrivacy): StepResult {
  const named = new Set(cmd.combatantIds);
  const changed: { before: CombatantState; after: CombatantState }[] = [];
  const combatants = ctx.combatants.map((c) => {
    if (!named.has(c.id)) return c;
    const after = withPrivacy(c, changedPrivacy(c.privacy, cmd.change));
    if (after !== c) changed.push({ before: c, after });
    return after;
  });
  const entries: CombatLogEntry[] = lines(cmd.change, changed).map((text) => ({ kind: 'note', turn: ctx.turn, text }));
  return { context: { ...ctx, combatants }, entries };
}
