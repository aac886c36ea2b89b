import type { AbilityGapView, MergeItemView } from '../../../shared/ipc/config-contract';
import { choiceOptions, type AbilityDecision, type ItemChoice, type ItemDecision } from './merge-choices';

/** An item's choice (keep, take the import's, keep both) and, for "keep both", the imported one's new name. */
export function ChoiceCell({ item, label, decision: d, onChange }: { item: { name: string; status: MergeItemView['status'] }; label: string; decision: ItemDecision; onChange: (d: ItemDecision) => void }) {
  return (
    <td>
      {item.status === 'same' ? (
        <span className="muted">nothing to choose</span>
      ) : (
        <select aria-label={label} value={d.choice} onChange={(e) => onChange({ ...d, choice: e.currentTarget.value as ItemChoice })}>
          {choiceOptions(item).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
      {d.choice === 'rename' && <input aria-label={`New name for the imported ${item.name}`} value={d.newName} onChange={(e) => onChange({ ...d, newName: e.currentTarget.value })} />}
    </td>
  );
}

/** A campaign ability the import lacks: who rates it, and keep, map onto an imported one, or drop. */
export function GapRow({ gap, decision, onChange }: { gap: AbilityGapView; decision: AbilityDecision; onChange: (d: AbilityDecision) => void }) {
  const value = decision.choice === 'map' ? `map:${decision.to}` : decision.choice;
  return (
    <tr data-testid={`gap-${gap.name}`}>
      <td>
        {gap.name} <span className="muted">({gap.kind === 'attribute' ? 'attribute' : 'action skill'})</span>
      </td>
      <td>{gap.ratedBy.length === 0 ? <span className="muted">nobody</span> : gap.ratedBy.map((r) => `${r.name} ${r.rating}`).join(', ')}</td>
      <td>
        <select
          aria-label={`What becomes of ${gap.name}`}
          value={value}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange(v.startsWith('map:') ? { choice: 'map', to: v.slice(4) } : { choice: v as 'keep' | 'drop', to: '' });
          }}
        >
          <option value="keep">Keep it</option>
          {gap.options.map((o) => (
            <option key={o} value={`map:${o}`}>
              Map onto {o}
            </option>
          ))}
          <option value="drop" disabled={gap.ratedBy.length > 0}>
            Drop it{gap.ratedBy.length > 0 ? ' (rated: not possible)' : ''}
          </option>
        </select>
      </td>
    </tr>
  );
}
