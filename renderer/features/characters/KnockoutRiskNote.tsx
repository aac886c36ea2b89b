/**
 * The knockout odds beside the wounds (issue 39): what the character's wounds risk at the end of a
 * fight turn in which they are hurt, for an edition that gives the odds (FS3.1 seed 002
 * "Knockout"). Nothing for an unhurt character or another edition.
 */
import type { Character } from '../../../shared/domain/character';
import type { CharacterSheet } from '../../../shared/ipc/character-contract';
import { knockoutRisk, type GameSystem } from '../../../shared/systems';

export function KnockoutRiskNote({ sheet, character, system }: { sheet: CharacterSheet; character: Character; system: GameSystem }) {
  const risk = knockoutRisk(system, character, sheet.woundModifier.total);
  if (risk === null) return null;
  return (
    <section className="sheet-section" aria-labelledby="knockout-title">
      <h2 id="knockout-title">Knockout risk</h2>
      <p data-testid="knockout-risk">
        <strong>{Math.round(risk.chance * 100)}%</strong> <span className="muted small">{risk.detail}</span>
      </p>
    </section>
  );
}
