import { useState } from 'react';
import { MODIFIER_DURATIONS, MODIFIER_ROLLS, type CustomModifier, type ModifierDuration, type ModifierRoll } from '../../../shared/core/combat/context';
import type { CombatantView } from '../../../shared/core/combat/view';
import type { HitChart } from '../../../shared/domain/gear';
import { createWound, type Severity, type Wound } from '../../../shared/systems';
import type { CombatAction } from './combat-queries';

type Props = {
  c: CombatantView;
  chart: HitChart | undefined;
  modifiers: readonly CustomModifier[];
  /** The edition's wound severities, lightest first. */
  severities: readonly { id: string; label: string }[];
  /** The edition's words for moving the injury just taken with luck (null: no such rule). */
  moveInjury?: string | null;
  /** False for an edition whose damage has no hit location (levels lost): no location is asked or shown. */
  located?: boolean;
  run: (a: CombatAction) => Promise<unknown>;
  busy: boolean;
  /** The vehicle the combatant is aboard (pilot or passenger), if any. */
  vehicleName?: string;
  /** Issue 19: what a modifier counts: 'percent' on a d100 (FS3.1), 'goal' points on a goal roll (issue 22), else dice. */
  unit?: 'dice' | 'percent' | 'goal' | undefined;
};

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Storyteller overrides for one combatant: wounds by hand (add, change severity, remove) and custom roll modifiers ("Smoke −2"). */
export function Overrides({ c, chart, modifiers, severities, moveInjury = null, located = true, run, busy, vehicleName, unit }: Props) {
  const percent = unit === 'percent';
  const locations = chart?.locations.map((l) => l.name) ?? [];
  const [location, setLocation] = useState(locations[0] ?? '');
  const [severity, setSeverity] = useState<Severity>('light');
  const [dice, setDice] = useState(-1);
  const [reason, setReason] = useState('');
  const [roll, setRoll] = useState<ModifierRoll>('all');
  const [duration, setDuration] = useState<ModifierDuration>('turn');
  const mine = modifiers.filter((m) => m.combatantId === c.id);
  const command = (command: Extract<CombatAction, { kind: 'command' }>['command']) => void run({ kind: 'command', command });

  return (
    <div className="overrides">
      {/* Shots at someone aboard go through the vehicle's armor unless the storyteller says otherwise. */}
      {vehicleName !== undefined && (
        <label className="radio">
          <input
            type="checkbox"
            checked={c.exposed === true}
            disabled={busy}
            onChange={(e) => command({ type: 'combatant.update', combatantId: c.id, patch: { exposed: e.target.checked } })}
          />{' '}
          Exposed: shot directly, not through {vehicleName}&apos;s armor
        </label>
      )}
      <h3>Wounds</h3>
      {c.wounds.length === 0 ? (
        <p className="muted small">No wounds.</p>
      ) : (
        <ul className="plain-list">
          {c.wounds.map((w, i) => (
            <li key={i}>
              <span className={`chip sev-${w.severity}`}>{severities.find((s) => s.id === w.severity)?.label ?? cap(w.severity)}</span> {located ? w.location : ''} <span className="muted small">({w.source})</span>
              <select
                className="small"
                aria-label={`Severity of the ${w.location} wound of ${c.name}`}
                value={w.severity}
                disabled={busy}
                onChange={(e) => command({ type: 'wound.edit', targetId: c.id, index: i, wound: { ...w, severity: e.target.value as Wound['severity'] } })}
              >
                {[...severities, { id: 'healed', label: 'Healed' }].map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
              {/* Seed 004: a luck point moves the injury just taken (the latest, this turn) to another location. */}
              {moveInjury && i === c.wounds.length - 1 && c.damagedThisTurn && w.movedFrom === null && (c.luckPoints === null || c.luckPoints > 0) && (
                <select
                  className="small"
                  aria-label={`Move the ${w.location} wound of ${c.name} with luck`}
                  value=""
                  disabled={busy}
                  onChange={(e) => e.target.value && command({ type: 'wound.moveWithLuck', targetId: c.id, index: i, location: e.target.value })}
                >
                  <option value="">{moveInjury}…</option>
                  {locations
                    .filter((l) => l !== w.location)
                    .map((l) => (
                      <option key={l} value={l}>
                        {l}
                      </option>
                    ))}
                </select>
              )}
              {w.movedFrom !== null && <span className="muted small"> (moved by luck from the {w.movedFrom})</span>}
              <button type="button" className="quiet small" disabled={busy} onClick={() => command({ type: 'wound.remove', targetId: c.id, index: i })} aria-label={`Remove the ${w.severity} ${w.location} wound of ${c.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="inline-form wrap"
        onSubmit={(e) => {
          e.preventDefault();
          // An unlocated level lost is stored on the body as a whole (the wound record keeps a location).
          const at = located ? location || locations[0] : 'Body';
          if (at) command({ type: 'wound.add', targetId: c.id, wound: createWound({ location: at, severity, type: 'wound', source: 'Storyteller' }) });
        }}
      >
        {located && <label className="inline">
          <span className="visually-hidden">Wound location</span>
          <select aria-label="Wound location" value={location} onChange={(e) => setLocation(e.target.value)}>
            {locations.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>}
        <label className="inline">
          <span className="visually-hidden">Wound severity</span>
          <select aria-label="Wound severity" value={severity} onChange={(e) => setSeverity(e.target.value as Severity)}>
            {severities.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="small" disabled={busy || (located && locations.length === 0)}>
          Add wound
        </button>
      </form>

      <h3>Modifiers</h3>
      {mine.length > 0 && (
        <ul className="plain-list">
          {mine.map((m) => (
            <li key={m.id}>
              {m.dice > 0 ? `+${m.dice}` : `−${Math.abs(m.dice)}`}{percent ? '%' : unit === 'goal' ? ' goal' : ''} {m.reason} <span className="muted small">({m.roll}, {m.duration === 'turn' ? 'this turn' : 'whole combat'})</span>
              <button type="button" className="quiet small" disabled={busy} onClick={() => command({ type: 'modifier.remove', modifierId: m.id })} aria-label={`Remove the modifier ${m.reason}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="inline-form wrap"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim() || dice === 0) return;
          command({ type: 'modifier.add', modifier: { id: crypto.randomUUID(), combatantId: c.id, dice, reason: reason.trim(), roll, duration } });
          setReason('');
        }}
      >
        <label className="inline">
          <span className="visually-hidden">{percent ? 'Percent' : unit === 'goal' ? 'Goal points' : 'Dice'}</span>
          <input aria-label={percent ? 'Modifier percent' : unit === 'goal' ? 'Modifier goal points' : 'Modifier dice'} type="number" min={percent ? -100 : -20} max={percent ? 100 : 20} step={percent ? 5 : 1} value={dice} onChange={(e) => setDice(Number(e.target.value))} className="narrow" />
        </label>
        <label className="inline">
          <span className="visually-hidden">Reason</span>
          <input aria-label="Modifier reason" placeholder="Reason (Smoke…)" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} />
        </label>
        <label className="inline">
          <span className="visually-hidden">Rolls</span>
          <select aria-label="Modifier rolls" value={roll} onChange={(e) => setRoll(e.target.value as ModifierRoll)}>
            {MODIFIER_ROLLS.map((r) => (
              <option key={r} value={r}>
                {r === 'all' ? 'All rolls' : cap(r)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          <span className="visually-hidden">Lasts</span>
          <select aria-label="Modifier lasts" value={duration} onChange={(e) => setDuration(e.target.value as ModifierDuration)}>
            {MODIFIER_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d === 'turn' ? 'This turn' : 'Whole combat'}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="small" disabled={busy || !reason.trim() || dice === 0}>
          Add modifier
        </button>
      </form>
    </div>
  );
}
