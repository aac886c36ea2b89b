import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useClient } from '../../api/client';
import { navigate } from '../../app/routes';
import { QueryState } from '../../components/QueryState';
import { useConfirm } from '../../components/use-confirm';
import { combatKeys, useCombatList } from './combat-queries';
import { setServerView } from './combat-cache';

const STATUS_WORDS: Record<string, string> = { setup: 'Being set up', active: 'In progress', ended: 'Ended' };

/** The campaign's combats, newest first, and a form for a new one. */
export function CombatList() {
  const client = useClient();
  const queryClient = useQueryClient();
  const list = useCombatList();
  const [name, setName] = useState('');
  const [isMock, setMock] = useState(false);
  const confirm = useConfirm();
  const create = useMutation({
    mutationFn: () => client.call('combat.create', { name: name.trim(), isMock }),
    onSuccess: (view) => {
      setServerView(queryClient, view);
      void queryClient.invalidateQueries({ queryKey: combatKeys.list });
      navigate('combat', view.combatId);
    },
  });
  const remove = useMutation({
    mutationFn: (combatId: string) => client.call('combat.delete', { combatId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: combatKeys.list }),
  });
  const combats = [...(list.data?.combats ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="stack">
      <section className="panel" aria-labelledby="combat-title">
        <h1 id="combat-title">Combat</h1>
        <p>
          <a href="#/encounters">Prepared encounters and NPC templates</a>
        </p>
        <QueryState isPending={list.isPending} error={list.error}>
          {combats.length === 0 ? (
            <p className="muted">No combats in this campaign yet. Start one below.</p>
          ) : (
            <ul className="combat-list" aria-label="Combats">
              {combats.map((c) => (
                <li key={c.id}>
                  <a href={`#/combat/${encodeURIComponent(c.id)}`} className="combat-link">
                    {c.name}
                  </a>
                  <span className="muted">
                    {STATUS_WORDS[c.status] ?? c.status}
                    {c.round > 0 ? ` · turn ${c.round}` : ''}
                    {c.isMock ? ' · mock' : ''}
                  </span>
                  <button
                    type="button"
                    className="quiet"
                    aria-label={`Delete combat ${c.name}`}
                    onClick={(e) => confirm.ask({ title: `Delete the combat “${c.name}”?`, body: <p>Its log goes with it; this cannot be undone.</p>, confirmLabel: 'Delete combat', onConfirm: () => remove.mutate(c.id) }, e.currentTarget)}
                  >
                    Delete
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {remove.error && <p role="alert" className="error-text">{remove.error.message}</p>}
        {confirm.dialog}
      </section>
      <section className="panel" aria-labelledby="new-combat-title">
        <form
          className="combat-form"
          data-single-submit
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) create.mutate();
          }}
        >
          <h2 id="new-combat-title">New combat</h2>
          <label>
            Combat name
            <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} placeholder="Ambush at the docks" />
          </label>
          <label className="radio">
            <input type="checkbox" checked={isMock} onChange={(e) => setMock(e.target.checked)} />
            Mock combat (wounds are not kept)
          </label>
          <div className="row">
            <button type="submit" className="primary" disabled={!name.trim() || create.isPending}>
              Create combat
            </button>
          </div>
          {create.error && <p role="alert" className="error-text">{create.error.message}</p>}
        </form>
      </section>
    </div>
  );
}
