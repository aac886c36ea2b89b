import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MODIFIER_DURATIONS, MODIFIER_ROLLS, type ModifierDuration, type ModifierRoll } from '../../../shared/core/combat/context';
import type { DeclaredAction } from '../../../shared/core/combat/declarations';
import type { CombatView } from '../../../shared/core/combat/view';
import { combatKeys, type CombatAction } from './combat-queries';

/** The actions a whole selection can be given at once: one target for all, or none. */
const BULK_ACTIONS = ['attack', 'aim', 'suppress', 'reload', 'pass'] as const;
type BulkAction = (typeof BULK_ACTIONS)[number];
const NEEDS_TARGET = new Set<BulkAction>(['attack', 'aim', 'suppress']);

type Props = {
  view: CombatView;
  selected: readonly string[];
  run: (a: CombatAction) => Promise<CombatView | null>;
  busy: boolean;
  onClear: () => void;
};

/**
 * Issue 18: what the storyteller does to every selected combatant at once. Each button is ONE
 * command, so one undo takes the whole change back: a stance or a storyteller modifier
 * (`combatant.updateMany`), an action at one target (`action.declare` with a declaration each),
 * quick-declare for the selected NPCs (`action.quickDeclare` with their ids).
 */
export function SelectionBar({ view, selected, run, busy, onClear }: Props) {
  const queryClient = useQueryClient();
  const picked = new Set(selected);
  const people = view.combatants.filter((c) => picked.has(c.id));
  // Issue 19: percent on a d100 (FS3.1) runs to ±100; dice to ±20.
  const percent = view.system.modifierUnit === 'percent';
  const limit = percent ? 100 : 20;
  const words = new Map(view.system.lists.actions.map((a) => [a.id, a.label]));
  const [stance, setStance] = useState(view.system.lists.stances[0]?.id ?? 'normal');
  const [kind, setKind] = useState<BulkAction>('attack');
  const [target, setTarget] = useState('');
  const [dice, setDice] = useState(-1);
  const [reason, setReason] = useState('');
  const [roll, setRoll] = useState<ModifierRoll>('all');
  const [duration, setDuration] = useState<ModifierDuration>('turn');
  // Targets: anyone standing who is not selected (a selection mixing teams may shoot either side).
  const targets = view.combatants.filter((c) => !picked.has(c.id) && !c.knockedOut);
  const chosenTarget = targets.some((t) => t.id === target) ? target : (targets.find((t) => people.every((p) => p.team !== t.team)) ?? targets[0])?.id ?? '';
  const active = people.filter((p) => !p.knockedOut && p.subduedBy === null);
  const npcsWaiting = people.filter((p) => p.kind === 'npc' && view.undeclared.includes(p.id));
  const n = people.length;
  // Issue 21: hide or reveal the selection, each one step (those already so are left out).
  const toHide = people.filter((p) => p.privacy?.hidden !== true).map((p) => p.id);
  const toReveal = people.filter((p) => p.privacy?.hidden === true).map((p) => p.id);
  const privacy = (ids: string[], hidden: boolean) => void run({ kind: 'command', command: { type: 'privacy.set', combatantIds: ids, change: { hidden } } });

  const action = (): DeclaredAction | null => {
    if (NEEDS_TARGET.has(kind) && !chosenTarget) return null;
    if (kind === 'attack' || kind === 'aim') return { kind, target: chosenTarget };
    if (kind === 'suppress') return { kind, targets: [chosenTarget] };
    return { kind };
  };
  const declared = action();

  return (
    <section className="selection-bar" aria-label="Selected combatants" data-testid="selection-bar">
      <p className="selection-count" role="status">
        <strong>{n}</strong> selected
      </p>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          // The new stances show at once (as a drop does); main's answer, or its refusal, replaces them.
          queryClient.setQueryData<CombatView>(combatKeys.view(view.combatId), (v) => v && { ...v, combatants: v.combatants.map((c) => (picked.has(c.id) && c.stance !== stance ? { ...c, stance } : c)) });
          void run({ kind: 'command', command: { type: 'combatant.updateMany', updates: people.map((p) => ({ combatantId: p.id, patch: { stance } })), modifiers: [] } });
        }}
      >
        <label className="inline">
          <span>Stance</span>
          <select value={stance} onChange={(e) => setStance(e.target.value)}>
            {view.system.lists.stances.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy || n === 0 || !view.allowed['combatant.updateMany']}>
          Set stance
        </button>
      </form>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!declared) return;
          void run({ kind: 'command', command: { type: 'action.declare', declarations: active.map((p) => ({ combatantId: p.id, action: declared, luck: null })) } });
        }}
      >
        <label className="inline">
          <span>Action</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as BulkAction)}>
            {BULK_ACTIONS.map((k) => (
              <option key={k} value={k}>
                {words.get(k) ?? k}
              </option>
            ))}
          </select>
        </label>
        {NEEDS_TARGET.has(kind) && (
          <label className="inline">
            <span>Target</span>
            <select value={chosenTarget} onChange={(e) => setTarget(e.target.value)}>
              {targets.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" disabled={busy || !declared || active.length === 0 || !view.allowed['action.declare']}>
          Declare for {active.length}
        </button>
      </form>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (dice === 0 || !reason.trim()) return;
          const modifiers = people.map((p) => ({ id: crypto.randomUUID(), combatantId: p.id, dice, reason: reason.trim(), roll, duration }));
          void run({ kind: 'command', command: { type: 'combatant.updateMany', updates: [], modifiers } });
          setReason('');
        }}
      >
        <label className="inline">
          <span>Modifier{percent ? ' (%)' : ''}</span>
          <input type="number" className="narrow" min={-limit} max={limit} step={percent ? 5 : 1} value={dice} onChange={(e) => setDice(Math.max(-limit, Math.min(limit, Math.trunc(Number(e.target.value) || 0))))} />
        </label>
        <label className="inline">
          <span>on</span>
          <select value={roll} onChange={(e) => setRoll(e.target.value as ModifierRoll)}>
            {MODIFIER_ROLLS.map((r) => (
              <option key={r} value={r}>
                {r === 'all' ? 'every roll' : `${r} rolls`}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          <span>for</span>
          <select value={duration} onChange={(e) => setDuration(e.target.value as ModifierDuration)}>
            {MODIFIER_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d === 'turn' ? 'this turn' : 'the combat'}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          <span>Reason</span>
          <input value={reason} maxLength={200} placeholder="Smoke" onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" disabled={busy || n === 0 || dice === 0 || !reason.trim()}>
          Add modifier
        </button>
      </form>
      <div className="row tight">
        {view.allowed['action.quickDeclare'] && (
          <button
            type="button"
            disabled={busy || npcsWaiting.length === 0}
            onClick={() => void run({ kind: 'command', command: { type: 'action.quickDeclare', combatantIds: npcsWaiting.map((p) => p.id) } })}
          >
            Quick-declare {npcsWaiting.length} NPCs
          </button>
        )}
        {view.allowed['privacy.set'] && (
          <>
            <button type="button" disabled={busy || toHide.length === 0} onClick={() => privacy(toHide, true)}>
              Hide {toHide.length} from players
            </button>
            <button type="button" disabled={busy || toReveal.length === 0} onClick={() => privacy(toReveal, false)}>
              Reveal {toReveal.length} to players
            </button>
          </>
        )}
        <button type="button" className="quiet" onClick={onClear} aria-keyshortcuts="Escape">
          Clear selection
        </button>
      </div>
    </section>
  );
}
