/**
 * Issue 21: a player's roll shows on whatever screen the storyteller is on (the GM screen mid-fight),
 * and the roll logs refresh, since the roll was added to the campaign's log by main.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PlayerRollResult } from '../../../shared/player/protocol';
import { useClient } from '../../api/client';

const SHOWN = 3;

export function PlayerRollNotices() {
  const client = useClient();
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<PlayerRollResult[]>([]);
  useEffect(
    () =>
      client.on('players.rolled', ({ result }) => {
        setNotices((list) => [...list.filter((n) => n.requestId !== result.requestId), result].slice(-SHOWN));
        void queryClient.invalidateQueries({ queryKey: ['character.rollLog'] });
      }),
    [client, queryClient],
  );
  if (notices.length === 0) return null;
  return (
    <div className="player-roll-notices" role="status" aria-label="Player rolls">
      {notices.map((n) => (
        <div key={n.requestId} className="player-roll-notice" data-testid="player-roll-notice">
          <p>
            <strong>{n.rolledBy}</strong> rolled for {n.characterName}: {n.text}
          </p>
          <button type="button" onClick={() => setNotices((list) => list.filter((x) => x.requestId !== n.requestId))}>
            Dismiss <span className="visually-hidden">the roll for {n.characterName}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
