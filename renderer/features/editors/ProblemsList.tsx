import type { GearCatalog } from '../../../shared/domain/gear';
import { GEAR_LISTS, type GearListName } from '../../../shared/editors/catalog-ops';
import type { GearState } from '../../../shared/ipc/gear-contract';

type Problem = GearState['problems'][number];

/** Where a finding points: the item, the field, and for a chart row the aimed location. */
export type ProblemTarget = { list: GearListName; name: string; field: string; aim?: string };

export function problemTarget(catalog: GearCatalog, p: Problem): ProblemTarget | null {
  const [root, list, index, field, extra] = p.path;
  if (root !== 'gear' || typeof index !== 'number' || !GEAR_LISTS.includes(list as GearListName)) return null;
  const item = (catalog[list as GearListName] as { name: string }[])[index];
  if (!item) return null;
  return { list: list as GearListName, name: item.name, field: typeof field === 'string' ? field : 'name', aim: field === 'targets' && typeof extra === 'string' ? extra : undefined };
}

/** The linter's findings on the whole catalog; each one that points at a field jumps there. */
export function ProblemsList({ state, onJump }: { state: GearState; onJump: (t: ProblemTarget) => void }) {
  const errors = state.problems.filter((p) => p.severity === 'error').length;
  const warnings = state.problems.length - errors;
  return (
    <details className="problems" open={state.problems.length > 0 && state.problems.length <= 8}>
      <summary data-testid="problem-count">
        {state.problems.length === 0 ? 'No problems found' : `Problems: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`}
      </summary>
      <ul aria-label="Problems">
        {state.problems.map((p, i) => {
          const target = problemTarget(state.catalog, p);
          return (
            <li key={i} className={p.severity}>
              <span className="sev">{p.severity}</span>
              {target ? (
                <button type="button" className="linkish" onClick={() => onJump(target)}>{p.message}</button>
              ) : (
                <span>{p.message}</span>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
