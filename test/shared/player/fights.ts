/** Real fights for the players' view tests: the machine driven step by step, each step's entries kept apart as main keeps them. */
import type { CombatCommandInput } from '../../../shared/core/combat/commands';
import type { CombatLogEntry } from '../../../shared/core/combat/log-entries';
import { toCombatView, type CombatView } from '../../../shared/core/combat/view';
import { publicFightOf, type PublicFight } from '../../../shared/player/public-input';
import type { CombatantPrivacy } from '../../../shared/player/privacy';
import type { CombatRuleset } from '../../../shared/core/mechanics/combat-ruleset';
import type { EditionLists } from '../../../shared/systems/types';
import { FS32_LISTS } from '../../../shared/systems/fs3.2/lists';
import { Driver, RIFLE, RULES, spec } from '../core/combat/fixtures';

const HISTORY = { position: 0, length: 0, canUndo: false, canRedo: false };

/** The view's system part as main builds it from an edition's lists. */
export function systemView(edition: string, lists: EditionLists): CombatView['system'] {
  return {
    edition,
    revision: 1,
    campaignRevision: 1,
    lists: {
      actions: [...lists.actions], stances: [...lists.stances], rangeBands: [...lists.rangeBands], luckOptions: [...lists.luckOptions],
      coverTypes: [...lists.coverTypes], woundSeverities: [...lists.woundSeverities],
      ...(lists.unlocatedWounds ? { unlocatedWounds: true } : {}),
    },
  };
}

/** The builder's input: the allow-list projection of a storyteller's view, as the hub makes it. */
export const publicOf = (view: CombatView): PublicFight => publicFightOf(view);

/** The storyteller's view with the given combatants' privacy overrides (set by a logged step in the app). */
export function withPrivacy(view: CombatView, overrides: Record<string, CombatantPrivacy>): CombatView {
  return { ...view, combatants: view.combatants.map((c) => (overrides[c.id] ? { ...c, privacy: overrides[c.id] } : c)) };
}

/** A driver that keeps each accepted command's entries as one step. */
export class StepDriver extends Driver {
  readonly steps: CombatLogEntry[][] = [];

  override send(input: CombatCommandInput, tolerate = false): string | null {
    const before = this.log.length;
    const refused = super.send(input, tolerate);
    if (refused === null) this.steps.push(this.log.slice(before));
    return refused;
  }

  view(rules: CombatRuleset = RULES): CombatView {
    return toCombatView(rules, this.snapshot, HISTORY, systemView('FS3.2', FS32_LISTS));
  }
}

/** The FS3.2 fight of these tests: two PCs against three NPCs, one of them a hidden sniper. */
export const CAST = {
  alice: 'Alice Marsh',
  bob: 'Bob Tanaka',
  cent: 'Centurion Three',
  sniper: 'Sniper Vex',
  grunt: 'Grunt Okafor',
} as const;

/** Who shoots whom each turn (the first standing target of the list). */
const TARGETS: Record<keyof typeof CAST, (keyof typeof CAST)[]> = {
  alice: ['cent', 'grunt', 'sniper'],
  bob: ['grunt', 'cent', 'sniper'],
  cent: ['alice', 'bob'],
  sniper: ['alice', 'bob'],
  grunt: ['bob', 'alice'],
};

/**
 * `turns` turns of everyone shooting rifles: declare, initiative, resolve, knockouts, end of turn.
 * `hiddenSniper`: the sniper joins hidden (as the app adds NPCs by default), so the players never
 * saw it and it has no public number; otherwise everyone joins visible, in roster order.
 */
export function fs32Fight(seed: string, turns = 4, hiddenSniper = false): StepDriver {
  const d = new StepDriver(seed);
  for (const [id, name] of Object.entries(CAST)) {
    const pc = id === 'alice' || id === 'bob';
    d.add(spec(id, pc ? 1 : 2, { name, kind: pc ? 'pc' : 'npc', weapon: RIFLE, ...(hiddenSniper && id === 'sniper' ? { privacy: { hidden: true } } : {}) }));
  }
  d.send({ type: 'team.rename', team: 2, name: 'Legion' });
  d.send({ type: 'combat.start' });
  for (let t = 0; t < turns; t++) {
    const up = (id: string) => !d.combatant(id).knockedOut;
    for (const id of Object.keys(CAST) as (keyof typeof CAST)[]) {
      if (!up(id)) continue;
      const target = TARGETS[id].find(up);
      d.send({ type: 'action.declare', declarations: [{ combatantId: id, action: target ? { kind: 'attack', target } : { kind: 'pass' } }] });
    }
    d.send({ type: 'initiative.roll' });
    d.send({ type: 'action.resolveAll' });
    d.send({ type: 'knockout.roll' });
    d.send({ type: 'turn.end' });
  }
  return d;
}
