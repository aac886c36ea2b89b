import type { CombatantView } from '../../../shared/core/combat/view';

type Props = {
  cover: NonNullable<CombatantView['cover']>;
  /** The combatant's hit chart's locations (empty while the gear catalog loads). */
  locations: readonly string[];
  busy: boolean;
  onChange: (cover: NonNullable<CombatantView['cover']>) => void;
};

/**
 * Issue 39 item 9, seed 000 "Cover", step 2: "If it is clear what body parts are covered, you can
 * use the hit location to determine whether cover applies" (crouched behind a crate, hit in the
 * leg). Ticked parts are behind the cover; with none ticked the 75% roll decides, as before.
 */
export function CoverParts({ cover, locations, busy, onChange }: Props) {
  const covered = new Set(cover.covers ?? []);
  const toggle = (name: string, on: boolean) => {
    const next = locations.filter((l) => (l === name ? on : covered.has(l)));
    const { covers: _old, ...rest } = cover;
    onChange(next.length ? { ...rest, covers: next } : rest);
  };
  if (locations.length === 0) return null;
  return (
    <fieldset className="cover-parts" data-testid="cover-parts">
      <legend>Behind the cover (the hit location decides; none ticked: the 75% roll)</legend>
      {locations.map((l) => (
        <label key={l} className="inline">
          <input type="checkbox" checked={covered.has(l)} disabled={busy} onChange={(e) => toggle(l, e.target.checked)} /> {l}
        </label>
      ))}
    </fieldset>
  );
}
