/**
 * Issue 35, the leaks left after the allow-list builder: what the storyteller writes inside an
 * edition's ready-made log text (a modifier's reason in FS3.1's and seed 003's dice lines, a seed
 * 003 task's label) and the names the storyteller gives vehicles never reach the players. Each
 * edition gives its notes a players' form built from the same parts (log-entries.ts,
 * `playerDice` / `playerHeadline`); the lens knows vehicles by their catalog type.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../shared/core/combat/commands';
import type { CombatLogEntry } from '../../../shared/core/combat/log-entries';
import { createCombatMachine } from '../../../shared/core/combat/machine';
import { planCommand } from '../../../shared/core/combat/plan';
import { toCombatView } from '../../../shared/core/combat/view';
import { buildPlayerView } from '../../../shared/player/build';
import { publicFightOf } from '../../../shared/player/public-input';
import { DEFAULT_PLAYER_PRIVACY, type PlayerPrivacy } from '../../../shared/player/privacy';
import { PlayerViewSchema, type PlayerView } from '../../../shared/player/view-schema';
import { npcPool } from '../../../shared/core/dice/ability-roll';
import type { CombatRules } from '../../../shared/core/combat/procedures';
import { FS32_COMBAT_RULESET } from '../../../shared/systems/fs3.2/combat/ruleset';
import { createSeededRng } from '../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../../shared/core/content/hit-charts';
import { FS31_LISTS } from '../../../shared/systems/fs3.1/combat';
import { ETKIN_LISTS } from '../../../shared/systems/fading-suns-etkin/combat/lists';
import { FS32_LISTS } from '../../../shared/systems/fs3.2/lists';
import { findEdition } from '../../../shared/systems/registry';
import type { GameSystem } from '../../../shared/systems/types';
import { vehicleSpec } from '../core/combat/random-commands';
import { PISTOL, RIFLE } from '../core/mechanics/fixtures';
import { base as etkinBase, DANTE, fight as etkinMachine, KURGAN } from '../systems/fading-suns-etkin/combat/helpers';
import { defaultConfig } from '../systems/aresmush-3e/combat/helpers';
import { base as fs31Base, fight as fs31Machine, pools as fs31Pools, seeded } from '../systems/fs3.1/combat/helpers';
import { spec } from '../core/combat/fixtures';
import { StepDriver, systemView } from './fights';

const HISTORY = { position: 0, length: 0, canUndo: false, canRedo: false };
/** The storyteller's words of these fights: none may reach a player. */
const REASON = 'Smokescreen of the Duke';
const LABEL = 'Secret strike for the Duke';
const STORYTELLER_WORDS = /Smokescreen|Duke|Secret strike/;
/** Everything about NPCs shown: names, rolls, wounds. */
const OPEN = { npcNames: 'real', npcRolls: 'shown', npcWounds: 'exact' } as const;

const build = (view: ReturnType<typeof toCombatView>, steps: readonly (readonly CombatLogEntry[])[], privacy: Partial<PlayerPrivacy> = {}): PlayerView =>
  PlayerViewSchema.parse(buildPlayerView({ fight: { view: publicFightOf(view), steps }, privacy: { ...DEFAULT_PLAYER_PRIVACY, ...privacy }, version: 1 }));
const allDice = (v: PlayerView) => v.fight!.log.flatMap((l) => l.dice ?? []);
const gmText = (steps: readonly (readonly CombatLogEntry[])[]) => JSON.stringify(steps);
const modifier = (combatantId: string, dice: number) => ({ type: 'modifier.add' as const, modifier: { id: `m-${combatantId}`, combatantId, dice, reason: REASON, roll: 'all' as const, duration: 'combat' as const } });

describe('issue 35: a storyteller\'s modifier inside an edition\'s dice text', () => {
  it('FS3.1: the PC\'s dice show "Storyteller −10", never the reason; the storyteller\'s own log keeps it', () => {
    const f = fs31Machine();
    const rng = seeded('storyteller-words');
    const guns = fs31Pools({ Firearms: 5, Reflexes: 5, Toughness: 5 });
    f.send({ type: 'combatant.add', combatants: [
      { ...fs31Base, id: 'ann', name: 'Ann Vasquez', kind: 'pc', team: 1, pools: guns, weapon: RIFLE },
      { ...fs31Base, id: 'goon', name: 'Goon Malloy', team: 2, pools: guns, weapon: PISTOL },
    ] });
    f.send(modifier('ann', -10));
    f.send(modifier('goon', 10));
    f.send({ type: 'combat.start' });
    for (let turn = 0; turn < 2; turn++) {
      const up = (id: string) => !f.who(id).knockedOut;
      const declarations = ([['ann', 'goon'], ['goon', 'ann']] as const).filter(([id]) => up(id)).map(([id, target]) => ({ combatantId: id, action: up(target) ? { kind: 'attack' as const, target } : { kind: 'pass' as const } }));
      if (declarations.length) f.send({ type: 'action.declare', declarations }, rng);
      for (const type of ['initiative.roll', 'action.resolveAll', 'knockout.roll', 'turn.end'] as const) f.send({ type }, rng);
    }
    expect(gmText(f.log), 'the storyteller\'s log names the reason').toContain(REASON);
    const view = toCombatView(f.rules, f.actor.getSnapshot(), HISTORY, systemView('FS3.1', FS31_LISTS));
    for (const privacy of [{}, OPEN]) {
      const v = build(view, f.log, privacy);
      expect(JSON.stringify(v)).not.toMatch(STORYTELLER_WORDS);
      // Ann's attack and initiative dice are there, her modifier told as the storyteller's.
      expect(allDice(v).some((d) => d.includes('Storyteller \u221210') || d.includes('Storyteller -10'))).toBe(true);
      expect(allDice(v).some((d) => d.startsWith('Ann Vasquez:') && d.includes('Storyteller'))).toBe(true);
    }
  });

  it('seed 003: the reason leaves the goal and the initiative, the task\'s label leaves headline and dice', () => {
    const f = etkinMachine();
    const rng = createSeededRng('etkin-x');
    f.send({ type: 'combatant.add', combatants: [
      { ...etkinBase, id: 'dante', name: 'Dante', kind: 'pc', team: 1, luckPoints: 3, pools: DANTE },
      { ...etkinBase, id: 'kurgan', name: 'Kurgan', team: 2, pools: KURGAN },
    ] }, rng);
    f.send(modifier('dante', -2), rng);
    f.send({ type: 'combat.start' }, rng);
    f.send({ type: 'initiative.roll' }, rng);
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'dante', action: { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: 'kurgan', label: LABEL } }] }, rng);
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'kurgan', action: { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: 'dante' } }] }, rng);
    for (const type of ['actions.begin', 'action.resolveAll', 'knockout.roll', 'turn.end'] as const) f.send({ type }, rng);
    expect(gmText(f.log)).toContain(REASON);
    expect(gmText(f.log)).toContain(LABEL);
    const view = toCombatView(f.rules, f.actor.getSnapshot(), HISTORY, systemView('Fading Suns (Etkin house rules)', ETKIN_LISTS));
    expect(JSON.stringify(build(view, f.log))).not.toMatch(STORYTELLER_WORDS);
    // Everyone's rolls shown (a dice line naming an NPC whose rolls are hidden is dropped whole).
    const v = build(view, f.log, OPEN);
    expect(JSON.stringify(v)).not.toMatch(STORYTELLER_WORDS);
    const texts = v.fight!.log.map((l) => l.text);
    // Dante's task under its public words (characteristic + skill), its dice with the storyteller's −2.
    expect(texts.some((t) => t.startsWith('Dante: Dex + Shoot at Kurgan \u2014'))).toBe(true);
    expect(texts.some((t) => t.startsWith('Turn 1 actions, highest initiative first:') && t.includes('Dante'))).toBe(true);
    expect(allDice(v).some((d) => d.startsWith('Dante (Dex + Shoot at Kurgan)') && /\u2212 2 \(Storyteller\)/.test(d))).toBe(true);
    expect(allDice(v).some((d) => d.startsWith('Dante: initiative') && /\u2212 2 \(Storyteller\)/.test(d))).toBe(true);
  });

  it('AresMUSH 3e: the PC\'s dice still show, and nothing the storyteller wrote', () => {
    const system = { config: defaultConfig() } as GameSystem;
    const rules: CombatRules = { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures: findEdition('aresmush-3e')!.combatProcedures!(system) };
    const actor = createActor(createCombatMachine(rules), { input: { combatId: 'w3e', abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' } } }).start();
    const rng = createSeededRng('storyteller-words-3e');
    const steps: CombatLogEntry[][] = [];
    const send = (input: CombatCommandInput) => {
      const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
      if (!plan.ok) throw new Error(plan.reason);
      actor.send(plan.event);
      steps.push(plan.entries);
    };
    const pools = (ratings: Record<string, number>) => Object.fromEntries(Object.entries(ratings).map(([k, n]) => [k, npcPool(FS32_COMBAT_RULESET.core, k, n)]));
    const b = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal' as const, cover: null, wounds: [], armor: null };
    send({ type: 'combatant.add', combatants: [
      { ...b, id: 'ann', name: 'Ann', kind: 'pc', team: 1, luckPoints: 2, pools: pools({ Firearms: 5, Alertness: 3 }), weapon: RIFLE },
      { ...b, id: 'goon', name: 'Goon', kind: 'npc', team: 2, luckPoints: null, pools: pools({ Firearms: 4 }), weapon: PISTOL },
    ] });
    send({ ...modifier('ann', -1), modifier: { ...modifier('ann', -1).modifier, duration: 'turn' } });
    send({ type: 'combat.start' });
    send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'goon' } }, { combatantId: 'goon', action: { kind: 'attack', target: 'ann' } }] });
    for (const type of ['initiative.roll', 'action.resolveAll', 'knockout.roll', 'turn.end'] as const) send({ type });
    expect(gmText(steps)).toContain(REASON);
    const view = toCombatView(rules, actor.getSnapshot(), HISTORY, systemView('AresMUSH 3e', FS32_LISTS));
    expect(JSON.stringify(build(view, steps))).not.toMatch(STORYTELLER_WORDS);
    const v = build(view, steps, OPEN);
    expect(JSON.stringify(v)).not.toMatch(STORYTELLER_WORDS);
    expect(allDice(v).some((d) => d.includes('Ann'))).toBe(true);
  });
});

describe('issue 35: vehicles the storyteller named', () => {
  /** Alice shoots a Viper the storyteller named, piloted by a visible NPC; a hidden sniper's name is in another's. */
  function vehicleFight() {
    const d = new StepDriver('vehicle-names');
    d.add(spec('alice', 1, { name: 'Alice Marsh', kind: 'pc', weapon: RIFLE }));
    d.add(spec('cent', 2, { name: 'Centurion Three', kind: 'npc', weapon: RIFLE }));
    d.add(spec('sniper', 2, { name: 'Sniper Vex', kind: 'npc', weapon: RIFLE, privacy: { hidden: true } }));
    d.send({ type: 'vehicle.add', vehicle: { ...vehicleSpec('v1'), name: 'The Duke\u2019s Gunship' } });
    d.send({ type: 'vehicle.add', vehicle: { ...vehicleSpec('v2'), name: 'Vex\u2019s Raider' } });
    d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'cent', role: 'pilot' });
    d.send({ type: 'combat.start' });
    for (let t = 0; t < 3; t++) {
      d.send({ type: 'action.declare', declarations: [
        { combatantId: 'alice', action: { kind: 'attack', target: t === 2 ? 'v2' : 'v1' } },
        { combatantId: 'cent', action: { kind: 'pass' } },
        { combatantId: 'sniper', action: { kind: 'pass' } },
      ] });
      for (const type of ['initiative.roll', 'action.resolveAll', 'knockout.roll', 'turn.end'] as const) d.send({ type });
    }
    return d;
  }

  it('shows a named vehicle by its catalog type, and a vehicle named after a hidden NPC never tells the name', () => {
    const d = vehicleFight();
    expect(gmText(d.steps)).toContain('Duke\u2019s Gunship');
    for (const privacy of [{}, OPEN]) {
      const v = build(d.view(), d.steps, privacy);
      const json = JSON.stringify(v);
      expect(json).not.toMatch(/Duke|Gunship|Vex|Raider/);
      // Alice's shots at them are still told, at the Viper.
      expect(v.fight!.log.some((l) => l.text.startsWith('Alice Marsh') && l.text.includes('Viper'))).toBe(true);
    }
  });

  it('a removed vehicle keeps its public form in older lines', () => {
    const d = vehicleFight();
    d.send({ type: 'vehicle.remove', vehicleId: 'v1' });
    const v = buildPlayerView({ fight: { view: publicFightOf(d.view()), steps: d.steps }, privacy: DEFAULT_PLAYER_PRIVACY, version: 1, formerVehicles: [{ id: 'v1', name: 'The Duke\u2019s Gunship', vehicle: 'Viper' }] });
    expect(JSON.stringify(v)).not.toMatch(/Duke|Gunship/);
    expect(v.fight!.log.some((l) => l.text.startsWith('Alice Marsh') && l.text.includes('Viper'))).toBe(true);
  });
});

describe('issue 35: a note\'s own text is the storyteller\'s', () => {
  it('shows a note\'s dice only in the players\' form its edition gave, and its players\' headline over its own', () => {
    const d = new StepDriver('note-forms');
    d.add(spec('alice', 1, { name: 'Alice Marsh', kind: 'pc', weapon: RIFLE }));
    const notes: CombatLogEntry[] = [
      // An edition that gave no players' form: its text may hold anything the storyteller wrote.
      { kind: 'note', turn: 1, text: 'Alice Marsh (Smokescreen of the Duke \u22122): [3]', headline: 'Alice Marsh ducks' },
      { kind: 'note', turn: 1, text: 'Alice Marsh (Secret strike for the Duke): [6]', headline: 'Alice Marsh: Secret strike for the Duke', playerHeadline: 'Alice Marsh: Dex + Shoot', playerDice: ['Alice Marsh (Dex + Shoot): [6]'] },
    ];
    const v = build(d.view(), [...d.steps, notes]);
    expect(v.fight!.log.slice(-2)).toEqual([
      { turn: 1, text: 'Alice Marsh ducks.' },
      { turn: 1, text: 'Alice Marsh: Dex + Shoot.', dice: ['Alice Marsh (Dex + Shoot): [6]'] },
    ]);
    expect(JSON.stringify(v)).not.toMatch(STORYTELLER_WORDS);
  });
});
