/**
 * Merging a planned import into the open campaign, choice by choice: every gear item the import
 * or the campaign has (keep / take the import's / keep both), the campaign's abilities the import
 * lacks (keep / map onto an imported one / drop when nobody rates it), the characters each choice
 * touches, and the rules numbers the import would change. Nothing is decided behind the storyteller's back.
 */
import { useMemo, useState } from 'react';
import type { ApplyImportRequest, ConfigItemView, MergeItemView, MergePlanView } from '../../../shared/ipc/config-contract';
import { FieldChanges, showValue } from './DiffView';
import { characterPreview, configKey, gapKey, key, LIST_LABEL, mergeChoices, STATUS_LABEL, type AbilityDecision, type ItemDecision } from './merge-choices';
import { ChoiceCell, GapRow } from './MergeRows';

export function MergeView({
  merge,
  campaignName,
  busy,
  onApply,
  onCancel,
}: {
  merge: MergePlanView;
  campaignName: string;
  busy: boolean;
  onApply: (choices: Omit<ApplyImportRequest, 'planId'>) => void;
  onCancel: () => void;
}) {
  const [items, setItems] = useState<Map<string, ItemDecision>>(() => new Map());
  const [abilities, setAbilities] = useState<Map<string, AbilityDecision>>(() => new Map());
  const [configItems, setConfigItems] = useState<Map<string, ItemDecision>>(() => new Map());
  const configDecision = (i: ConfigItemView): ItemDecision => configItems.get(configKey(i)) ?? { choice: i.choice, newName: `${i.name} (imported)` };
  const setConfigItem = (i: ConfigItemView, d: ItemDecision) => setConfigItems((m) => new Map(m).set(configKey(i), d));
  const [takeRuleset, setTakeRuleset] = useState(merge.takeRuleset);
  const [showSame, setShowSame] = useState(false);
  const shown = merge.items.filter((i) => showSame || i.status !== 'same');
  const characters = useMemo(() => characterPreview(merge, abilities), [merge, abilities]);

  const itemDecision = (i: MergeItemView): ItemDecision => items.get(key(i)) ?? { choice: i.choice, newName: `${i.name} (imported)` };
  const setItem = (i: MergeItemView, d: ItemDecision) => setItems((m) => new Map(m).set(key(i), d));

  const apply = () => onApply(mergeChoices(merge, items, abilities, configItems, takeRuleset));

  return (
    <div className="merge" data-testid="merge">
      <section aria-labelledby="merge-gear-title">
        <h3 id="merge-gear-title">Gear, item by item</h3>
        <p className="muted">
          Items marked <span className="badge custom">yours</span> were made or edited in this campaign and are kept unless you choose otherwise.
        </p>
        <label className="check">
          <input type="checkbox" checked={showSame} onChange={(e) => setShowSame(e.currentTarget.checked)} /> Show items that are the same on both sides
        </label>
        <div className="merge-scroll">
          <table className="merge-table" aria-label="Gear choices">
            <thead>
              <tr>
                <th>Item</th>
                <th>Difference</th>
                <th>Choice</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((i) => {
                const d = itemDecision(i);
                return (
                  <tr key={key(i)} data-testid={`item-${i.list}-${i.name}`}>
                    <td>
                      <span className="muted">{LIST_LABEL[i.list]}</span> {i.name}
                      <span className="badge">{STATUS_LABEL[i.status]}</span>
                      {i.custom && <span className="badge custom">yours</span>}
                    </td>
                    <td>
                      <FieldChanges changes={i.fields} />
                    </td>
                    <ChoiceCell item={i} label={`${LIST_LABEL[i.list]} ${i.name}`} decision={d} onChange={(next) => setItem(i, next)} />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      {merge.configItems.length > 0 && (
        <section aria-labelledby="merge-config-title">
          <h3 id="merge-config-title">Other AresMUSH items (mounts, NPC types, stances …)</h3>
          <table className="merge-table" aria-label="Other item choices">
            <thead>
              <tr>
                <th>Item</th>
                <th>Difference</th>
                <th>Choice</th>
              </tr>
            </thead>
            <tbody>
              {merge.configItems.map((i) => {
                const d = configDecision(i);
                return (
                  <tr key={configKey(i)} data-testid={`config-item-${i.key}-${i.name}`}>
                    <td>
                      <span className="muted">{i.kind}</span> {i.name}
                      <span className="badge">{STATUS_LABEL[i.status]}</span>
                    </td>
                    <td>
                      <FieldChanges changes={i.fields} />
                    </td>
                    <ChoiceCell item={i} label={`${i.kind} ${i.name}`} decision={d} onChange={(next) => setConfigItem(i, next)} />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}

      {merge.gaps.length > 0 && (
        <section aria-labelledby="merge-abilities-title">
          <h3 id="merge-abilities-title">Abilities the import does not have</h3>
          <p className="muted">
            Imported: {merge.addedAbilities.map((a) => a.name).join(', ') || 'none new'}. Map each old ability onto an imported one (ratings move with it) or keep it.
          </p>
          <table className="merge-table" aria-label="Ability choices">
            <thead>
              <tr>
                <th>Ability</th>
                <th>Rated by</th>
                <th>Choice</th>
              </tr>
            </thead>
            <tbody>
              {merge.gaps.map((g) => (
                <GapRow
                  key={gapKey(g)}
                  gap={g}
                  decision={abilities.get(gapKey(g)) ?? { choice: g.choice, to: '' }}
                  onChange={(d) => setAbilities((m) => new Map(m).set(gapKey(g), d))}
                />
              ))}
            </tbody>
          </table>
        </section>
      )}

      <section aria-labelledby="merge-characters-title">
        <h3 id="merge-characters-title">Characters affected ({characters.length})</h3>
        {characters.length === 0 ? (
          <p className="muted">No character sheet changes.</p>
        ) : (
          <ul className="merge-characters" data-testid="merge-characters">
            {characters.map((c) => (
              <li key={c.id}>
                <strong>{c.name}</strong>
                <ul>
                  {c.changes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>

      {merge.ruleset.length > 0 && (
        <section aria-labelledby="merge-rules-title">
          <h3 id="merge-rules-title">Rules numbers the import would change</h3>
          <ul className="field-changes" data-testid="merge-ruleset">
            {merge.ruleset.map((r) => (
              <li key={r.field}>
                <span className="field-name">{r.field}</span> <span className="before">{showValue(r.before)}</span> → <span className="after">{showValue(r.after)}</span>
              </li>
            ))}
          </ul>
          <label className="check">
            <input type="checkbox" checked={takeRuleset} onChange={(e) => setTakeRuleset(e.currentTarget.checked)} /> Use the imported numbers (otherwise{' '}
            {campaignName} keeps its own)
          </label>
        </section>
      )}

      {merge.problems.length > 0 && (
        <div role="alert" className="error-text">
          <p>With the choices shown first, the merge cannot be applied:</p>
          <ul>
            {merge.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="row">
        <button type="button" className="primary" disabled={busy} onClick={apply}>
          Merge into {campaignName}
        </button>
        <button type="button" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <p className="hint">A backup is taken first; you can undo the import afterwards.</p>
    </div>
  );
}
