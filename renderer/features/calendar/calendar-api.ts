import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClient } from '../../api/client';

export const CALENDAR_KEY = ['calendar.get'] as const;
export const healingKey = (id: string) => ['healing.sheet', id] as const;

export function useCalendar() {
  const client = useClient();
  return useQuery({ queryKey: CALENDAR_KEY, queryFn: () => client.call('calendar.get', {}) });
}

/** Refetches the calendar, the campaign summary (its date) and the healing panels when main says they changed. */
export function useCalendarPushes(): void {
  const client = useClient();
  const qc = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void qc.invalidateQueries({ queryKey: CALENDAR_KEY });
      void qc.invalidateQueries({ queryKey: ['campaign.current'] });
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'healing.sheet' });
    };
    const offs = [
      client.on('calendar.changed', refresh),
      client.on('campaign.changed', refresh),
      client.on('character.changed', ({ ids }) => ids.forEach((id) => void qc.invalidateQueries({ queryKey: healingKey(id) }))),
    ];
    return () => offs.forEach((off) => off());
  }, [client, qc]);
}
