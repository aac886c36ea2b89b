import { useQuery } from '@tanstack/react-query';
import { memo, useId, type ReactNode } from 'react';
import type { CombatantView } from '../../../shared/core/combat/view';
import { useClient } from '../../api/client';
import { useStatusAction } from '../../components/useStatusAction';
import { healingKey } from '../calendar/calendar-api';
import { CareForm } from '../characters/WoundsPanel';
import { ConditionsEditor } from './ConditionsEditor';
import type { DeclareRun, DeclareViewPart } from './declare-types';
import { SheetWounds } from './SheetWounds';
import { SidePanelFrame } from './SidePanelFrame';

type Props = { view: DeclareViewPart; combatant: CombatantView; run: DeclareRun; busy: boolean; onClose: () => void; tabs?: ReactNode };

/**
 * Issue 37 item 9: the selected combatant's sheet inside the fight (the storyteller no longer
 * leaves the GM screen): wounds with treat, the character's care, luck, conditions and note, gear
 * and ammo. Everything here is a step of the fight (undoable) except care, which is the campaign's.
 */
export const CombatantSheet = memo(function CombatantSheet({ view, combatant: c, run, busy, onClose, tabs }: Props) {
  const uid = useId();
  const vehicle = c.vehicleId ? view.vehicles.find((v) => v.id === c.vehicleId) : undefined;
  return (
    <SidePanelFrame className="combatant-sheet" testId="combatant-sheet" title={c.name} tabs={tabs} closeLabel="Close the combatant panel" onClose={onClose}>
      <p className="small muted">
        {c.kind === 'pc' ? 'PC' : 'NPC'} · team {c.team} · {view.lists.stances.find((s) => s.id === c.stance)?.label ?? c.stance}
        {c.cover ? ` · ${c.cover.name ?? 'cover'}` : ''}
        {c.knockedOut ? ' · knocked out' : ''}
      </p>
      <SheetWounds view={view} c={c} run={run} busy={busy} />
      {c.characterId && <SheetCare characterId={c.characterId} />}
      <section aria-labelledby={`${uid}-gear`} data-testid="sheet-gear">
        <h3 id={`${uid}-gear`}>Luck, gear and ammo</h3>
        <dl className="sheet-facts">
          <dt>{view.lists.words?.luck ?? 'Luck'}</dt>
          <dd>{c.luckPoints === null ? 'none' : `${c.luckPoints} left`}{c.luckUsed > 0 ? `, ${c.luckUsed} spent this fight` : ''}</dd>
          <dt>Weapon</dt>
          <dd>{c.weapon}</dd>
          <dt>Ammo</dt>
          <dd>{c.ammo === null ? 'none needed' : `${c.ammo} of ${c.clip ?? '?'} rounds`}</dd>
          <dt>Armor</dt>
          <dd>{c.armor ?? 'none'}</dd>
          {c.mount && (
            <>
              <dt>Mount</dt>
              <dd>{c.mount}</dd>
            </>
          )}
          {vehicle && (
            <>
              <dt>Vehicle</dt>
              <dd>{`${vehicle.name} (${vehicle.pilotId === c.id ? 'pilot' : 'passenger'})`}</dd>
            </>
          )}
        </dl>
      </section>
      <ConditionsEditor key={c.id} c={c} allowed={view.allowed['condition.add']} run={run} busy={busy} />
    </SidePanelFrame>
  );
});

/** The character's care (doctor, hospital): the campaign's healing, kept beside the fight's wounds. */
function SheetCare({ characterId }: { characterId: string }) {
  const client = useClient();
  const healing = useQuery({ queryKey: healingKey(characterId), queryFn: () => client.call('healing.sheet', { id: characterId }) });
  const { status, busy, run } = useStatusAction();
  if (!healing.data) return null;
  return (
    <section aria-label="Care" data-testid="sheet-care">
      <CareForm healing={healing.data} busy={busy} run={run} />
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text small' : 'muted small'}>
          {status.text}
        </p>
      )}
    </section>
  );
}
