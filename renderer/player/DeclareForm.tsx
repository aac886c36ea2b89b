/**
 * Issue 42: one of the player's characters declares from the device: the legal actions, targets
 * (people and, where the edition has them, vehicles) and luck the storyteller's app sent for it
 * (only those the players see), a called shot where the target's chart has locations, the exact
 * odds from the app for the same choices as the GM screen's, and a submit that carries an id and
 * the fight version (play-link.ts). The choices are made in declare-draft.ts.
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { LuckChoice } from '../../shared/core/combat/declarations';
import type { PlayCombatant } from '../../shared/player/play-protocol';
import { draftAction, locationsAt, MULTI, oddsQuestion, SINGLE, targetChoices } from './declare-draft';
import { oddsId, type PlayLink } from './play-link';

const ODDS = new Set(['attack', 'full-auto', 'suppress']);
const pct = (p: number) => `${Math.round(p * 100)}%`;

export function DeclareForm({ c, charts, play, live }: { c: PlayCombatant; charts: readonly (readonly string[])[]; play: PlayLink; live: boolean }) {
  const id = useId();
  const state = useSyncExternalStore(play.subscribe, play.getState);
  const others = c.targets.filter((t) => !t.own);
  const [kind, setKind] = useState(c.actions[0]?.id ?? 'pass');
  const [target, setTarget] = useState(others[0]?.key ?? '');
  const [stance, setStance] = useState(c.stance);
  const [luck, setLuck] = useState('');
  const [range, setRange] = useState('');
  const [burst, setBurst] = useState(false);
  const [location, setLocation] = useState('');
  const pool = targetChoices(c, kind);
  const people = pool.filter((t) => !t.vehicle);
  const vehicles = pool.filter((t) => t.vehicle);
  const needsTarget = SINGLE.has(kind) || MULTI.has(kind);
  const chosen = pool.find((t) => t.key === target) ?? pool[0];
  const locations = locationsAt(charts, kind, chosen);
  const luckEffect = luck ? (luck.split(':')[1] as LuckChoice['effect']) : null;
  const rerolls = luck.split(':')[2] === '2' ? { rerolls: 2 as const } : {};
  // A luck penalty goes on a person's roll, never a vehicle's.
  const penaltyOn = chosen && !chosen.vehicle ? chosen.key : people[0]?.key;
  const luckChoice: LuckChoice | null = luck
    ? { roll: luck.split(':')[0] as LuckChoice['roll'], effect: luckEffect!, ...rerolls, ...(luckEffect === 'penalty' && penaltyOn ? { target: penaltyOn } : {}) }
    : null;
  const [characteristic, setCharacteristic] = useState(c.tasks?.characteristics[0] ?? '');
  const [skill, setSkill] = useState('');
  const [taskTarget, setTaskTarget] = useState('');
  const draft = { kind, target: chosen?.key ?? '', range, burst, location, stance };
  const action = kind === 'task'
    ? (characteristic ? { kind: 'task' as const, characteristic, skill: skill || null, ...(taskTarget ? { target: taskTarget } : {}) } : null)
    : draftAction(draft, locations);
  const luckForOdds = luckChoice?.roll === 'attack' && (luckChoice.effect === 'bonus' || luckChoice.effect === 'reroll') ? luckChoice.effect : null;
  const question = oddsQuestion(c, draft, action, luckForOdds);
  const asked = question ? oddsId({ ...question, version: state.me?.version ?? null }) : null;
  // The app's exact odds for this shot, asked whenever the shot (or the fight) changes.
  useEffect(() => {
    if (live && question) play.odds(question);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, asked, play]);
  const odds = asked ? state.odds[asked] : undefined;
  return (
    <form
      className="play-declare"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!action) return;
        play.declare({ combatantId: c.key, action, luck: luckChoice, ...(stance !== c.stance ? { stance } : {}) }, c.name);
      }}
    >
      <h3 id={`${id}-title`}>{c.name}</h3>
      <p className="muted">
        {c.weapon}
        {c.luckPoints !== null ? ` · luck ${c.luckPoints}` : ''}
        {c.declared ? ` · declared: ${c.declared}` : ''}
      </p>
      <label>
        Action
        <select value={kind} onChange={(e) => setKind(e.target.value)} data-testid="play-action">
          {c.actions.map((a) => <option key={a.id} value={a.id}>{a.label}</option>)}
        </select>
      </label>
      {needsTarget && (
        <label>
          Target
          <select value={chosen?.key ?? ''} onChange={(e) => setTarget(e.target.value)} data-testid="play-target">
            {people.map((t) => <option key={t.key} value={t.key}>{t.label}</option>)}
            {vehicles.length > 0 && (
              <optgroup label="Vehicles">
                {vehicles.map((t) => <option key={t.key} value={t.key}>{t.label}</option>)}
              </optgroup>
            )}
          </select>
        </label>
      )}
      {locations.length > 0 && (
        <label>
          Called shot
          <select value={locations.includes(location) ? location : ''} onChange={(e) => setLocation(e.target.value)} data-testid="play-location">
            <option value="">Centre of mass</option>
            {locations.map((l) => <option key={l} value={l}>{l}</option>)}
          </select>
        </label>
      )}
      {kind === 'task' && c.tasks && (
        <>
          <label>
            Characteristic
            <select value={characteristic} onChange={(e) => setCharacteristic(e.target.value)} data-testid="play-characteristic">
              {c.tasks.characteristics.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </label>
          <label>
            Skill
            <select value={skill} onChange={(e) => setSkill(e.target.value)} data-testid="play-skill">
              <option value="">None (the characteristic alone)</option>
              {c.tasks.skills.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </label>
          <label>
            At
            <select value={taskTarget} onChange={(e) => setTaskTarget(e.target.value)} data-testid="play-task-target">
              <option value="">No one</option>
              {others.map((t) => <option key={t.key} value={t.key}>{t.name}</option>)}
            </select>
          </label>
        </>
      )}
      {kind === 'attack' && c.actions.some((a) => a.id === 'full-auto') && (
        <label className="check">
          <input type="checkbox" checked={burst} onChange={(e) => setBurst(e.target.checked)} /> Burst
        </label>
      )}
      {ODDS.has(kind) && c.rangeBands.length > 0 && (
        <label>
          Range
          <select value={range} onChange={(e) => setRange(e.target.value)}>
            <option value="">Not set</option>
            {c.rangeBands.map((r) => <option key={r.id} value={r.id}>{r.label}</option>)}
          </select>
        </label>
      )}
      <label>
        Stance
        <select value={stance} onChange={(e) => setStance(e.target.value)}>
          {c.stances.map((s) => <option key={s.id} value={s.id}>{s.label}</option>)}
        </select>
      </label>
      {c.luckOptions.length > 0 && (
        <label>
          Luck{c.luckPoints !== null ? ` (${c.luckPoints} left)` : ''}
          <select value={luck} onChange={(e) => setLuck(e.target.value)} data-testid="play-luck">
            <option value="">No luck</option>
            {c.luckOptions.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
          </select>
        </label>
      )}
      {odds !== undefined && (
        <p className="play-odds" data-testid="play-odds" aria-live="polite">
          {odds === null ? 'No odds for this.' : `Hit ${pct(odds.pHit)} · wound ${pct(odds.pWounded)} · serious or worse ${pct(odds.pSeriousOrWorse)} (${odds.attackDice} vs ${odds.defenseDice} dice)`}
        </p>
      )}
      <button type="submit" className="primary" disabled={!live || !action} data-testid="play-submit">
        Declare
      </button>
    </form>
  );
}
