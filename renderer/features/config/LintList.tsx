import type { ConfigProblemView } from '../../../shared/ipc/config-contract';
import { problemKey, problemPlace, problemTally } from './problem-format';

type Props = { problems: readonly ConfigProblemView[]; label: string; empty?: string; tally?: boolean };

/**
 * Configuration problems, errors first: a severity mark, where (file:line:column or file and key
 * path) and the sentence. Warnings are information; only errors stop an import.
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
      <ul className="lint-list" aria-label={label}>
        {problems.map((p, i) => {
          const key = problemKey(p);
          return (
            <li key={`${i}-${p.code}`} className={`lint-item lint-${p.severity}`} data-severity={p.severity}>
              <span className="lint-icon" role="img" aria-label={p.severity === 'error' ? 'Error' : 'Warning'}>
                {p.severity === 'error' ? '✖' : '▲'}
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
