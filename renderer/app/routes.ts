import { useEffect, useState } from 'react';

export const ROUTES = [
  { id: 'home', label: 'Home' },
  { id: 'settings', label: 'Settings' },
  { id: 'about', label: 'About' },
] as const;

export type RouteId = (typeof ROUTES)[number]['id'];

function parseHash(hash: string): RouteId {
  const id = hash.replace(/^#\/?/, '');
  return ROUTES.some((r) => r.id === id) ? (id as RouteId) : 'home';
}

/** Hash routing: works the same from file:// (desktop) and http:// (browser mode). */
export function useRoute(): [RouteId, (id: RouteId) => void] {
  const [route, setRoute] = useState<RouteId>(() => parseHash(window.location.hash));
  useEffect(() => {
    const onChange = (): void => setRoute(parseHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return [route, (id) => (window.location.hash = `#/${id}`)];
}
