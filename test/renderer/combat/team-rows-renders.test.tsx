// @vitest-environment jsdom
/**
 * Issue 38: a step renders the board rows whose data changed, no others. A row is memoised on its
 * combatant object and on props every row shares; a new turn reaches only the rows that show a
 * condition's time left (the others never read the turn).
 */
import { DndContext } from '@dnd-kit/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CombatantView } from '../../../shared/core/combat/view';
import type { CombatantRowData } from '../../../renderer/features/combat/CombatantRow';
import { TeamRows, type SharedRowProps } from '../../../renderer/features/combat/TeamRows';

const renders = vi.hoisted(() => new Map<string, number>());

// The row counted (and drawn as its name only): memoised with the same (default) comparison as the real one.
vi.mock('../../../renderer/features/combat/CombatantRow', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../renderer/features/combat/CombatantRow')>();
  const { createElement, memo } = await import('react');
  const Counted = memo(function CountedRow(props: CombatantRowData) {
    renders.set(props.c.id, (renders.get(props.c.id) ?? 0) + 1);
    return createElement('li', { 'data-testid': `row-${props.c.id}` }, `${props.c.name} ${props.turn ?? ''}`);
  });
  return { ...real, CombatantRow: Counted };
});

const fighter = (id: string, more: Partial<CombatantView> = {}) => ({ id, name: `Fighter ${id}`, aim: null, subduedBy: null, ...more }) as unknown as CombatantView;
const shared: SharedRowProps = { onSelect: () => undefined, onPick: () => undefined };
const none: ReadonlySet<string> = new Set();
const names = new Map<string, string>();

function board(rows: CombatantView[], turn: number) {
  return (
    <DndContext>
      <TeamRows rows={rows} shared={shared} selectedId={null} nextActorId="a" undeclared={none} picked={none} names={names} turn={turn} />
    </DndContext>
  );
}

afterEach(() => {
  cleanup();
  renders.clear();
});

describe('board rows per step (issue 38)', () => {
  it('a changed combatant renders its row only; a new turn renders only the rows with conditions', () => {
    const a = fighter('a');
    const b = fighter('b', { conditions: [{ id: 'k1', name: 'Stunned', endsAfter: 3 }] } as unknown as Partial<CombatantView>);
    const c = fighter('c');
    const { rerender } = render(board([a, b, c], 1));
    expect([...renders.entries()]).toEqual([['a', 1], ['b', 1], ['c', 1]]);

    // A step that wounds c: the view's other combatants keep their objects (view-patch.ts).
    renders.clear();
    const c2 = fighter('c', { woundModifier: 1 } as Partial<CombatantView>);
    rerender(board([a, b, c2], 1));
    expect([...renders.entries()]).toEqual([['c', 1]]);

    // The next turn: only b shows a time left.
    renders.clear();
    rerender(board([a, b, c2], 2));
    expect([...renders.entries()]).toEqual([['b', 1]]);
    expect(screen.getByTestId('row-b').textContent).toBe('Fighter b 2');
    expect(screen.getByTestId('row-a').textContent).toBe('Fighter a 0');
  });
});
