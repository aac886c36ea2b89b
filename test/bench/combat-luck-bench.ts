// Issue 16: the cost of writing a fight through to its characters after every step (luck ledger
// reconciled, changed wounds written), for 500 combatants who are all campaign characters.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CombatHost } from '../../main/core/combat/combat-host';
import { closeDatabase, createDatabase } from '../../main/core/db/open';
import { createRepos } from '../../main/core/db/repos';
import { CombatCommandSchema, type CombatCommandInput, type CombatantSpec } from '../../shared/core/combat/commands';
import { npcPool } from '../../shared/core/dice/ability-roll';
import { FS32_COMBAT_RULESET } from '../../shared/systems/fs3.2/combat/ruleset';
import { createSeededRng } from '../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../shared/core/content/hit-charts';
import { TEST_SETTING, testCharacter } from '../helpers/db-fixtures';
import { RIFLE, VEST } from '../shared/core/mechanics/fixtures';
import type { Bench } from './types';

const T0 = '2026-05-01T18:00:00.000Z';
const CORE = FS32_COMBAT_RULESET.core;
const POOLS = Object.fromEntries(Object.entries({ Reflexes: 3, Firearms: 5, Melee: 4, Brawn: 3, Medicine: 2 }).map(([k, v]) => [k, npcPool(CORE, k, v)]));
const N = 500;

function spec(i: number): CombatantSpec {
  return {
    id: `c${i}`, name: `PC ${i}`, characterId: `pc-${i}`, kind: 'pc', team: i < N / 2 ? 1 : 2, pools: POOLS,
    weapon: RIFLE, armor: i % 2 === 0 ? VEST : null, chart: HUMANOID_HIT_CHART, stance: 'normal', cover: null, wounds: [], luckPoints: 3,
  };
}

const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

/** Eight turns of 500 PCs attacking, half with luck; a mock combat writes nothing back (the baseline). */
function run(isMock: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'fs3-luck-bench-'));
  const db = createDatabase(join(dir, 'bench.fs3'));
  try {
    const repos = createRepos(db);
    repos.campaign.put({ name: 'Bench', description: '', inGameDate: 'Day 1', createdAt: T0, updatedAt: T0 }, TEST_SETTING);
    repos.characters.insertMany(Array.from({ length: N }, (_, i) => testCharacter(`pc-${i}`, { luckPoints: 3 })));
    let n = 0;
    const host = new CombatHost({
      store: { repos, transact: (fn) => db.transaction(() => fn(repos))() },
      rng: createSeededRng('luck-500'), now: () => new Date(T0), newId: () => `id-${++n}`, appVersion: 'bench',
    });
    const send = (id: string, c: CombatCommandInput) => host.command(id, CombatCommandSchema.parse(c));
    const turns: number[] = [];
    const undos: number[] = [];
    const id = host.create({ name: 'Battle', isMock }).combatId;
    send(id, { type: 'combatant.add', combatants: Array.from({ length: N }, (_, i) => spec(i)) });
    send(id, { type: 'combat.start' });
    for (let k = 0; k < 8; k++) {
      const view = host.view(id);
      const up = view.combatants.filter((c) => !c.knockedOut);
      const foes = (team: number) => up.filter((c) => c.team !== team);
      const t0 = performance.now();
      // Everyone standing attacks; every other one with luck on the attack (while they have some).
      send(id, {
        type: 'action.declare',
        declarations: up.map((c, i) => ({
          combatantId: c.id,
          action: foes(c.team).length ? { kind: 'attack' as const, target: foes(c.team)[i % foes(c.team).length]!.id } : { kind: 'pass' as const },
          luck: i % 2 === 0 && (c.luckPoints ?? 0) > 0 ? { roll: 'attack' as const, effect: 'bonus' as const } : null,
        })),
      });
      for (const type of ['initiative.roll', 'action.resolveAll', 'knockout.roll', 'turn.end'] as const) send(id, { type });
      if (k >= 2) turns.push(performance.now() - t0);
      const u = performance.now();
      host.undo(id);
      undos.push(performance.now() - u);
      host.redo(id);
    }
    const entries = repos.ledgers.combatLuck(id).length;
    const wounds = repos.wounds.listAll().length;
    host.closeAll();
    return `median ${ms(median(turns))} ms/turn, undo ${ms(median(undos))} ms (${entries} luck entries, ${wounds} wounds on sheets)`;
  } finally {
    closeDatabase(db);
    rmSync(dir, { recursive: true, force: true });
  }
}

export const benches: Bench[] = [
  { name: 'One 500-PC turn, luck and wounds written through', target: 'mock + < 20 ms', run: () => run(false) },
  { name: 'One 500-PC turn, mock combat (nothing written)', target: 'baseline', run: () => run(true) },
];
