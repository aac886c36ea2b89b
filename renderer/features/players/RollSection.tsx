/**
 * Issue 21: asking the players' devices for a roll. The dice fall in main when a player presses
 * Roll; the result lands here, in the campaign's roll log and as a notice on every screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlayersStatus } from '../../../shared/ipc/players-contract';
import { useClient } from '../../api/client';
import { PlayerRollAnswers, useRollAnswers } from './PlayerRollAnswers';
import { useRequestRoll, useStatusCommand } from './players-api';

function useAbilities(characterId: string) {
  const client = useClient();
  return useQuery({
    queryKey: ['character.get', characterId],
    queryFn: () => client.call('character.get', { id: characterId }),
    enabled: characterId !== '',
    select: ({ character: c }) => [
      ...c.attributes.map((a) => a.name),
      ...c.actionSkills.map((a) => a.name),
      ...c.backgroundSkills.map((a) => a.name),
      ...(c.npc?.ratings.map((a) => a.name) ?? []),
    ].filter((name, i, all) => all.indexOf(name) === i),
  });
}

export function RollSection({ status }: { status: PlayersStatus }) {
  const client = useClient();
  const roster = useQuery({ queryKey: ['character.list'], queryFn: () => client.call('character.list', {}) });
  const characters = [...(roster.data?.characters ?? [])].sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'pc' ? -1 : 1));
  const [characterId, setCharacterId] = useState('');
  const who = characterId || characters[0]?.id || '';
  const abilities = useAbilities(who);
  const [ability, setAbility] = useState('');
  const chosenAbility = abilities.data?.includes(ability) ? ability : (abilities.data?.[0] ?? '');
  const [modifier, setModifier] = useState(0);
  const [to, setTo] = useState('');
  const request = useRequestRoll();
  const cancel = useStatusCommand((requestId: string) => client.call('players.cancelRoll', { requestId }));
  const devices = status.devices;
  const error = request.error ?? cancel.error;
  const answers = useRollAnswers();

  return (
    <section className="panel players-section" aria-labelledby="rolls-title">
      <h2 id="rolls-title">Ask for a roll</h2>
      <p className="muted">The player presses Roll on their device; the dice are rolled here and go into the campaign’s roll log.</p>
      <form
        className="roll-request-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!who || !chosenAbility) return;
          request.mutate({ characterId: who, ability: chosenAbility, modifier, to: to || null });
        }}
      >
        <label>
          Character
          <select value={who} onChange={(e) => { setCharacterId(e.target.value); setAbility(''); }}>
            {characters.map((c) => <option key={c.id} value={c.id}>{c.name}{c.kind === 'npc' ? ' (NPC)' : ''}</option>)}
          </select>
        </label>
        <label>
          Ability
          <select value={chosenAbility} onChange={(e) => setAbility(e.target.value)} disabled={!abilities.data?.length}>
            {abilities.data?.map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </label>
        <label>
          Modifier
          <input type="number" min={-100} max={100} step={1} value={modifier} onChange={(e) => setModifier(Math.trunc(Number(e.target.value) || 0))} className="modifier-input" />
        </label>
        <label>
          To
          <select value={to} onChange={(e) => setTo(e.target.value)}>
            <option value="">All devices (the first to roll takes it)</option>
            {devices.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
          </select>
        </label>
        <button type="submit" className="primary" disabled={request.isPending || !who || !chosenAbility}>Send</button>
      </form>
      {error && <p className="error-text" role="alert">{error.message}</p>}
      <h3>Waiting for a roll</h3>
      {status.requests.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul className="players-list" aria-label="Rolls asked">
          {status.requests.map((r) => (
            <li key={r.id} data-testid="pending-roll">
              {r.characterName}: {r.ability} {r.modifierText} <span className="muted">→ {r.to ? devices.find((d) => d.id === r.to)?.name ?? 'one device' : 'all devices'}</span>{' '}
              <button type="button" disabled={cancel.isPending} onClick={() => cancel.mutate(r.id)}>
                Cancel <span className="visually-hidden">the roll of {r.characterName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <PlayerRollAnswers answers={answers} />
      <h3>Results</h3>
      {status.results.length === 0 ? (
        <p className="muted">No player roll yet this session.</p>
      ) : (
        <ol className="players-list" aria-label="Player roll results" data-testid="roll-results">
          {status.results.map((r) => (
            <li key={r.requestId}>
              <strong>{r.characterName}</strong>, rolled by {r.rolledBy}: {r.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
