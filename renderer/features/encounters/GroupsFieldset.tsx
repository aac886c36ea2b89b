import { useState } from 'react';
import { describeNames } from '../../../shared/encounters/names';
import type { Options, Template } from './encounter-api';
import { AddRow, choices, FieldError, OptionSelect, RowsTable, SeatSelect, TeamSelect, type SectionProps } from './EditorControls';
import { withCurrentChoice } from './TemplateForm';

/** The encounter's NPC groups: a template, how many, their names, team, stance and seat. */
export function GroupsFieldset({ draft, update, errors, teams, seats, templates, options, names }: SectionProps & { templates: readonly Template[]; options: Options; names: string[][] }) {
  const [addTemplate, setAddTemplate] = useState('');
  const templateById = new Map(templates.map((t) => [t.id, t]));
  return (
    <fieldset>
      <legend>NPC groups</legend>
      {draft.groups.length === 0 ? (
        <p className="muted">No NPC groups yet. Add one from a template below.</p>
      ) : (
        <RowsTable columns={['Template', 'How many', 'Names', 'Team', 'Stance', 'Seat']}>
          {draft.groups.map((g, i) => {
            const t = templateById.get(g.templateId);
            const label = `Group ${i + 1}`;
            const set = (patch: Partial<typeof g>, clear?: string) => update((d) => ({ ...d, groups: d.groups.map((x, k) => (k === i ? { ...x, ...patch } : x)) }), clear);
            return (
              <tr key={i}>
                <td>
                  {t ? t.name : <span className="warning-text">{g.templateName || 'A template'} (deleted: skipped when started)</span>}
                </td>
                <td>
                  <input
                    id={`enc-group-${i}-count`}
                    className="count"
                    type="number"
                    min={1}
                    max={50}
                    aria-label={`${label} how many`}
                    value={g.count}
                    aria-invalid={Boolean(errors[`enc-group-${i}-count`])}
                    aria-describedby={errors[`enc-group-${i}-count`] ? `enc-group-${i}-count-error` : undefined}
                    onChange={(e) => set({ count: e.target.value }, `enc-group-${i}-count`)}
                  />
                  <FieldError id={`enc-group-${i}-count`} errors={errors} />
                </td>
                <td>
                  <input id={`enc-group-${i}-name`} aria-label={`${label} base name`} placeholder={t?.name ?? g.templateName} maxLength={120} value={g.baseName} onChange={(e) => set({ baseName: e.target.value })} />
                  <span className="hint" data-testid={`group-${i}-names`}>
                    {describeNames(names[i] ?? [])}
                  </span>
                </td>
                <td>
                  <TeamSelect id={`enc-group-${i}-team`} label={`${label} team`} team={g.team} onChange={(team) => set({ team })} teams={teams} />
                </td>
                <td>
                  <OptionSelect
                    id={`enc-group-${i}-stance`}
                    label={`${label} stance`}
                    value={g.stance}
                    onChange={(stance) => set({ stance })}
                    empty={t ? `As template (${options.stances.find((s) => s.id === t.stance)?.label ?? t.stance})` : 'As template'}
                    options={choices(withCurrentChoice(options.stances, g.stance))}
                  />
                </td>
                <td>
                  <SeatSelect id={`enc-group-${i}-seat`} label={`${label} seat`} seat={g.seat} onChange={(seat) => set({ seat }, `enc-group-${i}-seat`)} seats={seats} errors={errors} />
                  <FieldError id={`enc-group-${i}-seat`} errors={errors} />
                </td>
                <td>
                  <button type="button" className="quiet" onClick={() => update((d) => ({ ...d, groups: d.groups.filter((_, k) => k !== i) }))}>
                    Remove<span className="sr-only"> group {i + 1}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </RowsTable>
      )}
      <FieldError id="enc-groups" errors={errors} />
      <AddRow
        id="enc-add-template"
        label="Template to add"
        empty="Choose a template"
        value={addTemplate}
        onChange={setAddTemplate}
        options={templates.map((t) => ({ value: t.id, label: t.name }))}
        disabled={!addTemplate}
        onAdd={() => {
          const t = templateById.get(addTemplate);
          if (!t) return;
          update((d) => ({ ...d, groups: [...d.groups, { templateId: t.id, templateName: t.name, baseName: '', count: '4', team: Math.min(2, d.teams.length), stance: '', seat: null }] }));
          setAddTemplate('');
        }}
        button="Add NPC group"
      >
        {templates.length === 0 && <span className="muted">Make a template first (NPC templates, below).</span>}
      </AddRow>
    </fieldset>
  );
}
