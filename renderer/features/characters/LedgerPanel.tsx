import { useState } from 'react';
import type { CharacterSheet } from '../../../shared/ipc/character-contract';
import type { Setting } from '../../../shared/domain/setting';
import { luckRefresh, luckWord, type GameSystem } from '../../../shared/systems';
import { errorText, useCharacterCommand } from './api';

type Props = {
  sheet: CharacterSheet;
  setting: Setting;
  system: GameSystem;
  onStatus: (text: string, error?: boolean) => void;
  /** The storyteller's exception to the wait between raises, for the next raise only. */
  liftWait: boolean;
  onLiftWait: (lift: boolean) => void;
};

/** XP and luck: balances, award and spend, the ledgers with dates and reasons, undo. */
export function LedgerPanel({ sheet, system, onStatus, liftWait, onLiftWait }: Props) {
  const learns = system.edition.raiseBy === 'learning-spends';
  const announceLuck = system.edition.luckOutsideCombat === 'announce';
  const c = sheet.character;
  const awardXp = useCharacterCommand('character.awardXp', [c.id]);
  const awardLuck = useCharacterCommand('character.awardLuck', [c.id]);
  const spendLuck = useCharacterCommand('character.spendLuck', [c.id]);
  const undo = useCharacterCommand('character.undoLedger', [c.id]);
  // The numbers in force (a Third Edition game's own config included), not the setting's draft.
  const [amount, setAmount] = useState(system.core.xp.weeklyAward || 1);
  const [reason, setReason] = useState('');
  const [what, setWhat] = useState<'xp' | 'luck' | 'spend-luck'>('xp');
  const [override, setOverride] = useState(false);
  const xp = system.core.xp;
  const luckCap = system.core.luck.maxPoints ?? null;
  // The limit an award meets, named on the override checkbox; none for a spend.
  const cap = what === 'xp' ? (xp.maxSavedXp === null ? null : `XP hoard cap of ${xp.maxSavedXp}`) : what === 'luck' && luckCap !== null ? `luck cap of ${luckCap}` : null;
  const wait = xp.daysBetweenRaises !== null && xp.daysBetweenRaises > 0 ? xp.daysBetweenRaises : null;
  const busy = awardXp.isPending || awardLuck.isPending || spendLuck.isPending || undo.isPending;
  // The edition's word for luck ("Hero points") and its refresh (seed 003: the pool "refreshes every span").
  const luck = luckWord(system);
  const refreshes = system.edition.ops.luckRefresh !== undefined;
  const refresh = refreshes ? luckRefresh(system, c, reason) : null;
  const doRefresh = async (): Promise<void> => {
    if (!refresh) return;
    try {
      await awardLuck.mutateAsync({ ids: [c.id], amount: refresh.points, reason: refresh.reason });
      onStatus(`${refresh.reason}: +${refresh.points}.`);
      setReason('');
    } catch (error) {
      onStatus(errorText(error), true);
    }
  };

  const submit = async (): Promise<void> => {
    try {
      if (what === 'xp') {
        const { results } = await awardXp.mutateAsync({ ids: [c.id], amount, reason, override: override && cap !== null });
        const r = results[0];
        onStatus(
          r && r.forfeited > 0 ? `Awarded ${r.credited} XP; ${r.forfeited} over the ${xp.maxSavedXp} XP limit forfeited.`
          : r && (r.lifted ?? 0) > 0 ? `Awarded ${amount} XP; hoard cap lifted, ${r.lifted} above it.`
          : `Awarded ${amount} XP.`,
        );
      } else if (what === 'luck') {
        const { results } = await awardLuck.mutateAsync({ ids: [c.id], amount, reason, override: override && cap !== null });
        const r = results[0];
        onStatus(
          r && r.forfeited > 0 ? `Awarded ${r.credited} luck; ${r.forfeited} over the luck cap of ${luckCap} forfeited.`
          : r && (r.lifted ?? 0) > 0 ? `Awarded ${amount} luck; luck cap lifted, ${r.lifted} above it.`
          : `Awarded ${amount} luck.`,
        );
      } else {
        await spendLuck.mutateAsync({ id: c.id, points: amount, reason });
        onStatus(`Spent ${amount} luck.`);
      }
      setReason('');
      setOverride(false);
    } catch (error) {
      onStatus(errorText(error), true);
    }
  };

  const entries = [
    ...sheet.xpLedger.map((e) => ({ ...e, ledger: 'XP' as const })),
    ...sheet.luckLedger.map((e) => ({ ...e, ledger: 'Luck' as const })),
  ].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt) || b.id - a.id);

  return (
    <section className="sheet-section" aria-labelledby="ledger-title">
      <h2 id="ledger-title">XP and luck</h2>
      <dl className="balances">
        <div><dt>XP</dt><dd><span data-testid="xp-balance">{c.xp}</span>{xp.maxSavedXp !== null && <span className="muted small" title="Hoard cap"> / {xp.maxSavedXp}</span>}</dd></div>
        <div><dt>{luck}</dt><dd><span data-testid="luck-balance">{c.luckPoints}</span>{luckCap !== null && <span className="muted small" title="Luck cap"> / {luckCap}</span>}</dd></div>
      </dl>
      <p className="muted small" data-testid="xp-clock">
        XP limits follow the {sheet.xpClock.kind === 'real' ? 'real calendar' : 'game calendar'}
        {sheet.xpClock.problem === null && <>: today is {sheet.today}</>}.
      </p>
      {sheet.xpClock.problem && <p className="warning-text small" role="note" data-testid="xp-clock-problem">{sheet.xpClock.problem}</p>}
      {learns ? (
        <p className="muted small" data-testid="xp-rules">
          Each learn costs 1 XP; an ability rises when its learns reach the game&apos;s table
          {xp.daysBetweenRaises !== null && xp.daysBetweenRaises > 0 && <>, each ability learned at most once every {xp.daysBetweenRaises} days</>}
          {xp.maxSavedXp !== null && <>; at most {xp.maxSavedXp} XP saved</>}.
        </p>
      ) : (
      <p className="muted small">
        Raises cost {xp.raiseCost.slice(0, 8).join(', ')}{xp.raiseCost.length > 8 ? '…' : ''} XP by rating
        {xp.maxSavedXp !== null && <>; at most {xp.maxSavedXp} XP saved</>}
        {xp.daysBetweenRaises !== null && xp.daysBetweenRaises > 0 && <>; one raise every {xp.daysBetweenRaises} days</>}.
        {sheet.nextRaiseDate !== null && sheet.nextRaiseDate > sheet.today && <> Next raise allowed on {sheet.nextRaiseDate}.</>}
      </p>
      )}
      <form className="ledger-form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <label className="inline">
          Change
          <select value={what} onChange={(e) => setWhat(e.target.value as typeof what)}>
            <option value="xp">Award XP</option>
            <option value="luck">Award {luck.toLowerCase()}</option>
            <option value="spend-luck">{announceLuck ? `Spend ${luck.toLowerCase()} (announce, no dice)` : `Spend ${luck.toLowerCase()}`}</option>
          </select>
        </label>
        <label className="inline narrow">
          Amount
          <input type="number" min={1} max={100} value={amount} onChange={(e) => setAmount(Math.max(1, Number.parseInt(e.target.value, 10) || 1))} />
        </label>
        <label className="inline grow">
          Reason
          <input value={reason} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Session 12" required />
        </label>
        {cap !== null && (
          <label className="inline check">
            <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />
            Lift the {cap} (logged)
          </label>
        )}
        <button type="submit" className="primary" disabled={busy || reason.trim() === ''}>Record</button>
      </form>
      {refreshes && (
        <p className="row">
          <button type="button" data-testid="luck-refresh" disabled={busy || refresh === null} onClick={() => void doRefresh()} title={refresh?.reason ?? `The ${luck.toLowerCase()} are full.`}>
            Refresh {luck.toLowerCase()}{refresh ? ` (+${refresh.points})` : ''}
          </button>
          <span className="muted small">{refresh ? 'The reason above names the span, if any.' : `${luck} full.`}</span>
        </p>
      )}
      {wait !== null && (
        <label className="inline check" data-testid="lift-wait">
          <input type="checkbox" checked={liftWait} onChange={(e) => onLiftWait(e.target.checked)} />
          Lift the {wait}-day wait between raises for the next raise (logged)
        </label>
      )}
      {sheet.undoable && (
        <p className="row">
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void undo.mutateAsync({ id: c.id }).then(
                (r) => onStatus(`Undone: ${r.undone.reason} (${r.undone.delta > 0 ? '+' : ''}${r.undone.delta} ${r.undone.ledger === 'xp' ? 'XP' : 'luck'}).`),
                (error: unknown) => onStatus(errorText(error), true),
              )
            }
          >
            Undo last change
          </button>
          <span className="muted small">
            {sheet.undoable.reason} ({sheet.undoable.delta > 0 ? '+' : ''}{sheet.undoable.delta} {sheet.undoable.ledger === 'xp' ? 'XP' : 'luck'})
          </span>
        </p>
      )}
      {entries.length > 0 ? (
        <table className="ledger" aria-label="Ledger">
          <thead>
            <tr><th scope="col">Recorded</th><th scope="col">Game date</th><th scope="col"></th><th scope="col">Change</th><th scope="col">Reason</th></tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={`${e.ledger}-${e.id}`}>
                <td>{e.recordedAt.slice(0, 10)}</td>
                <td>{e.inGameDate}</td>
                <td>{e.ledger}</td>
                <td className={e.delta > 0 ? 'plus' : 'minus'}>{e.delta > 0 ? `+${e.delta}` : e.delta}</td>
                <td>{e.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted small">No XP or luck changes yet.</p>
      )}
    </section>
  );
}
