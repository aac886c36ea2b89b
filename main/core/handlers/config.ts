import type { AppContext } from '../context';

/** Game configuration methods (issue 7): filled in with `config-contract.ts`. */
export function configHandlers(_ctx: AppContext) {
  return {};
}
