import { useRouteRest } from '../../app/routes';
import { useCharacterPushes } from './api';
import { RosterView } from './RosterView';
import { SheetView } from './SheetView';
import './characters.css';

/** `#/characters` lists the roster; `#/characters/<id>` opens one sheet. */
export function CharactersScreen() {
  const [id] = useRouteRest();
  useCharacterPushes();
  return id ? <SheetView id={id} /> : <RosterView />;
}
