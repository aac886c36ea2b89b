/**
 * Merging a planned import into the open campaign, choice by choice: every gear item the import
 * or the campaign has (keep / take the import's / keep both), the campaign's abilities the import
 * lacks (keep / map onto an imported one / drop when nobody rates it), the characters each choice
 * touches, and the rules numbers the import would change. Nothing is decided behind the storyteller's back.
 */
import { useMemo, useState } from 'react';
import type { AbilityGapView, ApplyImportRequest, ConfigItemView, MergeItemView, MergePlanView } from '../../../shared/ipc/config-contract';
import { FieldChanges, showValue } from './DiffView';

type ItemChoice = MergeItemView['choice'];
type ItemDecision = { choice: ItemChoice; newName: string };
type AbilityDecision = { choice: 'keep' | 'map' | 'drop'; to: string };

const LIST_LABEL: Record<MergeItemView['list'], string> = { weapons: 'Weapon', armor: 'Armor', vehicles: 'Vehicle', hitCharts: 'Hit chart' };
const STATUS_LABEL: Record<MergeItemView['status'], string> = { added: 'new', changed: 'changed', same: 'same', 'campaign-only': 'campaign only' };

/** The words of each choice depend on which side has the item. */
function choiceOptions(item: { status: MergeItemView['status'] }): { value: ItemChoice; label: string }[] {
  if (item.status === 'added') return [{ value: 'replace', label: 'Add it' }, { value: 'keep', label: 'Leave it out' }];
  if (item.status === 'campaign-only') return [{ value: 'keep', label: 'Keep it' }, { value: 'replace', label: 'Remove it' }];
  return [
    { value: 'keep', label: 'Keep the campaign\u2019s' },
    { value: 'replace', label: 'Take the imported' },
    { value: 'rename', label: 'Keep both (rename imported)' },
  ];
}

const key = (i: { list: string; name: string }) => `${i.list}\u0000${i.name}`;
const gapKey = (g: { kind: string; name: string }) => `${g.kind}\u0000${g.name}`;
const configKey = (i: { section: string; key: string; name: string }) => `${i.section}\u0000${i.key}\u0000${i.name}`;

/** What each character's sheet gets from the current ability choices, plus the plan's other lines. */
function characterPreview(merge: MergePlanView, decisions: ReadonlyMap<string, AbilityDecision>): { id: string; name: string; changes: string[] }[] {
  const byId = new Map<string, { id: string; name: string; changes: string[] }>();
  const entry = (id: string, name: string) => {
    const found = byId.get(id) ?? { id, name, changes: [] };
    byId.set(id, found);
    return found;
  };
  const mappedTo = new Set<string>();
  for (const gap of merge.gaps) {
    const d = decisions.get(gapKey(gap)) ?? { choice: gap.choice, to: '' };
    if (d.choice === 'map' && d.to) mappedTo.add(d.to);
    for (const r of gap.ratedBy) {
      const line = d.choice === 'map' && d.to ? `${gap.name} ${r.rating} \u2192 ${d.to} ${r.rating}` : `${gap.name} ${r.rating} kept`;
      entry(r.id, r.name).changes.push(line);
    }
  }
  for (const c of merge.characters) {
    for (const line of c.changes.filter((l) => l.startsWith('not yet rated: '))) {
      const left = line.slice('not yet rated: '.length).split(', ').filter((n) => !mappedTo.has(n));
      if (left.length > 0) entry(c.id, c.name).changes.push(`not yet rated: ${left.join(', ')}`);
    }
  }
  return [...byId.values()].filter((c) => c.changes.length > 0);
}

function GapRow({ gap, decision, onChange }: { gap: AbilityGapView; decision: AbilityDecision; onChange: (d: AbilityDecision) => void }) {
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

  const apply = () => {
    const itemChoices = [...items.entries()].map(([k, d]) => {
      const [list, name] = k.split('\u0000') as [MergeItemView['list'], string];
      return { list, name, choice: d.choice, ...(d.choice === 'rename' ? { newName: d.newName } : {}) };
    });
    const abilityChoices = merge.gaps.flatMap((g) => {
      const d = abilities.get(gapKey(g));
      if (!d) return [];
      return [{ kind: g.kind, from: g.name, choice: d.choice, ...(d.choice === 'map' ? { to: d.to } : {}) }];
    });
    const configChoices = merge.configItems.flatMap((i) => {
      const d = configItems.get(configKey(i));
      if (!d) return [];
      return [{ section: i.section, key: i.key, name: i.name, choice: d.choice, ...(d.choice === 'rename' ? { newName: d.newName } : {}) }];
    });
    onApply({ items: itemChoices, configItems: configChoices, abilities: abilityChoices, takeRuleset });
  };

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
                    <td>
                      {i.status === 'same' ? (
                        <span className="muted">nothing to choose</span>
                      ) : (
                        <select aria-label={`${LIST_LABEL[i.list]} ${i.name}`} value={d.choice} onChange={(e) => setItem(i, { ...d, choice: e.currentTarget.value as ItemChoice })}>
                          {choiceOptions(i).map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </select>
                      )}
                      {d.choice === 'rename' && (
                        <input
                          aria-label={`New name for the imported ${i.name}`}
                          value={d.newName}
                          onChange={(e) => setItem(i, { ...d, newName: e.currentTarget.value })}
                        />
                      )}
                    </td>
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
                    <td>
                      <select aria-label={`${i.kind} ${i.name}`} value={d.choice} onChange={(e) => setConfigItem(i, { ...d, choice: e.currentTarget.value as ItemChoice })}>
                        {choiceOptions(i).map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                      {d.choice === 'rename' && (
                        <input aria-label={`New name for the imported ${i.name}`} value={d.newName} onChange={(e) => setConfigItem(i, { ...d, newName: e.currentTarget.value })} />
                      )}
                    </td>
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
