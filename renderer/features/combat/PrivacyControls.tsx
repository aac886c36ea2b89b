/**
 * Issue 21 on the GM screen: what the players see of each combatant. The eye button on a row
 * hides or reveals them, "Reveal all hidden (N)" reveals everyone at once, and the "Player view"
 * editor sets the name players see and how their wounds and rolls show. Every change is one
 * `privacy.set` step, so Undo takes it back like any other.
 */
import { memo, useState } from 'react';
import type { PrivacyChange } from '../../../shared/core/combat/commands';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import type { RollDisplay, WoundDisplay } from '../../../shared/player/privacy';
import type { CombatAction } from './combat-queries';

type Run = (a: CombatAction) => Promise<unknown>;

const setPrivacy = (combatantIds: string[], change: PrivacyChange): CombatAction => ({ kind: 'command', command: { type: 'privacy.set', combatantIds, change } });

export const isHidden = (c: Pick<CombatantView, 'privacy'>) => c.privacy?.hidden === true;

/** An open eye (shown to players) or a struck-through one (hidden), drawn in the text colour. */
function EyeIcon({ hidden }: { hidden: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {hidden && <path d="M3 3l18 18" />}
    </svg>
  );
}

type EyeProps = { c: CombatantView; onToggle: (id: string, hide: boolean) => void };

/**
 * The row's eye: one press hides or reveals (the row's "Hidden" badge says which it is now).
 * Issue 38: rendered again only when its combatant's name or hiding changes, not with every
 * change to the row (a "resolve all" changes every row).
 */
export const EyeButton = memo(function EyeButton({ c, onToggle }: EyeProps) {
  const hidden = isHidden(c);
  const label = hidden ? `Reveal ${c.name} to players` : `Hide ${c.name} from players`;
  return (
    <button type="button" className={`eye quiet small${hidden ? ' is-hidden' : ''}`} aria-label={label} title={hidden ? 'Reveal to players' : 'Hide from players'} onClick={() => onToggle(c.id, !hidden)}>
      <EyeIcon hidden={hidden} />
    </button>
  );
}, (a: EyeProps, b: EyeProps) => a.onToggle === b.onToggle && a.c.id === b.c.id && a.c.name === b.c.name && isHidden(a.c) === isHidden(b.c));

/** The toolbar's "Reveal all hidden (N)": one step for all of them; nothing shown when nobody is hidden. */
export function RevealAllButton({ view, run, busy }: { view: Pick<CombatView, 'combatants' | 'allowed'>; run: Run; busy: boolean }) {
  const hidden = view.combatants.filter(isHidden).map((c) => c.id);
  if (hidden.length === 0 || !view.allowed['privacy.set']) return null;
  return (
    <button type="button" className="reveal-all" disabled={busy} onClick={() => void run(setPrivacy(hidden, { hidden: false }))}>
      Reveal all hidden ({hidden.length})
    </button>
  );
}

const WOUND_CHOICES: readonly { id: WoundDisplay; label: string }[] = [
  { id: 'exact', label: 'Exact wounds' },
  { id: 'severity', label: 'Severity words only' },
  { id: 'status', label: 'Hurt / badly hurt / out' },
  { id: 'none', label: 'Nothing' },
];
const ROLL_CHOICES: readonly { id: RollDisplay; label: string }[] = [
  { id: 'shown', label: 'Shown' },
  { id: 'hidden', label: 'Hidden' },
];
const CAMPAIGN = '';

/** One override: the campaign's default (picked: null, which clears it) or one of `choices`. */
function OverrideSelect<T extends string>(props: { label: string; aria: string; value: T | undefined; choices: readonly { id: T; label: string }[]; disabled: boolean; onPick: (value: T | null) => void }) {
  const { label, aria, value, choices, disabled, onPick } = props;
  return (
    <label>
      {label}
      <select aria-label={aria} value={value ?? CAMPAIGN} disabled={disabled} onChange={(e) => onPick(e.target.value === CAMPAIGN ? null : (e.target.value as T))}>
        <option value={CAMPAIGN}>Campaign default</option>
        {choices.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The combatant's overrides of the campaign's player-view settings. */
export function PlayerViewEditor({ c, run, busy, allowed }: { c: CombatantView; run: Run; busy: boolean; allowed: boolean }) {
  const current = c.privacy?.publicName ?? '';
  const [name, setName] = useState(current);
  const [shownFor, setShownFor] = useState(current);
  // A step elsewhere (undo, another window) changed the name: the field follows it.
  if (shownFor !== current) {
    setShownFor(current);
    setName(current);
  }
  const send = (change: PrivacyChange) => void run(setPrivacy([c.id], change));
  const off = busy || !allowed;
  const trimmed = name.trim();
  return (
    <section className="player-view-editor" aria-labelledby={`pv-${c.id}`}>
      <h3 id={`pv-${c.id}`}>Player view</h3>
      {/* Issue 35: the number given when players first saw this NPC; it never changes. */}
      {c.shown?.npc !== undefined && <p className="muted small" data-testid="public-number">Numbered NPC {c.shown.npc} for players</p>}
      <label className="radio">
        <input type="checkbox" checked={isHidden(c)} disabled={off} onChange={(e) => send({ hidden: e.target.checked })} /> Hidden from players
      </label>
      <form
        className="inline-form wrap"
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed && trimmed !== current) send({ publicName: trimmed });
        }}
      >
        <label className="inline">
          Player name{' '}
          <input aria-label="Player name" value={name} maxLength={80} placeholder="As the campaign sets" onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="small" disabled={off || !trimmed || trimmed === current}>
          Set
        </button>
        {current && (
          <button type="button" className="quiet small" disabled={off} onClick={() => send({ publicName: null })}>
            Clear
          </button>
        )}
      </form>
      <div className="field-grid">
        <OverrideSelect label="Wounds shown" aria="Wounds shown to players" value={c.privacy?.wounds} choices={WOUND_CHOICES} disabled={off} onPick={(wounds) => send({ wounds })} />
        <OverrideSelect label="Rolls" aria="Rolls shown to players" value={c.privacy?.rolls} choices={ROLL_CHOICES} disabled={off} onPick={(rolls) => send({ rolls })} />
      </div>
    </section>
  );
}
