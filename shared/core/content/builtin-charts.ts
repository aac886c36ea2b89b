/**
 * Hit charts for the built-in vehicles, built the way seed 000 ("Hit Locations") teaches: for
 * each aimed location, five red, five yellow and five green results, red (worst) first, so entry
 * 15 is the aimed spot; a default location never misses, small locations start with near misses.
 * The Viper is the guide's worked example: its Body row is the seed's, and the other rows (which
 * the seed leaves to the reader: "We repeat that process for all the other hit locations") are
 * authored here by the same method. Rows are checked by the chart schema at load.
 */
import { HitChartSchema, MISS, type HitChart } from '../../domain/gear';
import { VIPER_HIT_CHART } from './hit-charts';

const M = MISS;
/** Five red, five yellow, five green: kept as three groups so a row's shape is visible. */
const row = (red: string[], yellow: string[], green: string[]) => [...red, ...yellow, ...green];

/** Seed 000's Viper, completed: Body (the seed's row), Cockpit, Engine and both wings. */
export const VIPER_CHART: HitChart = HitChartSchema.parse({
  ...VIPER_HIT_CHART,
  targets: {
    ...VIPER_HIT_CHART.targets,
    Cockpit: row([M, M, M, 'Left Wing', 'Right Wing'], ['Body', 'Body', 'Engine', 'Body', 'Cockpit'], ['Body', 'Cockpit', 'Cockpit', 'Cockpit', 'Cockpit']),
    Engine: row([M, M, 'Left Wing', 'Right Wing', 'Body'], ['Body', 'Body', 'Engine', 'Body', 'Engine'], ['Engine', 'Engine', 'Engine', 'Engine', 'Engine']),
    'Left Wing': row([M, M, M, 'Body', 'Engine'], ['Body', 'Cockpit', 'Left Wing', 'Body', 'Left Wing'], ['Left Wing', 'Left Wing', 'Left Wing', 'Left Wing', 'Left Wing']),
    'Right Wing': row([M, M, M, 'Body', 'Engine'], ['Body', 'Cockpit', 'Right Wing', 'Body', 'Right Wing'], ['Right Wing', 'Right Wing', 'Right Wing', 'Right Wing', 'Right Wing']),
  },
});

/** Wheeled, soft-skinned transport: the driver sits in the cab, passengers ride in the bed. */
export const TRUCK_CHART: HitChart = HitChartSchema.parse({
  name: 'Truck',
  defaultTarget: 'Body',
  locations: [
    { name: 'Body', mark: 'vital' },
    { name: 'Cab', mark: 'critical' },
    { name: 'Engine', mark: 'critical' },
    { name: 'Wheels' },
    { name: 'Cargo Bed' },
  ],
  targets: {
    Body: row(['Wheels', 'Wheels', 'Cargo Bed', 'Engine', 'Body'], ['Cab', 'Cargo Bed', 'Body', 'Body', 'Cab'], ['Engine', 'Body', 'Body', 'Body', 'Body']),
    Cab: row([M, M, 'Wheels', 'Body', 'Body'], ['Engine', 'Cargo Bed', 'Cab', 'Body', 'Cab'], ['Cab', 'Cab', 'Cab', 'Cab', 'Cab']),
    Engine: row([M, M, 'Wheels', 'Body', 'Body'], ['Cab', 'Body', 'Engine', 'Wheels', 'Engine'], ['Engine', 'Engine', 'Engine', 'Engine', 'Engine']),
    Wheels: row([M, M, M, 'Body', 'Body'], ['Cargo Bed', 'Engine', 'Wheels', 'Body', 'Wheels'], ['Wheels', 'Wheels', 'Wheels', 'Wheels', 'Wheels']),
    'Cargo Bed': row([M, M, 'Wheels', 'Body', 'Body'], ['Cab', 'Body', 'Cargo Bed', 'Body', 'Cargo Bed'], ['Cargo Bed', 'Cargo Bed', 'Cargo Bed', 'Cargo Bed', 'Cargo Bed']),
  },
});

/** Tracked armor (APC and tanks): crew inside the hull compartment, a turret on top. */
export const ARMORED_VEHICLE_CHART: HitChart = HitChartSchema.parse({
  name: 'Armored Vehicle',
  defaultTarget: 'Hull',
  locations: [
    { name: 'Hull', mark: 'vital' },
    { name: 'Turret' },
    { name: 'Engine', mark: 'critical' },
    { name: 'Crew Compartment', mark: 'critical' },
    { name: 'Tracks' },
  ],
  targets: {
    Hull: row(['Tracks', 'Tracks', 'Turret', 'Engine', 'Hull'], ['Tracks', 'Turret', 'Hull', 'Hull', 'Crew Compartment'], ['Engine', 'Hull', 'Hull', 'Hull', 'Hull']),
    Turret: row([M, M, 'Tracks', 'Hull', 'Hull'], ['Engine', 'Hull', 'Turret', 'Crew Compartment', 'Turret'], ['Turret', 'Turret', 'Turret', 'Turret', 'Turret']),
    Engine: row([M, M, 'Tracks', 'Tracks', 'Hull'], ['Hull', 'Turret', 'Engine', 'Hull', 'Engine'], ['Engine', 'Engine', 'Engine', 'Engine', 'Engine']),
    'Crew Compartment': row([M, M, M, 'Tracks', 'Hull'], ['Turret', 'Hull', 'Hull', 'Engine', 'Crew Compartment'], ['Hull', 'Crew Compartment', 'Crew Compartment', 'Crew Compartment', 'Crew Compartment']),
    Tracks: row([M, M, 'Hull', 'Hull', 'Engine'], ['Hull', 'Tracks', 'Hull', 'Tracks', 'Tracks'], ['Tracks', 'Tracks', 'Tracks', 'Tracks', 'Tracks']),
  },
});
