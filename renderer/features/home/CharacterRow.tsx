import { useEffect, useRef, useState } from 'react';
import type { CharacterSummary } from '../../../shared/ipc/character-contract';
import { useClient } from '../../api/client';
import { InFightDialog } from './InFightDialog';
import { fightsWith, type FightPlace } from './fights-with';
import { useDeleteCharacter } from './useRoster';

type Props = { character: CharacterSummary; onDeleted: (message: string) => void };

/**
 * One roster line: the name links to the sheet; Delete asks first, in place (no modal), with
 * the safe choice focused so Enter or Escape keeps the character.
 */
export function CharacterRow({ character, onDeleted }: Props) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCharacter();
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const client = useClient();
  // Issue 37 item 3: someone in a fight is asked about in a dialog that names the fight.
  const [inFight, setInFight] = useState<FightPlace[] | null>(null);
  const [looking, setLooking] = useState(false);
  const askToDelete = async () => {
    setLooking(true);
    try {
      const places = await fightsWith(client, character.id);
      if (places.length > 0) setInFight(places);
      else setConfirming(true);
    } catch {
      setConfirming(true); // the fights could not be read: the plain question still guards the deletion
    } finally {
      setLooking(false);
    }
  };

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const confirmDelete = () =>
    remove.mutate(character.id, {
      // Another window may have deleted it first: say so rather than claim the deletion.
      onSuccess: ({ deleted }) => onDeleted(deleted ? `Deleted ${character.name}.` : `${character.name} was already deleted.`),
      onError: () => setConfirming(false),
    });

  return (
    <li className="roster-row">
      <div className="roster-main">
        <a href={`#/characters/${encodeURIComponent(character.id)}`} className="roster-name">
          {character.name}
        </a>
        {character.concept && <span className="roster-concept">{character.concept}</span>}
      </div>
      {confirming ? (
        <div
          className="roster-confirm"
          role="group"
          aria-label={`Confirm deleting ${character.name}`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setConfirming(false);
          }}
        >
          <span>Delete {character.name} for good?</span>
          <button type="button" className="danger" disabled={remove.isPending} onClick={confirmDelete}>
            Delete
          </button>
          <button type="button" ref={keepRef} onClick={() => setConfirming(false)}>
            Keep
          </button>
        </div>
      ) : (
        <button type="button" ref={deleteRef} className="quiet" aria-label={`Delete ${character.name}`} disabled={looking} onClick={() => void askToDelete()}>
          Delete
        </button>
      )}
      <InFightDialog character={character} places={inFight} onClose={() => setInFight(null)} onDelete={confirmDelete} onDone={onDeleted} returnFocus={deleteRef} />
      {remove.error && (
        <p role="alert" className="error-text roster-error">
          Could not delete {character.name}: {remove.error.message}
        </p>
      )}
    </li>
  );
}
