import { useRouteRest } from '../../app/routes';
import { useCharacterPushes } from './api';
import { RosterView } from './RosterView';
import { SheetView } from './SheetView';
import { VehicleSheet } from '../vehicles/VehicleSheet';
import './characters.css';

/** `#/characters` lists the roster; `#/characters/<id>` opens one sheet, `#/characters/vehicles/<id>` a campaign vehicle's. */
export function CharactersScreen() {
  const [id, vehicleId] = useRouteRest();
  useCharacterPushes();
  if (id === 'vehicles' && vehicleId) return <VehicleSheet id={vehicleId} />;
  return id ? <SheetView id={id} /> : <RosterView />;
}
