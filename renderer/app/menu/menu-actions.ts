import { useEffect, useRef } from 'react';
import type { RendererCommand } from '../../../shared/app/menu-commands';
import { retryWhileLoading } from '../focus';

/** A File-menu flow that lives in a screen's component (the wizard, Save a copy, Back up…). */
export type PanelAction = Extract<RendererCommand, 'file.new' | 'file.open' | 'file.openRecent' | 'file.saveCopy' | 'file.backup' | 'file.exportJson' | 'help.reportProblem' | 'help.tour'>;
type Handler = (path?: string) => void;

const handlers = new Map<PanelAction, Handler>();
/**
 * The command asked for before its panel was on screen (the menu navigates first, and the panel
 * mounts a render later). One at a time: a newer command replaces a waiting one.
 */
let pending: { action: PanelAction; path?: string } | null = null;

/** Runs the panel's flow now, or as soon as the panel that owns it is shown. */
export function requestPanelAction(action: PanelAction, path?: string): void {
  const handler = handlers.get(action);
  if (handler) {
    pending = null;
    handler(path);
  } else {
    pending = { action, path };
  }
}

/** The component that owns a flow registers it here; a request that waited for it runs on mount. */
export function usePanelAction(action: PanelAction, handler: Handler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const run: Handler = (path) => latest.current(path);
    handlers.set(action, run);
    if (pending?.action === action) {
      const { path } = pending;
      pending = null;
      run(path);
    }
    return () => {
      if (handlers.get(action) === run) handlers.delete(action);
    };
  }, [action]);
}

/**
 * Moves focus to the first element `selector` finds in the page, once it is there (the screen a
 * command went to may still be loading): e.g. the import panel's file field. Script-only focus
 * (tabIndex -1) for a heading or a block, so the Tab order is unchanged.
 */
export function focusWhenShown(selector: string): () => void {
  const tryFocus = (): boolean => {
    const el = document.querySelector<HTMLElement>(selector);
    if (!el) return false;
    if (!el.matches('input, button, select, textarea, a[href]') && !el.hasAttribute('tabindex')) el.tabIndex = -1;
    el.focus();
    el.scrollIntoView?.({ block: 'center' });
    return true;
  };
  return retryWhileLoading(document.body, tryFocus);
}
