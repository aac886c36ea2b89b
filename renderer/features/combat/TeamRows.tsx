import { memo, useMemo } from 'react';
import type { CombatantView } from '../../../shared/core/combat/view';
import type { CombatantRowData } from './CombatantRow';
import { DraggableCombatant } from './TeamZones';
import { useRowWindow } from './use-row-window';

/** What every row of the board shares (stable between steps: rows are memoised). */
export type SharedRowProps = Pick<CombatantRowData, 'words' | 'severities' | 'unit' | 'onSelect' | 'onPick' | 'onHide'>;

type Props = {
  rows: readonly CombatantView[];
  shared: SharedRowProps;
  selectedId: string | null;
  nextActorId: string | null;
  undeclared: ReadonlySet<string>;
  picked: ReadonlySet<string>;
  names: ReadonlyMap<string, string>;
  /** The current turn: given only to rows with conditions (their time left), so a new turn renders only those. */
  turn: number;
};

/**
 * Issue 38 item 4: one team's rows, windowed (use-row-window.ts). Each row says where it sits in
 * the team (aria-posinset of aria-setsize), so a screen reader tells "57 of 100" although the rows
 * far off screen are not in the DOM; spacers keep the scroll height and are hidden from it.
 */
export const TeamRows = memo(function TeamRows({ rows, shared, selectedId, nextActorId, undeclared, picked, names, turn }: Props) {
  const ids = useMemo(() => rows.map((c) => c.id), [rows]);
  const { listRef, slots, onFocus, onBlur } = useRowWindow(ids, selectedId);
  return (
    <ul ref={listRef} className="combatant-list" onFocus={onFocus} onBlur={onBlur}>
      {slots.map((s) => {
        if (s.kind === 'gap') return <li key={s.key} className="row-gap" aria-hidden="true" style={{ height: s.height }} />;
        const c = rows[s.index]!;
        return (
          <DraggableCombatant
            key={c.id}
            c={c}
            {...shared}
            turn={c.conditions?.length ? turn : 0}
            pos={s.index + 1}
            size={rows.length}
            selected={c.id === selectedId}
            isNext={c.id === nextActorId}
            awaiting={undeclared.has(c.id)}
            aimName={c.aim ? (names.get(c.aim.targetId) ?? null) : null}
            subduerName={c.subduedBy ? (names.get(c.subduedBy) ?? null) : null}
            picked={picked.has(c.id)}
          />
        );
      })}
    </ul>
  );
});
