/**
 * Issue 37 item 1: after a campaign switch (an import or a new campaign while a fight is open) the
 * sidebar's Combat showed the old campaign's fight beside the new roster, and every step answered
 * "There is no combat with id …". The fight screen of the old campaign closes (back to the list,
 * which the sidebar's Combat leads past to the new campaign's running fight, if any) and every
 * cached view, log and odds of the old campaign goes. Main closes the old campaign's open fights
 * with its session.
 */
import type { QueryClient } from '@tanstack/react-query';
import { navigate, parseHash } from '../../app/routes';
import { forgetCombats } from './combat-cache';

export function closeOldFight(queryClient: QueryClient): void {
  const { route, rest } = parseHash(window.location.hash);
  if (route !== 'combat' || rest[0] === undefined) {
    forgetCombats(queryClient);
    return;
  }
  // The fight screen goes first: a view removed under it would be fetched again from main, which
  // no longer knows that fight.
  window.addEventListener('hashchange', () => requestAnimationFrame(() => forgetCombats(queryClient)), { once: true });
  navigate('combat');
}
