import { useState } from 'react';
import type { Character } from '../../../shared/domain/character';
import { presetRolls, type GameSystem } from '../../../shared/systems';
import type { PresetRoll } from '../../../shared/systems/sheet-types';

type Props = { system: GameSystem; character: Character; onPick: (p: PresetRoll) => void };

/**
 * Issue 39 item 7: the edition's named tests (seed 003's Occult Sensitivity: Psi or Theurgy +
 * Observe) set the roller up in one click: the ability, the characteristic in place of its
 * ruling one, and what the result means.
 */
export function PresetRolls({ system, character, onPick }: Props) {
  const presets = presetRolls(system, character);
  const [picked, setPicked] = useState<PresetRoll | null>(null);
  if (presets.length === 0) return null;
  return (
    <div className="roller-controls" data-testid="preset-rolls">
      {presets.map((p) => (
        <button key={p.id} type="button" className="small" onClick={() => { setPicked(p); onPick(p); }}>
          {p.label}
        </button>
      ))}
      {picked && <p className="muted small" data-testid="preset-note">{picked.label}: {picked.note}</p>}
    </div>
  );
}
