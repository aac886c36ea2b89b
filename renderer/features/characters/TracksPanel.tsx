import type { Character } from '../../../shared/domain/character';
import type { CharacterSheet } from '../../../shared/ipc/character-contract';
import { sheetTracks, type GameSystem } from '../../../shared/systems';

/**
 * The edition's tracks (seed 003: the vitality track and the hero pool), from the ratings on screen
 * and the stored wounds. Nothing for an edition without tracks.
 */
export function TracksPanel({ sheet, character, system }: { sheet: CharacterSheet; character: Character; system: GameSystem }) {
  const tracks = sheetTracks(system, character, sheet.wounds);
  if (tracks.length === 0) return null;
  return (
    <section className="sheet-section" aria-labelledby="tracks-title">
      <h2 id="tracks-title">Tracks</h2>
      <dl className="balances tracks">
        {tracks.map((t) => (
          <div key={t.id} data-testid={`track-${t.id}`}>
            <dt>{t.label}</dt>
            <dd>
              <meter min={0} max={Math.max(1, t.max)} value={Math.max(0, Math.min(t.value, t.max))} aria-label={`${t.label} ${t.value} of ${t.max}`} />{' '}
              <span data-testid={`track-${t.id}-value`}>{t.value}</span>
              <span className="muted small"> / {t.max}</span>
              {t.detail && <div className="muted small track-detail">{t.detail}</div>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
