import { describe, expect, it } from 'vitest';
import type { CombatLogEntry, TurnFact } from '../../../shared/core/combat/log-entries';
import { buildPlayerView, PLAYER_LOG_LINES } from '../../../shared/player/build';
import { DEFAULT_PLAYER_PRIVACY, type CombatantPrivacy, type PlayerPrivacy, type WoundDisplay } from '../../../shared/player/privacy';
import { PlayerViewSchema, type PlayerView } from '../../../shared/player/view-schema';
import { createWound } from '../../../shared/core/mechanics/wounds';
import { FS32_LISTS } from '../../../shared/systems/fs3.2/lists';
import { RIFLE, spec } from '../core/combat/fixtures';
import { CAST, fs32Fight, publicOf, StepDriver, withPrivacy } from './fights';

type Fight = ReturnType<typeof fs32Fight>;

function build(d: StepDriver, overrides: Record<string, CombatantPrivacy> = {}, privacy: Partial<PlayerPrivacy> = {}): PlayerView {
  const out = buildPlayerView({ fight: { view: publicOf(withPrivacy(d.view(), overrides)), steps: d.steps }, privacy: { ...DEFAULT_PLAYER_PRIVACY, ...privacy }, version: 7 });
  // What goes on the wire is what the page's schema accepts.
  return PlayerViewSchema.parse(out);
}

const fightOf = (v: PlayerView) => v.fight!;
const texts = (v: PlayerView) => fightOf(v).log.map((l) => l.text);
const allDice = (v: PlayerView) => fightOf(v).log.flatMap((l) => l.dice ?? []);
const woundFacts = (d: Fight, actor: string) =>
  d.steps.flat().flatMap((e) => (e.kind === 'action' && e.actor === actor ? (e.facts ?? []) : [])).filter((f): f is Extract<TurnFact, { kind: 'wound' }> => f.kind === 'wound');

/** Seed p1, three turns: the sniper wounds Alice (turn 1) and Bob (turn 2); both PCs end knocked out. `hidden`: the sniper joined hidden. */
const fight = (hidden = false) => fs32Fight('p1', 3, hidden);
const HIDDEN_SNIPER = { sniper: { hidden: true } };
const SEVERITY_WORDS = FS32_LISTS.woundSeverities.map((s) => s.label);

describe('the players\' view of an FS3.2 fight with a hidden sniper (campaign defaults)', () => {
  it('leaves the hidden sniper out everywhere: rows, teams, log, dice, counts', () => {
    const d = fight(true);
    const v = build(d, HIDDEN_SNIPER);
    const json = JSON.stringify(v);
    expect(json).not.toMatch(/sniper|vex/i);
    // Generic names by default: no NPC's real name either.
    expect(json).not.toMatch(/Centurion|Okafor|Grunt/);
    expect(fightOf(v).combatants.map((c) => c.name)).toEqual(['Alice Marsh', 'Bob Tanaka', 'NPC 1', 'NPC 2']);
    expect(fightOf(v).combatants.every((c) => !['alice', 'bob', 'cent', 'grunt'].includes(c.key))).toBe(true);
    // Team 2 is "Legion" to the storyteller only: players get the neutral label (issue 35).
    expect(fightOf(v).teams).toEqual([{ id: 1, name: 'Team 1' }, { id: 2, name: 'Team 2' }]);
    expect(json).not.toContain('Legion');
    // Initiative lines count the visible only.
    for (const line of texts(v).filter((t) => t.startsWith('Initiative'))) expect(line.split(',').length).toBeLessThanOrEqual(4);
  });

  it('tells the sniper\'s hit on Alice without an attacker, as her exact wounds allow, and drops its misses and their suppression', () => {
    const d = fight(true);
    const [hit] = woundFacts(d, CAST.sniper).filter((f) => f.who === CAST.alice);
    expect(hit, 'the seed has the sniper wound Alice').toBeDefined();
    expect(woundFacts(fight(true), CAST.sniper), 'joining hidden changes no die').toEqual(woundFacts(d, CAST.sniper));
    const v = build(d, HIDDEN_SNIPER);
    expect(texts(v)).toContain(`Alice Marsh is hit: ${hit!.level} wound (${hit!.location}).`);
    // Visible shots keep their attacker.
    expect(texts(v).some((t) => /^NPC 1 hits Alice Marsh in the \w+/.test(t))).toBe(true);
    // The sniper's steps add no "Suppression: Alice 0 → 1" out of nowhere: one suppression line per visible shot at most.
    const storyteller = d.steps.flat().filter((e) => e.kind === 'suppression').length;
    const sniperShots = d.steps.flat().filter((e) => e.kind === 'action' && e.actor === CAST.sniper && e.result.kind === 'attack').length;
    expect(texts(v).filter((t) => t.startsWith('Suppression')).length).toBeLessThanOrEqual(storyteller - sniperShots);
  });

  it('never shows the storyteller\'s notes: setup, declarations, overrides', () => {
    const d = fight(true);
    d.send({ type: 'wound.add', targetId: 'alice', wound: createWound({ location: 'Arm', severity: 'light', type: 'wound', source: 'Storyteller' }) });
    const v = build(d, HIDDEN_SNIPER);
    expect(texts(v).filter((t) => /joins|will attack|Combat begins|Storyteller|is now called/.test(t))).toEqual([]);
    expect(allDice(v).filter((t) => /Storyteller/.test(t))).toEqual([]);
  });

  it('shows PCs\' dice and never an NPC\'s (npcRolls hidden)', () => {
    const v = build(fight(true), HIDDEN_SNIPER);
    expect(allDice(v).some((t) => t.startsWith('Alice Marsh attacks:') || t.startsWith('Bob Tanaka attacks:'))).toBe(true);
    expect(allDice(v).filter((t) => t.includes('NPC'))).toEqual([]);
    // An NPC's outcome line keeps no bracketed dice or figures either.
    expect(texts(v).filter((t) => t.startsWith('NPC') && /\[|\(−/.test(t))).toEqual([]);
  });

  it('judges visibility by the current view: revealed, the sniper\'s earlier shots appear under its public number, without dice', () => {
    const d = fight(true);
    const hidden = build(d);
    d.send({ type: 'privacy.set', combatantIds: ['sniper'], change: { hidden: false } });
    const v = build(d);
    // Issue 35: the Centurion and the grunt keep the numbers they had; the sniper, shown last, is NPC 3, listed last.
    expect(fightOf(hidden).combatants.map((c) => c.name)).toEqual(['Alice Marsh', 'Bob Tanaka', 'NPC 1', 'NPC 2']);
    expect(fightOf(v).combatants.map((c) => c.name)).toEqual(['Alice Marsh', 'Bob Tanaka', 'NPC 1', 'NPC 2', 'NPC 3']);
    expect(fightOf(v).combatants.slice(0, 4)).toEqual(fightOf(hidden).combatants);
    const line = fightOf(v).log.find((l) => l.text.startsWith('NPC 3 hits Alice Marsh'));
    expect(line).toBeDefined();
    expect((line!.dice ?? []).filter((t) => t.includes('NPC 3'))).toEqual([]);
    expect(JSON.stringify(v)).not.toMatch(/Sniper|Vex/);
  });

  it('names NPCs by their public name, else by their own name when the campaign says so; a renamed NPC\'s real name never shows', () => {
    const v = build(fight(true), { cent: { publicName: 'Centurion' }, ...HIDDEN_SNIPER }, { npcNames: 'real' });
    expect(fightOf(v).combatants.map((c) => c.name)).toEqual(['Alice Marsh', 'Bob Tanaka', 'Centurion', 'Grunt Okafor']);
    expect(texts(v).some((t) => t.startsWith('Centurion hits Alice Marsh'))).toBe(true);
    expect(JSON.stringify(v)).not.toContain('Centurion Three');
  });

  it('shows the storyteller\'s title and team names never, their player-facing ones as given (issue 35)', () => {
    const d = fight(true);
    d.send({ type: 'team.rename', team: 2, name: 'Vex and friends' });
    const neutral = build(d);
    expect(fightOf(neutral).name).toBe('Fight');
    expect(fightOf(neutral).teams.map((t) => t.name)).toEqual(['Team 1', 'Team 2']);
    expect(JSON.stringify(neutral)).not.toMatch(/Vex|friends|Legion/);
    d.send({ type: 'privacy.names', title: 'Night at the docks', teams: [{ team: 2, name: 'The Legion' }] });
    const named = build(d);
    expect(fightOf(named).name).toBe('Night at the docks');
    expect(fightOf(named).teams).toEqual([{ id: 1, name: 'Team 1' }, { id: 2, name: 'The Legion' }]);
    // Nothing else moved: the same rows and log.
    expect(fightOf(named).combatants).toEqual(fightOf(neutral).combatants);
    expect(fightOf(named).log).toEqual(fightOf(neutral).log);
  });

  it('numbers teams in the order the players first saw them: a team of hidden members has no number to betray it', () => {
    const d = new StepDriver('team-numbers').add(
      spec('alice', 1, { name: 'Alice Marsh', kind: 'pc' }),
      spec('ghost', 2, { name: 'Ghost', privacy: { hidden: true } }),
      spec('cent', 3, { name: 'Centurion Three' }),
    );
    const before = fightOf(build(d));
    expect(before.teams).toEqual([{ id: 1, name: 'Team 1' }, { id: 2, name: 'Team 2' }]);
    expect(before.combatants.map((c) => [c.name, c.team])).toEqual([['Alice Marsh', 1], ['NPC 1', 2]]);
    d.send({ type: 'privacy.set', combatantIds: ['ghost'], change: { hidden: false } });
    const after = fightOf(build(d));
    // The ghosts' team is the third the players saw; the others keep their numbers.
    expect(after.teams).toEqual([{ id: 1, name: 'Team 1' }, { id: 2, name: 'Team 2' }, { id: 3, name: 'Team 3' }]);
    expect(after.combatants.map((c) => [c.name, c.team])).toEqual([['Alice Marsh', 1], ['NPC 1', 2], ['NPC 2', 3]]);
  });

  it('shows a team only with a visible member', () => {
    const d = new StepDriver('teams').add(spec('alice', 1, { name: 'Alice Marsh', kind: 'pc' }), spec('sniper', 3, { name: 'Sniper Vex', privacy: { hidden: true } }));
    d.send({ type: 'team.rename', team: 3, name: 'Ghosts' });
    const v = build(d, HIDDEN_SNIPER);
    expect(fightOf(v).teams).toEqual([{ id: 1, name: 'Team 1' }]);
    expect(JSON.stringify(v)).not.toContain('Ghosts');
  });
});

describe('wounds by display', () => {
  const everyone = (display: WoundDisplay): Partial<PlayerPrivacy> => ({ pcWounds: display, npcWounds: display, npcNames: 'real', npcRolls: 'shown' });
  const locations = (d: Fight) => [...new Set(d.steps.flat().flatMap((e) => (e.facts ?? []).flatMap((f) => (f.kind === 'wound' ? [f.location] : []))))];
  const logJson = (v: PlayerView) => JSON.stringify(fightOf(v).log);

  it('exact: severity words and locations, in the rows and the log', () => {
    const d = fight();
    const v = build(d, {}, everyone('exact'));
    const alice = fightOf(v).combatants.find((c) => c.name === 'Alice Marsh')!;
    expect(alice.wounds).toEqual({ display: 'exact', list: d.combatant('alice').wounds.map((w) => ({ severity: FS32_LISTS.woundSeverities.find((s) => s.id === w.severity)!.label, location: w.location })), out: true });
    expect(texts(v).some((t) => /hits Alice Marsh in the \w+ — \w+ wound/.test(t))).toBe(true);
  });

  it('severity: the words, never a location', () => {
    const d = fight();
    const v = build(d, {}, everyone('severity'));
    expect(fightOf(v).combatants[0]!.wounds).toEqual({ display: 'severity', list: d.combatant('alice').wounds.map((w) => FS32_LISTS.woundSeverities.find((s) => s.id === w.severity)!.label), out: true });
    expect(locations(d).length).toBeGreaterThan(0);
    for (const where of locations(d)) expect(logJson(v)).not.toMatch(new RegExp(`(in|to) the ${where}|\\(${where}\\)|: ${where}`));
    expect(texts(v).some((t) => /Alice Marsh is hit: \w+ wound\b/.test(t))).toBe(true);
  });

  it('status: one word in the rows, no severity word or location in the log', () => {
    const d = fight();
    const v = build(d, {}, everyone('status'));
    expect(fightOf(v).combatants[0]!.wounds).toEqual({ display: 'status', status: 'out' });
    expect(logJson(v)).not.toMatch(new RegExp(`\\b(${SEVERITY_WORDS.join('|')})\\b`));
    for (const where of locations(d)) expect(logJson(v)).not.toMatch(new RegExp(`(in|to) the ${where}|\\(${where}\\)`));
    expect(texts(v).some((t) => t.endsWith('Alice Marsh is hit.'))).toBe(true);
  });

  it('none: nothing, not even "out"', () => {
    const d = fight();
    const v = build(d, {}, everyone('none'));
    expect(fightOf(v).combatants.map((c) => c.wounds)).toEqual(fightOf(v).combatants.map(() => ({ display: 'none' })));
    expect(logJson(v)).not.toMatch(new RegExp(`\\b(${SEVERITY_WORDS.join('|')}|wound|knocked out|is out|is hit)\\b`, 'i'));
    // The actions themselves still show, without their outcome.
    expect(texts(v)).toContain('Alice Marsh misses Centurion Three.');
    expect(texts(v)).toContain('Centurion Three attacks Alice Marsh.');
  });
});

describe('rolls', () => {
  it('hidden for everyone: no dice and no initiative figures', () => {
    const v = build(fight(), {}, { pcRolls: 'hidden', npcRolls: 'hidden' });
    expect(allDice(v)).toEqual([]);
    expect(texts(v).filter((t) => t.startsWith('Initiative') && /\(/.test(t))).toEqual([]);
  });

  it('shown for everyone (exact wounds, real names): every roller\'s dice, NPCs\' too', () => {
    const v = build(fight(), {}, { npcRolls: 'shown', npcWounds: 'exact', npcNames: 'real' });
    expect(allDice(v).some((t) => t.startsWith('Centurion Three attacks:'))).toBe(true);
    expect(allDice(v).some((t) => t.startsWith('Damage roll'))).toBe(true);
  });

  it('a combatant\'s own setting overrides the campaign\'s', () => {
    const v = build(fight(), { cent: { rolls: 'shown', wounds: 'exact' } }, { npcNames: 'real' });
    expect(allDice(v).some((t) => t.startsWith('Centurion Three attacks:'))).toBe(true);
    expect(allDice(v).some((t) => t.startsWith('Grunt Okafor'))).toBe(false);
  });
});

describe('turn, order and who is next', () => {
  it('declaring: PCs who have not declared are waiting, NPCs never are', () => {
    const d = new StepDriver('wait');
    for (const [id, name] of Object.entries(CAST)) d.add(spec(id, id === 'alice' || id === 'bob' ? 1 : 2, { name, kind: id === 'alice' || id === 'bob' ? 'pc' : 'npc', weapon: RIFLE, ...(id === 'sniper' ? { privacy: { hidden: true } } : {}) }));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'bob', action: { kind: 'pass' } }] });
    const f = fightOf(build(d, HIDDEN_SNIPER));
    expect(f).toMatchObject({ turn: 1, phase: 'declaring', phaseText: 'Declaring actions', ordered: false });
    expect(f.combatants.map((c) => [c.name, c.waiting])).toEqual([['Alice Marsh', true], ['Bob Tanaka', false], ['NPC 1', false], ['NPC 2', false]]);
  });

  it('resolving: visible combatants in initiative order, who acted, who is next', () => {
    const d = new StepDriver('order');
    for (const [id, name] of Object.entries(CAST)) d.add(spec(id, id === 'alice' || id === 'bob' ? 1 : 2, { name, kind: id === 'alice' || id === 'bob' ? 'pc' : 'npc', weapon: RIFLE, ...(id === 'sniper' ? { privacy: { hidden: true } } : {}) }));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.declare', declarations: Object.keys(CAST).map((id) => ({ combatantId: id, action: { kind: 'pass' as const } })) });
    d.send({ type: 'initiative.roll' });
    d.send({ type: 'action.resolveNext' });
    const view = d.view();
    const f = fightOf(build(d, HIDDEN_SNIPER));
    expect(f).toMatchObject({ phase: 'resolving', phaseText: 'Resolving actions', ordered: true });
    const names = new Map<string, string>([['alice', 'Alice Marsh'], ['bob', 'Bob Tanaka'], ['cent', 'NPC 1'], ['grunt', 'NPC 2']]);
    expect(f.combatants.map((c) => c.name)).toEqual(view.order!.filter((s) => s.id !== 'sniper').map((s) => names.get(s.id)));
    for (const c of f.combatants) {
      const id = [...names].find(([, n]) => n === c.name)![0];
      expect(c.acted).toBe(view.order!.find((s) => s.id === id)!.resolved);
      expect(c.next).toBe(view.nextActorId === id);
    }
  });
});

describe('the log', () => {
  it('keeps the last 200 lines, newest last', () => {
    const d = fs32Fight('long', 80);
    const v = build(d, {}, { npcNames: 'real' });
    expect(fightOf(v).log.length).toBe(PLAYER_LOG_LINES);
    expect(fightOf(v).log.at(-1)).toEqual({ turn: 80, text: 'End of turn 80.' });
  });

  it('drops any line that still names a hidden combatant after rewriting (an edition\'s words the builder cannot take apart)', () => {
    const d = fight();
    const odd: CombatLogEntry[] = [
      // (An edition gives its notes' dice in the players' form too: issue 35.)
      { kind: 'note', turn: 3, text: 'Sniper Vex: [9 9]', headline: 'A shadow moves; Sniper Vex reloads', playerDice: ['Sniper Vex: [9 9]'] },
      { kind: 'note', turn: 3, text: 'Alice Marsh: [3]', headline: 'Alice Marsh ducks', playerDice: ['Alice Marsh: [3]'] },
    ];
    const v = buildPlayerView({ fight: { view: publicOf(withPrivacy(d.view(), HIDDEN_SNIPER)), steps: [...d.steps, odd] }, privacy: DEFAULT_PLAYER_PRIVACY, version: 1 });
    expect(fightOf(v).log.slice(-1)).toEqual([{ turn: 3, text: 'Alice Marsh ducks.', dice: ['Alice Marsh: [3]'] }]);
    expect(JSON.stringify(v)).not.toMatch(/Vex|shadow/);
  });

  it('names of combatants who left: an NPC\'s older lines vanish, a PC keeps its name', () => {
    const d = fight();
    d.send({ type: 'combatant.remove', combatantId: 'cent' });
    const former = [{ id: 'cent', name: CAST.cent, kind: 'npc' as const }];
    const v = buildPlayerView({ fight: { view: publicOf(d.view()), steps: d.steps }, privacy: DEFAULT_PLAYER_PRIVACY, version: 1, former });
    expect(JSON.stringify(v)).not.toMatch(/Centurion/);
    expect(texts(v).some((t) => t.includes('Alice Marsh'))).toBe(true);
  });

  it('costs the new step: older steps\' lines are reused while names and visibility stay, rebuilt when they change', () => {
    const d = fs32Fight('memo', 2);
    const input = (overrides: Record<string, CombatantPrivacy>) => ({ fight: { view: publicOf(withPrivacy(d.view(), overrides)), steps: d.steps }, privacy: DEFAULT_PLAYER_PRIVACY, version: 1 });
    const first = fightOf(buildPlayerView(input(HIDDEN_SNIPER))).log;
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'cent', action: { kind: 'pass' } }] });
    const again = fightOf(buildPlayerView(input(HIDDEN_SNIPER))).log;
    expect(again[0]).toBe(first[0]);
    const revealed = fightOf(buildPlayerView(input({}))).log;
    expect(revealed[0]).not.toBe(first[0]);
    expect(revealed.length).toBeGreaterThan(first.length);
  });
});
