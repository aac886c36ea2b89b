import { useEffect, useState } from 'react';

export const ROUTES = [
  { id: 'home', label: 'Home' },
  { id: 'combat', label: 'Combat' },
  { id: 'encounters', label: 'Encounters' },
  { id: 'players', label: 'Players' },
  { id: 'characters', label: 'Characters' },
  { id: 'editors', label: 'Gear editors' },
  { id: 'config', label: 'Game config' },
  { id: 'system', label: 'Game system' },
  { id: 'settings', label: 'Settings' },
  { id: 'help', label: 'Help' },
  { id: 'about', label: 'About' },
] as const;

export type RouteId = (typeof ROUTES)[number]['id'];

/** `#/characters/abc` → route `characters`, rest `['abc']`; anything unknown → home. */
export function parseHash(hash: string): { route: RouteId; rest: string[] } {
  const [first = '', ...rest] = hash.replace(/^#\/?/, '').split('/');
  const known = ROUTES.some((r) => r.id === first);
  return known ? { route: first as RouteId, rest: rest.map((part) => decodeURIComponent(part)) } : { route: 'home', rest: [] };
}

function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = (): void => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}

/** Hash routing: works the same from file:// (desktop) and http:// (browser mode). */
export function useRoute(): [RouteId, (id: RouteId, ...rest: string[]) => void] {
  const { route } = parseHash(useHash());
  return [route, navigate];
}

/** The path segments after the route id, e.g. the character id in `#/characters/abc`. */
export function useRouteRest(): string[] {
  return parseHash(useHash()).rest;
}

/**
 * Which screen a route shows, for moving focus to its heading: a character's sheet and a fight's
 * GM screen are screens of their own (`#/characters/<id>`, `#/combat/<id>`); the gear editors'
 * sections are tabs of one screen, where focus stays on the tab.
 */
export function screenKey(route: RouteId, rest: readonly string[]): string {
  return route === 'characters' || route === 'combat' ? `${route}/${rest[0] ?? ''}` : route;
}

export function navigate(id: RouteId, ...rest: string[]): void {
  window.location.hash = ['#', id, ...rest.map((part) => encodeURIComponent(part))].join('/');
}
