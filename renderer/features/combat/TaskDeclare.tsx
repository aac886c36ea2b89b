import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useMemo, useState } from 'react';
import type { LuckChoice } from '../../../shared/core/combat/declarations';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import type { Weapon } from '../../../shared/domain/gear';
import type { TaskOddsAnswer } from '../../../shared/ipc/combat-contract';
import { useClient } from '../../api/client';
import type { CombatAction } from './combat-queries';
import type { DeclareViewPart } from './DeclarePanel';
import { DeclareButtons } from './DeclareButtons';
import {
  accentTakenElsewhere,
  declarationOf,
  draftsOf,
  luckChoiceOf,
  luckIdOf,
  multiActionCost,
  newDraft,
  ordinal,
  sfxText,
  signed,
  slotsUsed,
  taskHeadline,
  taskKinds,
  taskQuestions,
  vpParts,
  type TaskDraft,
} from './task-draft';

type Props = {
  combatId: string;
  view: DeclareViewPart;
  combatant: CombatantView & { tasks: NonNullable<CombatantView['tasks']> };
  weapon: Weapon | undefined;
  run: (a: CombatAction) => Promise<CombatView | null>;
  busy: boolean;
};

/**
 * Issue 22: the declaration of an edition whose combatants declare tasks (a characteristic and a
 * skill, a target, an accent, shots), up to `turnShape.maxActions` of them, each with its exact
 * odds from main (`combat.taskOdds`): the goal as the edition builds it, the d20s, P(success),
 * the victory points and the SFX chances.
 */
export function TaskDeclare({ combatId, view, combatant: c, weapon, run, busy }: Props) {
  const client = useClient();
  const uid = useId();
  // An initiative-first turn takes declarations only between the initiative roll and the actions
  // (the machine refuses them while resolving); other turns as the machine allows.
  const open = view.turnShape?.initiativeFirst ? view.phase === 'declaring' : view.allowed['action.declare'];
  const tasks = c.tasks;
  const maxActions = Math.max(1, view.turnShape?.maxActions ?? 1);
  const kinds = taskKinds(view.lists.actions);
  const actionWords = new Map(view.lists.actions.map((a) => [a.id, a.label]));
  const others = view.combatants.filter((x) => x.id !== c.id);
  const enemies = others.filter((x) => x.team !== c.team && !x.knockedOut);
  const declared = c.declaration;
  const [drafts, setDrafts] = useState<TaskDraft[]>(() =>
    declared ? draftsOf([declared.action, ...(declared.more ?? [])], tasks) : [newDraft(tasks, enemies[0]?.id ?? '')],
  );
  const [luck, setLuck] = useState(luckIdOf(declared?.luck));
  // Which action a re-roll goes on (seed 003: "reroll the result of any action").
  const [rerollOn, setRerollOn] = useState(declared?.luck?.action ?? 0);
  const [stance, setStance] = useState<string>(c.stance);
  const luckChoice: LuckChoice | null = luckChoiceOf(luck, Math.min(rerollOn, drafts.length - 1));

  const luckKey = JSON.stringify(luckChoice);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the luck's content, not its object
  const asked = useMemo(() => taskQuestions(c.id, drafts, tasks, luckChoice), [c.id, drafts, tasks, luckKey]);
  const odds = useQuery({
    queryKey: ['combat.taskOdds', combatId, view.position, JSON.stringify(asked.questions)],
    queryFn: () => client.call('combat.taskOdds', { combatId, queries: asked.questions }),
    enabled: open && asked.questions.length > 0,
    staleTime: Infinity,
  });
  const answers = odds.data?.odds;
  const diceOf = (skill: string) => {
    const at = asked.skillAt.get(skill);
    return at === undefined ? null : (answers?.[at]?.dice ?? null);
  };
  const cost = multiActionCost(answers, asked.actionAt, asked.aloneAt);
  const ready = declarationOf(drafts);
  const used = slotsUsed(drafts);
  const canDeclare = view.allowed['action.declare'] && !c.knockedOut && ready !== null;
  const ranged = weapon?.type === 'ranged';

  const change = (i: number, patch: Partial<TaskDraft>) => setDrafts((ds) => ds.map((d, j) => (j === i ? { ...d, ...patch } : d)));

  if (!open) {
    return (
      <p className="muted small" data-testid="declarations-closed">
        {c.initiative ? `Initiative ${c.initiative.roll} (${c.initiative.factor}). ` : ''}
        {view.phase === 'initiative' || view.phase === 'setup'
          ? 'Declarations open once initiative is rolled, lowest initiative first.'
          : 'Declarations are closed while the actions play out; they open again next turn.'}
      </p>
    );
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        void run({
          kind: 'command',
          command: {
            type: 'action.declare',
            declarations: [{ combatantId: c.id, action: ready.action, ...(ready.more.length > 0 ? { more: ready.more } : {}), luck: luckChoice, ...(stance !== c.stance ? { stance } : {}) }],
          },
        });
      }}
    >
      {c.initiative && (
        <p className="small muted" data-testid="task-initiative">
          Initiative {c.initiative.roll} <span className="muted">({c.initiative.factor})</span>
        </p>
      )}
      {drafts.map((d, i) => {
        const at = asked.actionAt[i];
        const o: TaskOddsAnswer | null = at === null || at === undefined ? null : (answers?.[at] ?? null);
        const soloDice = diceOf(d.skill);
        // One accented action a turn; an accented shot is fired once (several shots would be several accented actions).
        const accentBlocked = accentTakenElsewhere(drafts, i) || d.shots > 1;
        const shotsMax = d.accent ? 1 : Math.max(1, maxActions - (used - d.shots));
        const legend = drafts.length > 1 ? `${ordinal(i)} action` : 'Action';
        return (
          <fieldset key={i} className="task-action" data-testid={`task-action-${i}`}>
            <legend>{legend}</legend>
            <div className="field-grid">
              {kinds.length > 1 && (
                <label>
                  Kind
                  <select value={d.kind} onChange={(e) => change(i, { kind: e.target.value })}>
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
                    <select value={d.characteristic} onChange={(e) => change(i, { characteristic: e.target.value })}>
                      {tasks.characteristics.map((x) => (
                        <option key={x.name} value={x.name}>
                          {x.name} {x.rating}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    Skill
                    <select value={d.skill} onChange={(e) => change(i, { skill: e.target.value })}>
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
                    <select value={d.target} onChange={(e) => change(i, { target: e.target.value })}>
                      <option value="">No target</option>
                      {others.map((x) => (
                        <option key={x.id} value={x.id}>
                          {x.name}
                          {x.team === c.team ? ' (ally)' : ''}
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
                      onChange={(e) => change(i, { accent: e.target.value as TaskDraft['accent'] })}
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
                        onChange={(e) => change(i, { shots: Math.max(1, Math.min(shotsMax, Math.trunc(Number(e.target.value)) || 1)) })}
                      />
                    </label>
                  )}
                  <label className="radio span-2">
                    <input type="checkbox" checked={d.complement} onChange={(e) => change(i, { complement: e.target.checked })} /> Complemented by another skill (costs initiative)
                  </label>
                  <label className="span-2">
                    Label
                    <input value={d.label} maxLength={200} placeholder="e.g. knife thrust (optional)" onChange={(e) => change(i, { label: e.target.value })} />
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
                {answers && !o && <span className="muted small">No odds for this task.</span>}
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
              <button type="button" className="quiet small" onClick={() => setDrafts((ds) => ds.filter((_, j) => j !== i))}>
                Remove the {ordinal(i)} action
              </button>
            )}
          </fieldset>
        );
      })}
      {drafts.length > 1 && cost !== null && cost !== 0 && (
        <p className="small" data-testid="multi-action-cost">
          Acting {drafts.length} times: {signed(cost)} goal on every action; each later action goes later in the initiative order.
        </p>
      )}
      {maxActions > 1 && (
        <div className="row">
          <button type="button" disabled={used >= maxActions} onClick={() => setDrafts((ds) => [...ds, newDraft(tasks, ds[0]?.target ?? '')])}>
            Add an action
          </button>
          <span className="muted small">
            {used >= maxActions ? `At most ${maxActions} actions a turn (each shot counts).` : `Up to ${maxActions} actions a turn; more actions cost goal and initiative.`}
          </span>
        </div>
      )}
      <div className="field-grid">
        {view.lists.stances.length > 1 && (
          <label>
            Stance
            <select value={stance} onChange={(e) => setStance(e.target.value)}>
              {view.lists.stances.map((s) => (
                <option key={s.id} value={s.id} title={s.hint}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {view.lists.luckOptions.length > 0 && (
          <label>
            {view.lists.words?.luck ?? 'Luck'}
            {c.luckPoints !== null ? ` (${c.luckPoints} left)` : ''}
            <select value={luck} onChange={(e) => setLuck(e.target.value)} disabled={c.luckPoints !== null && c.luckPoints < 1 && c.luckUsed === 0}>
              <option value="">None</option>
              {view.lists.luckOptions.map((o) => (
                <option key={o.id} value={o.id} title={o.hint}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {luckChoice?.effect === 'reroll' && drafts.length > 1 && (
          <label>
            Re-roll on
            <select value={Math.min(rerollOn, drafts.length - 1)} onChange={(e) => setRerollOn(Number(e.target.value))}>
              {drafts.map((_, i) => (
                <option key={i} value={i}>
                  {ordinal(i)} action
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <DeclareButtons c={c} view={view} declared={declared !== null} canDeclare={canDeclare} busy={busy} run={run} />
    </form>
  );
}

/** " · 3d20" once main has said how many dice the skill rolls. */
function dieCount(n: number | null): string {
  return n === null ? '' : ` · ${n}d20`;
}
