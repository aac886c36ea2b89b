/**
 * The renderer's side of the desktop application menu (issue 23): it performs the commands main
 * pushes (`app.menuCommand`), reports what the menu shows (`app.menuState`), and gives the
 * View screens their Ctrl/Cmd+1…5 keys, which browser mode has too (it has no menu).
 */
import { useEffect, useState } from 'react';
import { VIEW_SCREENS, type ScreenId } from '../../../shared/app/menu-commands';
import type { MenuCommandPayload, MenuReport } from '../../../shared/ipc/app-contract';
import { useClient } from '../../api/client';
import { useCampaign, usePrefs, useSetPrefs } from '../../api/queries';
import { focusWhenShown, requestPanelAction } from './menu-actions';
import { screenHistory, useScreenHistoryState } from './screen-history';

const NOT_TYPED = new Set(['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'file', 'color']);

/** A field that takes text: its own undo applies there, and Ctrl+digit is left to it. */
export function isTextField(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return !NOT_TYPED.has(el.type);
  return el.isContentEditable || el.tagName === 'TEXTAREA';
}

/** Goes to a screen the way the sidebar does (Combat: the running fight). */
export type GoToScreen = (screen: ScreenId) => void;

/** Where a command that points at part of a screen sends focus. */
const TARGETS = {
  'file.restore': ['home', '#backups-title'],
  'file.importAres': ['config', 'section[aria-labelledby="config-import-title"] input[type="file"]'],
  'file.exportAres': ['config', '#config-share-title'],
  'file.exportPdf': ['characters', '[data-testid="batch-pdf"] button'],
  'help.licence': ['about', '[data-testid="fs3-notice"]'],
} as const satisfies Record<string, readonly [ScreenId, string]>;

/** Performs one menu command (exported for the dom test). */
export function performMenuCommand(payload: MenuCommandPayload, go: GoToScreen, setTheme: (theme: 'light' | 'dark' | 'system') => void, clearRecent: () => void): void {
  const { command } = payload;
  switch (command) {
    case 'edit.undo':
    case 'edit.redo': {
      // A text field with focus keeps its own undo (the menu had no time to switch to the role).
      if (isTextField(document.activeElement)) {
        document.execCommand(command === 'edit.undo' ? 'undo' : 'redo');
        return;
      }
      const history = screenHistory();
      if (!history) return;
      if (command === 'edit.undo' && history.canUndo) history.undo();
      if (command === 'edit.redo' && history.canRedo) history.redo();
      return;
    }
    case 'view.home':
    case 'view.combat':
    case 'view.characters':
    case 'view.editors':
    case 'view.config':
      return go(command.slice('view.'.length) as ScreenId);
    case 'view.theme.light':
    case 'view.theme.dark':
    case 'view.theme.system':
      return setTheme(command.slice('view.theme.'.length) as 'light' | 'dark' | 'system');
    case 'app.about':
      return go('about');
    case 'app.settings':
      return go('settings');
    case 'file.clearRecent':
      return clearRecent();
    case 'file.restore':
    case 'file.importAres':
    case 'file.exportAres':
    case 'file.exportPdf':
    case 'help.licence': {
      const [screen, selector] = TARGETS[command];
      go(screen);
      focusWhenShown(selector);
      return;
    }
    case 'file.openRecent':
      go('home');
      return requestPanelAction(command, payload.path);
    // Issue 43: the manual, the problem report (on the Help screen), the tour (over any screen).
    case 'help.manual':
      return go('help');
    case 'help.reportProblem':
      go('help');
      return requestPanelAction(command);
    case 'help.tour':
      return requestPanelAction(command);
    case 'file.new':
    case 'file.open':
    case 'file.saveCopy':
    case 'file.backup':
    case 'file.exportJson':
      go('home');
      return requestPanelAction(command);
  }
}

/** Listens for the desktop menu's commands and performs them. */
export function useMenuCommands(go: GoToScreen): void {
  const client = useClient();
  const setPrefs = useSetPrefs();
  const { mutate } = setPrefs;
  useEffect(
    () =>
      client.on('app.menuCommand', (payload) =>
        performMenuCommand(
          payload,
          go,
          (theme) => mutate({ theme }),
          () => mutate({ recentCampaigns: [] }),
        ),
      ),
    [client, go, mutate],
  );
}

/** Ctrl/Cmd+1…5: Home, Combat, Characters, Gear editors, Game config; never while typing. */
export function useViewShortcuts(go: GoToScreen): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || isTextField(e.target as Element | null)) return;
      const digit = Number(e.key);
      const screen = Number.isInteger(digit) ? VIEW_SCREENS[digit - 1] : undefined;
      if (!screen) return;
      // Handled here, so the desktop menu's same accelerator does not run it a second time.
      e.preventDefault();
      go(screen);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);
}

/** Whether a text field has focus, kept live. */
function useTextFocus(): boolean {
  const [typing, setTyping] = useState(() => isTextField(document.activeElement));
  useEffect(() => {
    const update = () => setTyping(isTextField(document.activeElement));
    // On focusout the next element has no focus yet: read it once the move is done.
    const later = () => queueMicrotask(update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return typing;
}

/** How long the report waits for the screen to settle (focus moving field to field, a route change). */
export const MENU_REPORT_DELAY_MS = 150;

/**
 * Desktop only: tells main what the menu needs (screen, the fight, the history, a text field
 * with focus), debounced. It reports again when the campaign or the preferences change, even
 * with the same screen, because main rebuilds the menu (campaign items, Open Recent, theme) on
 * reports.
 */
export function useMenuReport(screen: ScreenId, fightOpen: boolean): void {
  const client = useClient();
  const history = useScreenHistoryState();
  const textFocus = useTextFocus();
  const campaignPath = useCampaign().data?.path ?? null;
  const prefs = usePrefs().data;
  const canUndo = history?.canUndo ?? false;
  const canRedo = history?.canRedo ?? false;
  const hasHistory = history !== null;
  useEffect(() => {
    if (client.hostKind !== 'desktop') return;
    const report: MenuReport = { screen, fightOpen, history: hasHistory ? { canUndo, canRedo } : null, textFocus };
    // A lost report only leaves the menu one state behind; the next one catches up.
    const timer = window.setTimeout(() => void client.call('app.menuState', report).catch(() => undefined), MENU_REPORT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [client, screen, fightOpen, hasHistory, canUndo, canRedo, textFocus, campaignPath, prefs]);
}
