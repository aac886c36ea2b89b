import fc from 'fast-check';
import { FS32_EDITION } from '../../../shared/systems/fs3.2';
import { describe, expect, it } from 'vitest';
import { COMBAT_COMMAND_TYPES, type CombatCommandType } from '../../../shared/core/combat/commands';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import { BUILTIN_GEAR } from '../../../shared/core/content/builtin-gear';
import { canDrop, defaultLoadout, displayTeams, dropIntent, joinLoadout, optimisticView, parseDndId, reorderTied } from '../../../renderer/features/combat/tracker-logic';
import { formatOdds } from '../../../renderer/features/combat/odds-format';
import { historyShortcut } from '../../../renderer/features/combat/tracker-keys';
import { nameList, nextStep } from '../../../renderer/features/combat/next-step';
import { likelySteps } from '../../../renderer/features/combat/prepared-steps';
import { woundBadges } from '../../../renderer/features/combat/board-logic';
import { groupLogLines } from '../../../renderer/features/combat/log-lines';

function combatant(id: string, team: number, over: Partial<CombatantView> = {}): CombatantView {
  return {
    id, name: id.toUpperCase(), characterId: null, kind: 'npc', team, weapon: 'Pistol', ammo: 15, clip: 15, armor: null, chart: 'Humanoid',
    stance: 'normal', cover: null, wounds: [], woundModifier: 0, suppression: 0, aim: null, knockedOut: false, subduedBy: null,
    luckPoints: null, luckUsed: 0, declaration: null, declarationText: null, vehicleId: null, damagedThisTurn: false, ...over,
  };
}

const FS32_VIEW_SYSTEM: CombatView['system'] = {
  edition: 'FS3.2', revision: 1, campaignRevision: 1,
  lists: { ...FS32_EDITION.lists, actions: [...FS32_EDITION.lists.actions], stances: [...FS32_EDITION.lists.stances], rangeBands: [...FS32_EDITION.lists.rangeBands], luckOptions: [...FS32_EDITION.lists.luckOptions], coverTypes: [...FS32_EDITION.lists.coverTypes], woundSeverities: [...FS32_EDITION.lists.woundSeverities], blastZones: [...(FS32_EDITION.lists.blastZones ?? [])] },
};

function view(over: Partial<CombatView> = {}, allowed: readonly CombatCommandType[] = COMBAT_COMMAND_TYPES): CombatView {
  return {
    combatId: 'c1', machineVersion: 1, phase: 'setup', turn: 0,
    teams: [{ id: 1, name: 'Team 1' }, { id: 2, name: 'Team 2' }],
    combatants: [combatant('a', 1), combatant('b', 1), combatant('x', 2)],
    vehicles: [], modifiers: [], undeclared: [], order: null, nextActorId: null, system: FS32_VIEW_SYSTEM,
    allowed: Object.fromEntries(COMBAT_COMMAND_TYPES.map((t) => [t, allowed.includes(t)])) as CombatView['allowed'],
    history: { position: 0, length: 0, canUndo: false, canRedo: false },
    ...over,
  };
}

const slot = (id: string, hits: number, resolved = false) => ({ id, name: id, hits, tieBreak: null, resolved });

describe('drag ids', () => {
  it('reads every kind of id, vehicle ids with colons included', () => {
    expect(parseDndId('roster:pc-1')).toEqual({ kind: 'roster', characterId: 'pc-1' });
    expect(parseDndId('team:3')).toEqual({ kind: 'team', team: 3 });
    expect(parseDndId('team:new')).toEqual({ kind: 'team', team: 'new' });
    expect(parseDndId('seat:v:1:pilot')).toEqual({ kind: 'seat', vehicleId: 'v:1', role: 'pilot' });
    expect(parseDndId('roster')).toEqual({ kind: 'rosterZone' });
    expect(parseDndId('seat:v1:driver')).toBeNull();
    expect(parseDndId('team:x')).toBeNull();
    expect(parseDndId('nonsense')).toBeNull();
  });
});

describe('reorderTied', () => {
  const order = [slot('a', 3), slot('b', 2), slot('c', 2), slot('d', 2), slot('e', 1)];
  it('moves within a tie only', () => {
    expect(reorderTied(order, 'd', 'b')).toEqual(['a', 'd', 'b', 'c', 'e']);
    expect(reorderTied(order, 'b', 'd')).toEqual(['a', 'c', 'd', 'b', 'e']);
    expect(reorderTied(order, 'a', 'b')).toBeNull();
    expect(reorderTied(order, 'b', 'b')).toBeNull();
    expect(reorderTied(order, 'zz', 'b')).toBeNull();
  });

  it('always keeps the order sorted by hits and the same people (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 30 }), fc.nat(), fc.nat(), (hits, i, j) => {
        const sorted = [...hits].sort((a, b) => b - a).map((h, k) => slot(`s${k}`, h));
        const from = sorted[i % sorted.length]!.id;
        const to = sorted[j % sorted.length]!.id;
        const out = reorderTied(sorted, from, to);
        if (out === null) return;
        const byId = new Map(sorted.map((s) => [s.id, s.hits]));
        expect([...out].sort()).toEqual(sorted.map((s) => s.id).sort());
        for (let k = 1; k < out.length; k++) expect(byId.get(out[k]!)!).toBeLessThanOrEqual(byId.get(out[k - 1]!)!);
        expect(out.indexOf(from)).toBe(sorted.findIndex((s) => s.id === to));
      }),
      { seed: 17 },
    );
  });
});

describe('dropIntent', () => {
  it('adds a roster character to the team it was dropped on, or to a new team', () => {
    const v = view();
    expect(dropIntent(v, 'roster:pc-1', 'team:2')).toEqual({ kind: 'addCharacter', characterId: 'pc-1', team: 2 });
    expect(dropIntent(v, 'roster:pc-1', 'team:new')).toEqual({ kind: 'addCharacter', characterId: 'pc-1', team: 3 });
    expect(dropIntent(v, 'roster:pc-1', null)).toBeNull();
    expect(dropIntent(v, 'roster:pc-1', 'roster')).toBeNull();
  });

  it('moves a combatant between teams, never onto their own team', () => {
    const v = view();
    expect(dropIntent(v, 'combatant:a', 'team:2')).toMatchObject({ kind: 'commands', commands: [{ type: 'combatant.update', combatantId: 'a', patch: { team: 2 } }] });
    expect(dropIntent(v, 'combatant:a', 'team:1')).toBeNull();
  });

  it('issue 37: a card dropped onto a fighter joins that fighter\'s team; "new team" fills the first empty team', () => {
    const v = view();
    expect(dropIntent(v, 'combatant:a', 'combatant:x')).toMatchObject({ kind: 'commands', commands: [{ type: 'combatant.update', combatantId: 'a', patch: { team: 2 } }] });
    expect(dropIntent(v, 'combatant:a', 'combatant:b')).toBeNull();
    expect(dropIntent(v, 'combatant:a', 'combatant:a')).toBeNull();
    expect(dropIntent(v, 'roster:pc-1', 'combatant:x')).toEqual({ kind: 'addCharacter', characterId: 'pc-1', team: 2 });
    expect(dropIntent(view({ combatants: [] }), 'roster:pc-1', 'team:new')).toEqual({ kind: 'addCharacter', characterId: 'pc-1', team: 1 });
  });

  it('boards vehicles: leaves the old one first, refuses a taken pilot seat, puts newcomers on the crew team', () => {
    const v = view({
      combatants: [combatant('a', 1, { vehicleId: 'v1' }), combatant('b', 2), combatant('x', 2)],
      vehicles: [
        { id: 'v1', name: 'Truck', vehicle: 'Light Truck', pilotId: 'a', passengerIds: [], wounds: [], woundModifier: 0, knockedOut: false },
        { id: 'v2', name: 'APC', vehicle: 'APC', pilotId: null, passengerIds: ['x'], wounds: [], woundModifier: 0, knockedOut: false },
      ],
    });
    expect(dropIntent(v, 'combatant:b', 'seat:v1:pilot')).toBeNull();
    expect(dropIntent(v, 'combatant:a', 'seat:v2:pilot')).toMatchObject({
      commands: [{ type: 'vehicle.leave', combatantId: 'a' }, { type: 'vehicle.board', vehicleId: 'v2', combatantId: 'a', role: 'pilot' }],
    });
    expect(dropIntent(v, 'combatant:b', 'seat:v2:passenger')).toMatchObject({ commands: [{ type: 'vehicle.board', vehicleId: 'v2', combatantId: 'b', role: 'passenger' }] });
    expect(dropIntent(v, 'roster:pc-9', 'seat:v2:pilot')).toEqual({ kind: 'addCharacter', characterId: 'pc-9', team: 2, board: { vehicleId: 'v2', role: 'pilot' } });
  });

  it('boards by the edition\'s own rule (AresMUSH §C.18, issue 40): a taken pilot seat takes a new pilot, seats change without leaving', () => {
    const base = view();
    const v = view({
      system: { ...base.system, lists: { ...base.system.lists, boardsOwnWay: true } },
      combatants: [combatant('a', 1, { vehicleId: 'v1' }), combatant('b', 2), combatant('x', 2)],
      vehicles: [
        { id: 'v1', name: 'Viper', vehicle: 'Viper', pilotId: 'a', passengerIds: [], wounds: [], woundModifier: 0, knockedOut: false },
        { id: 'v2', name: 'Raider', vehicle: 'Raider', pilotId: null, passengerIds: ['x'], wounds: [], woundModifier: 0, knockedOut: false },
      ],
    });
    expect(dropIntent(v, 'combatant:b', 'seat:v1:pilot')).toMatchObject({ commands: [{ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'b', role: 'pilot' }] });
    expect(dropIntent(v, 'combatant:a', 'seat:v1:pilot')).toBeNull();
    expect(dropIntent(v, 'combatant:a', 'seat:v2:pilot')).toEqual({ kind: 'commands', commands: [{ type: 'vehicle.board', vehicleId: 'v2', combatantId: 'a', role: 'pilot' }], describe: 'A boards as pilot' });
    expect(canDrop(v, 'roster:pc-9', 'seat:v1:pilot')).toBe(true);
  });

  // Issue 18 defect 2: Brandt's roster card on a seat added a second Brandt.
  it('moves a fighter whose roster card is dropped on a seat or a team, never adding a copy', () => {
    const v = view({
      combatants: [combatant('brandt', 1, { characterId: 'pc-brandt', weapon: 'Assault Rifle', vehicleId: 'v1' }), combatant('x', 2)],
      vehicles: [
        { id: 'v1', name: 'Truck', vehicle: 'Light Truck', pilotId: null, passengerIds: ['brandt'], wounds: [], woundModifier: 0, knockedOut: false },
        { id: 'v2', name: 'APC', vehicle: 'APC', pilotId: null, passengerIds: ['x'], wounds: [], woundModifier: 0, knockedOut: false },
      ],
    });
    expect(dropIntent(v, 'roster:pc-brandt', 'seat:v2:pilot')).toMatchObject({
      kind: 'commands',
      commands: [{ type: 'vehicle.leave', combatantId: 'brandt' }, { type: 'vehicle.board', vehicleId: 'v2', combatantId: 'brandt', role: 'pilot' }],
    });
    expect(dropIntent(v, 'roster:pc-brandt', 'team:2')).toMatchObject({ kind: 'commands', commands: [{ type: 'combatant.update', combatantId: 'brandt', patch: { team: 2 } }] });
    // Already in that seat or team, or back onto the roster: nothing to do.
    expect(dropIntent(v, 'roster:pc-brandt', 'seat:v1:passenger')).toBeNull();
    expect(dropIntent(v, 'roster:pc-brandt', 'team:1')).toBeNull();
    expect(dropIntent(v, 'roster:pc-brandt', 'roster')).toBeNull();
    expect(canDrop(v, 'roster:pc-brandt', 'seat:v2:passenger')).toBe(true);
  });

  it('removes a combatant dropped on the roster only when the machine allows removal', () => {
    expect(dropIntent(view({}, ['combatant.remove']), 'combatant:a', 'roster')).toMatchObject({ commands: [{ type: 'combatant.remove', combatantId: 'a' }] });
    expect(dropIntent(view({}, []), 'combatant:a', 'roster')).toBeNull();
  });

  it('offers only the drops the machine takes in this phase', () => {
    const v = view({ vehicles: [{ id: 'v1', name: 'Truck', vehicle: 'Light Truck', pilotId: null, passengerIds: [], wounds: [], woundModifier: 0, knockedOut: false }] }, ['combatant.add', 'combatant.update']);
    expect(canDrop(v, 'roster:p', 'team:1')).toBe(true);
    expect(canDrop(v, 'combatant:a', 'team:2')).toBe(true);
    // Resolving: nobody boards a vehicle.
    expect(canDrop(v, 'roster:p', 'seat:v1:pilot')).toBe(false);
    expect(canDrop(v, 'combatant:a', 'seat:v1:passenger')).toBe(false);
    expect(canDrop(view({}, []), 'roster:p', 'team:1')).toBe(false);
    const order = view({ order: [slot('a', 2), slot('b', 2)] }, []);
    expect(canDrop(order, 'order:a', 'order:b')).toBe(false);
  });

  it('reorders tied initiative among those who have not acted', () => {
    const v = view({ phase: 'resolving', order: [slot('a', 3, true), slot('b', 2), slot('x', 2), slot('c', 1)] });
    expect(dropIntent(v, 'order:x', 'order:b')).toMatchObject({ commands: [{ type: 'initiative.reorder', order: ['x', 'b', 'c'] }] });
    expect(canDrop(v, 'order:c', 'order:b')).toBe(false);
    expect(canDrop(v, 'order:a', 'order:b')).toBe(false);
    expect(canDrop(v, 'order:x', 'team:1')).toBe(false);
  });
});

describe('optimisticView', () => {
  it('shows a reorder and a team move before main answers, leaving everything else as it is', () => {
    const v = view({ phase: 'resolving', order: [slot('a', 3, true), slot('b', 2), slot('x', 2)] });
    const reordered = optimisticView(v, dropIntent(v, 'order:x', 'order:b')!);
    expect(reordered.order!.map((s) => s.id)).toEqual(['a', 'x', 'b']);
    expect(reordered.combatants).toBe(v.combatants);
    const moved = optimisticView(v, dropIntent(v, 'combatant:a', 'team:new')!);
    expect(moved.combatants.find((c) => c.id === 'a')!.team).toBe(3);
    expect(moved.combatants[1]).toBe(v.combatants[1]);
    expect(moved.teams.map((t) => t.id)).toEqual([1, 2, 3]);
    const add = { kind: 'addCharacter' as const, characterId: 'p', team: 1 };
    expect(optimisticView(v, add)).toBe(v);
  });
});

describe('nextStep', () => {
  it('asks for people before the fight, then offers to start', () => {
    expect(nextStep(view({ combatants: [] }, []))).toMatchObject({ button: null, text: expect.stringContaining('Drag characters') });
    expect(nextStep(view({}, ['combat.start'])).button).toEqual({ label: 'Start combat', command: { type: 'combat.start' } });
  });

  it('names whoever has not declared, offers NPC quick-declare, then initiative, resolution, knockouts, end of turn', () => {
    const declaring = view({ phase: 'declaring', turn: 2, undeclared: ['a', 'x'] }, ['action.quickDeclare']);
    expect(nextStep(declaring)).toMatchObject({ missing: ['A', 'X'], text: 'Turn 2: waiting for 2 declarations: A, X.', button: { label: 'Quick-declare NPCs' } });
    const pcOnly = view({ phase: 'declaring', turn: 2, undeclared: ['a'], combatants: [combatant('a', 1, { kind: 'pc' }), combatant('x', 2)] }, ['action.quickDeclare']);
    expect(nextStep(pcOnly).button).toBeNull();
    expect(nextStep(view({ phase: 'declaring', turn: 2 }, ['initiative.roll'])).button?.command).toEqual({ type: 'initiative.roll' });
    expect(nextStep(view({ phase: 'resolving', turn: 2, nextActorId: 'x' }, ['action.resolveNext']))).toMatchObject({ text: 'Turn 2: X acts next.', button: { label: 'Resolve X' } });
    expect(nextStep(view({ phase: 'knockouts', turn: 2 }, ['knockout.roll'])).button?.command).toEqual({ type: 'knockout.roll' });
    expect(nextStep(view({ phase: 'turnEnd', turn: 2 }, ['turn.end'])).button).toEqual({ label: 'End turn 2', command: { type: 'turn.end' } });
    expect(nextStep(view({ phase: 'ended' }, [])).button).toBeNull();
  });
});

describe('likelySteps (issue 38: prepared ahead of the click)', () => {
  it('the banner\'s button and Undo; while actions resolve, Resolve all remaining too', () => {
    const history = { position: 3, length: 3, canUndo: true, canRedo: false };
    expect(likelySteps(view({ phase: 'declaring', turn: 2, history }, ['initiative.roll']))).toEqual([{ kind: 'command', command: { type: 'initiative.roll' } }, { kind: 'undo' }]);
    expect(likelySteps(view({ phase: 'resolving', turn: 2, nextActorId: 'x', history }, ['action.resolveNext', 'action.resolveAll']))).toEqual([
      { kind: 'command', command: { type: 'action.resolveNext' } }, { kind: 'command', command: { type: 'action.resolveAll' } }, { kind: 'undo' },
    ]);
    // Not when the machine would refuse it, and never a newcomer (their hiding is decided as they join).
    expect(likelySteps(view({ phase: 'resolving', turn: 2, nextActorId: 'x' }, ['action.resolveNext']))).toEqual([{ kind: 'command', command: { type: 'action.resolveNext' } }]);
    expect(likelySteps(view({ phase: 'knockouts', turn: 2 }, ['knockout.roll', 'action.resolveAll']))).toEqual([{ kind: 'command', command: { type: 'knockout.roll' } }]);
  });
});

describe('small helpers', () => {
  it('formats odds as the storyteller reads them', () => {
    expect(formatOdds({ pHit: 0.6213, pSeriousOrWorse: 0.184 })).toBe('62% hit · 18% Serious or worse');
    expect(formatOdds({ pHit: 0.9999, pSeriousOrWorse: 0.001 })).toBe('>99% hit · <1% Serious or worse');
    expect(formatOdds({ pHit: 0, pSeriousOrWorse: 0 })).toBe('0% hit · 0% Serious or worse');
  });

  it('formats Suppress as suppression points and bursts over all their bullets (issue 16)', () => {
    const suppress = { action: 'suppress' as const, pHit: 0.64, pSeriousOrWorse: 0, suppression: [{ points: 2, p: 0.64 }, { points: 1, p: 0.36 }] };
    expect(formatOdds(suppress)).toBe('64% +2 · 36% +1 Suppression');
    expect(formatOdds({ ...suppress, suppression: [{ points: 0, p: 1 }] }, 'Impaired', 'Stress')).toBe('100% no change Stress');
    expect(formatOdds({ action: 'burst', bullets: 3, pHit: 0.853, pSeriousOrWorse: 0.301 })).toBe('3 bullets: 85% at least one hit · 30% Serious or worse');
    expect(formatOdds({ action: 'full-auto', bullets: 1, pHit: 0.5, pSeriousOrWorse: 0.1 }, 'Impaired')).toBe('1 bullet: 50% at least one hit · 10% Impaired or worse');
  });

  it('maps Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, but not while typing in a field', () => {
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>, target: unknown = null) =>
      historyShortcut({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods, target: target as EventTarget | null });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('z', {})).toBeNull();
    expect(key('z', { ctrlKey: true }, { tagName: 'INPUT', type: 'text' })).toBeNull();
    expect(key('z', { ctrlKey: true }, { tagName: 'TEXTAREA' })).toBeNull();
    expect(key('z', { ctrlKey: true }, { tagName: 'INPUT', type: 'checkbox' })).toBe('undo');
    expect(key('z', { ctrlKey: true }, { tagName: 'BUTTON' })).toBe('undo');
  });

  it('groups wounds worst first and ignores healed ones', () => {
    const w = (severity: string) => ({ severity }) as CombatantView['wounds'][number];
    expect(woundBadges({ wounds: [w('light'), w('serious'), w('light'), w('healed')] })).toEqual([
      { severity: 'serious', count: 1 },
      { severity: 'light', count: 2 },
    ]);
  });

  it('gives newcomers the first personal firearm and the lightest personal armor', () => {
    expect(defaultLoadout(BUILTIN_GEAR)).toEqual({ weapon: 'Pistol', armor: 'Light Vest' });
    expect(defaultLoadout({ weapons: [], armor: [], vehicles: [], hitCharts: [] })).toEqual({ weapon: null, armor: null });
  });

  it('always shows teams 1 and 2', () => {
    expect(displayTeams(view({ teams: [{ id: 3, name: 'Pirates' }] })).map((t) => t.name)).toEqual(['Team 1', 'Team 2', 'Pirates']);
  });

  it('folds indented log lines under their head', () => {
    expect(groupLogLines(['A attacks B.', '  Attack: 5 dice', '  Defense: 3 dice', 'Suppression: B 0 → 1'])).toEqual([
      { head: 'A attacks B.', details: ['Attack: 5 dice', 'Defense: 3 dice'] },
      { head: 'Suppression: B 0 → 1', details: [] },
    ]);
  });
});

describe('nameList (issue 18: a big fight\'s banner names five)', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `N${i + 1}`);
  it('lists up to six names whole and caps longer lists at five with the count of the rest', () => {
    expect(nameList(names(1))).toBe('N1');
    expect(nameList(names(6))).toBe('N1, N2, N3, N4, N5, N6');
    expect(nameList(names(7))).toBe('N1, N2, N3, N4, N5 and 2 more');
    expect(nameList(names(204))).toBe('N1, N2, N3, N4, N5 and 199 more');
  });
});


describe('joinLoadout: what a newcomer dropped on the board joins with (AresMUSH §C.2)', () => {
  const types: CombatView['system']['lists']['combatantTypes'] = [
    { id: 'Observer', label: 'Observer', hint: 'no gear', weapon: null, armor: null },
    { id: 'Soldier', label: 'Soldier', hint: 'Rifle+Ap, Tactical', weapon: 'Rifle+Ap', armor: 'Tactical', default: true },
  ];
  const fallback = { weapon: 'Pistol', armor: 'Flak Vest' };

  it('"Default type" joins as the edition\'s default type with its gear, not the catalog\'s first weapon', () => {
    expect(joinLoadout(types, '', fallback)).toEqual({ weapon: 'Rifle+Ap', armor: 'Tactical', combatantType: 'Soldier' });
  });

  it('a chosen type joins with its own gear (Unarmed when it names none)', () => {
    expect(joinLoadout(types, 'Observer', fallback)).toEqual({ weapon: 'Unarmed', armor: null, combatantType: 'Observer' });
  });

  it('an edition without types, or without a default one, joins with the catalog\'s default loadout', () => {
    expect(joinLoadout(undefined, '', fallback)).toEqual(fallback);
    expect(joinLoadout(types.map(({ default: _, ...t }) => t), '', fallback)).toEqual(fallback);
  });
});
