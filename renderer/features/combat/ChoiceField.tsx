import type { ReactNode } from 'react';

type Choice = { id: string; label: string; hint?: string | undefined };

/**
 * A labelled select of one of the edition's lists (stances, range bands, luck, mounts, NPC
 * levels): each choice's hint is its option's title; `empty` adds a first "none" option.
 */
export function ChoiceField({ label, value, onChange, choices, empty, disabled }: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  empty?: string;
  disabled?: boolean;
}) {
  return (
    <label>
      {label}
      <select value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {choices.map((s) => (
          <option key={s.id} value={s.id} title={s.hint}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
  );
}
