/** FS3.1 combat (seed 002, seed 000's percentile numbers): numbers, lists, procedures, odds. */
export * from './ruleset';
export * from './lists';
export * from './rolls';
export * from './state';
export * from './attack';
export * from './actions';
export * from './knockout';
export * from './odds';
export * from './machine';
