/**
 * Issue 37 item 2: a step is done once however often it is asked for. Each GM-screen step carries
 * the fight version it was made against and an id of its own. A repeated id (a retried or
 * replayed request) is answered with the first answer, so a retry gets what it wanted; a step made
 * against an older version (a second click, a key held down, a device that had not seen the last
 * step) is refused and changes nothing.
 */
import type { CombatUpdate } from '../../../shared/ipc/combat-contract';
import { AppError } from '../../../shared/ipc/result';

export type StepMeta = { version?: number | undefined; requestId?: string | undefined };

/** Answers kept per combat for repeated ids: a retry comes soon after the request it repeats. */
const REMEMBERED = 64;

export class StepGuard {
  private readonly answers = new Map<string, Map<string, CombatUpdate>>();

  /** The first answer to this request id, when it was already carried out. */
  repeated(combatId: string, meta: StepMeta): CombatUpdate | null {
    return meta.requestId === undefined ? null : (this.answers.get(combatId)?.get(meta.requestId) ?? null);
  }

  /** Refuses a step made against another version than the fight's current one. */
  checkVersion(meta: StepMeta, current: number): void {
    if (meta.version === undefined || meta.version === current) return;
    throw new AppError(
      'combat/stale',
      meta.version < current
        ? 'Not done: the fight changed since this was asked for (it was already carried out, or someone else took a step). The screen now shows the fight as it stands.'
        : 'Not done: this was asked for against a state of the fight that main does not know. The screen now shows the fight as it stands.',
    );
  }

  remember(combatId: string, meta: StepMeta, answer: CombatUpdate): void {
    if (meta.requestId === undefined) return;
    let answers = this.answers.get(combatId);
    if (!answers) this.answers.set(combatId, (answers = new Map()));
    answers.set(meta.requestId, answer);
    if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value!);
  }

  forget(combatId: string): void {
    this.answers.delete(combatId);
  }

  forgetAll(): void {
    this.answers.clear();
  }
}
