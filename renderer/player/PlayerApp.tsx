/**
 * Issue 21: the players' page. Everything shown comes from the PlayerView main built for players
 * (nothing hidden is in it); while the link is down the last view stays, greyed out under a
 * "Reconnecting…" banner, so old data is never presented as live.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { PlayerView } from '../../shared/player/view-schema';
import type { PlayerLink } from './link';
import { FightView } from './FightView';
import { NameBox, RollRequests } from './PlayerControls';
import { PageOptions } from './PageOptions';
import { RoundTimer } from './RoundTimer';
import { PlayPanel } from './PlayPanel';

/** After React committed a view, the next animation frame is when it is on screen. */
function usePaintedMark(view: PlayerView | null): void {
  useLayoutEffect(() => {
    if (!view) return;
    const { version } = view;
    const frame = requestAnimationFrame(() => {
      window.__fs3PlayerPainted = { version, at: performance.timeOrigin + performance.now() };
    });
    return () => cancelAnimationFrame(frame);
  }, [view]);
}

function LinkBanner({ status, link }: { status: ReturnType<PlayerLink['getState']>['status']; link: PlayerLink }) {
  if (status === 'live') return null;
  if (status === 'disconnected') {
    return (
      <p className="player-banner revoked" role="alert" data-testid="link-banner">
        The storyteller disconnected this screen.{' '}
        <button type="button" onClick={() => link.reconnect()}>
          Connect again
        </button>
      </p>
    );
  }
  if (status === 'revoked') {
    return (
      <p className="player-banner revoked" role="alert" data-testid="link-banner">
        This link no longer works. Ask the storyteller for the new link or QR code.
      </p>
    );
  }
  return (
    <p className="player-banner" role="status" data-testid="link-banner">
      {status === 'connecting' ? 'Connecting…' : 'Reconnecting…'} <span className="muted">What you see below may be out of date.</span>
    </p>
  );
}

export function PlayerApp({ link }: { link: PlayerLink }) {
  // A sync external store renders each frame's change at once (no transition, no batching delay).
  const state = useSyncExternalStore(link.subscribe, link.getState);
  usePaintedMark(state.view);
  const live = state.status === 'live';
  // A revoked link shows nothing of the last view: it can never be brought up to date.
  const view = state.status === 'revoked' ? null : state.view;
  const fight = view?.fight ?? null;
  return (
    <div className="player-page">
      <header className="player-head">
        <div>
          <p className="player-brand">FS3 Console · player view</p>
          <h1 data-testid="fight-name">{fight ? fight.name : view ? 'No fight is running' : 'Player view'}</h1>
          {fight && (
            <p className="player-phase" data-testid="fight-phase">
              Turn {fight.turn} · {fight.phaseText}
            </p>
          )}
          {fight && <RoundTimer timer={view?.timer} />}
        </div>
        <PageOptions />
      </header>
      <LinkBanner status={state.status} link={link} />
      {/* Revoked: nothing below can come back on this link, so nothing is left to look current. */}
      {state.status !== 'revoked' && (
        <div className={live ? 'player-body' : 'player-body stale'} aria-busy={!live} data-testid="player-body" data-live={live}>
          <PlayPanel play={link.play} view={view} live={live} />
          <RollRequests requests={state.requests} results={state.results} link={link} live={live} />
          {view === null ? (
            <p className="muted">Waiting for the storyteller’s app…</p>
          ) : fight ? (
            <FightView fight={fight} pages={link.pages} />
          ) : (
            <p className="player-empty" data-testid="no-fight">This page shows the next fight as soon as the storyteller starts it.</p>
          )}
          <NameBox link={link} />
        </div>
      )}
    </div>
  );
}
