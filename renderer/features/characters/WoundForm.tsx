import { useState } from 'react';
import type { HealingSheet } from '../../../shared/ipc/calendar-contract';
import type { SheetWound } from '../../../shared/ipc/character-contract';
import { useClient } from '../../api/client';

type Severity = SheetWound['severity'];
type WoundDraft = { location: string; severity: Severity; damageType: SheetWound['damageType']; description: string };

/** Runs one wound step and shows its result line (see useStatusAction). */
export type Run = (work: () => Promise<string>) => Promise<void>;

/** A wound's location, severity, type and cause: adding one, or editing it. */
export function WoundForm(props: { healing: HealingSheet; initial: WoundDraft; submitLabel: string; busy: boolean; onSubmit: (d: WoundDraft) => Promise<void>; onCancel?: () => void }) {
  const [d, setD] = useState<WoundDraft>(props.initial);
  return (
    <form
      className="wound-form"
      onSubmit={(e) => {
        e.preventDefault();
        void props.onSubmit(d).then(() => props.onCancel === undefined && setD(props.initial));
      }}
    >
      <label>
        Location <input value={d.location} onChange={(e) => setD({ ...d, location: e.target.value })} required maxLength={100} />
      </label>
      <label>
        Severity{' '}
        <select value={d.severity} onChange={(e) => setD({ ...d, severity: e.target.value as Severity })}>
          {props.healing.severities.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Type{' '}
        <select value={d.damageType} onChange={(e) => setD({ ...d, damageType: e.target.value as WoundDraft['damageType'] })}>
          <option value="wound">Wound</option>
          <option value="stun">Stun</option>
        </select>
      </label>
      <label>
        What caused it <input value={d.description} onChange={(e) => setD({ ...d, description: e.target.value })} maxLength={500} />
      </label>
      <div className="row">
        <button type="submit" disabled={props.busy || !d.location.trim()}>
          {props.submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" onClick={props.onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** "Add a wound": a button that opens the wound form. */
export function AddWound({ healing, busy, run, characterId }: { healing: HealingSheet; busy: boolean; run: Run; characterId: string }) {
  const client = useClient();
  const [open, setOpen] = useState(false);
  const first = healing.severities[0]?.id ?? 'light';
  if (!open)
    return (
      <button type="button" disabled={busy} onClick={() => setOpen(true)}>
        Add a wound
      </button>
    );
  return (
    <div aria-label="Add a wound" role="group">
      <WoundForm
        healing={healing}
        initial={{ location: '', severity: first, damageType: 'wound', description: '' }}
        submitLabel="Add wound"
        busy={busy}
        onCancel={() => setOpen(false)}
        onSubmit={(d) =>
          run(async () => {
            await client.call('healing.addWound', { characterId, ...d });
            setOpen(false);
            return `Wound added: ${healing.severities.find((s) => s.id === d.severity)?.label ?? d.severity}, ${d.location}.`;
          })
        }
      />
    </div>
  );
}
