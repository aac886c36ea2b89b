// @vitest-environment jsdom
/**
 * Issue 18's GM-screen controls on their own: the turn summary's copy (Clipboard API, else the old
 * copy command, else the pose shown selected to copy by hand), the conditions editor's checks and
 * commands, and "Act now" on the held list.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import { ConditionChips, ConditionsEditor } from '../../../renderer/features/combat/ConditionsEditor';
import { HeldList, HoldProvider } from '../../../renderer/features/combat/HoldControls';
import { TurnSummary } from '../../../renderer/features/combat/TurnSummary';
import type { CombatAction } from '../../../renderer/features/combat/combat-queries';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SUMMARY = { turn: 2, lines: ['Turn 2 summary', 'Hurt: Cat (Serious wound to the Chest (−2) from Ann).', 'Out: Cat.'], pose: 'Turn 2 summary%rHurt: Cat (Serious wound to the Chest (-2) from Ann).%rOut: Cat.' };

function clipboard(writeText: (t: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('TurnSummary', () => {
  it('shows the lines and copies the pose with the Clipboard API', async () => {
    const written: string[] = [];
    clipboard(async (t) => {
      written.push(t);
    });
    render(<TurnSummary summary={SUMMARY} />);
    expect(screen.getByText('Turn 2 summary')).toBeTruthy();
    expect(screen.getByText('Out: Cat.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy turn summary 2' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied the turn summary as a MUSH pose.'));
    expect(written).toEqual([SUMMARY.pose]);
  });

  it('falls back to the copy command, then to the pose shown for copying by hand', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    render(<TurnSummary summary={SUMMARY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy turn summary 2' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Copied/));
    expect(exec).toHaveBeenCalledWith('copy');
    cleanup();
    exec.mockReturnValue(false);
    render(<TurnSummary summary={SUMMARY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy turn summary 2' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/select the pose below/));
    expect((screen.getByLabelText('Turn 2 summary as a MUSH pose') as HTMLTextAreaElement).value).toBe(SUMMARY.pose);
  });
});

const CAT = { id: 'cat', name: 'Cat', conditions: [{ id: 'k1', name: 'Blinded', turns: 2, since: 3, endsAfter: 4 }], note: 'Hates Ann' } as unknown as CombatantView;

describe('ConditionsEditor', () => {
  it('adds a condition with a duration, refuses a bad one, removes one and saves the note', async () => {
    const sent: CombatAction[] = [];
    const run = async (a: CombatAction) => {
      sent.push(a);
    };
    render(<ConditionsEditor c={CAT} allowed run={run} busy={false} />);
    expect(screen.getByText('to the end of turn 4')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Condition' }), { target: { value: 'On fire' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Turns' }), { target: { value: '0' } });
    expect(screen.getByText('Turns must be a whole number from 1 to 99, or empty.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add condition' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Turns' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Blinded from Cat' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Hates Ann and Bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    const commands = sent.map((a) => (a.kind === 'command' ? a.command : null));
    expect(commands[0]).toMatchObject({ type: 'condition.add', combatantId: 'cat', condition: { name: 'On fire', turns: 3 } });
    expect(commands[1]).toEqual({ type: 'condition.remove', combatantId: 'cat', conditionId: 'k1' });
    expect(commands[2]).toEqual({ type: 'note.set', combatantId: 'cat', note: 'Hates Ann and Bob' });
  });

  it('chips say the turns left', () => {
    render(<ConditionChips c={CAT} turn={4} />);
    expect(screen.getByTestId('condition-Cat-Blinded').textContent).toBe('Blinded 1t, ends this turn');
  });
});

describe('HeldList', () => {
  it('"Act now" releases the held combatant', () => {
    const sent: CombatAction[] = [];
    const view = { allowed: { 'action.hold': true, 'action.release': true } } as unknown as CombatView;
    render(
      <HoldProvider run={async (a) => void sent.push(a)} view={view}>
        <HeldList held={[{ id: 'cat', name: 'Cat', hits: 2 }]} />
      </HoldProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Act now: Cat' }));
    expect(sent).toEqual([{ kind: 'command', command: { type: 'action.release', combatantId: 'cat' } }]);
  });
});
