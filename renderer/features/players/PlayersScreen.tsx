/** Issue 21: the storyteller's Players panel: the player screen, LAN sharing, privacy, roll requests. */
import { LinksSection } from './LinksSection';
import { PreviewSection } from './PreviewSection';
import { PrivacySection } from './PrivacySection';
import { RollSection } from './RollSection';
import { ScreenSection } from './ScreenSection';
import { ShareSection } from './ShareSection';
import { usePlayersStatus } from './players-api';
import './players.css';

export function PlayersScreen() {
  const status = usePlayersStatus();
  return (
    <div className="players-screen">
      <h1>Players</h1>
      <p className="muted">What the players see of a fight, on a second screen or their own devices.</p>
      <ScreenSection />
      {status.isError && <p className="error-text" role="alert" data-testid="players-error">{status.error.message}</p>}
      {status.data && <ShareSection status={status.data} />}
      <LinksSection />
      <PrivacySection />
      {status.data && <RollSection status={status.data} />}
      <PreviewSection />
    </div>
  );
}
