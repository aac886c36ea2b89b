// @vitest-environment jsdom
/**
 * Issue 22 on the GM screen, on fixture views (the renderer reads the view, never an edition):
 * an edition whose turn rolls initiative first (`turnShape.initiativeFirst`) has the banner ask
 * for initiative, then for declarations from the lowest initiative up, then "Begin actions"; the
 * declare panel declares tasks (characteristic, skill with its d20s, target, accent, shots, up to
 * `maxActions`) with main's exact odds of each; the initiative list shows each slot's action.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COMBAT_COMMAND_TYPES, type CombatCommandType } from '../../../shared/core/combat/commands';
import { CombatViewSchema, type CombatView } from '../../../shared/core/combat/view';
import type { Transport } from '../../../shared/ipc/types';
import { CombatTracker } from '../../../renderer/features/combat/CombatTracker';
import { nextStep } from '../../../renderer/features/combat/next-step';
import { renderWithClient } from '../../helpers/render-with-client';

const TASKS = {
  characteristics: [
    { name: 'Dexterity', rating: 7 },
    { name: 'Wits', rating: 6 },
    { name: 'Calm', rating: 4 },
  ],
  skills: [
    { name: 'Shoot', rating: 7 },
    { name: 'Dodge', rating: 2 },
    { name: 'Stoic Mind', rating: 5 },
  ],
};

function allowed(...yes: CombatCommandType[]): CombatView['allowed'] {
  return Object.fromEntries(COMBAT_COMMAND_TYPES.map((t) => [t, yes.includes(t)])) as CombatView['allowed'];
}

function combatant(id: string, name: string, team: number, initiative: { roll: number; factor: string } | null): CombatView['combatants'][number] {
  return {
    id,
    name,
    characterId: null,
    kind: team === 1 ? 'pc' : 'npc',
    team,
    weapon: 'Blaster Pistol',
    ammo: 10,
    clip: 10,
    armor: null,
    chart: 'Humanoid',
    stance: 'normal',
    cover: null,
    wounds: [],
    woundModifier: 0,
    suppression: 0,
    aim: null,
    knockedOut: false,
    subduedBy: null,
    luckPoints: team === 1 ? 5 : null,
    luckUsed: 0,
    declaration: null,
    declarationText: null,
    vehicleId: null,
    damagedThisTurn: false,
    tasks: TASKS,
    ...(initiative ? { initiative } : {}),
  };
}

/** A fight of Dante (initiative 14) against a Kurgan (initiative 7), in the phase given. */
function fixture(phase: CombatView['phase'], over: Partial<CombatView> = {}): CombatView {
  const rolled = phase !== 'initiative';
  return CombatViewSchema.parse({
    combatId: 'fight',
    machineVersion: 1,
    phase,
    turn: 1,
    teams: [
      { id: 1, name: 'Team 1' },
      { id: 2, name: 'Team 2' },
    ],
    combatants: [combatant('dante', 'Dante', 1, rolled ? { roll: 14, factor: '2d6+2' } : null), combatant('kurgan', 'Kurgan', 2, rolled ? { roll: 7, factor: '1d6+2' } : null)],
    vehicles: [],
    modifiers: [],
    undeclared: phase === 'declaring' ? ['dante', 'kurgan'] : [],
    declareOrder: rolled ? ['kurgan', 'dante'] : undefined,
    order: null,
    nextActorId: null,
    allowed: allowed(),
    history: { position: 3, length: 3, canUndo: true, canRedo: false },
    system: {
      edition: 'Test edition',
      modifierUnit: 'goal',
      revision: 1,
      campaignRevision: 1,
      turnShape: { initiativeFirst: true, maxActions: 3 },
      lists: {
        actions: [
          { id: 'task', label: 'Task' },
          { id: 'pass', label: 'Pass' },
        ],
        stances: [{ id: 'normal', label: 'Normal' }],
        rangeBands: [],
        luckOptions: [
          { id: 'attack:bonus', label: 'Hero pool: +4 goal this round' },
          { id: 'attack:reroll', label: 'Hero pool: re-roll' },
        ],
        coverTypes: [],
        woundSeverities: [
          { id: 'light', label: 'Endurance level' },
          { id: 'serious', label: 'Vitality level' },
        ],
      },
    },
    ...over,
  });
}

/** A main that answers with `view`, records commands and answers task odds by a simple stand-in rule. */
function stubMain(view: CombatView) {
  const commands: unknown[] = [];
  let version = 1;
  const oddsAsked: { actions: unknown[]; index: number }[][] = [];
  const ratings = new Map([...TASKS.characteristics, ...TASKS.skills].map((x) => [x.name, x.rating]));
  const transport: Transport = {
    on: () => () => undefined,
    call: async (method, input) => {
      const i = input as Record<string, unknown>;
      switch (method) {
        case 'combat.get':
          return { ok: true, value: view as never };
        case 'combat.current':
          return { ok: true, value: { view, version } as never };
        case 'combat.list':
          return { ok: true, value: { combats: [] } as never };
        case 'combat.log':
          return { ok: true, value: { steps: [], version } as never };
        case 'character.list':
          return { ok: true, value: { characters: [] } as never };
        case 'combat.gear':
          return { ok: true, value: { weapons: [{ name: 'Blaster Pistol', type: 'ranged', class: 'personal', ammo: 10 }], armor: [], vehicles: [], hitCharts: [] } as never };
        case 'combat.taskOdds': {
          const queries = i['queries'] as { actions: { kind: string; characteristic: string; skill: string | null; accent?: string }[]; index: number }[];
          oddsAsked.push(queries);
          return {
            ok: true,
            value: {
              odds: queries.map((q) => {
                const a = q.actions[q.index]!;
                const skill = a.skill ? ratings.get(a.skill)! : 0;
                const penalty = q.actions.length === 3 ? 7 : q.actions.length === 2 ? 5 : 0;
                const goal = ratings.get(a.characteristic)! + skill - penalty;
                const base = skill >= 6 ? 3 : skill >= 3 ? 2 : 1;
                const dice = base + (a.accent === 'negative' ? 1 : a.accent === 'positive' ? -1 : 0);
                return { goal, dice, text: `${a.characteristic} + ${a.skill ?? 'nothing'} = goal ${goal}`, pSuccess: goal / 20, vp: [{ vp: 1, p: 0.25 }, { vp: 2, p: 0.15 }], pGoodSfx: 0.05, pBadSfx: 0.05 };
              }),
            } as never,
          };
        }
        case 'combat.step': {
          // Main's answer to a step (issue 20): what changed, here nothing, from the version the screen holds.
          const action = i['action'] as { kind: string; command?: unknown };
          if (action.kind === 'command') commands.push(action.command);
          version += 1;
          return { ok: true, value: { combatId: view.combatId, version, base: version - 1, patch: { fields: {} }, log: { keep: 0, add: [] }, lastStep: [] } as never };
        }
        default:
          return { ok: false, error: { code: 'unknown-method', message: `not in this test: ${method}` } };
      }
    },
  };
  return { transport, commands, oddsAsked };
}

afterEach(() => cleanup());

const nextText = () => screen.getByTestId('next-text').textContent ?? '';
const banner = () => within(screen.getByTestId('next-banner'));

describe('an initiative-first turn on the GM screen (issue 22)', () => {
  it('asks for initiative first, then declarations from the lowest initiative up, then "Begin actions"', () => {
    const first = nextStep(fixture('initiative', { allowed: allowed('initiative.roll') }));
    expect(first.text).toBe('Turn 1: roll initiative. Declarations go from the lowest initiative up.');
    expect(first.button).toEqual({ label: 'Roll initiative', command: { type: 'initiative.roll' } });

    // 003: "declare ... starting with the character with the lowest initiative roll".
    const declaring = nextStep(fixture('declaring', { allowed: allowed('action.declare', 'action.quickDeclare') }));
    expect(declaring.text).toBe('Turn 1: Kurgan (initiative 7) declares next (lowest initiative first); then Dante (initiative 14).');
    expect(declaring.missing).toEqual(['Kurgan', 'Dante']);
    expect(declaring.button?.label).toBe('Quick-declare NPCs');

    const done = nextStep(fixture('declaring', { undeclared: [], allowed: allowed('actions.begin') }));
    expect(done.text).toBe('Turn 1: everyone has declared. Actions go from the highest initiative down.');
    expect(done.button).toEqual({ label: 'Begin actions', command: { type: 'actions.begin' } });
    expect(nextStep(fixture('declaring', { undeclared: [] })).button).toBeNull();

    // A latecomer (joined after the roll) has no initiative: the machine allows the roll again, and the banner asks for it.
    const late = fixture('declaring', { allowed: allowed('action.declare', 'initiative.roll') });
    late.combatants.push({ ...late.combatants[1]!, id: 'raider', name: 'Raider', initiative: undefined });
    expect(nextStep(late).text).toBe('Turn 1: Raider has no initiative yet: roll it before they declare.');
    expect(nextStep(late).button).toEqual({ label: 'Roll initiative for latecomers', command: { type: 'initiative.roll' } });
  });

  it('names the slot about to act with its initiative and action, and lists each slot with its action', async () => {
    const order = [
      { id: 'dante', name: 'Dante', hits: 14, tieBreak: null, resolved: true, action: 0, label: 'Dex + Shoot at Kurgan' },
      { id: 'dante', name: 'Dante', hits: 10, tieBreak: null, resolved: false, action: 1, label: 'Dex + Dodge' },
      { id: 'kurgan', name: 'Kurgan', hits: 7, tieBreak: null, resolved: false, action: 0, label: 'Dex + Fight at Dante' },
      { id: 'raider', name: 'Raider', hits: 7, tieBreak: null, resolved: false, action: 0, label: 'Dex + Shoot at Dante', simultaneous: true },
      { id: 'dante', name: 'Dante', hits: 6, tieBreak: null, resolved: false, action: 2, label: 'Str + Fight at Kurgan' },
    ];
    const view = fixture('resolving', { order, nextActorId: 'dante', allowed: allowed('action.resolveNext', 'action.resolveAll') });
    expect(nextStep(view).text).toBe('Turn 1: Dante acts next (initiative 10, 2nd action): Dex + Dodge.');
    expect(nextStep(view).button).toEqual({ label: 'Resolve Dante', command: { type: 'action.resolveNext' } });

    const { transport } = stubMain(view);
    renderWithClient(<CombatTracker combatId="fight" />, transport);
    const list = await screen.findByTestId('initiative-order');
    const rows = [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(rows).toEqual([
      '14 Dante 1st: Dex + Shoot at Kurgan(has acted)',
      '10Dante 2nd, −4: Dex + Dodgenext',
      // Tied at 7 (the storyteller may reorder ties, as in every edition); the Raider acts at the same moment (003: equal Wits).
      '7⇅ Kurgan Dex + Fight at Dante',
      '7⇅ Raider Dex + Shoot at Dante= same moment',
      '6Dante 3rd, −8: Str + Fight at Kurgan',
    ]);
    expect(banner().getByRole('button', { name: 'Resolve all remaining' })).toBeTruthy();

    // While the actions play out the declarations are closed; the damage the storyteller enters is one press away.
    fireEvent.click(screen.getByTestId('combatant-Kurgan').querySelector('.combatant-name')!);
    const panel = within(await screen.findByTestId('declare-panel'));
    expect(panel.getByTestId('declarations-closed').textContent).toBe('Initiative 7 (1d6+2). Declarations are closed while the actions play out; they open again next turn.');
    expect(panel.queryByRole('button', { name: 'Declare' })).toBeNull();
    fireEvent.click(panel.getByRole('button', { name: 'Enter damage' }));
    await waitFor(() => expect(document.activeElement).toBe(panel.getByLabelText('Wound severity')));
    expect([...(panel.getByLabelText('Wound severity') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Endurance level', 'Vitality level']);
  });

  it('lists who declares in which order with their initiative before the actions are placed', async () => {
    const view = fixture('declaring', { allowed: allowed('action.declare') });
    const { transport } = stubMain(view);
    renderWithClient(<CombatTracker combatId="fight" />, transport);
    const list = await screen.findByTestId('declare-order');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['7Kurgan1d6+2to declare', '14Dante2d6+2to declare']);
    // The banner's declare button goes to the lowest initiative first.
    expect(banner().getByRole('button', { name: 'Declare for Kurgan' })).toBeTruthy();
  });

  it('declares Dante\'s accented shot and a second action, with the exact odds of each from main', async () => {
    const view = fixture('declaring', { allowed: allowed('action.declare') });
    const { transport, commands, oddsAsked } = stubMain(view);
    renderWithClient(<CombatTracker combatId="fight" />, transport);
    await waitFor(() => expect(nextText()).toContain('Kurgan (initiative 7) declares next'));
    fireEvent.click(screen.getByTestId('combatant-Dante').querySelector('.combatant-name')!);
    const panel = within(await screen.findByTestId('declare-panel'));
    expect(panel.getByTestId('task-initiative').textContent).toBe('Initiative 14 (2d6+2)');

    const first = within(panel.getByTestId('task-action-0'));
    fireEvent.change(first.getByLabelText('Characteristic'), { target: { value: 'Dexterity' } });
    fireEvent.change(first.getByLabelText('Skill'), { target: { value: 'Shoot' } });
    // Each skill with the d20s it rolls, as main answers.
    await waitFor(() => expect((first.getByLabelText('Skill') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Shoot 7 · 3d20'));
    expect([...(first.getByLabelText('Skill') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'None (characteristic alone) · 1d20',
      'Shoot 7 · 3d20',
      'Dodge 2 · 1d20',
      'Stoic Mind 5 · 2d20',
    ]);
    fireEvent.change(first.getByLabelText('Target'), { target: { value: 'kurgan' } });
    fireEvent.change(first.getByLabelText('Accent'), { target: { value: 'positive' } });
    // An accented shot is fired once (the edition refuses accenting several shots).
    expect(first.getByLabelText('Shots')).toHaveProperty('max', '1');
    fireEvent.change(first.getByLabelText('Shots'), { target: { value: '2' } });
    expect(first.getByLabelText('Shots')).toHaveProperty('value', '1');
    await waitFor(() => expect(first.getByTestId('task-odds-0').textContent).toContain('Goal 14 · 2d20 · 70% success'));
    expect(first.getByTestId('task-odds-0').textContent).toContain('1 VP 25% · 2 VP 15%');
    expect(first.getByTestId('task-odds-0').textContent).toContain('Good SFX 5% · Bad SFX 5%');

    // A second action: every goal drops by what main says acting twice costs; only one accent a turn.
    fireEvent.click(panel.getByRole('button', { name: 'Add an action' }));
    const second = within(panel.getByTestId('task-action-1'));
    expect(panel.getByRole('group', { name: '2nd action' })).toBe(panel.getByTestId('task-action-1'));
    fireEvent.change(second.getByLabelText('Skill'), { target: { value: 'Dodge' } });
    expect((second.getByLabelText('Accent') as HTMLSelectElement).disabled).toBe(true);
    await waitFor(() => expect(panel.getByTestId('multi-action-cost').textContent).toBe('Acting 2 times: −5 goal on every action; each later action goes later in the initiative order.'));
    await waitFor(() => expect(first.getByTestId('task-odds-0').textContent).toContain('Goal 9 · 2d20'));
    // A skill rolling a single die cannot be accented positively (003: not at skill 1–2).
    fireEvent.change(first.getByLabelText('Skill'), { target: { value: 'Dodge' } });
    await waitFor(() => expect((first.getByRole('option', { name: /^Positive/ }) as HTMLOptionElement).disabled).toBe(true));
    fireEvent.change(first.getByLabelText('Skill'), { target: { value: 'Shoot' } });

    // Up to three actions.
    const add = panel.getByRole('button', { name: 'Add an action' }) as HTMLButtonElement;
    fireEvent.click(add);
    expect(add.disabled).toBe(true);
    fireEvent.click(panel.getByRole('button', { name: 'Remove the 3rd action' }));
    // Each shot counts as one (the rate-of-fire exception): two unaccented shots and a dodge fill the turn.
    fireEvent.change(first.getByLabelText('Accent'), { target: { value: '' } });
    expect(first.getByLabelText('Shots')).toHaveProperty('max', '2');
    fireEvent.change(first.getByLabelText('Shots'), { target: { value: '2' } });
    expect(add.disabled).toBe(true);
    expect((first.getByLabelText('Accent') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(first.getByLabelText('Shots'), { target: { value: '1' } });
    fireEvent.change(first.getByLabelText('Accent'), { target: { value: 'positive' } });
    fireEvent.click(within(panel.getByTestId('task-action-1')).getByLabelText(/^Complemented/));

    fireEvent.change(panel.getByLabelText(/^Luck/), { target: { value: 'attack:bonus' } });
    await waitFor(() => expect(oddsAsked.at(-1)!.some((q) => (q as { luck?: string }).luck === 'bonus')).toBe(true));
    fireEvent.click(panel.getByRole('button', { name: 'Declare' }));
    await waitFor(() => expect(commands).toHaveLength(1));
    expect(commands[0]).toEqual({
      type: 'action.declare',
      declarations: [
        {
          combatantId: 'dante',
          action: { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: 'kurgan', accent: 'positive' },
          more: [{ kind: 'task', characteristic: 'Dexterity', skill: 'Dodge', target: 'kurgan', complement: true }],
          luck: { roll: 'attack', effect: 'bonus' },
        },
      ],
    });
  });
});
