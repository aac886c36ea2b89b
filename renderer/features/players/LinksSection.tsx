/**
 * Issue 42: each player's own link, bound on the storyteller's machine to their character(s):
 * issue one (with its QR code), let a player claim an unbound PC once (confirmed here), revoke one
 * alone, and the play settings (apply player declarations at once; show who is still to declare).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptPush } from '../../api/accept-push';
import { useEffect, useState } from 'react';
import { useClient } from '../../api/client';
import { QrCode } from './QrCode';

const LINKS = ['players.links'] as const;
const PLAY = ['players.play'] as const;

export function LinksSection() {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => client.on('players.linksChanged', (links) => acceptPush(queryClient, LINKS, links)), [client, queryClient]);
  const links = useQuery({ queryKey: LINKS, queryFn: () => client.call('players.links', {}) });
  const play = useQuery({ queryKey: PLAY, queryFn: () => client.call('players.play', {}) });
  const roster = useQuery({ queryKey: ['character.list'], queryFn: () => client.call('character.list', {}) });
  const pcs = (roster.data?.characters ?? []).filter((c) => c.kind === 'pc');
  const nameOf = (id: string) => pcs.find((c) => c.id === id)?.name ?? id;
  const [label, setLabel] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [canClaim, setCanClaim] = useState(false);
  const [shownQr, setShownQr] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bound = new Set((links.data?.links ?? []).flatMap((l) => l.characterIds));
  const run = (p: Promise<unknown>) => {
    setError(null);
    p.then(() => queryClient.invalidateQueries({ queryKey: LINKS })).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  return (
    <section className="panel players-section" aria-labelledby="links-title" data-testid="player-links">
      <h2 id="links-title">Players’ own links</h2>
      <p className="muted">A link per player, bound to their character: from it they declare, spend luck and read their own sheet. Nobody else’s link acts for that character.</p>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          run(client.call('players.createLink', { label: label.trim(), characterIds: chosen, canClaim }).then(() => {
            setLabel('');
            setChosen([]);
          }));
        }}
      >
        <label>
          Player
          <input value={label} maxLength={60} onChange={(e) => setLabel(e.target.value)} data-testid="link-label" />
        </label>
        <fieldset>
          <legend>Characters</legend>
          {pcs.filter((c) => !bound.has(c.id)).map((c) => (
            <label key={c.id} className="radio">
              <input type="checkbox" checked={chosen.includes(c.id)} onChange={(e) => setChosen(e.target.checked ? [...chosen, c.id] : chosen.filter((x) => x !== c.id))} /> {c.name}
            </label>
          ))}
        </fieldset>
        <label className="radio">
          <input type="checkbox" checked={canClaim} onChange={(e) => setCanClaim(e.target.checked)} /> May claim an unbound PC (you confirm)
        </label>
        <button type="submit" disabled={!label.trim()} data-testid="link-create">Issue link</button>
      </form>
      {error && <p role="alert" className="error-text">{error}</p>}
      <ul className="player-link-list">
        {(links.data?.links ?? []).map((l) => (
          <li key={l.id} data-testid="player-link">
            <strong>{l.label}</strong>: {l.characterIds.length ? l.characterIds.map(nameOf).join(', ') : 'no character yet'}
            {l.canClaim ? ' · may claim one' : ''}{' '}
            {l.url ? <code data-testid="player-link-url">{l.url}</code> : <span className="muted">Open the player screen or share on the LAN to get its address.</span>}{' '}
            {l.url && <button type="button" onClick={() => setShownQr(shownQr === l.id ? null : l.id)} aria-expanded={shownQr === l.id}>QR code</button>}{' '}
            <button type="button" onClick={() => run(client.call('players.revokeLink', { linkId: l.id }))} aria-label={`Revoke ${l.label}'s link`}>Revoke</button>
            {shownQr === l.id && l.url && <QrCode text={l.url} />}
          </li>
        ))}
      </ul>
      {(links.data?.claims ?? []).map((c) => (
        <p key={c.linkId} role="status" data-testid="player-claim">
          {links.data?.links.find((l) => l.id === c.linkId)?.label ?? 'A player'} claims {c.name}.{' '}
          <button type="button" onClick={() => run(client.call('players.confirmClaim', { linkId: c.linkId, accept: true }))}>Confirm</button>{' '}
          <button type="button" onClick={() => run(client.call('players.confirmClaim', { linkId: c.linkId, accept: false }))}>Decline</button>
        </p>
      ))}
      {play.data && (
        <fieldset>
          <legend>Play from devices</legend>
          <label className="radio">
            <input type="checkbox" checked={play.data.applyAtOnce} onChange={(e) => run(client.call('players.setPlay', { ...play.data, applyAtOnce: e.target.checked }).then((p) => queryClient.setQueryData(PLAY, p)))} data-testid="apply-at-once" />{' '}
            Apply player declarations at once (each is still one step you can undo)
          </label>
          <label className="radio">
            <input type="checkbox" checked={play.data.showWaiting} onChange={(e) => run(client.call('players.setPlay', { ...play.data, showWaiting: e.target.checked }).then((p) => queryClient.setQueryData(PLAY, p)))} />{' '}
            Show players who is still to declare
          </label>
        </fieldset>
      )}
    </section>
  );
}
