/**
 * Issue 21: entry of the players' page (player.html), served by the player listener. Its own small
 * bundle: none of the storyteller's app, React Query or the PDF code.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PLAYER_SOCKET_PATH } from '../../shared/player/protocol';
import { PlayerLink, socketUrl } from './link';
import { takePlayerToken } from './page-state';
import { PlayerApp } from './PlayerApp';
import '../styles/app.css';
import './player.css';

const root = createRoot(document.getElementById('root') as HTMLElement);
const token = takePlayerToken();

if (!token) {
  document.documentElement.dataset.theme = 'dark';
  root.render(
    <main className="player-page">
      <h1>Open the link the storyteller shared</h1>
      <p role="alert">This page needs the whole link or QR code from the storyteller’s FS3 Console.</p>
    </main>,
  );
} else {
  const link = new PlayerLink({
    url: socketUrl(window.location, token),
    Socket: WebSocket,
    // Plain HTTP to the socket's path: 401 means the token is refused; a network error means the
    // storyteller's machine is out of reach (keep trying).
    probe: async () => {
      try {
        const res = await fetch(`${PLAYER_SOCKET_PATH}?token=${encodeURIComponent(token)}`, { cache: 'no-store' });
        return res.status;
      } catch {
        return null;
      }
    },
    events: { window, document },
  });
  link.start();
  root.render(
    <StrictMode>
      <PlayerApp link={link} />
    </StrictMode>,
  );
}
