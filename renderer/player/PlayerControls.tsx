/** Issue 21: what a player may do on the page: name the device, roll what the storyteller asked. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PlayerRollRequest, PlayerRollResult } from '../../shared/player/protocol';
import type { PlayerLink } from './link';
import { loadName, saveName } from './page-state';

export function NameBox({ link }: { link: PlayerLink }) {
  const [name, setName] = useState(loadName);
  const [sent, setSent] = useState(false);
  // The stored name goes out with every (re)connection; the link keeps it.
  useEffect(() => {
    if (name.trim()) link.setName(name);
    // Only the stored name at start; later changes go out when the reader saves them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link]);
  return (
    <form
      className="player-name"
      onSubmit={(e) => {
        e.preventDefault();
        saveName(name.trim());
        link.setName(name);
        setSent(true);
      }}
    >
      <label htmlFor="player-name">Your name</label>
      <input id="player-name" value={name} maxLength={40} autoComplete="nickname" onChange={(e) => { setName(e.target.value); setSent(false); }} />
      <button type="submit" disabled={!name.trim()}>Save</button>
      {sent && <span className="muted" role="status">The storyteller sees you as {name.trim()}.</span>}
    </form>
  );
}

function RequestCard({ request, link, live }: { request: PlayerRollRequest; link: PlayerLink; live: boolean }) {
  const [pending, setPending] = useState(false);
  const modifier = request.modifierText && !/^[+-]?0%?$/.test(request.modifierText) ? ` ${request.modifierText}` : '';
  return (
    <li className="roll-card" data-testid="roll-request">
      <p className="roll-what">
        Roll for {request.characterName}: <strong>{request.ability}{modifier}</strong>
      </p>
      <button
        type="button"
        className="primary roll-button"
        disabled={!live || pending}
        onClick={() => setPending(link.roll(request.id))}
      >
        {pending ? 'Rolling…' : 'Roll'}
      </button>
    </li>
  );
}

export function RollRequests({ requests, results, link, live }: { requests: PlayerRollRequest[]; results: PlayerRollResult[]; link: PlayerLink; live: boolean }) {
  // Issue 42 item 3: a roll answered from a personal link waits for the storyteller, or comes back with a reason.
  const { rollAnswers } = useSyncExternalStore(link.play.subscribe, link.play.getState);
  if (requests.length === 0 && results.length === 0 && rollAnswers.length === 0) return null;
  return (
    <section className="player-card player-rolls" aria-labelledby="rolls-title">
      <h2 id="rolls-title">Rolls</h2>
      {rollAnswers.length > 0 && (
        <ul className="roll-answers" aria-live="polite" data-testid="roll-answers">
          {rollAnswers.map((a) => (
            <li key={a.requestId} data-status={a.status}>
              {a.status === 'pending'
                ? `${a.characterName}: ${a.ability} — waiting for the storyteller to accept your roll.`
                : `${a.characterName}: ${a.ability} — the storyteller turned your roll down: ${a.reason ?? 'no reason given'}.`}
            </li>
          ))}
        </ul>
      )}
      {requests.length > 0 && (
        <ul className="roll-cards">
          {requests.map((r) => <RequestCard key={r.id} request={r} link={link} live={live} />)}
        </ul>
      )}
      {results.length > 0 && (
        <ol className="roll-results" aria-label="Roll results, newest last" data-testid="roll-results">
          {results.map((r) => (
            <li key={r.requestId}>
              <strong>{r.characterName}</strong> ({r.rolledBy}): {r.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
