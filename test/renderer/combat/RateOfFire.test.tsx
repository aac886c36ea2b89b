// @vitest-environment jsdom
/**
 * Issue 39 item 11 (b): a gun whose gear gives a rate of fire fills a task's shots with one click
 * (seed 003: "A gun may be fired a number of times equal to the rate of fire"), held to the
 * turn's actions; a gun without one keeps the shots typed by hand.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskAction } from '../../../renderer/features/combat/TaskAction';
import type { TaskDraft } from '../../../renderer/features/combat/task-draft';

afterEach(cleanup);

const draft: TaskDraft = { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: '', label: '', accent: '', shots: 1, complement: false };

function renderAction(rateOfFire: number | null, maxActions = 3) {
  const onChange = vi.fn<(patch: Partial<TaskDraft>) => void>();
  render(
    <TaskAction
      d={draft}
      i={0}
      drafts={[draft]}
      tasks={{ characteristics: [{ name: 'Dexterity', rating: 7 }], skills: [{ name: 'Shoot', rating: 6 }] }}
      kinds={['task']}
      actionWords={new Map()}
      others={[]}
      team={1}
      uid="t"
      ranged
      rateOfFire={rateOfFire}
      maxActions={maxActions}
      used={1}
      odds={{ isPending: false, error: null }}
      answered={false}
      o={null}
      diceOf={() => null}
      onChange={onChange}
      onRemove={() => undefined}
    />,
  );
  return onChange;
}

describe('rate of fire fills the shots (issue 39 item 11)', () => {
  it('a rate of fire of 2 fills 2 shots and caps the field at 2', () => {
    const onChange = renderAction(2);
    fireEvent.click(screen.getByRole('button', { name: 'Rate of fire (2)' }));
    expect(onChange).toHaveBeenCalledWith({ shots: 2 });
    expect(screen.getByLabelText(/^Shots/).getAttribute('max')).toBe('2');
  });

  it('a rate of fire above the turn\'s actions fills only what the turn allows', () => {
    const onChange = renderAction(6, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Rate of fire (6)' }));
    expect(onChange).toHaveBeenCalledWith({ shots: 3 });
  });

  it('no rate of fire: no button, the shots are typed', () => {
    renderAction(null);
    expect(screen.queryByRole('button', { name: /Rate of fire/ })).toBeNull();
    expect(screen.getByLabelText(/^Shots/).getAttribute('max')).toBe('3');
  });
});
