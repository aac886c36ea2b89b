/** A combat host over a real temp campaign file, with seeded dice and a fake clock. */
import type { Db } from '../../../../main/core/db/db';
import type { combatHandlers } from '../../../../main/core/handlers/combat';
import { combatContract } from '../../../../shared/ipc/combat-contract';
import type { Repos } from '../../../../main/core/db/repos';
import { CombatHost, type CombatChange, type CombatHostOptions } from '../../../../main/core/combat/combat-host';
import type { CombatCommandInput } from '../../../../shared/core/combat/commands';
import type { CombatStore } from '../../../../main/core/combat/combat-store';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { createFakeClock } from '../../../helpers/db-temp';
import { useRepoDb } from '../../../helpers/db-repos';

/** The store a CampaignSession provides, over bare repos. */
export function storeFor(db: Db, repos: Repos): CombatStore {
  return { repos, transact: (fn) => db.transaction(() => fn(repos))() };
}

export type HostRig = {
  host: CombatHost;
  db: Db;
  repos: Repos;
  path: string;
  store: CombatStore;
  changes: CombatChange[];
  notices: string[];
  /** A second host over the same connection, as after a restart (nothing in memory). */
  reopen(options?: Partial<CombatHostOptions>): CombatHost;
};

export function useHost(tempDir: () => string): (seed?: string, options?: Partial<CombatHostOptions>) => HostRig {
  const openDb = useRepoDb(tempDir);
  return (seed = 'host', options = {}) => {
    const { db, repos, path } = openDb();
    const store = storeFor(db, repos);
    const clock = createFakeClock();
    let n = 0;
    const changes: CombatChange[] = [];
    const notices: string[] = [];
    const make = (extra: Partial<CombatHostOptions> = {}) =>
      new CombatHost({
        store,
        rng: createSeededRng(seed),
        now: () => {
          clock.advance(1000);
          return clock.now();
        },
        newId: () => `id-${++n}`,
        appVersion: '0.1.0-test',
        onChange: (c) => changes.push(c),
        onNotice: (m) => notices.push(m),
        ...options,
        ...extra,
      });
    return { host: make(), db, repos, path, store, changes, notices, reopen: (extra) => make(extra) };
  };
}

/** Calls a combat handler the way the transport does: parse the input, run, check the output. */
export function callHandler<M extends keyof typeof combatContract>(handlers: ReturnType<typeof combatHandlers>, method: M, input: unknown) {
  const parsed = combatContract[method].input.parse(input);
  const output = (handlers[method] as (i: typeof parsed) => unknown)(parsed);
  return combatContract[method].output.parse(output) as ReturnType<ReturnType<typeof combatHandlers>[M]>;
}

/** The next command of a running fight, turn after turn (the knocked out are revived at the turn's end). */
export function nextCommand(host: CombatHost, id: string): CombatCommandInput {
  const view = host.view(id);
  if (view.phase === 'declaring') return view.undeclared.length === 0 ? { type: 'initiative.roll' } : { type: 'action.quickDeclare' };
  if (view.phase === 'resolving') return { type: 'action.resolveNext' };
  if (view.phase === 'knockouts') return { type: 'knockout.roll' };
  const down = view.combatants.find((c) => c.knockedOut);
  return down ? { type: 'combatant.revive', targetId: down.id } : { type: 'turn.end' };
}
