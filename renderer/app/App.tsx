import { useCallback } from 'react';
import { usePrefs, usePushInvalidation } from '../api/queries';
import { AboutScreen } from '../features/about/AboutScreen';
import { CharactersScreen } from '../features/characters/CharactersScreen';
import { CombatScreen } from '../features/combat/CombatScreen';
import { OpenRefusalNotice } from '../features/desktop/OpenRefusalNotice';
import { CampaignGoneNotice } from '../features/home/CampaignFileNotices';
import { useRunningCombat } from '../features/combat/running-combat';
import { ConfigScreen } from '../features/config/ConfigScreen';
import { EditorsScreen } from '../features/editors/EditorsScreen';
import { EncountersScreen } from '../features/encounters/EncountersScreen';
import { HomeScreen } from '../features/home/HomeScreen';
import { PlayerRollNotices } from '../features/players/PlayerRollNotices';
import { PlayersScreen } from '../features/players/PlayersScreen';
import { SettingsScreen } from '../features/settings/SettingsScreen';
import { HelpScreen } from '../features/help/HelpScreen';
import { Tour } from '../features/help/Tour';
import { UpdateNotice } from '../features/desktop/UpdateNotice';
import { useErrorLog } from './useErrorLog';
import { useUiScale } from './useUiScale';
import { SystemScreen } from '../features/system/SystemScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { focusMainHeading, useFocusHeadingOnNavigate } from './focus';
import { ROUTES, screenKey, useRoute, useRouteRest, type RouteId } from './routes';
import { useTheme } from './useTheme';
import { SINGLE_SUBMIT, useSingleSubmit } from '../components/useSingleSubmit';
import { useMenuCommands, useMenuReport, useViewShortcuts } from './menu/useAppMenu';
import { viewShortcutDigit } from '../../shared/app/menu-commands';

const SCREENS: Record<RouteId, () => React.JSX.Element> = {
  home: HomeScreen,
  combat: CombatScreen,
  encounters: EncountersScreen,
  players: PlayersScreen,
  characters: CharactersScreen,
  editors: EditorsScreen,
  config: ConfigScreen,
  system: SystemScreen,
  settings: SettingsScreen,
  help: HelpScreen,
  about: AboutScreen,
};

export function App() {
  const [route, go] = useRoute();
  const rest = useRouteRest();
  useFocusHeadingOnNavigate(screenKey(route, rest));
  const prefs = usePrefs();
  useTheme(prefs.data?.theme);
  useUiScale(prefs.data?.uiScale);
  const logError = useErrorLog();
  usePushInvalidation();
  // Create, import and open buttons (marked data-single-submit) do their step once on a double-click.
  useSingleSubmit(SINGLE_SUBMIT);
  const Screen = SCREENS[route];
  // "Combat" mid-session means the fight on the table (issue 18); its list is one link back.
  const running = useRunningCombat();
  const runningId = running?.id;
  // The menu's View items and Ctrl/Cmd+1…5 go where the sidebar's links go.
  const goTo = useCallback((id: RouteId) => (id === 'combat' && runningId ? go('combat', runningId) : go(id)), [go, runningId]);
  useMenuCommands(goTo);
  useViewShortcuts(goTo);
  return (
    <div className="shell">
      {/* First in the page (issue 18): past the eight links of the sidebar to the screen's heading. */}
      <a className="skip-link" href="#main" onClick={(e) => { e.preventDefault(); focusMainHeading(); }}>
        Skip to content
      </a>
      <nav className="nav" aria-label="Main">
        <div className="brand">FS3 Console</div>
        <ul>
          {ROUTES.map((r) => (
            <li key={r.id}>
              <a
                href={r.id === 'combat' && running ? `#/combat/${encodeURIComponent(running.id)}` : `#/${r.id}`}
                aria-current={route === r.id ? 'page' : undefined}
                aria-keyshortcuts={viewShortcutDigit(r.id) ? `Control+${viewShortcutDigit(r.id)}` : undefined}
                title={r.id === 'combat' && running ? `Go to the running fight: ${running.name}` : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  goTo(r.id);
                }}
              >
                {r.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* data-screen scopes each screen's stylesheet (all are in one bundle): see the feature stylesheets. */}
      <main className="content" id="main" data-screen={route}>
        <UpdateNotice />
        <OpenRefusalNotice />
        <CampaignGoneNotice />
        <PlayerRollNotices />
        <ErrorBoundary key={route} onError={logError}>
          <Screen />
        </ErrorBoundary>
      </main>
      <Tour />
      <MenuReporter screen={route} fightOpen={route === 'combat' && rest[0] !== undefined} />
    </div>
  );
}

/**
 * The desktop menu's report, in a component of its own: it follows the shown screen's history
 * (can undo, can redo), which an undo or a fight's first step changes. Issue 38: as a hook of the
 * shell, each such change rendered the whole shell and the GM screen's frame again (28
 * components) inside the step's click, before its frame.
 */
function MenuReporter({ screen, fightOpen }: { screen: RouteId; fightOpen: boolean }) {
  useMenuReport(screen, fightOpen);
  return null;
}
