import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Character } from '../../../shared/domain/character';
import type { RollLogEntry } from '../../../shared/domain/sheet';
import type { GameSystem } from '../../../shared/systems';
import { useClient } from '../../api/client';
import { luckBeforeRollRefusal, luckPointWord } from '../../../shared/systems';
import { errorText, useCharacterList } from './api';
import { useRollCall } from './useRollCall';
import { canReroll, emptySide, pct, RolledSide, SideDraft, SideFields, sideInput, useCharacter } from './roll-ui';

type Offer = { by: string; effect: 'bonus' | 'penalty' | 'cancel' | 'announce'; on: 'first' | 'second' };

/**
 * An opposed roll from the sheet: this character against any other of the campaign (PC or NPC),
 * each with an ability and modifiers, luck offered before the roll, the exact odds of every
 * outcome (win, draw, lose by each margin) from `roll.preview`, then both sides rolled in main
 * and logged; each side may re-roll with luck afterwards where the edition allows.
 */
export function OpposedRoller({ character, system }: { character: Character; system: GameSystem }) {
  const client = useClient();
  const list = useCharacterList();
  const announces = system.edition.luckOutsideCombat === 'announce';
  // Seed 003's hero pool buys nothing before a sheet roll: each side may re-roll afterwards.
  const heroOnly = luckBeforeRollRefusal(system) !== null;
  const start = system.setting.actionSkills[0]?.name ?? system.setting.attributes[0]?.name ?? '';
  const [opponentId, setOpponentId] = useState('');
  const [first, setFirst] = useState<SideDraft>(emptySide(start, system.core.defaultingModifier));
  const [second, setSecond] = useState<SideDraft>(emptySide(start, system.core.defaultingModifier));
  const [offers, setOffers] = useState<Offer[]>([]);
  const [rolled, setRolled] = useState<RollLogEntry[] | null>(null);
  const { busy, error, call } = useRollCall();
  const opponent = useCharacter(opponentId || null);
  const others = (list.data?.characters ?? []).filter((c) => c.id !== character.id);
  const everyone = [{ id: character.id, name: character.name }, ...others];
  const input = opponentId ? { first: sideInput(character.id, first), second: sideInput(opponentId, second), luck: offers } : null;
  const preview = useQuery({
    queryKey: ['roll.preview', input],
    queryFn: () => client.call('roll.preview', input!),
    enabled: input !== null,
    retry: false,
  });
  const names = [character.name, opponent.data?.character.name ?? 'Opponent'];

  const run = (f: () => Promise<{ entries: RollLogEntry[] }>, merge: boolean): Promise<void> =>
    call(async () => {
      const { entries } = await f();
      if (merge && rolled) {
        // A re-roll replaces its side: the new row carries the opposed outcome read again.
        const next = entries[0]!;
        setRolled(rolled.map((e) => (e.roll.opposed?.side === next.roll.opposed?.side ? next : e)));
      } else {
        setRolled(entries);
        setOffers([]);
      }
    });
  // Only a roller with a point left is offered the re-roll (main checks again).
  const luckOf = (id: string | null): number => (id === character.id ? character.luckPoints : id === opponentId ? (opponent.data?.character.luckPoints ?? 0) : 0);
  const outcome = rolled ? rolled.reduce((latest, e) => (e.id > latest.id ? e : latest)).roll.opposed : null;

  return (
    <section className="sheet-section opposed-roller" aria-labelledby="opposed-title">
      <h2 id="opposed-title">Opposed roll</h2>
      <div className="roller-controls">
        <label className="inline grow">
          Against
          <select value={opponentId} onChange={(e) => { setOpponentId(e.target.value); setRolled(null); }}>
            <option value="">Choose a character…</option>
            {others.map((c) => <option key={c.id} value={c.id}>{c.name}{c.kind === 'npc' ? ' (NPC)' : ''}</option>)}
          </select>
        </label>
      </div>
      {opponentId && (
        <>
          <h3 className="small">{character.name}</h3>
          <SideFields system={system} character={character} draft={first} onChange={setFirst} prefix="First" />
          <h3 className="small">{names[1]}</h3>
          <SideFields system={system} character={opponent.data?.character} draft={second} onChange={setSecond} prefix="Second" />
          {heroOnly ? (
            <p className="muted small" data-testid="luck-note">Each side may spend {luckPointWord(system)}s after the roll to re-roll (keeping the better).</p>
          ) : <fieldset className="luck-offers">
            <legend>{announces ? 'Luck announced (no dice outside combat)' : 'Luck before the roll (one point per roll)'}</legend>
            {offers.map((o, i) => (
              <div className="roller-controls" key={i}>
                <label className="inline">
                  Luck {i + 1} by
                  <select value={o.by} onChange={(e) => setOffers(offers.map((x, k) => (k === i ? { ...x, by: e.target.value } : x)))}>
                    {everyone.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
                  </select>
                </label>
                {!announces && (
                  <label className="inline">
                    Luck {i + 1} effect
                    <select value={o.effect} onChange={(e) => setOffers(offers.map((x, k) => (k === i ? { ...x, effect: e.target.value as Offer['effect'] } : x)))}>
                      <option value="bonus">Bonus +{system.core.luck.bonusDice}</option>
                      <option value="penalty">Penalty −{system.core.luck.penaltyDice}</option>
                      {system.core.luck.allowCancel && <option value="cancel">Cancel luck against</option>}
                    </select>
                  </label>
                )}
                <label className="inline">
                  Luck {i + 1} on
                  <select value={o.on} onChange={(e) => setOffers(offers.map((x, k) => (k === i ? { ...x, on: e.target.value as Offer['on'] } : x)))}>
                    <option value="first">{names[0]}&apos;s roll</option>
                    <option value="second">{names[1]}&apos;s roll</option>
                  </select>
                </label>
                <button type="button" className="small" onClick={() => setOffers(offers.filter((_, k) => k !== i))}>Remove</button>
              </div>
            ))}
            {offers.length < 4 && (
              <button type="button" className="small" onClick={() => setOffers([...offers, { by: character.id, effect: announces ? 'announce' : 'bonus', on: 'first' }])}>
                Add a luck spend
              </button>
            )}
          </fieldset>}
          {preview.error && <p className="error-text small" role="alert">{errorText(preview.error)}</p>}
          {preview.data?.opposed && (
            <div data-testid="opposed-odds">
              <p className="odds">
                {preview.data.sides.map((s) => `${s.name}: ${s.poolText} (${pct(s.odds.pSuccess)} to succeed)`).join(' · ')}
              </p>
              <p className="odds">
                <strong>{names[0]} wins {pct(preview.data.opposed.pFirst)}</strong> · draw {pct(preview.data.opposed.pDraw)} ·{' '}
                <strong>{names[1]} wins {pct(preview.data.opposed.pSecond)}</strong>
                {preview.data.opposed.pNone > 0 ? ` · everyone fails ${pct(preview.data.opposed.pNone)}` : ''}
              </p>
              <table className="ledger" aria-label="Odds of each outcome">
                <thead><tr><th scope="col">Outcome</th><th scope="col">Chance</th></tr></thead>
                <tbody>
                  {preview.data.opposed.outcomes.map((o) => (
                    <tr key={`${o.winner}-${o.label}`}>
                      <td>{o.winner === 'first' ? `${o.label} for ${names[0]}` : o.winner === 'second' ? `${o.label} for ${names[1]}` : o.label}</td>
                      <td>{pct(o.p)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <button type="button" className="primary" disabled={busy || !preview.data}
            onClick={() => void run(() => client.call('roll.opposed', input!), false)}>
            Roll opposed
          </button>
          {error && <p role="alert" className="error-text">{error}</p>}
          {rolled && (
            <div role="status" data-testid="opposed-result">
              <p className="odds"><strong>{outcome?.text}</strong></p>
              {rolled.map((e) => (
                <RolledSide key={e.id} entry={e} system={system} busy={busy} points={luckOf(e.characterId)}
                  onReroll={canReroll(system) && luckOf(e.characterId) >= 1 ? () => void run(() => client.call('roll.reroll', { rollId: e.id }), true) : undefined} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
