import { rawPool, skillPool } from '../../shared/core/dice/ability-roll';
import { resolveAttack, type AttackInput } from '../../shared/core/mechanics/attack';
import { FS32_COMBAT_RULESET as RULES } from '../../shared/systems/fs3.2/combat/ruleset';
import { resolveTurn } from '../../shared/systems/fs3.2/combat/whole-turn';
import type { TurnAction, TurnCombatant } from '../../shared/core/mechanics/turn-state';
import { createSeededRng } from '../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../shared/core/content/hit-charts';
import { KNIFE, RIFLE, VEST } from '../shared/core/mechanics/fixtures';
import type { Bench } from './types';
import { inShippedChild, runShipped } from './shipped';
import { CombatCommandSchema } from '../../shared/core/combat/commands';
import { initialContext } from '../../shared/core/combat/context';
import { createRecordingRng } from '../../shared/core/combat/dice-tape';
import { applyCommand } from '../../shared/core/combat/steps';
import { fs31CombatBase, fs31TurnProcedures } from '../../shared/systems/fs3.1/combat';
import { percentilePool } from '../../shared/systems/fs3.1/pools';
import { FS31_RULESET } from '../../shared/systems/fs3.1/ruleset';

const CORE = RULES.core;
/** A typical shot: 7 attack dice with stance, aim and suppression against a vest, in cover. */
const SHOT: AttackInput = {
  weapon: RIFLE,
  attacker: {
    name: 'Bob',
    pool: skillPool(CORE, { name: 'Reactive', rating: 2 }, { name: 'Firearms', rating: 5 }),
    stance: 'banzai',
    woundModifier: 1,
    suppression: 1,
    aimed: true,
  },
  defender: {
    name: 'John',
    pool: rawPool(CORE, 3),
    stance: 'cover',
    woundModifier: 0,
    chart: HUMANOID_HIT_CHART,
    armor: VEST,
  },
  shot: { range: 'medium' },
};

/** 500 combatants in two teams: rifles (single shots and bursts), knives, aiming and passing. */
function army(): TurnCombatant[] {
  const pools = {
    Alertness: skillPool(CORE, { name: 'Reactive', rating: 2 }, { name: 'Alertness', rating: 3 }),
    Firearms: skillPool(CORE, { name: 'Reactive', rating: 2 }, { name: 'Firearms', rating: 4 }),
    Melee: skillPool(CORE, { name: 'Athletic', rating: 2 }, { name: 'Melee', rating: 3 }),
    Toughness: skillPool(CORE, { name: 'Athletic', rating: 2 }, { name: 'Toughness', rating: 2 }),
  };
  return Array.from({ length: 500 }, (_, i): TurnCombatant => {
    const foe = `c${(i + 250) % 500}`;
    const knife = i % 7 === 0;
    const action: TurnAction =
      i % 10 === 0
        ? { kind: 'aim', target: foe }
        : i % 10 === 1 && !knife
          ? { kind: 'attack', target: foe, burst: true }
          : { kind: 'attack', target: foe, range: 'medium' };
    return {
      id: `c${i}`,
      name: `Combatant ${i}`,
      pools,
      weapon: knife ? KNIFE : RIFLE,
      ammo: knife ? null : 30,
      armor: i % 2 === 0 ? VEST : null,
      chart: HUMANOID_HIT_CHART,
      stance: i % 5 === 0 ? 'cover' : 'normal',
      wounds: [],
      suppression: 0,
      aim: null,
      knockedOut: false,
      subduedBy: null,
      action,
    };
  });
}

const ENGINE_TURN = 'One complete turn for 500 combatants (engine only)';

/** The engine's own whole turn (`resolveTurn`), 20 warm then 200 measured (see shipped.ts for how it runs). */
function engineTurn(): string {
  const combatants = army();
  const abilities = { initiative: 'Alertness', toughness: 'Toughness', firstAid: 'First Aid' };
  for (let i = 0; i < 20; i++)
    resolveTurn(RULES, { turn: 1, combatants, abilities }, createSeededRng(`warm-${i}`));
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const rng = createSeededRng(`turn-${i}`);
    const t = performance.now();
    resolveTurn(RULES, { turn: 1, combatants, abilities }, rng);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(2);
  return `median ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms`;
}

export const benches: Bench[] = [
  {
    name: 'Full attack pipeline (attack/defense, location, cover, armor, damage)',
    target: '≥ 200,000 resolutions/s on one core',
    run: () => {
      const rng = createSeededRng('combat-bench');
      let wounds = 0;
      const loop = (ms: number) => {
        const start = performance.now();
        let n = 0;
        let elapsed = 0;
        do {
          for (let i = 0; i < 5_000; i++) if (resolveAttack(RULES, SHOT, rng).wound) wounds++;
          n += 5_000;
          elapsed = performance.now() - start;
        } while (elapsed < ms);
        return { n, elapsed };
      };
      loop(300);
      const { n, elapsed } = loop(2_000);
      const perSecond = (n / elapsed) * 1000;
      return `${Math.round(perSecond).toLocaleString('en-US')} resolutions/s (${((wounds / n) * 100).toFixed(0)}% wounding)`;
    },
  },
  {
    name: ENGINE_TURN,
    target: '< 10 ms per turn',
    run: () => (inShippedChild() ? engineTurn() : runShipped('combat-bench.ts', ENGINE_TURN)),
  },
];

/**
 * FS3.1 (issue 19): one whole turn of 500 combatants through the edition's procedures on the
 * machine's step functions (initiative, every action, knockouts, end of turn), no host.
 */
function fs31Turn(): string {
  const combat = fs31CombatBase(FS31_RULESET);
  const rules = { ...combat, procedures: fs31TurnProcedures({ combat }) };
  const pools = Object.fromEntries(Object.entries({ Alertness: 5, Firearms: 6, Melee: 5, Toughness: 5, 'First Aid': 4 }).map(([k, v]) => [k, percentilePool([{ kind: 'action-skill', name: k, rating: v }], [], 5)]));
  const abilities = { initiative: 'Alertness', toughness: 'Toughness', firstAid: 'First Aid' };
  let ctx = initialContext({ combatId: 'bench', abilities });
  const rec = createRecordingRng(createSeededRng('fs31-setup'));
  const specs = Array.from({ length: 500 }, (_, i) => ({
    id: `c${i}`, name: `Combatant ${i}`, characterId: null, kind: 'npc' as const, team: i < 250 ? 1 : 2, pools,
    weapon: i % 7 === 0 ? KNIFE : RIFLE, armor: i % 2 === 0 ? VEST : null, chart: HUMANOID_HIT_CHART,
    stance: i % 5 === 0 ? 'cover' : 'normal', cover: null, wounds: [], luckPoints: null,
  }));
  ctx = applyCommand(rules, ctx, CombatCommandSchema.parse({ type: 'combatant.add', combatants: specs }), rec).context;
  ctx = applyCommand(rules, ctx, { type: 'combat.start' }, rec).context;
  const foe = (i: number) => `c${(i + 250) % 500}`;
  const declarations = specs.map((s, i) => ({ combatantId: s.id, action: i % 3 === 0 ? { kind: 'attack' as const, target: foe(i), burst: s.weapon === RIFLE } : { kind: 'attack' as const, target: foe(i) }, luck: null }));
  ctx = applyCommand(rules, ctx, CombatCommandSchema.parse({ type: 'action.declare', declarations }) as never, rec).context;
  const turn = (seed: string) => {
    const rng = createRecordingRng(createSeededRng(seed));
    let c = applyCommand(rules, ctx, { type: 'initiative.roll' }, rng).context;
    c = applyCommand(rules, c, { type: 'action.resolveAll' }, rng).context;
    c = applyCommand(rules, c, { type: 'knockout.roll' }, rng).context;
    return applyCommand(rules, c, { type: 'turn.end' }, rng).context;
  };
  for (let i = 0; i < 5; i++) turn(`warm-${i}`);
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t = performance.now();
    turn(`fs31-${i}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(2);
  return `median ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms`;
}

benches.push({ name: 'One complete FS3.1 turn for 500 combatants (procedures)', target: '< 50 ms per turn', run: fs31Turn });
