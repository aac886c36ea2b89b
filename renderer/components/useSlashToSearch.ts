import { useEffect, type RefObject } from 'react';

const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

/** A field that takes text (a checkbox or a filter radio does not: "/" still jumps to search). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** "/" jumps to a list's search box from anywhere on the screen, as on most list-heavy tools. */
export function useSlashToSearch(search: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        e.preventDefault();
        search.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [search]);
}
