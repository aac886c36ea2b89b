/** The encounter editor's small shared parts: field errors, team and seat selects, row tables and "add" rows. */
import type { ReactNode } from 'react';
import { seatFrom, seatValue, type Draft, type DraftErrors, type Seat } from './encounter-logic';

/** Changes the draft; `clear` names the field whose error the change answers. */
export type Update = (next: (d: Draft) => Draft, clear?: string) => void;
export type TeamOption = { id: number; label: string };
export type SeatOption = { value: string; label: string };

/** What every section of the editor reads and changes. */
export type SectionProps = { draft: Draft; update: Update; errors: DraftErrors; teams: readonly TeamOption[]; seats: readonly SeatOption[] };

export function FieldError({ id, errors }: { id: string; errors: DraftErrors }) {
  return errors[id] ? (
    <span id={`${id}-error`} className="field-error">
      {errors[id]}
    </span>
  ) : null;
}

export function SeatSelect({ id, label, seat, onChange, seats, errors }: { id: string; label: string; seat: Seat; onChange: (s: Seat) => void; seats: readonly SeatOption[]; errors: DraftErrors }) {
  return (
    <select id={id} aria-label={label} value={seatValue(seat)} onChange={(e) => onChange(seatFrom(e.target.value))} aria-invalid={Boolean(errors[id])} aria-describedby={errors[id] ? `${id}-error` : undefined}>
      <option value="">On foot</option>
      {seats.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function TeamSelect({ id, label, team, onChange, teams }: { id: string; label: string; team: number; onChange: (t: number) => void; teams: readonly TeamOption[] }) {
  return (
    <select id={id} aria-label={label} value={team} onChange={(e) => onChange(Number(e.target.value))}>
      {teams.map((t) => (
        <option key={t.id} value={t.id}>
          {t.label}
        </option>
      ))}
    </select>
  );
}

/** Names as options (the name is the value), and an edition's choices as options. */
export const named = (names: readonly string[]) => names.map((n) => ({ value: n, label: n }));
export const choices = (list: readonly { id: string; label: string }[]) => list.map((c) => ({ value: c.id, label: c.label }));

/** A select whose first option ("") stands for the default or for nothing chosen yet. */
export function OptionSelect({ id, label, value, onChange, empty, options }: {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  empty: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <select id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{empty}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A table of the draft's rows, its last column the row's buttons. */
export function RowsTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table className="rows-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Under a section: choose what to add, then press its button. */
export function AddRow({ id, label, empty, value, onChange, options, disabled, onAdd, button, children }: {
  id: string;
  label: string;
  empty: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  disabled: boolean;
  onAdd: () => void;
  button: string;
  children?: ReactNode;
}) {
  return (
    <div className="add-row">
      <label htmlFor={id}>{label}</label>
      <OptionSelect id={id} value={value} onChange={onChange} empty={empty} options={options} />
      <button type="button" disabled={disabled} onClick={onAdd}>
        {button}
      </button>
      {children}
    </div>
  );
}
