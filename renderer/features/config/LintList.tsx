import type { ConfigProblemView } from '../../../shared/ipc/config-contract';
import { problemKey, problemPlace, problemTally } from './problem-format';

const SEVERITY_LABEL = { error: 'Error', warning: 'Warning', info: 'Stored, not used in play' } as const;
const SEVERITY_ICON = { error: '✖', warning: '▲', info: 'ℹ' } as const;

type Props = { problems: readonly ConfigProblemView[]; label: string; empty?: string; tally?: boolean };

/**
 * Configuration problems, errors first: a severity mark, where (file:line:column or file and key
 * path) and the sentence. Only errors stop an import; warnings are what AresMUSH's own config check
 * would report; info lists what is stored but not used in play.
 */
export function LintList({ problems, label, empty = 'No problems found.', tally = true }: Props) {
  if (problems.length === 0) return <p className="muted" data-testid="lint-empty">{empty}</p>;
  return (
    <div className="lint">
      {tally && (
        <p className="muted lint-tally" data-testid="lint-tally">
          {problemTally(problems)}
        </p>
      )}
      {/* A tab stop: the list scrolls in its own box (max 420 px), and keyboard users scroll it from there (axe scrollable-region-focusable). */}
      <ul className="lint-list" aria-label={label} tabIndex={0}>
        {problems.map((p, i) => {
          const key = problemKey(p);
          return (
            <li key={`${i}-${p.code}`} className={`lint-item lint-${p.severity}`} data-severity={p.severity}>
              <span className="lint-icon" role="img" aria-label={SEVERITY_LABEL[p.severity]}>
                {SEVERITY_ICON[p.severity]}
              </span>
              <span className="lint-body">
                <code className="lint-place">{problemPlace(p)}</code>
                {key && p.line !== null && <span className="lint-key muted"> {key}</span>}
                {key && p.line === null && p.file !== null && <span className="lint-key muted"> › {key}</span>}
                <span className="lint-message">{p.message}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
