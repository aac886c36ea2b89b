import type { z } from 'zod';
import { combatContract } from '../../../shared/ipc/combat-contract';
import type { CombatHost } from '../combat/combat-host';
import { forecastOf } from '../combat/combat-forecast';

type CombatContract = typeof combatContract;
/** One handler per combat method, typed from the combat contract (merged into `Handlers` by the lead). */
export type CombatHandlers = {
  [M in Exclude<keyof CombatContract, 'combat.forecast'>]: (input: z.output<CombatContract[M]['input']>) => z.output<CombatContract[M]['output']>;
} & {
  /** Issue 41: a full simulation answers later (it runs in slices, forecast-runner.ts). */
  'combat.forecast': (input: z.output<CombatContract['combat.forecast']['input']>) => Promise<z.output<CombatContract['combat.forecast']['output']>>;
};

export type CombatHandlerDeps = {
  /** The open campaign's combat host; throws an AppError when no campaign is open. */
  host: () => CombatHost;
  /** Issue 21: the fight the storyteller opened or deleted (the players' screens follow it). */
  shown?: { opened(combatId: string): void; removed(combatId: string): void };
};

/** A file name without characters that file systems or shells dislike. */
function fileSafe(name: string): string {
  return name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().replace(/\s+/g, '-').slice(0, 80) || 'combat';
}

/** Handlers for the combat methods. Inputs arrive parsed by the transport (`schema.parse` at the edge). */
export function combatHandlers(deps: CombatHandlerDeps): CombatHandlers {
  return {
    'combat.list': () => ({ combats: deps.host().list() }),
    'combat.create': (input) => deps.host().create(input),
    'combat.get': ({ combatId }) => {
      const view = deps.host().view(combatId);
      deps.shown?.opened(combatId);
      return view;
    },
    'combat.current': ({ combatId }) => {
      const current = deps.host().current(combatId);
      deps.shown?.opened(combatId);
      return current;
    },
    'combat.command': ({ combatId, command }) => deps.host().command(combatId, command),
    'combat.addCharacter': ({ combatId, ...input }) => deps.host().addCharacter(combatId, input),
    'combat.undo': ({ combatId }) => deps.host().undo(combatId),
    'combat.redo': ({ combatId }) => deps.host().redo(combatId),
    'combat.adoptSystem': ({ combatId }) => deps.host().adoptSystem(combatId),
    'combat.prepare': ({ combatId, version, actions }) => ({ prepared: deps.host().prepare(combatId, version, actions) }),
    'combat.step': ({ combatId, action, version, requestId, answer, prepared }) => {
      if (prepared !== undefined) {
        // Issue 38: a step the window shows already; it learns whether that is what was committed.
        const taken = deps.host().stepPrepared(combatId, action, prepared, { version, requestId });
        const same = taken.outcome === 'same';
        return answer === 'ack' ? { combatId, version: taken.update.version, base: taken.update.base, ack: true as const, prepared: same } : taken.update;
      }
      const update = deps.host().step(combatId, action, { version, requestId });
      // Issue 38: the window that asked for an ack applies the push, the one copy it gets.
      return answer === 'ack' ? { combatId: update.combatId, version: update.version, base: update.base, ack: true as const } : update;
    },
    'combat.log': ({ combatId, before, limit }) => {
      const host = deps.host();
      if (limit === undefined && before === undefined) return { steps: host.logSteps(combatId), version: host.version(combatId) };
      // Issue 38: the page carries its version (its last page may be answered before the combat is opened).
      return host.logPage(combatId, { ...(before !== undefined ? { before } : {}), limit: limit ?? 100 });
    },
    'combat.exportLog': ({ combatId, format }) => {
      const host = deps.host();
      return { text: host.exportLog(combatId, format), fileName: `${fileSafe(host.name(combatId))}.${format === 'markdown' ? 'md' : 'txt'}` };
    },
    'combat.delete': ({ combatId }) => {
      const deleted = deps.host().remove(combatId);
      deps.shown?.removed(combatId);
      return { deleted };
    },
    'combat.gear': () => deps.host().gear(),
    'combat.addVehicle': ({ combatId, ...input }) => deps.host().addVehicle(combatId, input),
    'combat.odds': ({ combatId, queries }) => ({ odds: deps.host().odds(combatId, queries) }),
    'combat.taskOdds': ({ combatId, queries }) => ({ odds: deps.host().taskOdds(combatId, queries) }),
    'combat.forecast': ({ combatId, whatIf }) => forecastOf(deps.host().forecasting(combatId), whatIf),
  };
}
