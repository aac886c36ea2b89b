import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a value main pushed into the cache. A read of the same key sent before the push can answer
 * after it with older data (a screen that mounts refetches), so that read is cancelled first and
 * the pushed value is the one kept (CI stop 47: the theme snapped back to dark this way).
 */
export function acceptPush(queryClient: QueryClient, queryKey: QueryKey, value: unknown): void {
  void queryClient.cancelQueries({ queryKey, exact: true }).then(() => queryClient.setQueryData(queryKey, value));
}
