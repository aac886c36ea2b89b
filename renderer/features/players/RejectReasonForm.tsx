/**
 * The "Reason for the player" form the storyteller fills to turn down what a player sent (a
 * declaration on the GM screen, a roll answer): one form for both, so the label, length limit and
 * "Send back" rule stay the same; the caller says what sending does.
 */
import { useState } from 'react';

export function RejectReasonForm({ busy, send }: { busy: boolean; send: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  return (
    <form onSubmit={(e) => { e.preventDefault(); send(reason); }} className="inline-form">
      <label>
        Reason for the player
        <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" disabled={busy || !reason.trim()}>Send back</button>
    </form>
  );
}
