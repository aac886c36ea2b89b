/**
 * Issue 42: one of the player's characters declares from the device: the legal actions, targets
 * and luck the storyteller's app sent for it (only those the players see), the exact odds from
 * the app, and a submit that carries an id and the fight version (play-link.ts).
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { DeclaredAction, LuckChoice, OddsAction } from '../../shared/core/combat/declarations';
import type { PlayCombatant } from '../../shared/player/play-protocol';
import type { RangeBand } from '../../shared/systems';
import { oddsId, type PlayLink } from './play-link';

const SINGLE = new Set(['attack', 'aim', 'subdue', 'rally', 'treat']);
const MULTI = new Set(['full-auto', 'suppress', 'explode']);
const ODDS = new Set(['attack', 'full-auto', 'suppress']);

function actionOf(kind: string, target: string, range: string, burst: boolean): DeclaredAction | null {
  const r = range ? { range: range as RangeBand } : {};
  if (SINGLE.has(kind) && !target) return null;
  if (MULTI.has(kind) && !target) return null;
  switch (kind) {
    case 'attack': return { kind, target, ...r, ...(burst ? { burst: true } : {}) };
    case 'aim': case 'subdue': case 'rally': return { kind, target };
    case 'treat': return { kind, target, woundIndex: 0 };
    case 'full-auto': case 'suppress': return { kind, targets: [target], ...r };
    case 'explode': return { kind, targets: [{ id: target, zone: 0 }] };
    case 'reload': case 'escape': case 'pass': return { kind };
    default: return null;
  }
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

export function DeclareForm({ c, play, live }: { c: PlayCombatant; play: PlayLink; live: boolean }) {
  const id = useId();
  const state = useSyncExternalStore(play.subscribe, play.getState);
  const others = c.targets.filter((t) => !t.own);
  const [kind, setKind] = useState(c.actions[0]?.id ?? 'pass');
  const [target, setTarget] = useState(others[0]?.key ?? '');
  const [stance, setStance] = useState(c.stance);
  const [luck, setLuck] = useState('');
  const [range, setRange] = useState('');
  const [burst, setBurst] = useState(false);
  const pool = kind === 'treat' ? c.targets : others;
  const needsTarget = SINGLE.has(kind) || MULTI.has(kind);
  const chosen = pool.some((t) => t.key === target) ? target : (pool[0]?.key ?? '');
  const luckEffect = luck ? (luck.split(':')[1] as LuckChoice['effect']) : null;
  const rerolls = luck.split(':')[2] === '2' ? { rerolls: 2 as const } : {};
  const luckChoice: LuckChoice | null = luck
    ? { roll: luck.split(':')[0] as LuckChoice['roll'], effect: luckEffect!, ...rerolls, ...(luckEffect === 'penalty' && chosen ? { target: chosen } : {}) }
    : null;
  const [characteristic, setCharacteristic] = useState(c.tasks?.characteristics[0] ?? '');
  const [skill, setSkill] = useState('');
  const [taskTarget, setTaskTarget] = useState('');
  const action: DeclaredAction | null = kind === 'task'
    ? (characteristic ? { kind: 'task', characteristic, skill: skill || null, ...(taskTarget ? { target: taskTarget } : {}) } : null)
    : actionOf(kind, chosen, range, burst);
  const oddsAction: OddsAction | null = ODDS.has(kind) ? (kind === 'attack' && burst ? 'burst' : (kind as OddsAction)) : null;
  const luckForOdds = luckChoice?.roll === 'attack' && (luckChoice.effect === 'bonus' || luckChoice.effect === 'reroll') ? luckChoice.effect : null;
  const question = oddsAction && chosen ? { combatant: c.key, target: chosen, action: oddsAction, luck: luckForOdds } : null;
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
          <select value={chosen} onChange={(e) => setTarget(e.target.value)} data-testid="play-target">
            {pool.map((t) => <option key={t.key} value={t.key}>{t.name}</option>)}
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
