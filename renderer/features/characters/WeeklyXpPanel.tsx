import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WeeklyResult } from '../../../shared/ipc/awards-contract';
import { useClient } from '../../api/client';
import { QueryState } from '../../components/QueryState';
import { errorText, KEYS } from './api';

const STATUS_KEY = ['awards.weeklyStatus'] as const;

/**
 * "Weekly XP for all PCs" (issue 16, deliverable 3): the edition's weekly award for every PC in
 * one action, the hoard cap applied and shown per character. When weekly XP was given less than a
 * week ago (on the clock XP follows) it says so before the click: a warning, not a refusal. Lifting
 * the hoard cap is a checkbox that names the cap; each entry then says it was lifted.
 */
export function WeeklyXpPanel() {
  const client = useClient();
  const qc = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => client.call('awards.weeklyStatus', {}) });
  const [weeks, setWeeks] = useState(1);
  const [override, setOverride] = useState(false);
  const [result, setResult] = useState<{ rows: WeeklyResult[]; amount: number; warning: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const give = useMutation({
    mutationFn: () => client.call('awards.weeklyXp', { weeks, override }),
    onSuccess: (out) => {
      setResult({ rows: out.results, amount: out.amount, warning: out.warning });
      setError(null);
      setOverride(false);
      void qc.invalidateQueries({ queryKey: STATUS_KEY });
      void qc.invalidateQueries({ queryKey: KEYS.list });
      for (const r of out.results) void qc.invalidateQueries({ queryKey: KEYS.sheet(r.id) });
    },
    onError: (e) => setError(errorText(e)),
  });
  const s = status.data;
  const last = s?.lastGiven
    ? s.clock.kind === 'real'
      ? `Last given on ${s.lastGiven.recordedAt.slice(0, 10)}.`
      : `Last given on the in-game date ${s.lastGiven.inGameDate}.`
    : 'Not given yet in this campaign.';

  return (
    <section className="panel weekly-xp" aria-labelledby="weekly-title">
      <h2 id="weekly-title">Weekly XP for all PCs</h2>
      <QueryState isPending={status.isPending} error={status.error}>
        {s && (
          <>
            <p className="muted small" data-testid="weekly-rules">
              {s.perWeek} XP a week to each of {s.pcs} {s.pcs === 1 ? 'PC' : 'PCs'}
              {s.hoardCap !== null ? `; savings above ${s.hoardCap} XP are forfeited` : '; no hoard cap'}.
              {' '}XP follows the {s.clock.kind === 'real' ? 'real calendar' : 'game calendar'}. <span data-testid="weekly-last">{last}</span>
            </p>
            {s.clock.problem && <p className="warning-text small" role="note">{s.clock.problem}</p>}
            {s.warning && <p className="warning-text" role="alert" data-testid="weekly-warning">{s.warning}</p>}
            <form className="ledger-form" onSubmit={(e) => { e.preventDefault(); give.mutate(); }}>
              <label className="inline narrow">
                Weeks
                <input type="number" min={1} max={52} value={weeks} onChange={(e) => setWeeks(Math.min(52, Math.max(1, Number.parseInt(e.target.value, 10) || 1)))} />
              </label>
              {s.hoardCap !== null && (
                <label className="inline check">
                  <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />
                  Lift the hoard cap of {s.hoardCap} XP for this award (logged)
                </label>
              )}
              <button type="submit" className="primary" disabled={give.isPending || s.perWeek === 0 || s.pcs === 0}>
                Give {s.perWeek * weeks} XP to every PC
              </button>
            </form>
          </>
        )}
      </QueryState>
      {error && <p role="alert" className="error-text">{error}</p>}
      {result && (
        <>
          <p role="status" className="muted">
            Gave {result.amount} XP weekly to {result.rows.length} {result.rows.length === 1 ? 'PC' : 'PCs'}
            {result.warning ? ' (given again within the week)' : ''}.
          </p>
          <table className="ledger weekly-results" aria-label="Weekly XP results">
            <thead>
              <tr><th scope="col">Character</th><th scope="col">Credited</th><th scope="col">Capped</th><th scope="col">Balance</th></tr>
            </thead>
            <tbody>
              {result.rows.map((r) => (
                <tr key={r.id}>
                  <td>{r.name}</td>
                  <td className={r.credited > 0 ? 'plus' : undefined}>{r.credited > 0 ? `+${r.credited}` : '0'}</td>
                  <td>{r.forfeited > 0 ? `${r.forfeited} forfeited` : r.lifted > 0 ? `cap lifted, ${r.lifted} above` : '—'}</td>
                  <td>{r.balance}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
