import type { CharacterSheet } from '../../../shared/ipc/character-contract';

const SEVERITY_LABEL = { light: 'Light', moderate: 'Moderate', serious: 'Serious', critical: 'Critical' } as const;

/** Current wounds: each one's share of the penalty and how far its healing has come. */
export function WoundsPanel({ sheet }: { sheet: CharacterSheet }) {
  const { wounds, woundModifier } = sheet;
  return (
    <section className="sheet-section" aria-labelledby="wounds-title">
      <h2 id="wounds-title">Wounds</h2>
      {wounds.length === 0 ? (
        <p className="muted small">Unhurt.</p>
      ) : (
        <>
          <p data-testid="wound-modifier">
            Wound modifier <strong>{woundModifier.total > 0 ? `-${woundModifier.total}` : '0'}</strong>{' '}
            <span className="muted small">(exact {woundModifier.exact.toFixed(2)}, rounded down)</span>
          </p>
          <ul className="wounds">
            {wounds.map((w) => {
              const gathered = Math.max(0, w.pointsForLevel - w.healingPoints);
              return (
                <li key={w.id}>
                  <div>
                    <strong>{SEVERITY_LABEL[w.severity]}</strong> {w.damageType === 'stun' ? 'stun' : 'wound'} — {w.location}
                    <span className="muted small"> · {w.description} · {w.inGameDate}</span>
                  </div>
                  <div className="wound-meta">
                    <span>−{w.modifier.toFixed(2)} {w.treated ? '(treated: half)' : ''}</span>
                    <label className="inline-progress">
                      <span className="muted small">Healing {gathered}/{w.pointsForLevel} points</span>
                      <progress max={1} value={w.progress} aria-label={`Healing of the ${w.location} wound`} />
                    </label>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
