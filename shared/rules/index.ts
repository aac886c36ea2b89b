/**
 * The rules engine's public surface (FS3.2 dice, rolls, odds, luck, chargen, XP). Pure: every
 * random number comes from an injected `Rng`. Combat resolution lives in `./combat`.
 */
export * from './rng';
export * from './crypto-rng';
export * from './pool';
export * from './ruleset';
export * from './ability-roll';
export * from './opposed-roll';
export * from './odds';
export * from './luck';
export * from './combat-luck';
export * from './luck-points';
export * from './character-roll';
export * from './notation';
export * from './dice-box';
export * from './chargen';
export * from './xp';
export * from './calendar';
export * from './new-character';
