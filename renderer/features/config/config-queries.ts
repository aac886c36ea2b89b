import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClient } from '../../api/client';

export const CONFIG_KEYS = { summary: ['config.summary'], lint: ['config.lint'] } as const;

/** What the open campaign's configuration holds. */
export function useConfigSummary() {
  const client = useClient();
  return useQuery({ queryKey: CONFIG_KEYS.summary, queryFn: () => client.call('config.summary', {}) });
}

/** The linter's findings for the open campaign, refetched whenever its configuration changes. */
export function useConfigLint() {
  const client = useClient();
  return useQuery({ queryKey: CONFIG_KEYS.lint, queryFn: () => client.call('config.lint', {}) });
}

/**
 * Another window (or this one) replaced the configuration, switched campaigns or edited gear:
 * the summary and the lint list are fetched again so they never show a stale campaign.
 */
export function useConfigPushInvalidation(): void {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: CONFIG_KEYS.summary });
      void queryClient.invalidateQueries({ queryKey: CONFIG_KEYS.lint });
    };
    const offConfig = client.on('config.changed', (summary) => {
      queryClient.setQueryData(CONFIG_KEYS.summary, summary);
      void queryClient.invalidateQueries({ queryKey: CONFIG_KEYS.lint });
    });
    const offCampaign = client.on('campaign.changed', refresh);
    return () => {
      offConfig();
      offCampaign();
    };
  }, [client, queryClient]);
}
