import { useRef } from 'react';
import { vehicleFacts } from '../home/roster-logic';
import type { RosterRows } from './roster-filter';

type Props = { rows: RosterRows; selected: ReadonlySet<string>; setSelected: (s: ReadonlySet<string>) => void };

/**
 * Characters then vehicle types, in natural name order, in a scroll box with a sticky header.
 * Shift-click on a checkbox selects the range from the last one clicked, as in file managers.
 */
export function RosterTable({ rows, selected, setSelected }: Props) {
  const anchor = useRef<string | null>(null);
  const shown = rows.characters.map((c) => c.id);
  const allShown = shown.length > 0 && shown.every((id) => selected.has(id));

  const click = (id: string, shift: boolean): void => {
    const next = new Set(selected);
    const on = !selected.has(id);
    const from = anchor.current === null ? -1 : shown.indexOf(anchor.current);
    const to = shown.indexOf(id);
    if (shift && from >= 0 && to >= 0) {
      for (let i = Math.min(from, to); i <= Math.max(from, to); i++) {
        if (on) next.add(shown[i]!);
        else next.delete(shown[i]!);
      }
    } else if (on) next.add(id);
    else next.delete(id);
    anchor.current = id;
    setSelected(next);
  };

  return (
    <div className="roster-scroll">
      <table className="roster" data-testid="characters-table">
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Select all characters"
                checked={allShown}
                disabled={shown.length === 0}
                onChange={(e) => {
                  const next = new Set(selected);
                  for (const id of shown) {
                    if (e.target.checked) next.add(id);
                    else next.delete(id);
                  }
                  setSelected(next);
                }}
              />
            </th>
            <th scope="col" aria-sort="ascending">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Concept</th>
          </tr>
        </thead>
        <tbody>
          {rows.characters.map((c) => (
            <tr key={c.id} className={selected.has(c.id) ? 'is-selected' : undefined}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${c.name}`}
                  checked={selected.has(c.id)}
                  onChange={() => undefined}
                  onClick={(e) => click(c.id, e.shiftKey)}
                />
              </td>
              <td>
                <a href={`#/characters/${encodeURIComponent(c.id)}`}>{c.name}</a>
              </td>
              <td>{c.kind === 'pc' ? 'PC' : 'NPC'}</td>
              <td className="concept-cell">{c.concept}</td>
            </tr>
          ))}
          {rows.vehicles.map((v) => (
            <tr key={`vehicle-${v.name}`} className="vehicle-row">
              <td />
              <td>
                <a href={`#/editors/vehicles/${encodeURIComponent(v.name)}`}>{v.name}</a>
              </td>
              <td>Vehicle</td>
              <td className="concept-cell">{vehicleFacts(v)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
