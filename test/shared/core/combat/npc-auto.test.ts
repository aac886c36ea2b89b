import { describe, expect, it } from 'vitest';
import type { CombatMachineEvent } from '../../../../shared/core/combat/commands';
import { EMPTY_HISTORY, stepHistory, type HistoryState } from '../../../../shared/core/combat/history';
import { NPC_MODE_WORDS, NPC_PROFILES, NPC_PROFILE_WORDS } from '../../../../shared/core/combat/npc-profiles';
import { replayEvents } from '../../../../shared/core/combat/replay';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { combatMachine } from '../../../helpers/fs32-machine';
import { decideFor, judgeOf } from '../../../../shared/core/combat/npc-auto';
import { ABILITIES, Driver, GRENADE, RULES, spec } from './fixtures';

const serious = { location: 'Chest', severity: 'serious' as const, initialSeverity: 'serious' as const, type: 'wound' as const, source: 'x', vehicle: false, healingPoints: 0, healingStarted: false, firstAid: 'none' as const, movedFrom: null };

function fight(seed = 'npc-auto') {
  const d = new Driver(seed).add(spec('pc1', 1, { kind: 'pc' }), spec('pc2', 1, { kind: 'pc', wounds: [serious] }), spec('pc3', 1, { kind: 'pc' }), spec('n1', 2), spec('n2', 2), spec('n3', 2));
  d.send({ type: 'combat.start' });
  return d;
}

describe('npc.setAuto', () => {
  it('stores mode and profile on the NPC or its team, undoably, and words every profile', () => {
    const d = fight();
    d.send({ type: 'npc.setAuto', teams: [2], change: { mode: 'automatic', profile: 'spread' } });
    d.send({ type: 'npc.setAuto', combatantIds: ['n1'], change: { mode: 'suggest' } });
    expect(d.snapshot.context.teams.find((t) => t.id === 2)?.npcAuto).toEqual({ mode: 'automatic', profile: 'spread' });
    expect(d.combatant('n1').npcAuto).toEqual({ mode: 'suggest' });
    d.send({ type: 'npc.setAuto', combatantIds: ['n1'], change: { mode: null } });
    expect(d.combatant('n1').npcAuto).toBeUndefined();
    for (const p of NPC_PROFILES) expect(NPC_PROFILE_WORDS[p].length).toBeGreaterThan(20);
    expect(Object.keys(NPC_MODE_WORDS)).toEqual(['automatic', 'suggest', 'manual']);
  });

  it.each([
    [{ change: { mode: 'automatic' } }, 'Choose the NPCs or the teams to set.'],
    [{ combatantIds: ['n1'], change: {} }, 'Nothing to change: choose a mode, a behaviour or whom to protect.'],
    [{ combatantIds: ['ghost'], change: { mode: 'automatic' } }, 'NPC: no one with id ghost is in this fight.'],
    [{ combatantIds: ['pc1'], change: { mode: 'automatic' } }, 'pc1 is a player character: only NPCs act on their own.'],
    [{ teams: [7], change: { mode: 'automatic' } }, 'Team: there is no team 7 in this fight.'],
    [{ combatantIds: ['n1'], change: { profile: 'protect' } }, 'Protects: n1 would protect nobody; choose a teammate, or another behaviour.'],
    [{ combatantIds: ['n1'], change: { profile: 'protect', ally: 'n1' } }, 'Protects: n1 cannot protect themselves; choose someone else.'],
    [{ combatantIds: ['n1'], change: { profile: 'protect', ally: 'nobody' } }, 'Protects: no one with id nobody is in this fight; choose someone who is.'],
  ])('refuses %j', (body, why) => {
    const d = fight();
    expect(d.send({ type: 'npc.setAuto', ...body } as never, true)).toBe(why);
  });
});

describe('npc.autoDeclare (FS3.2)', () => {
  it('declares the automatic, pre-fills the suggested, leaves the manual', () => {
    const d = fight();
    d.send({ type: 'npc.setAuto', combatantIds: ['n1'], change: { mode: 'automatic' } });
    d.send({ type: 'npc.setAuto', combatantIds: ['n2'], change: { mode: 'suggest' } });
    d.send({ type: 'npc.autoDeclare' });
    expect(d.combatant('n1').declaration?.action).toMatchObject({ kind: 'attack' });
    expect(d.combatant('n2').declaration).toBeNull();
    expect(d.combatant('n2').npcSuggestion).toMatchObject({ turn: 1, action: { kind: 'attack' } });
    expect(d.combatant('n3').declaration).toBeNull();
    expect(d.send({ type: 'npc.autoDeclare' }, true)).toMatch(/No NPC who can act/);
    expect(d.send({ type: 'npc.autoDeclare', combatantIds: ['pc1'] }, true)).toBe('pc1 is a player character: declare their action yourself.');
  });

  it('draws the target among equals with one die from the step, recorded in the event', () => {
    const d = fight();
    d.send({ type: 'npc.autoDeclare', combatantIds: ['n1'] });
    const dice = d.events.at(-1)!.dice;
    expect(dice).toEqual([{ label: 'n1: NPC target', sides: 3, faces: [expect.any(Number)] }]);
    const target = ['pc1', 'pc2', 'pc3'][dice[0]!.faces[0]! - 1];
    expect(d.combatant('n1').declaration?.action).toEqual({ kind: 'attack', target });
  });

  it('escapes when held (before reloading, as AresMUSH checks), reloads when empty, rolling nothing', () => {
    const d = new Driver().add(spec('pc1', 1, { kind: 'pc' }), spec('e', 2, { ammo: 0 }));
    d.send({ type: 'combat.start' });
    const ctx = d.snapshot.context;
    const held = { ...ctx.combatants[1]!, subduedBy: 'pc1' };
    const rng = { ...createSeededRng(1), mark() {} };
    const judge = judgeOf(RULES, ctx);
    expect(decideFor(RULES, ctx, held, rng, new Map(), judge).action).toEqual({ kind: 'escape' });
    expect(decideFor(RULES, ctx, ctx.combatants[1]!, rng, new Map(), judge).action).toEqual({ kind: 'reload' });
  });

  it('reloads when empty, rolling nothing; explodes with an explosive', () => {
    const d = new Driver().add(spec('pc1', 1, { kind: 'pc' }), spec('e', 2, { ammo: 0 }), spec('g', 2, { weapon: GRENADE }));
    d.send({ type: 'combat.start' });
    d.send({ type: 'npc.autoDeclare', combatantIds: ['e', 'g'] });
    expect(d.combatant('e').declaration?.action).toEqual({ kind: 'reload' });
    expect(d.combatant('g').declaration?.action).toEqual({ kind: 'explode', targets: [{ id: 'pc1', zone: 0 }] });
    expect(d.events.at(-1)!.dice).toEqual([]);
  });

  it('profiles: wounded picks the worst hurt, spread shares out, protect answers threats to the ally, cautious takes the stance', () => {
    const d = fight();
    d.send({ type: 'npc.setAuto', combatantIds: ['n1'], change: { mode: 'automatic', profile: 'wounded' } });
    d.send({ type: 'npc.autoDeclare' });
    expect(d.combatant('n1').declaration?.action).toEqual({ kind: 'attack', target: 'pc2' });

    const s = fight('spread');
    s.send({ type: 'npc.setAuto', teams: [2], change: { mode: 'automatic', profile: 'spread' } });
    s.send({ type: 'npc.autoDeclare' });
    const targets = ['n1', 'n2', 'n3'].map((id) => (s.combatant(id).declaration!.action as { target: string }).target);
    expect(new Set(targets)).toEqual(new Set(['pc1', 'pc2', 'pc3']));

    const p = fight('protect');
    p.send({ type: 'action.declare', declarations: [{ combatantId: 'pc3', action: { kind: 'attack', target: 'n2' } }] });
    p.send({ type: 'npc.setAuto', combatantIds: ['n1'], change: { mode: 'automatic', profile: 'protect', ally: 'n2' } });
    p.send({ type: 'npc.setAuto', combatantIds: ['n3'], change: { mode: 'automatic', profile: 'cautious' } });
    p.send({ type: 'npc.autoDeclare' });
    expect(p.combatant('n1').declaration?.action).toEqual({ kind: 'attack', target: 'pc3' });
    expect(p.combatant('n3').stance).toBe('cautious');
  });

  it('targets only other teams, never the hidden or knocked out; passes with no target', () => {
    const d = new Driver().add(spec('pc1', 1, { kind: 'pc', stance: 'normal' }), spec('pc2', 1, { kind: 'pc' }), spec('ally', 2), spec('n', 2));
    d.send({ type: 'combat.start' });
    d.send({ type: 'combatant.knockOut', targetId: 'pc2' });
    d.send({ type: 'npc.autoDeclare', combatantIds: ['n'] });
    expect(d.combatant('n').declaration?.action).toEqual({ kind: 'attack', target: 'pc1' });
    d.send({ type: 'combatant.knockOut', targetId: 'pc1' });
    d.send({ type: 'npc.autoDeclare', combatantIds: ['n'] });
    expect(d.combatant('n').declaration?.action).toEqual({ kind: 'pass' });
  });
});

describe('replay of an automated fight', () => {
  it('undone and redone 20 times, reproduces every NPC choice', () => {
    const d = new Driver('replay-41');
    d.add(...Array.from({ length: 4 }, (_, i) => spec(`p${i}`, 1, { kind: 'pc' })), ...Array.from({ length: 6 }, (_, i) => spec(`n${i}`, 2)));
    d.send({ type: 'npc.setAuto', teams: [1, 2], change: { mode: 'automatic', profile: 'spread' } });
    d.send({ type: 'combat.start' });
    for (let turn = 0; turn < 4; turn++) {
      d.send({ type: 'npc.autoDeclare' }, true);
      const pcs = d.snapshot.context.combatants.filter((c) => c.kind === 'pc' && !c.knockedOut && c.declaration === null);
      if (pcs.length) d.send({ type: 'action.declare', declarations: pcs.map((c) => ({ combatantId: c.id, action: { kind: 'pass' as const } })) });
      d.send({ type: 'initiative.roll' });
      d.send({ type: 'action.resolveAll' });
      d.send({ type: 'knockout.roll' });
      d.send({ type: 'turn.end' });
    }
    const events = d.events;
    const choices = (evs: CombatMachineEvent[]) => {
      const out: string[] = [];
      let s = replayEvents(combatMachine, { combatId: 'combat-1', abilities: ABILITIES }, []);
      for (const e of evs) {
        s = replayEvents(combatMachine, { combatId: 'combat-1', abilities: ABILITIES }, [e], s);
        if (e.type === 'npc.autoDeclare') out.push(JSON.stringify(s.context.combatants.map((c) => c.declaration)));
      }
      return { out, context: s.context };
    };
    const original = choices(events);
    expect(original.out.length).toBeGreaterThanOrEqual(4);
    expect(original.context).toEqual(d.snapshot.context);
    // The host's history: undo back some steps, redo them, 20 times; every command replays its stored dice.
    const rng = createSeededRng('undo-redo');
    let h: HistoryState = EMPTY_HISTORY;
    events.forEach((_, seq) => (h = stepHistory(h, { seq, type: 'command' })));
    for (let round = 0; round < 20; round++) {
      const back = 1 + rng.die(events.length) - 1;
      for (let i = 0; i < back && h.cursor > 0; i++) h = stepHistory(h, { seq: -1, type: 'history.undo' });
      const undone = choices(h.stack.slice(0, h.cursor).map((seq) => events[seq]!));
      expect(undone.out).toEqual(original.out.slice(0, undone.out.length));
      while (h.cursor < h.stack.length) h = stepHistory(h, { seq: -1, type: 'history.redo' });
      const redone = choices(h.stack.map((seq) => events[seq]!));
      expect(redone.out).toEqual(original.out);
      expect(redone.context).toEqual(original.context);
    }
  });
});
