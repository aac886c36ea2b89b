import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Encounter } from '../../../shared/encounters/schemas';
import { AppError } from '../../../shared/ipc/result';
import { CharactersFieldset, type Character } from './CharactersFieldset';
import { FieldError, type Update } from './EditorControls';
import { useSaveEncounter, type Options, type Template } from './encounter-api';
import { NEW_DRAFT, draftOf, previewNames, removeTeam, seatOptions, teamInUse, validateDraft, type Draft, type DraftErrors } from './encounter-logic';
import { GroupsFieldset } from './GroupsFieldset';
import { SaveFooter } from './SaveFooter';
import { VehiclesFieldset } from './VehiclesFieldset';
import { useCampaignVehicles } from '../vehicles/api';


/** The encounter editor: teams, NPC groups from templates, campaign characters, vehicles and seats. */
export function EncounterEditor({
  encounter,
  options,
  templates,
  characters,
  onDone,
}: {
  encounter: Encounter | null;
  options: Options;
  templates: readonly Template[];
  characters: readonly Character[];
  onDone: (saved: Encounter | null) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => (encounter ? draftOf(encounter) : NEW_DRAFT));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveEncounter();
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from a list button: the editor takes the focus (and comes into view).
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLElement>('#enc-name');
    first?.focus();
    first?.scrollIntoView({ block: 'center' });
  }, []);

  const update: Update = (next, clear) => {
    setDraft(next);
    setRefusal(null);
    if (clear) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== clear)));
  };
  const templateById = new Map(templates.map((t) => [t.id, t]));
  const teamOptions = draft.teams.map((name, i) => ({ id: i + 1, label: `${i + 1}: ${name || 'unnamed'}` }));
  const campaignVehicles = useCampaignVehicles().data?.vehicles ?? [];
  const seatChoices = seatOptions(draft.vehicles, (id) => campaignVehicles.find((c) => c.id === id)?.name);
  const names = previewNames(draft, (id) => templateById.get(id)?.name, characters.map((c) => c.name));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateDraft(draft);
    if (!result.input) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    save.mutate(
      { id: encounter?.id ?? null, encounter: result.input },
      {
        onSuccess: (saved) => onDone(saved),
        onError: (error) => {
          if (error instanceof AppError && error.code === 'encounter/name') {
            setErrors({ 'enc-name': error.message });
            formRef.current?.querySelector<HTMLElement>('#enc-name')?.focus();
          } else setRefusal(error.message);
        },
      },
    );
  };

  return (
    <form ref={formRef} className="panel encounter-editor" onSubmit={submit} aria-labelledby="encounter-form-title" noValidate>
      <h2 id="encounter-form-title">{encounter ? `Edit encounter ${encounter.body.name}` : 'New encounter'}</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="enc-name">Encounter name</label>
          <input
            id="enc-name"
            value={draft.name}
            maxLength={120}
            autoComplete="off"
            aria-invalid={Boolean(errors['enc-name'])}
            aria-describedby={errors['enc-name'] ? 'enc-name-error' : undefined}
            onChange={(e) => update((d) => ({ ...d, name: e.target.value }), 'enc-name')}
          />
          <FieldError id="enc-name" errors={errors} />
        </div>
        <label className="radio check">
          <input type="checkbox" checked={draft.mock} onChange={(e) => update((d) => ({ ...d, mock: e.target.checked }))} />
          Mock combat (wounds are not kept)
        </label>
        <div className="field wide">
          <label htmlFor="enc-notes">Notes</label>
          <textarea id="enc-notes" rows={2} maxLength={4000} value={draft.notes} onChange={(e) => update((d) => ({ ...d, notes: e.target.value }))} />
        </div>
      </div>

      <fieldset>
        <legend>Teams</legend>
        <ol className="team-list">
          {draft.teams.map((name, i) => (
            <li key={i}>
              <label htmlFor={`enc-team-${i}`}>Team {i + 1} name</label>
              <input
                id={`enc-team-${i}`}
                value={name}
                maxLength={120}
                aria-invalid={Boolean(errors[`enc-team-${i}`])}
                aria-describedby={errors[`enc-team-${i}`] ? `enc-team-${i}-error` : undefined}
                onChange={(e) => update((d) => ({ ...d, teams: d.teams.map((t, k) => (k === i ? e.target.value : t)) }), `enc-team-${i}`)}
              />
              <button type="button" className="quiet" disabled={draft.teams.length === 1 || teamInUse(draft, i)} title={teamInUse(draft, i) ? 'Move its fighters to another team first' : undefined} onClick={() => update((d) => removeTeam(d, i))}>
                Remove<span className="sr-only"> team {i + 1}</span>
              </button>
              <FieldError id={`enc-team-${i}`} errors={errors} />
            </li>
          ))}
        </ol>
        <button type="button" disabled={draft.teams.length >= 20} onClick={() => update((d) => ({ ...d, teams: [...d.teams, `Team ${d.teams.length + 1}`] }))}>
          Add team
        </button>
      </fieldset>

      <GroupsFieldset draft={draft} update={update} errors={errors} teams={teamOptions} seats={seatChoices} templates={templates} options={options} names={names} />
      <CharactersFieldset draft={draft} update={update} errors={errors} teams={teamOptions} seats={seatChoices} characters={characters} options={options} />
      <VehiclesFieldset draft={draft} update={update} options={options} />

      <p className="muted" data-testid="encounter-summary">
        {summaryLine(draft, names)}
      </p>
      <SaveFooter saveLabel="Save encounter" saving={save.isPending} onCancel={() => onDone(null)} refusal={refusal} what="encounter" />
    </form>
  );
}

function summaryLine(d: Draft, names: string[][]): string {
  const npcs = names.reduce((n, g) => n + g.length, 0);
  return `${d.teams.length} team${d.teams.length === 1 ? '' : 's'}, ${npcs} NPC${npcs === 1 ? '' : 's'} from templates, ${d.characters.length} campaign character${d.characters.length === 1 ? '' : 's'}, ${d.vehicles.length} vehicle${d.vehicles.length === 1 ? '' : 's'}.`;
}
