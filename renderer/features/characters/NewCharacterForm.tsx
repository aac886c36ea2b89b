import { useState } from 'react';
import type { CharacterKind } from '../../../shared/domain/character';
import { navigate } from '../../app/routes';
import { CHARACTER_NAME_MAX } from '../../../shared/ipc/character-contract';
import { errorText, useCharacterCommand } from './api';

/** Create a character and open its sheet; main gives it the edition's starting attributes and luck. */
export function NewCharacterForm({ onError }: { onError: (text: string) => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<CharacterKind>('pc');
  const create = useCharacterCommand('character.create', []);
  return (
    <form
      className="ledger-form new-character"
      aria-label="New character"
      onSubmit={(e) => {
        e.preventDefault();
        // The field holds no more, but a pasted or scripted value can (issue 37 item 4).
        if (name.trim().length > CHARACTER_NAME_MAX) {
          onError(`Name: a character's name can be at most ${CHARACTER_NAME_MAX} characters (this one has ${name.trim().length}).`);
          return;
        }
        create.mutateAsync({ name, kind }).then(
          (c) => navigate('characters', c.id),
          (error: unknown) => onError(errorText(error)),
        );
      }}
    >
      <strong className="form-lead" aria-hidden="true">New character</strong>
      <label className="inline grow">
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={CHARACTER_NAME_MAX} required />
      </label>
      <label className="inline">
        Kind
        <select value={kind} onChange={(e) => setKind(e.target.value as CharacterKind)}>
          <option value="pc">Player character</option>
          <option value="npc">NPC</option>
        </select>
      </label>
      <button type="submit" disabled={name.trim() === '' || create.isPending}>Create and open</button>
    </form>
  );
}
