/** Seed 003's combat turn: numbers, lists, initiative, actions, resolution, odds and the procedures. */
export * from './ruleset';
export * from './lists';
export * from './initiative';
export * from './actions';
export * from './ratings';
export * from './turn';
export * from './resolve';
export * from './odds';
export * from './procedures';
