import { DEFAULT_PLAYER_PRIVACY, type PlayerPrivacy } from '../../shared/player/privacy';
import type { CampaignManager } from '../core/campaign/campaign-manager';
import type { Logger } from '../core/logger';

/**
 * The open campaign's privacy settings for the players' view, read at each build (a small row):
 * no campaign, or a broken stored value, gives the defaults, which leak nothing (reported).
 */
export function campaignPrivacy(campaigns: Pick<CampaignManager, 'current' | 'requireSession'>, log: Logger): () => PlayerPrivacy {
  return () => {
    if (campaigns.current() === null) return DEFAULT_PLAYER_PRIVACY;
    return campaigns.requireSession().repos.playerPrivacy.inEffect((problem) => log.warn(problem));
  };
}
