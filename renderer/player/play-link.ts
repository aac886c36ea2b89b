/**
 * Issue 42: what a personal link's page does and is told, beside the connection (link.ts). A
 * declaration keeps its id until the storyteller's app answers it: after a reconnect it is sent
 * again with the same id and fight version, and the app answers a repeated id with its first
 * answer, so a declaration in flight is never lost or doubled.
 */
import type { ClientFrame, ServerFrame } from '../../shared/player/protocol';
import type { PlayDeclarationStatus, PlayMe, PlayRollAnswer, PlaySheet } from '../../shared/player/play-protocol';
import { applyMeDelta } from '../../shared/player/me-delta';

type DeclareFrame = Extract<ClientFrame, { type: 'declare' }>;
type OddsAnswer = Extract<ServerFrame, { type: 'odds' }>['odds'];

export type SentDeclaration = { frame: DeclareFrame; combatantName: string; status: PlayDeclarationStatus | null };

export type PlayState = {
  me: PlayMe | null;
  sheets: PlaySheet[];
  /** This page's declarations, newest last; `status` null: not answered yet. */
  sent: SentDeclaration[];
  odds: Record<string, OddsAnswer>;
  claim: { ok: boolean; reason?: string } | null;
  /** Rolls this link answered that wait for the storyteller or were turned down (issue 42 item 3). */
  rollAnswers: PlayRollAnswer[];
};

const KEPT = 20;

type OddsQuestion = Omit<Extract<ClientFrame, { type: 'odds' }>, 'type' | 'id'>;
/**
 * A question's id: the same question asked again is answered from what the page has (the fight
 * version is in it, as odds change with it). Every choice is in it (a called shot's location may be
 * long), hashed so the id stays within the 64 characters the app takes.
 */
export const oddsId = (q: OddsQuestion & { version?: number | null }): string => {
  const text = [q.combatant, q.target, q.action ?? '', q.luck ?? '', q.location ?? '', q.stance ?? '', q.range ?? ''].join('\u0000');
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${h.toString(36)}-${text.length}-${q.version ?? ''}`;
};

export class PlayLink {
  private state: PlayState = { me: null, sheets: [], sent: [], odds: {}, claim: null, rollAnswers: [] };
  /** Issue 38: the number of the picture held (changes name the one they start from), and whether this connection said it takes changes. */
  private rev: number | null = null;
  private takesChanges = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly send: (frame: ClientFrame) => boolean, private readonly newId: () => string = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`) {}

  getState = (): PlayState => this.state;
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<PlayState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
  }

  /** Sends a declaration against the fight version the page shows; kept until answered. */
  declare(declaration: DeclareFrame['declaration'], combatantName: string): string {
    const version = this.state.me?.version ?? 0;
    const frame: DeclareFrame = { type: 'declare', id: this.newId(), version, declaration };
    this.set({ sent: [...this.state.sent, { frame, combatantName, status: null }].slice(-KEPT) });
    this.send(frame);
    return frame.id;
  }

  /** Asks the app's exact odds; the answer is kept under the question's own id (`oddsId`). */
  odds(q: OddsQuestion): void {
    const id = oddsId({ ...q, version: this.state.me?.version ?? null });
    if (this.state.odds[id] === undefined) this.send({ type: 'odds', id, ...q });
  }

  claim(ref: string): void {
    this.set({ claim: null });
    this.send({ type: 'claim', ref });
  }

  /** A new connection: unanswered or still pending declarations go again, same id and version. */
  reconnected(): void {
    this.takesChanges = false;
    for (const s of this.state.sent) if (s.status === null || s.status.status === 'pending') this.send(s.frame);
  }

  /** A roll was rolled: its answer no longer waits. */
  rolled(requestId: string): void {
    if (this.state.rollAnswers.some((a) => a.requestId === requestId)) this.set({ rollAnswers: this.state.rollAnswers.filter((a) => a.requestId !== requestId) });
  }

  receive(frame: ServerFrame): boolean {
    switch (frame.type) {
      case 'me':
        // Odds hold for one fight version: a new version asks afresh.
        this.set({ me: frame.me, ...(frame.me.version !== this.state.me?.version ? { odds: {} } : {}) });
        this.rev = frame.rev ?? null;
        // Once per connection: from now on, changes from the picture held (issue 38).
        if (this.rev !== null && !this.takesChanges) {
          this.takesChanges = true;
          this.send({ type: 'me', have: this.rev });
        }
        return true;
      case 'meDelta': {
        const me = this.state.me;
        let next: PlayMe | null = null;
        try {
          next = me && this.rev === frame.from ? applyMeDelta(me, frame.delta, frame.version) : null;
        } catch {
          next = null;
        }
        // A change this page cannot apply: the whole picture is asked for.
        if (!next) {
          this.send({ type: 'me', have: null });
          return true;
        }
        this.rev = frame.rev;
        this.set({ me: next, ...(next.version !== me!.version ? { odds: {} } : {}) });
        return true;
      }
      case 'meVersion':
        if (this.state.me && frame.version !== this.state.me.version) this.set({ me: { ...this.state.me, version: frame.version }, odds: {} });
        return true;
      case 'sheets':
        this.set({ sheets: frame.sheets });
        return true;
      case 'declared': {
        const status = frame.declaration;
        this.set({ sent: this.state.sent.map((s) => (s.frame.id === status.id ? { ...s, status } : s)) });
        return true;
      }
      case 'odds':
        this.set({ odds: { ...this.state.odds, [frame.id]: frame.odds } });
        return true;
      case 'rollAnswer':
        this.set({ rollAnswers: [...this.state.rollAnswers.filter((a) => a.requestId !== frame.answer.requestId), frame.answer].slice(-KEPT) });
        return true;
      case 'claimed':
        this.set({ claim: frame.reason === undefined ? { ok: frame.ok } : { ok: frame.ok, reason: frame.reason } });
        return true;
      default:
        return false;
    }
  }
}
