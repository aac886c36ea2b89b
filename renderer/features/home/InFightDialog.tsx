import { useState, type RefObject } from 'react';
import type { CharacterSummary } from '../../../shared/ipc/character-contract';
import { useClient } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fightWords, type FightPlace } from './fights-with';

type Props = {
  character: CharacterSummary;
  /** The fights they are in; null: closed. */
  places: FightPlace[] | null;
  onClose: () => void;
  onDelete: () => void;
  /** A line for the roster's status ("Removed … from …"). */
  onDone: (message: string) => void;
  returnFocus: RefObject<HTMLElement | null>;
};

/**
 * Issue 37 item 3: deleting someone who is in a fight says which fight, and offers first to remove
 * them from it: one combat step, which the GM screen's Undo takes back (a deletion cannot be).
 */
export function InFightDialog({ character, places, onClose, onDelete, onDone, returnFocus }: Props) {
  const client = useClient();
  const [error, setError] = useState<string | null>(null);
  const removable = (places ?? []).filter((p) => p.canRemove);
  const removeFromFights = async () => {
    try {
      for (const p of removable) {
        await client.call('combat.step', { combatId: p.combatId, action: { kind: 'command', command: { type: 'combatant.remove', combatantId: p.combatantId } }, requestId: crypto.randomUUID() });
      }
      onDone(`Removed ${character.name} from ${fightWords(removable)}. Undo on the GM screen brings them back.`);
    } catch (e) {
      setError(`Could not remove ${character.name} from the fight: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  return (
    <>
      <ConfirmDialog
        open={places !== null}
        title={`${character.name} is in ${places ? fightWords(places) : 'a fight'}`}
        confirmLabel="Remove from the fight"
        confirmDisabled={removable.length === 0}
        onConfirm={() => void removeFromFights()}
        onClose={onClose}
        returnFocus={returnFocus}
        extra={{ label: 'Delete for good', onClick: onDelete, danger: true }}
      >
        <ul className="plain-list" data-testid="in-fight-places">
          {(places ?? []).map((p) => (
            <li key={`${p.combatId}-${p.combatantId}`}>
              As <strong>{p.combatantName}</strong> in <a href={`#/combat/${encodeURIComponent(p.combatId)}`}>{p.fightName}</a>
            </li>
          ))}
        </ul>
        <p>
          Removing them from the fight is one step of the fight, undone with the GM screen’s Undo. Deleting {character.name} for good cannot be undone.
        </p>
        {removable.length === 0 && <p className="muted">The fight cannot take them out right now (it has ended).</p>}
      </ConfirmDialog>
      {error && (
        <p role="alert" className="error-text roster-error">
          {error}
        </p>
      )}
    </>
  );
}
