/**
 * Issue 21: the players' view built after every committed step of a big FS3.2 fight — 200
 * combatants (10 PCs, 190 NPCs, 20 of them hidden, generic names) over a 300-step log — as main
 * builds it for the player channel. Measured: the build alone (the storyteller's view is made
 * before, untimed), per step; "cold" is the same build when the names or visibility changed, so
 * every line of the log is rebuilt instead of only the new step's.
 */
import { toCombatView, createViewMemo, type CombatView } from '../../shared/core/combat/view';
import { buildPlayerView } from '../../shared/player/build';
import { DEFAULT_PLAYER_PRIVACY } from '../../shared/player/privacy';
import { publicFightOf } from '../../shared/player/public-input';
import { FS32_LISTS } from '../../shared/systems/fs3.2/lists';
import { RIFLE, RULES, spec } from '../shared/core/combat/fixtures';
import { StepDriver, systemView, withPrivacy } from '../shared/player/fights';
import type { Bench } from './types';
import { upperQuantile as quantile } from './measure';

const HISTORY = { position: 0, length: 0, canUndo: false, canRedo: false };
const SIZE = 200;
const PCS = 10;
const STEPS = 300;


function run(): { warm: number[]; cold: number[]; lines: number } {
  const d = new StepDriver('player-view-bench');
  const memo = createViewMemo();
  const system = systemView('FS3.2', FS32_LISTS);
  const ids = Array.from({ length: SIZE }, (_, i) => `c${i}`);
  const hidden = Object.fromEntries(ids.filter((_, i) => i >= PCS && i % 9 === 0).map((id) => [id, { hidden: true }]));
  const warm: number[] = [];
  const cold: number[] = [];
  let lines = 0;
  const measure = () => {
    const view: CombatView = withPrivacy(toCombatView(RULES, d.snapshot, HISTORY, system, memo), hidden);
    // Timed with the projection the hub makes before every build (issue 35).
    const build = (v: CombatView) => buildPlayerView({ fight: { view: publicFightOf(v), steps: d.steps }, privacy: DEFAULT_PLAYER_PRIVACY, version: d.steps.length });
    let t = performance.now();
    const out = build(view);
    warm.push(performance.now() - t);
    lines = out.fight!.log.length;
    if (d.steps.length % 10 === 0) {
      // A public name changed: the lens changes, every kept line is rebuilt.
      const renamed = withPrivacy(view, { ...hidden, [ids[PCS]!]: { publicName: `Boss ${d.steps.length}` } });
      t = performance.now();
      build(renamed);
      cold.push(performance.now() - t);
    }
  };
  const send = (input: Parameters<StepDriver['send']>[0]) => {
    if (d.send(input, true) === null && d.steps.length <= STEPS) measure();
  };
  send({ type: 'combatant.add', combatants: ids.map((id, i) => spec(id, i % 2 === 0 ? 1 : 2, { name: i < PCS ? `Hero ${i}` : `Trooper ${i}`, kind: i < PCS ? 'pc' : 'npc', weapon: RIFLE })) });
  send({ type: 'combat.start' });
  while (d.steps.length < STEPS) {
    const up = d.snapshot.context.combatants.filter((c) => !c.knockedOut);
    const foes = (team: number) => up.filter((c) => c.team !== team);
    for (const c of up.filter((x) => x.kind === 'pc')) {
      const foe = foes(c.team)[0];
      send({ type: 'action.declare', declarations: [{ combatantId: c.id, action: foe ? { kind: 'attack', target: foe.id } : { kind: 'pass' } }] });
    }
    send({ type: 'action.quickDeclare' });
    send({ type: 'initiative.roll' });
    for (let k = 0; k < 20; k++) send({ type: 'action.resolveNext' });
    send({ type: 'action.resolveAll' });
    send({ type: 'knockout.roll' });
    send({ type: 'turn.end' });
  }
  return { warm, cold, lines };
}

export const benches: Bench[] = [
  {
    name: 'Players\' view, 200 combatants, 300-step log',
    target: '< 10 ms a step at p95 (of issue 21\'s 50 ms step-to-paint; one build serves every player)',
    run: () => {
      const { warm, cold, lines } = run();
      const f = (x: number) => x.toFixed(2);
      return `median ${f(quantile(warm, 0.5))} ms, p95 ${f(quantile(warm, 0.95))} ms a step (cold ${f(quantile(cold, 0.5))}/${f(quantile(cold, 0.95))} ms; ${warm.length} steps, ${lines} lines)`;
    },
  },
];
