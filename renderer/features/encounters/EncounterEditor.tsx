import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Encounter } from '../../../shared/encounters/schemas';
import { describeNames } from '../../../shared/encounters/names';
import { AppError } from '../../../shared/ipc/result';
import { useSaveEncounter, type Options, type Template } from './encounter-api';
import {
  NEW_DRAFT,
  draftOf,
  nextVehicleKey,
  previewNames,
  removeTeam,
  removeVehicle,
  seatFrom,
  seatValue,
  teamInUse,
  validateDraft,
  type Draft,
  type DraftErrors,
  type Seat,
} from './encounter-logic';
import { withCurrent, withCurrentChoice } from './TemplateForm';

type Character = { id: string; name: string; kind: 'pc' | 'npc' };

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
  const [addTemplate, setAddTemplate] = useState('');
  const [addCharacter, setAddCharacter] = useState('');
  const [addVehicle, setAddVehicle] = useState('');
  const save = useSaveEncounter();
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from a list button: the editor takes the focus (and comes into view).
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLElement>('#enc-name');
    first?.focus();
    first?.scrollIntoView({ block: 'center' });
  }, []);

  const update = (next: (d: Draft) => Draft, clear?: string) => {
    setDraft(next);
    setRefusal(null);
    if (clear) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== clear)));
  };
  const templateById = new Map(templates.map((t) => [t.id, t]));
  const characterById = new Map(characters.map((c) => [c.id, c]));
  const teamOptions = draft.teams.map((name, i) => ({ id: i + 1, label: `${i + 1}: ${name || 'unnamed'}` }));
  const seatOptions = draft.vehicles.flatMap((v) => {
    const name = v.name.trim() || v.vehicle;
    return [
      { value: `${v.key}|pilot`, label: `${name}: pilot` },
      { value: `${v.key}|passenger`, label: `${name}: passenger` },
    ];
  });
  const names = previewNames(draft, (id) => templateById.get(id)?.name, characters.map((c) => c.name));
  const unusedCharacters = characters.filter((c) => !draft.characters.some((d) => d.characterId === c.id));

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

  const seatSelect = (id: string, label: string, seat: Seat, onChange: (s: Seat) => void) => (
    <select id={id} aria-label={label} value={seatValue(seat)} onChange={(e) => onChange(seatFrom(e.target.value))} aria-invalid={Boolean(errors[id])} aria-describedby={errors[id] ? `${id}-error` : undefined}>
      <option value="">On foot</option>
      {seatOptions.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  const teamSelect = (id: string, label: string, team: number, onChange: (t: number) => void) => (
    <select id={id} aria-label={label} value={team} onChange={(e) => onChange(Number(e.target.value))}>
      {teamOptions.map((t) => (
        <option key={t.id} value={t.id}>
          {t.label}
        </option>
      ))}
    </select>
  );
  const error = (id: string) =>
    errors[id] ? (
      <span id={`${id}-error`} className="field-error">
        {errors[id]}
      </span>
    ) : null;

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
          {error('enc-name')}
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
              {error(`enc-team-${i}`)}
            </li>
          ))}
        </ol>
        <button type="button" disabled={draft.teams.length >= 20} onClick={() => update((d) => ({ ...d, teams: [...d.teams, `Team ${d.teams.length + 1}`] }))}>
          Add team
        </button>
      </fieldset>

      <fieldset>
        <legend>NPC groups</legend>
        {draft.groups.length === 0 ? (
          <p className="muted">No NPC groups yet. Add one from a template below.</p>
        ) : (
          <div className="table-scroll">
          <table className="rows-table">
            <thead>
              <tr>
                <th scope="col">Template</th>
                <th scope="col">How many</th>
                <th scope="col">Names</th>
                <th scope="col">Team</th>
                <th scope="col">Stance</th>
                <th scope="col">Seat</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
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
                      {error(`enc-group-${i}-count`)}
                    </td>
                    <td>
                      <input id={`enc-group-${i}-name`} aria-label={`${label} base name`} placeholder={t?.name ?? g.templateName} maxLength={120} value={g.baseName} onChange={(e) => set({ baseName: e.target.value })} />
                      <span className="hint" data-testid={`group-${i}-names`}>
                        {describeNames(names[i] ?? [])}
                      </span>
                    </td>
                    <td>{teamSelect(`enc-group-${i}-team`, `${label} team`, g.team, (team) => set({ team }))}</td>
                    <td>
                      <select id={`enc-group-${i}-stance`} aria-label={`${label} stance`} value={g.stance} onChange={(e) => set({ stance: e.target.value })}>
                        <option value="">{t ? `As template (${options.stances.find((s) => s.id === t.stance)?.label ?? t.stance})` : 'As template'}</option>
                        {withCurrentChoice(options.stances, g.stance).map((s) => (
                          <option key={s.id} value={s.id}>
                            {s.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      {seatSelect(`enc-group-${i}-seat`, `${label} seat`, g.seat, (seat) => set({ seat }, `enc-group-${i}-seat`))}
                      {error(`enc-group-${i}-seat`)}
                    </td>
                    <td>
                      <button type="button" className="quiet" onClick={() => update((d) => ({ ...d, groups: d.groups.filter((_, k) => k !== i) }))}>
                        Remove<span className="sr-only"> group {i + 1}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          </div>
        )}
        {error('enc-groups')}
        <div className="add-row">
          <label htmlFor="enc-add-template">Template to add</label>
          <select id="enc-add-template" value={addTemplate} onChange={(e) => setAddTemplate(e.target.value)}>
            <option value="">Choose a template</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={!addTemplate}
            onClick={() => {
              const t = templateById.get(addTemplate);
              if (!t) return;
              update((d) => ({ ...d, groups: [...d.groups, { templateId: t.id, templateName: t.name, baseName: '', count: '4', team: Math.min(2, d.teams.length), stance: '', seat: null }] }));
              setAddTemplate('');
            }}
          >
            Add NPC group
          </button>
          {templates.length === 0 && <span className="muted">Make a template first (NPC templates, below).</span>}
        </div>
      </fieldset>

      <fieldset>
        <legend>Characters</legend>
        {draft.characters.length === 0 ? (
          <p className="muted">No campaign characters yet. Add PCs or NPCs from the roster below.</p>
        ) : (
          <div className="table-scroll">
          <table className="rows-table">
            <thead>
              <tr>
                <th scope="col">Character</th>
                <th scope="col">Team</th>
                <th scope="col">Weapon</th>
                <th scope="col">Armor</th>
                <th scope="col">Stance</th>
                <th scope="col">Seat</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.characters.map((c, i) => {
                const who = characterById.get(c.characterId);
                const label = who?.name ?? c.name;
                const set = (patch: Partial<typeof c>, clear?: string) => update((d) => ({ ...d, characters: d.characters.map((x, k) => (k === i ? { ...x, ...patch } : x)) }), clear);
                return (
                  <tr key={c.characterId}>
                    <td>{who ? `${who.name} (${who.kind.toUpperCase()})` : <span className="warning-text">{c.name || 'A character'} (deleted: skipped when started)</span>}</td>
                    <td>{teamSelect(`enc-char-${i}-team`, `${label} team`, c.team, (team) => set({ team }))}</td>
                    <td>
                      <select id={`enc-char-${i}-weapon`} aria-label={`${label} weapon`} value={c.weapon} onChange={(e) => set({ weapon: e.target.value })}>
                        <option value="">Catalog default{options.defaultWeapon ? ` (${options.defaultWeapon})` : ''}</option>
                        {withCurrent(options.weapons, c.weapon).map((w) => (
                          <option key={w} value={w}>
                            {w}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <select id={`enc-char-${i}-armor`} aria-label={`${label} armor`} value={c.armor} onChange={(e) => set({ armor: e.target.value })}>
                        <option value="">None</option>
                        {withCurrent(options.armor, c.armor).map((w) => (
                          <option key={w} value={w}>
                            {w}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <select id={`enc-char-${i}-stance`} aria-label={`${label} stance`} value={c.stance} onChange={(e) => set({ stance: e.target.value })}>
                        <option value="">Normal</option>
                        {withCurrentChoice(options.stances.filter((s) => s.id !== 'normal'), c.stance).map((s) => (
                          <option key={s.id} value={s.id}>
                            {s.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      {seatSelect(`enc-char-${i}-seat`, `${label} seat`, c.seat, (seat) => set({ seat }, `enc-char-${i}-seat`))}
                      {error(`enc-char-${i}-seat`)}
                    </td>
                    <td>
                      <button type="button" className="quiet" onClick={() => update((d) => ({ ...d, characters: d.characters.filter((_, k) => k !== i) }))}>
                        Remove<span className="sr-only"> {label}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          </div>
        )}
        <div className="add-row">
          <label htmlFor="enc-add-character">Character to add</label>
          <select id="enc-add-character" value={addCharacter} onChange={(e) => setAddCharacter(e.target.value)}>
            <option value="">Choose a character</option>
            {unusedCharacters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.kind.toUpperCase()})
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={!addCharacter}
            onClick={() => {
              const c = characterById.get(addCharacter);
              if (!c) return;
              update((d) => ({ ...d, characters: [...d.characters, { characterId: c.id, name: c.name, team: c.kind === 'pc' ? 1 : Math.min(2, d.teams.length), weapon: '', armor: '', stance: '', seat: null }] }));
              setAddCharacter('');
            }}
          >
            Add character
          </button>
        </div>
      </fieldset>

      <fieldset>
        <legend>Vehicles</legend>
        {draft.vehicles.length === 0 ? (
          <p className="muted">No vehicles. Add one from the gear catalog, then seat people in it above.</p>
        ) : (
          <ul className="vehicle-rows">
            {draft.vehicles.map((v, i) => (
              <li key={v.key}>
                <span>{v.vehicle}{options.vehicles.includes(v.vehicle) ? '' : ' (no longer in the gear catalog)'}</span>
                <label htmlFor={`enc-vehicle-${i}-name`}>Name in the fight</label>
                <input id={`enc-vehicle-${i}-name`} value={v.name} placeholder={v.vehicle} maxLength={120} onChange={(e) => update((d) => ({ ...d, vehicles: d.vehicles.map((x, k) => (k === i ? { ...x, name: e.target.value } : x)) }))} />
                <button type="button" className="quiet" onClick={() => update((d) => removeVehicle(d, v.key))}>
                  Remove<span className="sr-only"> vehicle {v.name || v.vehicle}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="add-row">
          <label htmlFor="enc-add-vehicle">Vehicle to add</label>
          <select id="enc-add-vehicle" value={addVehicle} onChange={(e) => setAddVehicle(e.target.value)}>
            <option value="">Choose a vehicle</option>
            {options.vehicles.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={!addVehicle || draft.vehicles.length >= 40}
            onClick={() => {
              update((d) => ({ ...d, vehicles: [...d.vehicles, { key: nextVehicleKey(d.vehicles), vehicle: addVehicle, name: '' }] }));
              setAddVehicle('');
            }}
          >
            Add vehicle
          </button>
        </div>
      </fieldset>

      <p className="muted" data-testid="encounter-summary">
        {summaryLine(draft, names)}
      </p>
      <div className="row">
        <button type="submit" className="primary" disabled={save.isPending}>
          Save encounter
        </button>
        <button type="button" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
      {refusal && (
        <p role="alert" className="error-text">
          Could not save the encounter: {refusal}
        </p>
      )}
    </form>
  );
}

function summaryLine(d: Draft, names: string[][]): string {
  const npcs = names.reduce((n, g) => n + g.length, 0);
  return `${d.teams.length} team${d.teams.length === 1 ? '' : 's'}, ${npcs} NPC${npcs === 1 ? '' : 's'} from templates, ${d.characters.length} campaign character${d.characters.length === 1 ? '' : 's'}, ${d.vehicles.length} vehicle${d.vehicles.length === 1 ? '' : 's'}.`;
}
