import { useState } from 'react';
import type { CharacterKind } from '../../../shared/domain/character';
import { navigate } from '../../app/routes';
import { QueryState } from '../../components/QueryState';
import { useGameSystem } from '../../api/game-system';
import { errorText, useCharacterCommand, useCharacterList } from './api';
import { GroupRoller } from './GroupRoller';
import { PdfExportButton } from './PdfExport';
import { RollLogPanel } from './RollLogPanel';
import { WeeklyXpPanel } from './WeeklyXpPanel';

/** The roster: open a sheet, create a character, award XP or luck to several, export PDFs. */
export function RosterView() {
  const list = useCharacterList();
  const { system } = useGameSystem();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [name, setName] = useState('');
  const [kind, setKind] = useState<CharacterKind>('pc');
  const [award, setAward] = useState<{ what: 'xp' | 'luck'; amount: number; reason: string; override: boolean }>({ what: 'xp', amount: 2, reason: '', override: false });
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const ids = [...selected];
  const create = useCharacterCommand('character.create', []);
  const awardXp = useCharacterCommand('character.awardXp', ids);
  const awardLuck = useCharacterCommand('character.awardLuck', ids);
  const characters = list.data?.characters ?? [];
  const all = characters.map((c) => c.id);
  const toggle = (id: string): void => setSelected((s) => {
    const next = new Set(s);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

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

  return (
    <div className="stack">
      <section className="panel" aria-labelledby="characters-title">
        <h1 id="characters-title">Characters</h1>
        <QueryState isPending={list.isPending} error={list.error}>
          {characters.length === 0 ? (
            <p>No characters yet.</p>
          ) : (
            <table className="roster">
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label="Select all characters"
                      checked={selected.size === all.length}
                      onChange={(e) => setSelected(e.target.checked ? new Set(all) : new Set())}
                    />
                  </th>
                  <th scope="col">Name</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Concept</th>
                </tr>
              </thead>
              <tbody>
                {characters.map((c) => (
                  <tr key={c.id}>
                    <td><input type="checkbox" aria-label={`Select ${c.name}`} checked={selected.has(c.id)} onChange={() => toggle(c.id)} /></td>
                    <td>
                      <a href={`#/characters/${encodeURIComponent(c.id)}`}>{c.name}</a>
                    </td>
                    <td>{c.kind === 'pc' ? 'PC' : 'NPC'}</td>
                    <td className="concept-cell">{c.concept}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryState>
      </section>
      <section className="panel" aria-labelledby="batch-title">
        <h2 id="batch-title">{selected.size > 0 ? `${selected.size} selected` : 'Whole roster'}</h2>
        <PdfExportButton ids={selected.size > 0 ? ids : all} label={selected.size > 0 ? 'Export selected as PDF' : 'Export all as PDF'} batch />
        <form className="ledger-form" onSubmit={(e) => { e.preventDefault(); void doAward(); }}>
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
          <button type="submit" className="primary" disabled={selected.size === 0 || award.reason.trim() === ''}>
            Award to selected
          </button>
        </form>
        {status && <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'muted'}>{status.text}</p>}
      </section>
      <WeeklyXpPanel />
      <section className="panel" aria-labelledby="new-title">
        <h2 id="new-title">New character</h2>
        <form
          className="ledger-form"
          onSubmit={(e) => {
            e.preventDefault();
            // Main gives the new character the edition's starting attributes and luck.
            create.mutateAsync({ name, kind }).then(
              (c) => navigate('characters', c.id),
              (error: unknown) => setStatus({ text: errorText(error), error: true }),
            );
          }}
        >
          <label className="inline grow">
            Name
            <input value={name} onChange={(e) => setName(e.target.value)} required />
          </label>
          <label className="inline">
            Kind
            <select value={kind} onChange={(e) => setKind(e.target.value as CharacterKind)}>
              <option value="pc">Player character</option>
              <option value="npc">NPC</option>
            </select>
          </label>
          <button type="submit" disabled={name.trim() === '' || create.isPending}>Create and open</button>
        </form>
      </section>
      <GroupRoller ids={selected.size > 0 ? ids : all} count={selected.size > 0 ? selected.size : all.length} />
      <RollLogPanel />
    </div>
  );
}
