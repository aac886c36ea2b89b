/**
 * Issue 42: declarations players sent from their own devices, waiting for the storyteller on the
 * GM screen: who sent each, what it declares; accept one or all (one logged step with undo, as a
 * declaration made here), edit one before taking it (the GM declare form itself, PendingEdit.tsx),
 * or turn it down with a reason the player reads.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptPush } from '../../api/accept-push';
import { useEffect, useState } from 'react';
import type { CombatView } from '../../../shared/core/combat/view';
import type { PendingDeclaration } from '../../../shared/ipc/players-play-contract';
import { useClient } from '../../api/client';
import { PlayerRollAnswers, useRollAnswers } from '../players/PlayerRollAnswers';
import { RejectReasonForm } from '../players/RejectReasonForm';
import { applyCombatUpdate, confirmedVersion } from './combat-cache';
import { PendingEdit } from './PendingEdit';

const KEY = ['players.declarations'] as const;

function words(p: PendingDeclaration, view: CombatView): string {
  const name = (id: string) => view.combatants.find((c) => c.id === id)?.name ?? view.vehicles.find((v) => v.id === id)?.name ?? 'someone';
  const a = p.declaration.action;
  const target = 'target' in a && a.target ? ` ${name(a.target)}` : 'targets' in a ? ` ${a.targets.map((t) => name(typeof t === 'string' ? t : t.id)).join(', ')}` : '';
  const luck = p.declaration.luck ? ` · luck ${p.declaration.luck.roll} ${p.declaration.luck.effect}` : '';
  return `${a.kind}${target}${luck}`;
}

function Pending({ p, view, busy, act }: { p: PendingDeclaration; view: CombatView; busy: boolean; act: (run: () => Promise<unknown>) => void }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'none' | 'edit' | 'reject'>('none');
  const ref = { linkId: p.linkId, id: p.id };
  const accept = (edit?: PendingDeclaration['declaration']) =>
    act(async () => {
      const version = confirmedVersion(queryClient, p.combatId);
      const out = await client.call('players.acceptDeclarations', {
        refs: [ref], edits: edit ? [{ ...ref, declaration: edit }] : [], requestId: crypto.randomUUID(), ...(version === undefined ? {} : { version }),
      });
      applyCombatUpdate(queryClient, out.update);
    });
  const label = `${p.combatantName} (${p.from})`;
  return (
    <li className="player-declaration" data-testid="player-declaration">
      <span>
        <strong>{p.combatantName}</strong> <span className="muted">from {p.from}</span>: {words(p, view)}
      </span>
      <button type="button" disabled={busy} onClick={() => accept()} aria-label={`Accept ${label}`}>Accept</button>
      <button type="button" disabled={busy} onClick={() => setMode(mode === 'edit' ? 'none' : 'edit')} aria-expanded={mode === 'edit'} aria-label={`Edit ${label}`}>Edit</button>
      <button type="button" disabled={busy} onClick={() => setMode(mode === 'reject' ? 'none' : 'reject')} aria-expanded={mode === 'reject'} aria-label={`Reject ${label}`}>Reject</button>
      {mode === 'edit' && <PendingEdit p={p} view={view} busy={busy} accept={(edit) => accept(edit)} />}
      {mode === 'reject' && (
        <RejectReasonForm busy={busy} send={(reason) => act(() => client.call('players.rejectDeclaration', { ...ref, reason }))} />
      )}
    </li>
  );
}

export function PlayerDeclarations({ combatId, view }: { combatId: string; view: CombatView }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => client.on('players.declarations', (list) => acceptPush(queryClient, KEY, list)), [client, queryClient]);
  const { data } = useQuery({ queryKey: KEY, queryFn: () => client.call('players.declarations', {}) });
  const pending = (data?.pending ?? []).filter((p) => p.combatId === combatId);
  const answers = useRollAnswers();
  if (pending.length === 0 && answers.length === 0) return null;
  const act = (run: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    run().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e))).finally(() => setBusy(false));
  };
  const acceptAll = () =>
    act(async () => {
      const version = confirmedVersion(queryClient, combatId);
      const out = await client.call('players.acceptDeclarations', {
        refs: pending.map((p) => ({ linkId: p.linkId, id: p.id })), edits: [], requestId: crypto.randomUUID(), ...(version === undefined ? {} : { version }),
      });
      applyCombatUpdate(queryClient, out.update);
    });
  return (
    <section className="player-declarations" aria-labelledby="player-declarations-title" data-testid="player-declarations">
      <h2 id="player-declarations-title">{pending.length > 0 ? `Players’ declarations (${pending.length})` : 'From players'}</h2>
      <ul>{pending.map((p) => <Pending key={`${p.linkId}:${p.id}`} p={p} view={view} busy={busy} act={act} />)}</ul>
      {pending.length > 1 && <button type="button" className="primary" disabled={busy} onClick={acceptAll}>Accept all</button>}
      {error && <p role="alert">{error}</p>}
      <PlayerRollAnswers answers={answers} />
    </section>
  );
}
