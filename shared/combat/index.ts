/** The combat machine's public surface: definition, commands, view, log and history. */
export * from './commands';
export * from './context';
export * from './declarations';
export * from './dice-tape';
export * from './history';
export * from './log-entries';
export * from './log-format';
export * from './machine';
export * from './persist';
export * from './plan';
export * from './replay';
export * from './snapshot-migrations';
export { applyCommand, commandRefusal } from './steps';
export { CombatCommandError, type StepResult } from './step';
export * from './version';
export * from './view';
