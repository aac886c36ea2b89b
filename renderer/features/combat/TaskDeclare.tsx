import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { LuckChoice } from '../../../shared/core/combat/declarations';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import type { Weapon } from '../../../shared/domain/gear';
import { useClient } from '../../api/client';
import type { CombatAction } from './combat-queries';
import { ChoiceField } from './ChoiceField';
import type { DeclareViewPart } from './declare-types';
import { DeclareButtons } from './DeclareButtons';
import { TaskAction } from './TaskAction';
import {
  declarationOf,
  draftsOf,
  luckChoiceOf,
  luckIdOf,
  multiActionCost,
  newDraft,
  ordinal,
  signed,
  slotsUsed,
  taskKinds,
  taskQuestions,
  type TaskDraft,
} from './task-draft';

type Props = {
  combatId: string;
  view: DeclareViewPart;
  combatant: CombatantView & { tasks: NonNullable<CombatantView['tasks']> };
  weapon: Weapon | undefined;
  run: (a: CombatAction) => Promise<CombatView | null>;
  busy: boolean;
  /** Issue 42: the submit's words when the form edits a player's pending declaration (PendingEdit). */
  submitLabel?: string;
};

/**
 * Issue 22: the declaration of an edition whose combatants declare tasks (a characteristic and a
 * skill, a target, an accent, shots), up to `turnShape.maxActions` of them, each with its exact
 * odds from main (`combat.taskOdds`): the goal as the edition builds it, the d20s, P(success),
 * the victory points and the SFX chances.
 */
export function TaskDeclare({ combatId, view, combatant: c, weapon, run, busy, submitLabel }: Props) {
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
        return (
          <TaskAction
            key={i}
            d={d}
            i={i}
            drafts={drafts}
            tasks={tasks}
            kinds={kinds}
            actionWords={actionWords}
            others={others}
            team={c.team}
            uid={uid}
            ranged={ranged}
            rateOfFire={weapon?.rateOfFire ?? null}
            maxActions={maxActions}
            used={used}
            odds={odds}
            answered={answers !== undefined}
            o={at === null || at === undefined ? null : (answers?.[at] ?? null)}
            diceOf={diceOf}
            onChange={(patch) => change(i, patch)}
            onRemove={() => setDrafts((ds) => ds.filter((_, j) => j !== i))}
          />
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
          <ChoiceField label="Stance" value={stance} onChange={setStance} choices={view.lists.stances} />
        )}
        {view.lists.luckOptions.length > 0 && (
          <ChoiceField
            label={
              <>
                {view.lists.words?.luck ?? 'Luck'}
                {c.luckPoints !== null ? ` (${c.luckPoints} left)` : ''}
              </>
            }
            value={luck}
            onChange={setLuck}
            choices={view.lists.luckOptions}
            empty="None"
            disabled={c.luckPoints !== null && c.luckPoints < 1 && c.luckUsed === 0}
          />
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
      <DeclareButtons c={c} view={view} declared={declared !== null} canDeclare={canDeclare} busy={busy} run={run} {...(submitLabel ? { submitLabel } : {})} />
    </form>
  );
}
