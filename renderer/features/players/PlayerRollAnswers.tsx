/**
 * Issue 42 item 3: rolls players answered from their own links, waiting for the storyteller (unless
 * "apply at once" is on): who answered, for whom, what; accept rolls it with the app's dice (the
 * roll log says who rolled), reject sends the player the reason. Shown in the GM screen's pending
 * panel beside the declarations, and on the Players screen.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptPush } from '../../api/accept-push';
import { useEffect, useState } from 'react';
import type { HeldRoll } from '../../../shared/ipc/players-play-contract';
import { useClient } from '../../api/client';
import { RejectReasonForm } from './RejectReasonForm';

const KEY = ['players.rollAnswers'] as const;

/** The held answers, kept current by the push. */
export function useRollAnswers(): HeldRoll[] {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => client.on('players.rollAnswers', (list) => acceptPush(queryClient, KEY, list)), [client, queryClient]);
  const { data } = useQuery({ queryKey: KEY, queryFn: () => client.call('players.rollAnswers', {}) });
  return data?.answers ?? [];
}

function Answer({ a, busy, act }: { a: HeldRoll; busy: boolean; act: (run: () => Promise<unknown>) => void }) {
  const client = useClient();
  const [rejecting, setRejecting] = useState(false);
  const label = `${a.characterName} ${a.ability} (${a.from})`;
  return (
    <li className="player-declaration" data-testid="player-roll-answer">
      <span>
        <strong>{a.characterName}</strong> <span className="muted">from {a.from}</span>: rolls {a.ability}
        {a.modifierText && !/^[+-]?0(\D|$)/.test(a.modifierText) ? ` ${a.modifierText}` : ''}
      </span>
      <button type="button" disabled={busy} onClick={() => act(() => client.call('players.acceptRoll', { requestId: a.requestId }))} aria-label={`Accept roll ${label}`}>Accept</button>
      <button type="button" disabled={busy} onClick={() => setRejecting(!rejecting)} aria-expanded={rejecting} aria-label={`Reject roll ${label}`}>Reject</button>
      {rejecting && (
        <RejectReasonForm busy={busy} send={(reason) => act(() => client.call('players.rejectRoll', { requestId: a.requestId, reason }))} />
      )}
    </li>
  );
}

/** The list alone (the caller gives the heading); nothing when no answer waits. */
export function PlayerRollAnswers({ answers }: { answers: HeldRoll[] }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (answers.length === 0) return null;
  const act = (run: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    run().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e))).finally(() => setBusy(false));
  };
  return (
    <div data-testid="player-roll-answers">
      <h3>Roll answers ({answers.length})</h3>
      <ul>{answers.map((a) => <Answer key={a.requestId} a={a} busy={busy} act={act} />)}</ul>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
