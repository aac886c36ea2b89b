import type { ConfigDiffView, FieldChangeView } from '../../../shared/ipc/config-contract';

type Change = ConfigDiffView['added'][number];
const SECTIONS = [
  { key: 'added', title: 'Added' },
  { key: 'changed', title: 'Changed' },
  { key: 'removed', title: 'Removed' },
] as const;

/** "weapon" → "weapons", "armor" stays "armor", "setting" → "settings". */
export function pluralKind(kind: string, count: number): string {
  if (count === 1 || kind === 'armor' || kind.endsWith('armor')) return kind;
  return `${kind}s`;
}

/** A value as the storyteller reads it: "5", "[Ap]", "—" for none; long ones shortened. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '\u2014';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** "penetration 3 → 5": each changed field with its old and new value. */
export function FieldChanges({ changes }: { changes: readonly FieldChangeView[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="field-changes">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="field-name">{c.field}</span> <span className="before">{showValue(c.before)}</span> →{' '}
          <span className="after">{showValue(c.after)}</span>
        </li>
      ))}
    </ul>
  );
}

function byKind(changes: readonly Change[]): [string, Change[]][] {
  const groups = new Map<string, Change[]>();
  for (const c of changes) groups.set(c.kind, [...(groups.get(c.kind) ?? []), c]);
  // Single settings (max_ap, …) after the named entities: they read as "the rest".
  return [...groups.entries()].sort(([a], [b]) => Number(a === 'setting') - Number(b === 'setting'));
}

/**
 * What an import would change, per kind, with each group's names behind a disclosure: the
 * storyteller reads this before anything is written.
 */
export function DiffView({ diff }: { diff: ConfigDiffView }) {
  const total = diff.added.length + diff.changed.length + diff.removed.length;
  if (total === 0) return <p data-testid="diff-none">Nothing would change: the campaign already holds exactly these files.</p>;
  return (
    <div className="diff" data-testid="diff">
      {SECTIONS.map(({ key, title }) => {
        const changes = diff[key];
        return (
          <section key={key} className={`diff-section diff-${key}`} aria-labelledby={`diff-${key}-title`}>
            <h3 id={`diff-${key}-title`}>
              {title} <span className="diff-count">{changes.length}</span>
            </h3>
            {changes.length === 0 ? (
              <p className="muted">Nothing.</p>
            ) : (
              <ul className="diff-kinds">
                {byKind(changes).map(([kind, list]) => (
                  <li key={kind}>
                    <details>
                      <summary>
                        {list.length} {pluralKind(kind, list.length)}
                      </summary>
                      <ul className="diff-names">
                        {list.map((c, i) => (
                          // A setting name can occur in both sections (fs3combat and fs3skills shortcuts).
                          <li key={`${i}-${c.name}`}>
                            {c.name}
                            {c.fields.length > 0 && <span className="muted"> — {c.fields.join(', ')}</span>}
                            <FieldChanges changes={c.changes} />
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
