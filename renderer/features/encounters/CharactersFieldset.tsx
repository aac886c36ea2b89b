import { useState } from 'react';
import type { Options } from './encounter-api';
import { AddRow, choices, FieldError, named, OptionSelect, RowsTable, SeatSelect, TeamSelect, type SectionProps } from './EditorControls';
import { withCurrent, withCurrentChoice } from './TemplateForm';

export type Character = { id: string; name: string; kind: 'pc' | 'npc' };

/** The campaign characters in the encounter: team, weapon, armor, stance and seat. */
export function CharactersFieldset({ draft, update, errors, teams, seats, characters, options }: SectionProps & { characters: readonly Character[]; options: Options }) {
  const [addCharacter, setAddCharacter] = useState('');
  const characterById = new Map(characters.map((c) => [c.id, c]));
  const unusedCharacters = characters.filter((c) => !draft.characters.some((d) => d.characterId === c.id));
  return (
    <fieldset>
      <legend>Characters</legend>
      {draft.characters.length === 0 ? (
        <p className="muted">No campaign characters yet. Add PCs or NPCs from the roster below.</p>
      ) : (
        <RowsTable columns={['Character', 'Team', 'Weapon', 'Armor', 'Stance', 'Seat']}>
          {draft.characters.map((c, i) => {
            const who = characterById.get(c.characterId);
            const label = who?.name ?? c.name;
            const set = (patch: Partial<typeof c>, clear?: string) => update((d) => ({ ...d, characters: d.characters.map((x, k) => (k === i ? { ...x, ...patch } : x)) }), clear);
            return (
              <tr key={c.characterId}>
                <td>{who ? `${who.name} (${who.kind.toUpperCase()})` : <span className="warning-text">{c.name || 'A character'} (deleted: skipped when started)</span>}</td>
                <td>
                  <TeamSelect id={`enc-char-${i}-team`} label={`${label} team`} team={c.team} onChange={(team) => set({ team })} teams={teams} />
                </td>
                <td>
                  <OptionSelect
                    id={`enc-char-${i}-weapon`}
                    label={`${label} weapon`}
                    value={c.weapon}
                    onChange={(weapon) => set({ weapon })}
                    empty={`Catalog default${options.defaultWeapon ? ` (${options.defaultWeapon})` : ''}`}
                    options={named(withCurrent(options.weapons, c.weapon))}
                  />
                </td>
                <td>
                  <OptionSelect id={`enc-char-${i}-armor`} label={`${label} armor`} value={c.armor} onChange={(armor) => set({ armor })} empty="None" options={named(withCurrent(options.armor, c.armor))} />
                </td>
                <td>
                  <OptionSelect id={`enc-char-${i}-stance`} label={`${label} stance`} value={c.stance} onChange={(stance) => set({ stance })} empty="Normal" options={choices(withCurrentChoice(options.stances.filter((s) => s.id !== 'normal'), c.stance))} />
                </td>
                <td>
                  <SeatSelect id={`enc-char-${i}-seat`} label={`${label} seat`} seat={c.seat} onChange={(seat) => set({ seat }, `enc-char-${i}-seat`)} seats={seats} errors={errors} />
                  <FieldError id={`enc-char-${i}-seat`} errors={errors} />
                </td>
                <td>
                  <button type="button" className="quiet" onClick={() => update((d) => ({ ...d, characters: d.characters.filter((_, k) => k !== i) }))}>
                    Remove<span className="sr-only"> {label}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </RowsTable>
      )}
      <AddRow
        id="enc-add-character"
        label="Character to add"
        empty="Choose a character"
        value={addCharacter}
        onChange={setAddCharacter}
        options={unusedCharacters.map((c) => ({ value: c.id, label: `${c.name} (${c.kind.toUpperCase()})` }))}
        disabled={!addCharacter}
        onAdd={() => {
          const c = characterById.get(addCharacter);
          if (!c) return;
          update((d) => ({ ...d, characters: [...d.characters, { characterId: c.id, name: c.name, team: c.kind === 'pc' ? 1 : Math.min(2, d.teams.length), weapon: '', armor: '', stance: '', seat: null }] }));
          setAddCharacter('');
        }}
        button="Add character"
      />
    </fieldset>
  );
}
