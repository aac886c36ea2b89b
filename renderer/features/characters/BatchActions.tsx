import { useState } from 'react';
import { useGameSystem } from '../../api/game-system';
import { errorText, useCharacterCommand } from './api';
import { PdfExportButton } from './PdfExport';

type Award = { what: 'xp' | 'luck'; amount: number; reason: string; override: boolean };

/** What the storyteller does to the selection (or the whole roster): PDFs and XP or luck awards. */
export function BatchActions({ ids, all, status, setStatus }: { ids: string[]; all: string[]; status: { text: string; error?: boolean } | null; setStatus: (s: { text: string; error?: boolean } | null) => void }) {
  const { system } = useGameSystem();
  const [award, setAward] = useState<Award>({ what: 'xp', amount: 2, reason: '', override: false });
  const awardXp = useCharacterCommand('character.awardXp', ids);
  const awardLuck = useCharacterCommand('character.awardLuck', ids);
  // The cap the award meets: the XP hoard (FS3.2 maxSavedXp, 3E max_xp_hoard) or the luck cap (3E max_luck).
  const cap = system ? (award.what === 'xp' ? system.core.xp.maxSavedXp : (system.core.luck.maxPoints ?? null)) : null;

  const doAward = async (): Promise<void> => {
    try {
      const input = { ids, amount: award.amount, reason: award.reason, override: award.override && cap !== null };
      const { results } = award.what === 'xp' ? await awardXp.mutateAsync(input) : await awardLuck.mutateAsync(input);
      const forfeited = results.filter((r) => r.forfeited > 0);
      const lifted = results.filter((r) => (r.lifted ?? 0) > 0);
      setStatus({
        text: `Awarded ${award.amount} ${award.what === 'xp' ? 'XP' : 'luck'} to ${results.length} ${results.length === 1 ? 'character' : 'characters'}.` +
          (forfeited.length > 0 ? ` Over the cap: ${forfeited.map((r) => `${r.name} forfeited ${r.forfeited}`).join(', ')}.` : '') +
          (lifted.length > 0 ? ` Cap lifted: ${lifted.map((r) => `${r.name} ${r.lifted} above it`).join(', ')}.` : ''),
      });
      setAward((a) => ({ ...a, reason: '', override: false }));
    } catch (error) {
      setStatus({ text: errorText(error), error: true });
    }
  };

  const some = ids.length > 0;
  return (
    <>
      <div className="row batch-row" data-testid="batch-pdf">
        <PdfExportButton ids={some ? ids : all} label={some ? 'Export selected as PDF' : 'Export all as PDF'} batch />
      </div>
      <form className="ledger-form" aria-label="Award XP or luck" onSubmit={(e) => { e.preventDefault(); void doAward(); }}>
        <label className="inline">
          Award
          <select value={award.what} onChange={(e) => setAward({ ...award, what: e.target.value as 'xp' | 'luck' })}>
            <option value="xp">XP</option>
            <option value="luck">Luck</option>
          </select>
        </label>
        <label className="inline narrow">
          Amount
          <input type="number" min={1} max={100} value={award.amount} onChange={(e) => setAward({ ...award, amount: Math.max(1, Number.parseInt(e.target.value, 10) || 1) })} />
        </label>
        <label className="inline grow">
          Reason
          <input value={award.reason} onChange={(e) => setAward({ ...award, reason: e.target.value })} placeholder="e.g. Weekly XP" />
        </label>
        {cap !== null && (
          <label className="inline check">
            <input type="checkbox" checked={award.override} onChange={(e) => setAward({ ...award, override: e.target.checked })} />
            Lift the {award.what === 'xp' ? `XP hoard cap of ${cap}` : `luck cap of ${cap}`} (logged)
          </label>
        )}
        <button type="submit" className="primary" disabled={!some || award.reason.trim() === ''}>
          Award to selected
        </button>
      </form>
      {status && <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'muted'}>{status.text}</p>}
    </>
  );
}
