/**
 * Issue 42 item 3: a roll a player answers from a personal link waits for the storyteller, as a
 * declaration does, unless the storyteller's "apply at once" setting is on. Accepting rolls it
 * with the app's dice exactly as an answer at once would (the hub's `rollTaken`); rejecting sends
 * the player the storyteller's reason. The request was taken off the hub's list when answered, so
 * it is rolled at most once either way.
 */
import type { HeldRoll } from '../../shared/ipc/players-play-contract';
import { AppError } from '../../shared/ipc/result';
import type { PlayerDevice } from '../../shared/ipc/players-contract';
import type { PendingRoll } from './requests';

export type HeldRollsOptions = {
  /** Whether answers wait now (a personal link, "apply at once" off). */
  holds: (device: PlayerDevice) => boolean;
  /** The link's name for the storyteller's list. */
  linkLabel: (linkId: string) => string;
  /** Rolls a held answer (the hub's own roll of an answered request). */
  roll: (pending: PendingRoll, rolledBy: string) => void;
  /** A frame for every device of the link. */
  tell: (linkId: string, text: string) => void;
  /** The storyteller's list changed. */
  changed: (answers: HeldRoll[]) => void;
  now: () => Date;
};

type Held = { answer: HeldRoll; pending: PendingRoll; rolledBy: string };

export class HeldRolls {
  private held: Held[] = [];

  constructor(private readonly o: HeldRollsOptions) {}

  list(): HeldRoll[] {
    return this.held.map((h) => h.answer);
  }

  /** A device answered a request: true when it now waits for the storyteller (the hub rolls nothing). */
  hold(device: PlayerDevice, pending: PendingRoll): boolean {
    const linkId = device.linkId;
    if (linkId === undefined || !this.o.holds(device)) return false;
    const answer: HeldRoll = {
      requestId: pending.request.id, linkId, from: `${this.o.linkLabel(linkId)} · ${device.name}`,
      characterName: pending.request.characterName, ability: pending.request.ability, modifierText: pending.request.modifierText,
      at: this.o.now().toISOString(),
    };
    this.held.push({ answer, pending, rolledBy: device.name });
    this.tellLink(answer, 'pending');
    this.o.changed(this.list());
    return true;
  }

  accept(requestId: string): void {
    const h = this.take(requestId);
    try {
      this.o.roll(h.pending, h.rolledBy);
    } catch (error) {
      // The character or ability went since: the player hears why, the storyteller gets the error.
      this.tellLink(h.answer, 'rejected', 'The storyteller could not roll it: the character or ability changed.');
      this.o.changed(this.list());
      throw error;
    }
    this.o.changed(this.list());
  }

  reject(requestId: string, reason: string): void {
    const h = this.take(requestId);
    this.tellLink(h.answer, 'rejected', reason);
    this.o.changed(this.list());
  }

  /** A link revoked or the campaign switched: its answers are no one's to accept. */
  drop(which: (linkId: string) => boolean): void {
    const before = this.held.length;
    this.held = this.held.filter((h) => !which(h.answer.linkId));
    if (this.held.length !== before) this.o.changed(this.list());
  }

  private take(requestId: string): Held {
    const h = this.held.find((x) => x.answer.requestId === requestId);
    if (!h) throw new AppError('players/no-roll', `No player roll ${requestId} is waiting: it was taken or rejected.`);
    this.held = this.held.filter((x) => x !== h);
    return h;
  }

  private tellLink(a: HeldRoll, status: 'pending' | 'rejected', reason?: string): void {
    const answer = { requestId: a.requestId, characterName: a.characterName, ability: a.ability, status, ...(reason === undefined ? {} : { reason }) };
    this.o.tell(a.linkId, JSON.stringify({ type: 'rollAnswer', answer }));
  }
}
