import type { AppContext } from '../context';

/** Gear and hit-chart editing methods (issue 9): filled in with `gear-contract.ts`. */
export function gearHandlers(_ctx: AppContext) {
  return {};
}
