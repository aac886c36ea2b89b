import { Fragment } from 'react';
import type { CombatantView } from '../../../shared/core/combat/view';
import type { TaskOddsAnswer } from '../../../shared/ipc/combat-contract';
import { accentTakenElsewhere, ordinal, sfxText, taskHeadline, vpParts, type TaskDraft } from './task-draft';

type Props = {
  /** The action's draft, its place among the turn's drafts, and those drafts. */
  d: TaskDraft;
  i: number;
  drafts: readonly TaskDraft[];
  tasks: NonNullable<CombatantView['tasks']>;
  kinds: readonly string[];
  actionWords: ReadonlyMap<string, string>;
  others: readonly CombatantView[];
  team: number;
  uid: string;
  ranged: boolean;
  /** Issue 39: the gun's rate of fire from its gear (null: not given, the shots are typed). */
  rateOfFire: number | null;
  maxActions: number;
  used: number;
  /** The odds query's state and this action's answer (null: none yet, or none for it). */
  odds: { isPending: boolean; error: { message: string } | null };
  answered: boolean;
  o: TaskOddsAnswer | null;
  diceOf: (skill: string) => number | null;
  onChange: (patch: Partial<TaskDraft>) => void;
  onRemove: () => void;
};

/** Issue 22: one of the turn's task actions, its fields and its exact odds. */
export function TaskAction({ d, i, drafts, tasks, kinds, actionWords, others, team, uid, ranged, rateOfFire, maxActions, used, odds, answered, o, diceOf, onChange, onRemove }: Props) {
  const soloDice = diceOf(d.skill);
  // One accented action a turn; an accented shot is fired once (several shots would be several accented actions).
  const accentBlocked = accentTakenElsewhere(drafts, i) || d.shots > 1;
  // Seed 003: "A gun may be fired a number of times equal to the rate of fire" (when the gear gives one).
  const shotsMax = d.accent ? 1 : Math.min(rateOfFire ?? Infinity, Math.max(1, maxActions - (used - d.shots)));
  const legend = drafts.length > 1 ? `${ordinal(i)} action` : 'Action';
  return (
    <fieldset key={i} className="task-action" data-testid={`task-action-${i}`}>
      <legend>{legend}</legend>
      <div className="field-grid">
        {kinds.length > 1 && (
          <label>
            Kind
            <select value={d.kind} onChange={(e) => onChange({ kind: e.target.value })}>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {actionWords.get(k) ?? (k === 'task' ? 'Task' : k)}
                </option>
              ))}
            </select>
          </label>
        )}
        {d.kind === 'task' && (
          <>
            <label>
              Characteristic
              <select value={d.characteristic} onChange={(e) => onChange({ characteristic: e.target.value })}>
                {tasks.characteristics.map((x) => (
                  <option key={x.name} value={x.name}>
                    {x.name} {x.rating}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Skill
              <select value={d.skill} onChange={(e) => onChange({ skill: e.target.value })}>
                <option value="">None (characteristic alone){dieCount(diceOf(''))}</option>
                {tasks.skills.map((x) => (
                  <option key={x.name} value={x.name}>
                    {x.name} {x.rating}
                    {dieCount(diceOf(x.name))}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Target
              <select value={d.target} onChange={(e) => onChange({ target: e.target.value })}>
                <option value="">No target</option>
                {others.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                    {x.team === team ? ' (ally)' : ''}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Accent
              <select
                value={d.accent}
                disabled={accentBlocked && d.accent === ''}
                aria-describedby={`${uid}-accent-${i}`}
                onChange={(e) => onChange({ accent: e.target.value as TaskDraft['accent'] })}
              >
                <option value="">No accent</option>
                <option value="negative" title="One die more; victory points come slower">
                  Negative (+1 die)
                </option>
                <option value="positive" disabled={soloDice !== null && soloDice < 2} title="One die fewer; victory points come faster">
                  Positive (−1 die)
                </option>
              </select>
            </label>
            {ranged && (
              <label title="A gun may be fired up to its rate of fire; each shot takes one of the turn's actions">
                Shots
                <input
                  type="number"
                  min={1}
                  max={shotsMax}
                  value={d.shots}
                  onChange={(e) => onChange({ shots: Math.max(1, Math.min(shotsMax, Math.trunc(Number(e.target.value)) || 1)) })}
                />
              </label>
            )}
            {ranged && rateOfFire !== null && (
              <button type="button" className="small" title="Fill the shots from the gun's rate of fire (as many as the turn's actions allow)" disabled={d.accent !== '' || d.shots === shotsMax} onClick={() => onChange({ shots: shotsMax })}>
                Rate of fire ({rateOfFire})
              </button>
            )}
            <label className="radio span-2">
              <input type="checkbox" checked={d.complement} onChange={(e) => onChange({ complement: e.target.checked })} /> Complemented by another skill (costs initiative)
            </label>
            <label className="span-2">
              Label
              <input value={d.label} maxLength={200} placeholder="e.g. knife thrust (optional)" onChange={(e) => onChange({ label: e.target.value })} />
            </label>
          </>
        )}
      </div>
      {d.kind === 'task' && (
        <p className="muted small accent-hint" id={`${uid}-accent-${i}`}>
          {d.shots > 1
            ? 'Several shots cannot be accented: an accented shot is fired once.'
            : accentBlocked
            ? 'Another action is accented: one accented action a turn.'
            : soloDice !== null && soloDice < 2
              ? 'Accent negatively for a second die; a single die cannot be accented positively.'
              : 'Accent: negative rolls a die more but VP come slower; positive a die fewer for VP faster. One accented action a turn; it costs initiative.'}
        </p>
      )}
      {d.kind === 'task' && (
        <div className="odds task-odds" aria-live="polite" data-testid={`task-odds-${i}`}>
          {odds.isPending && <span className="muted small">Working out the odds…</span>}
          {odds.error && <span className="error-text small">{odds.error.message}</span>}
          {answered && !o && <span className="muted small">No odds for this task.</span>}
          {o && (
            <>
              <p className="odds-line">
                <strong>{taskHeadline(o)}</strong>
              </p>
              <p className="odds-line small">
                {vpParts(o.vp).map((part, k) => (
                  <Fragment key={k}>
                    {k > 0 ? ' · ' : ''}
                    <span className="nowrap">{part}</span>
                  </Fragment>
                ))}
              </p>
              <p className="odds-line small">{sfxText(o)}</p>
              <p className="odds-line muted small">{o.text}</p>
            </>
          )}
        </div>
      )}
      {i > 0 && (
        <button type="button" className="quiet small" onClick={onRemove}>
          Remove the {ordinal(i)} action
        </button>
      )}
    </fieldset>
  );
}

/** " · 3d20" once main has said how many dice the skill rolls. */
function dieCount(n: number | null): string {
  return n === null ? '' : ` · ${n}d20`;
}
