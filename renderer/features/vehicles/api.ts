import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClient } from '../../api/client';

/** The campaign's own vehicles (issue 39 item 5): one query for the roster panel, the sheet and the GM screen. */
export const CAMPAIGN_VEHICLES_KEY = ['vehicles.list'] as const;

/**
 * The list, refetched when main says a vehicle changed (a fight step that moved a campaign
 * vehicle's damage says so too: not every step), when the calendar moves (repairs) and when the campaign changes.
 */
export function useCampaignVehicles() {
  const client = useClient();
  const qc = useQueryClient();
  useEffect(() => {
    const refresh = () => void qc.invalidateQueries({ queryKey: CAMPAIGN_VEHICLES_KEY });
    const offs = [
      client.on('vehicles.changed', refresh),
      client.on('calendar.changed', refresh),
      client.on('campaign.changed', refresh),
    ];
    return () => offs.forEach((off) => off());
  }, [client, qc]);
  return useQuery({ queryKey: CAMPAIGN_VEHICLES_KEY, queryFn: () => client.call('vehicles.list', {}) });
}

/** The sheet's address: `#/characters/vehicles/<id>` (the roster's screen, as a character's sheet is). */
export const vehicleHref = (id: string) => `#/characters/vehicles/${encodeURIComponent(id)}`;
