/**
 * Issue 42: declarations from players' devices. Each is checked against the contract (the frame's
 * schema, by the listener), then against the device's link: the combatant must be one of the
 * link's characters in the fight shown, every target one the players see, the fight in its
 * declaring phase, the version one of this declaring phase, and the step itself must take it (the
 * same plan the GM screen's step runs, nothing stored). Then it waits for the storyteller, or is
 * applied at once when the storyteller said so; either way an applied one is one logged step with
 * undo, exactly like a GM-screen declaration. Refusals carry a reason the player reads, and never
 * tell whether a hidden combatant exists.
 */
import type { CommandOf } from '../../shared/core/combat/commands';
import type { CombatView } from '../../shared/core/combat/view';
import type { CombatUpdate } from '../../shared/ipc/combat-contract';
import type { PendingDeclaration } from '../../shared/ipc/players-play-contract';
import { AppError } from '../../shared/ipc/result';
import type { PlayDeclarationStatus } from '../../shared/player/play-protocol';
import { visibleKeys } from '../../shared/player/play-me';
import { lackedChoice, visibleVehicles } from '../../shared/player/play-targets';
import { playerWords } from '../../shared/player/play-words';
import type { PlayerPrivacy } from '../../shared/player/privacy';
import type { CombatHost } from '../core/combat';

type Input = CommandOf<'action.declare'>['declarations'][number];

export type DeclareFrame = { id: string; version: number; declaration: Input };

export type DeclarationsOptions = {
  combat: () => CombatHost;
  shown: () => CombatView | null;
  privacy: () => PlayerPrivacy;
  applyAtOnce: () => boolean;
  /** A status for every device of a link. */
  tell: (linkId: string, status: PlayDeclarationStatus) => void;
  /** The pending list changed (the storyteller's screen). */
  changed: (pending: PendingDeclaration[]) => void;
  now: () => Date;
};

/** Answers remembered per link for repeated ids (a device resending after a reconnect). */
const REMEMBERED = 256;

/**
 * Every id a declaration names: the combatant, its targets (people or vehicles), a luck penalty's
 * target (people only: luck goes on someone's roll).
 */
function mapIds(d: Input, map: (key: string) => string | null, person: (key: string) => string | null): Input | null {
  let ok = true;
  const mapWith = (f: (key: string) => string | null) => (key: string) => {
    const id = f(key);
    if (id === null) ok = false;
    return id ?? key;
  };
  const m = mapWith(map);
  const action = (a: Input['action']): Input['action'] => {
    switch (a.kind) {
      case 'attack': case 'aim': case 'subdue': case 'rally': case 'treat':
        return { ...a, target: m(a.target) };
      case 'full-auto': case 'suppress':
        return { ...a, targets: a.targets.map(m) };
      case 'explode':
        return { ...a, targets: a.targets.map((t) => ({ ...t, id: m(t.id) })) };
      case 'task':
        return a.target === undefined ? a : { ...a, target: m(a.target) };
      default:
        return a;
    }
  };
  const out: Input = {
    ...d,
    combatantId: mapWith(person)(d.combatantId),
    action: action(d.action),
    ...(d.more ? { more: d.more.map(action) } : {}),
    luck: d.luck && d.luck.target !== undefined ? { ...d.luck, target: mapWith(person)(d.luck.target) } : d.luck,
  };
  return ok ? out : null;
}

export class PlayerDeclarations {
  private pending: PendingDeclaration[] = [];
  private readonly answers = new Map<string, Map<string, PlayDeclarationStatus>>();
  /** The declaring phase the fight shown is in: its fight, turn and the version it began at. */
  private window: { combatId: string; turn: number; since: number } | null = null;

  constructor(private readonly o: DeclarationsOptions) {}

  list(): PendingDeclaration[] {
    return [...this.pending];
  }

  /** A committed step of `combatId`: the declaring window moves, and pending ones from an ended phase go. */
  stepped(view: CombatView, version: number): void {
    const declaring = view.phase === 'declaring';
    const same = this.window?.combatId === view.combatId && this.window.turn === view.turn;
    if (declaring && !same) this.window = { combatId: view.combatId, turn: view.turn, since: version };
    if (!declaring && this.window?.combatId === view.combatId) this.window = null;
    const stale = this.pending.filter((p) => p.combatId === view.combatId && (!declaring || p.version < (this.window?.since ?? Infinity)));
    for (const p of stale) this.finish(p, { id: p.id, status: 'refused', reason: 'The declaring phase ended before the storyteller took this declaration. Declare again when it is your turn.' });
  }

  /** Another fight is shown, or the campaign changed: nothing pending is about the fight in front of the players. */
  reset(): void {
    for (const p of [...this.pending]) this.finish(p, { id: p.id, status: 'refused', reason: 'The storyteller moved to another fight.' });
    this.window = null;
  }

  /** A device's declaration, for a link bound to `characterIds`; `from` names the sender. */
  receive(link: { id: string; label: string; characterIds: readonly string[] }, from: string, frame: DeclareFrame): void {
    const first = this.answers.get(link.id)?.get(frame.id);
    if (first) {
      // Same id again (a reconnect's resend): the answer as it stands now, never a second declaration.
      const still = this.pending.find((p) => p.linkId === link.id && p.id === frame.id);
      return this.o.tell(link.id, still ? { id: frame.id, status: 'pending' } : first);
    }
    const refused = (reason: string) => this.answer(link.id, { id: frame.id, status: 'refused', reason });
    const view = this.o.shown();
    if (!view) return refused('No fight is running.');
    if (view.phase !== 'declaring') return refused('Declarations are not open: wait for the declaring phase.');
    const host = this.o.combat();
    const version = host.version(view.combatId);
    const since = this.window?.combatId === view.combatId && this.window.turn === view.turn ? this.window.since : version;
    if (frame.version > version || frame.version < since) {
      return refused('The fight changed since your screen showed it (stale version). Check the fight and declare again.');
    }
    const privacy = this.o.privacy();
    const keys = visibleKeys(view, privacy);
    const own = keys.get(frame.declaration.combatantId);
    const mine = own && view.combatants.find((c) => c.id === own.id && c.characterId !== null && link.characterIds.includes(c.characterId));
    if (!mine) return refused('You can only declare for your own character.');
    // Any key the players do not see (a person or a vehicle) reads as unknown: the answer never tells a hidden one from none.
    const vehicles = visibleVehicles(view, privacy);
    const person = (key: string) => keys.get(key)?.id ?? null;
    const mapped = mapIds(frame.declaration, (key) => person(key) ?? vehicles.get(key)?.id ?? null, person);
    if (!mapped) return refused('That target is not in the fight.');
    // A vehicle target or a called shot where the edition has none: its own reason.
    const lacked = lackedChoice(view.system.lists.lacks, [mapped.action, ...(mapped.more ?? [])], new Set([...vehicles.values()].map((v) => v.id)));
    if (lacked !== null) return refused(lacked);
    // The step's own reason, with everyone named as the players know them.
    const why = host.declareRefusal(view.combatId, [mapped]);
    if (why !== null) return refused(playerWords(view, privacy, why));
    const pending: PendingDeclaration = {
      id: frame.id, linkId: link.id, from: `${link.label} · ${from}`, combatId: view.combatId, combatantId: mine.id,
      combatantName: mine.name, declaration: mapped, version: frame.version, at: this.o.now().toISOString(),
    };
    if (this.o.applyAtOnce()) {
      try {
        this.apply([pending], [], {});
      } catch (error) {
        refused(error instanceof AppError ? playerWords(view, privacy, error.message) : 'The storyteller\'s app could not take this declaration.');
      }
      return;
    }
    // A newer declaration for the same character from the same link takes the older one's place.
    for (const old of this.pending.filter((p) => p.linkId === link.id && p.combatantId === mine.id)) {
      this.finish(old, { id: old.id, status: 'refused', reason: 'Replaced by your newer declaration.' }, false);
    }
    this.pending.push(pending);
    this.answer(link.id, { id: frame.id, status: 'pending' });
    this.o.changed(this.list());
  }

  /** The storyteller accepts these (with edits) as ONE step; refused steps throw and change nothing. */
  accept(refs: readonly { linkId: string; id: string }[], edits: readonly { linkId: string; id: string; declaration: Input }[], meta: { version?: number; requestId?: string }): CombatUpdate {
    const chosen = refs.map((r) => {
      const p = this.pending.find((q) => q.linkId === r.linkId && q.id === r.id);
      if (!p) throw new AppError('players/no-declaration', `No pending player declaration ${r.id}: it was taken, rejected or replaced.`);
      return p;
    });
    for (const e of edits) {
      const p = chosen.find((q) => q.linkId === e.linkId && q.id === e.id);
      if (!p) throw new AppError('players/bad-edit', `edits: ${e.id} is not among the declarations accepted.`);
      if (e.declaration.combatantId !== p.combatantId) throw new AppError('players/bad-edit', `edits: ${e.id} must stay a declaration for ${p.combatantName}.`);
    }
    if (new Set(chosen.map((p) => p.combatId)).size > 1) throw new AppError('players/bad-edit', 'refs: accept declarations of one fight at a time.');
    return this.apply(chosen, edits, meta);
  }

  reject(ref: { linkId: string; id: string }, reason: string): void {
    const p = this.pending.find((q) => q.linkId === ref.linkId && q.id === ref.id);
    if (!p) throw new AppError('players/no-declaration', `No pending player declaration ${ref.id}: it was taken, rejected or replaced.`);
    this.finish(p, { id: p.id, status: 'rejected', reason });
  }

  private apply(chosen: readonly PendingDeclaration[], edits: readonly { linkId: string; id: string; declaration: Input }[], meta: { version?: number; requestId?: string }): CombatUpdate {
    const editOf = (p: PendingDeclaration) => edits.find((e) => e.linkId === p.linkId && e.id === p.id)?.declaration;
    const declarations = chosen.map((p) => editOf(p) ?? p.declaration);
    const update = this.o.combat().step(chosen[0]!.combatId, { kind: 'command', command: { type: 'action.declare', declarations } }, meta);
    for (const p of chosen) {
      const edited = editOf(p);
      this.finish(p, edited ? { id: p.id, status: 'edited', text: 'The storyteller changed your declaration before taking it.' } : { id: p.id, status: 'applied' }, false);
    }
    this.o.changed(this.list());
    return update;
  }

  private finish(p: PendingDeclaration, status: PlayDeclarationStatus, announce = true): void {
    this.pending = this.pending.filter((q) => q !== p);
    this.answer(p.linkId, status);
    if (announce) this.o.changed(this.list());
  }

  private answer(linkId: string, status: PlayDeclarationStatus): void {
    let answers = this.answers.get(linkId);
    if (!answers) this.answers.set(linkId, (answers = new Map()));
    answers.set(status.id, status);
    if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value!);
    this.o.tell(linkId, status);
  }
}
