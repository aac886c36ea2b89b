/** AresMUSH Third Edition combat (reference §C, §D): config reader, procedures, odds. */
export * from './config';
export * from './gear-stats';
export * from './armory';
export * from './names';
export * from './dice';
export * from './fighter';
export * from './npc';
export * from './rolls';
export * from './attack';
export * from './knockout';
export * from './luck';
export * from './gear';
export * from './actions';
export * from './turn';
export * from './wounds';
export * from './odds';
export * as woundOps from './wound-ops';
