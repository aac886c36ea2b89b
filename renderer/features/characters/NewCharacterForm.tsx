import { useState } from 'react';
import type { CharacterKind } from '../../../shared/domain/character';
import { navigate } from '../../app/routes';
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
        create.mutateAsync({ name, kind }).then(
          (c) => navigate('characters', c.id),
          (error: unknown) => onError(errorText(error)),
        );
      }}
    >
      <strong className="form-lead" aria-hidden="true">New character</strong>
      <label className="inline grow">
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} required />
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
