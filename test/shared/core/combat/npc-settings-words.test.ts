import { describe, expect, it } from 'vitest';
import { Driver, spec } from './fixtures';

/** Two NPCs on team 2 against a PC, started. */
function fight() {
  const d = new Driver('npc-words').add(spec('pc1', 1, { kind: 'pc' }), spec('n1', 2), spec('n2', 2));
  d.send({ type: 'combat.start' });
  return d;
}

const lastNote = (d: Driver) => {
  const e = d.log.at(-1);
  return e?.kind === 'note' ? e.text : null;
};

describe('the log note of an npc.setAuto step, in plain words', () => {
  it('says whom an NPC protects and its mode and behaviour as the dialog names them', () => {
    const d = fight();
    d.send({ type: 'npc.setAuto', combatantIds: ['n1'], change: { mode: 'automatic', profile: 'protect', ally: 'n2' } });
    expect(lastNote(d)).toBe('n1 now protects n2; mode: automatic, behaviour: protect an ally.');
    d.send({ type: 'npc.setAuto', combatantIds: ['n1'], change: { profile: 'wounded', ally: null } });
    expect(lastNote(d)).toBe('n1 now protects no one; behaviour: focus the wounded.');
  });

  it('says a team\'s setting, and a cleared one as what it falls back to', () => {
    const d = fight();
    const team = d.snapshot.context.teams.find((t) => t.id === 2)!.name;
    d.send({ type: 'npc.setAuto', teams: [2], change: { mode: 'suggest', profile: 'spread' } });
    expect(lastNote(d)).toBe(`NPC automation for ${team}: mode: suggest, behaviour: spread fire.`);
    d.send({ type: 'npc.setAuto', combatantIds: ['n1'], change: { mode: 'manual' } });
    d.send({ type: 'npc.setAuto', combatantIds: ['n1'], change: { mode: null } });
    expect(lastNote(d)).toBe("NPC automation for n1: mode: as its team's.");
    d.send({ type: 'npc.setAuto', teams: [2], change: { profile: null } });
    expect(lastNote(d)).toBe(`NPC automation for ${team}: behaviour: default.`);
  });
});
