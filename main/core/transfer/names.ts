/** Names an import brings that the campaign already has: refused together, renamed, or the existing record kept. */
import { AppError } from '../../../shared/ipc/result';
import { freeName, nameKey, type ClashChoice } from '../../../shared/transfer/names';

export type NameOutcome = { name: string; existing: false } | { name: string; existing: true };

/**
 * Decides names for one import. `refuse` lists every clash in one refusal before anything is
 * written; `rename` gives a clashing record "Name (2)"; `use-existing` keeps the campaign's record
 * (the imported one is not stored; references go to the existing one).
 */
export class NamePolicy {
  private readonly used = new Set<string>();
  constructor(
    private readonly choice: ClashChoice,
    private readonly exists: (name: string) => boolean,
    private readonly max = 120,
  ) {}

  /** Refuses (choice `refuse`) when any of the names clash, naming them all. */
  static refuseClashes(choice: ClashChoice, clashes: readonly string[]): void {
    if (choice !== 'refuse' || clashes.length === 0) return;
    const shown = clashes.slice(0, 8).map((n) => `'${n}'`).join(', ');
    const more = clashes.length > 8 ? ` and ${clashes.length - 8} more` : '';
    throw new AppError(
      'transfer/name-taken',
      `Already in this campaign: ${shown}${more}. Nothing was imported: choose to import them under new names or to keep the existing ones.`,
    );
  }

  /** The name to store `name` under, or that the campaign's own record is used instead. */
  decide(name: string, allowExisting = true): NameOutcome {
    const clash = this.exists(name) || this.used.has(nameKey(name));
    if (!clash) return this.take(name);
    if (this.choice === 'use-existing' && allowExisting && this.exists(name)) return { name, existing: true };
    return this.take(freeName(name, (n) => this.exists(n) || this.used.has(nameKey(n)), this.max));
  }

  private take(name: string): NameOutcome {
    this.used.add(nameKey(name));
    return { name, existing: false };
  }
}
