/** Zod-free names of the campaign-vehicle methods and events (see `names.ts`). */
export const VEHICLE_METHOD_NAMES = ['vehicles.list', 'vehicles.create', 'vehicles.update', 'vehicles.setCrew', 'vehicles.remove', 'vehicles.removeWound'] as const;

export const VEHICLE_EVENT_NAMES = ['vehicles.changed'] as const;
