import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { GearCatalog } from '../../../shared/domain/gear';
import { copyName, findReferences, describeReference, type GearListName } from '../../../shared/editors/catalog-ops';
import { newChart } from '../../../shared/editors/chart-ops';
import type { GearState } from '../../../shared/ipc/gear-contract';
import { navigate, useRouteRest } from '../../app/routes';
import { QueryState } from '../../components/QueryState';
import { ChartEditor } from './ChartEditor';
import { GearForm, type FocusRequest } from './GearForm';
import { GearList } from './GearList';
import { fieldId, listOfSection, SECTIONS, sectionOfList, type SectionId } from './ids';
import { MatchupView } from './MatchupView';
import { ProblemsList, problemTarget, type ProblemTarget } from './ProblemsList';
import { useGearEdit, useGearState } from './useGear';
import './editors.css';
import { useUndoShortcuts } from '../../components/useUndoShortcuts';
import { useScreenHistory } from '../../app/menu/screen-history';

const NEW_LABEL: Record<GearListName, string> = { weapons: 'New weapon', armor: 'New armor', vehicles: 'New vehicle', hitCharts: 'New chart' };

/** A fresh item with valid defaults, saved at once and then edited in place. */
function newItem(list: GearListName, catalog: GearCatalog, abilities: string[]) {
  const name = (base: string) => (catalog[list].some((i) => i.name === base) ? copyName(catalog[list].map((i) => i.name), base) : base);
  const skill = (preferred: string) => (abilities.includes(preferred) ? preferred : abilities[0] ?? preferred);
  const chart = catalog.hitCharts[0];
  switch (list) {
    case 'weapons':
      return { name: name('New weapon'), type: 'ranged', class: 'personal', attackSkill: skill('Firearms'), defenseRating: 3, penetration: 3 };
    case 'armor':
      return { name: name('New armor'), class: 'personal', protection: 3, locations: [chart?.defaultTarget ?? 'Chest'] };
    case 'vehicles':
      return chart ? { name: name('New vehicle'), pilotingSkill: skill('Reactive'), toughness: 3, hitChart: chart.name } : null;
    case 'hitCharts':
      return newChart(name('New chart'), 'Body');
  }
}


/** Gear editors: weapons, armor, vehicles and hit charts, with heatmaps, matchups, live lint and undo. */
export function EditorsScreen() {
  const gear = useGearState();
  const { run: gearRun, error, clearError } = useGearEdit();
  const [section = 'charts', name, aim] = useRouteRest();
  const [localError, setLocalError] = useState<string | null>(null);
  const focusRef = useRef<FocusRequest | null>(null);
  // Jumping to the item already shown changes no route: this re-render lets the field take focus.
  const [, setJumps] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const state = gear.data;
  const list = listOfSection(section);
  // A message belongs to the form it came from: editing again (null) clears main's refusal too,
  // and another tab or item starts without it (issue 18: a stale "already a vehicle named" followed).
  const setEditError = useCallback((m: string | null) => {
    if (m === null) clearError();
    setLocalError(m);
  }, [clearError]);
  const routeKey = `${section}/${name ?? ''}`;
  const [shownAt, setShownAt] = useState(routeKey);
  if (shownAt !== routeKey) {
    setShownAt(routeKey);
    setEditError(null);
  }
  // A refusal that lands after the author moved on (leaving a field saves it, so a click on another
  // tab can send the save) is about a form no longer shown: it is not carried over.
  const routeRef = useRef(routeKey);
  useLayoutEffect(() => {
    routeRef.current = routeKey;
  }, [routeKey]);
  const run = useCallback<typeof gearRun>(async (method, input, optimistic) => {
    const at = routeRef.current;
    const saved = await gearRun(method, input, optimistic);
    if (saved === null && routeRef.current !== at) clearError();
    return saved;
  }, [gearRun, clearError]);

  const undo = useCallback(() => void run('gear.undo', {}), [run]);
  const redo = useCallback(() => void run('gear.redo', {}), [run]);
  useUndoShortcuts(undo, redo);
  useScreenHistory(false, state?.history, undo, redo);

  // A problem in a chart jumps to the chart's field once it is on screen (forms focus their own).
  useEffect(() => {
    const want = focusRef.current;
    // Wait for the route to reach the item: the hash changes after this render.
    if (!want || want.list !== 'hitCharts' || list !== 'hitCharts' || want.name !== name) return;
    const el = document.getElementById(fieldId('hitCharts', want.field));
    if (el) {
      // Optional: jsdom (component tests) has no scrolling.
      el.scrollIntoView?.({ block: 'center' });
      el.focus();
      focusRef.current = null;
    }
  });

  const jump = (t: ProblemTarget) => {
    focusRef.current = { list: t.list, name: t.name, field: t.field };
    navigate('editors', sectionOfList(t.list), t.name, ...(t.aim ? [t.aim] : []));
    setJumps((n) => n + 1);
  };
  const current = state && list ? (state.catalog[list] as { name: string }[]).find((i) => i.name === name) : undefined;
  const selected = current?.name ?? (state && list ? (state.catalog[list] as { name: string }[])[0]?.name : undefined);

  return (
    <section className="panel editors" aria-labelledby="editors-title">
      <header className="editors-head">
        <h1 id="editors-title">Gear editors</h1>
        <div className="history" role="group" aria-label="Undo and redo">
          <button type="button" onClick={undo} disabled={!state?.history.canUndo} title={state?.history.undoLabel ? `Undo ${state.history.undoLabel} (Ctrl+Z)` : 'Nothing to undo'}
            aria-keyshortcuts="Control+Z">↶ Undo</button>
          <button type="button" onClick={redo} disabled={!state?.history.canRedo} title={state?.history.redoLabel ? `Redo ${state.history.redoLabel} (Ctrl+Shift+Z)` : 'Nothing to redo'}
            aria-keyshortcuts="Control+Shift+Z">↷ Redo</button>
        </div>
      </header>
      <p className="muted small">Every change is saved in the campaign as you make it. Ctrl+Z undoes, Ctrl+Shift+Z redoes.</p>
      <nav className="tabs" aria-label="Editors">
        {SECTIONS.map((s) => (
          <a key={s.id} href={`#/editors/${s.id}`} aria-current={s.id === section ? 'page' : undefined}
            onClick={(e) => { e.preventDefault(); navigate('editors', s.id); }}>{s.label}</a>
        ))}
      </nav>
      <div aria-live="polite" className="status">
        {(error ?? localError) ? (
          <p role="alert" className="error-text">
            {error ?? localError} <button type="button" className="linkish" onClick={() => setEditError(null)}>Dismiss</button>
          </p>
        ) : state?.note ? (
          <p className="muted" data-testid="gear-note">{state.note}</p>
        ) : null}
      </div>
      <QueryState isPending={gear.isPending} error={gear.error}>
        {state && (
          <>
            <ProblemsList state={state} onJump={jump} />
            {section === 'matchup' || !list ? (
              <MatchupView catalog={state.catalog} />
            ) : (
              <div className="editor-grid">
                <aside aria-label={`${SECTIONS.find((s) => s.id === section)!.label} list`}>
                  <div className="row tight">
                    <button type="button" className="primary" disabled={list === 'vehicles' && state.catalog.hitCharts.length === 0}
                      onClick={async () => {
                        const item = newItem(list, state.catalog, state.abilities);
                        if (!item) return;
                        const s = await run('gear.save', { list, item, previousName: null } as never);
                        if (s) navigate('editors', section, item.name);
                      }}>{NEW_LABEL[list]}</button>
                    {state.catalog.weapons.length === 0 && state.catalog.armor.length === 0 && (
                      <button type="button" onClick={() => void run('gear.addBuiltin', {})}>Add the guide’s gear</button>
                    )}
                  </div>
                  <GearList catalog={state.catalog} list={list} selected={selected} onSelect={(n) => navigate('editors', section, n)}
                    problemsOf={(n) => state.problems.filter((p) => p.severity !== 'info' && problemTarget(state.catalog, p)?.name === n && problemTarget(state.catalog, p)?.list === list).length} />
                </aside>
                <div className="detail">
                  {selected ? (
                    <Detail key={`${list}:${selected}`} state={state} list={list} name={selected} section={section as SectionId} aim={aim}
                      run={run} focusRef={focusRef} setLocalError={setEditError}
                      confirmDelete={confirmDelete} setConfirmDelete={setConfirmDelete} />
                  ) : (
                    <p className="muted">Nothing here yet: use “{NEW_LABEL[list]}”.</p>
                  )}
                </div>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function Detail({ state, list, name, section, aim, run, focusRef, setLocalError, confirmDelete, setConfirmDelete }: {
  state: GearState; list: GearListName; name: string; section: SectionId; aim: string | undefined;
  run: ReturnType<typeof useGearEdit>['run']; focusRef: React.RefObject<FocusRequest | null>; setLocalError: (m: string | null) => void;
  confirmDelete: string | null; setConfirmDelete: (n: string | null) => void;
}) {
  const item = (state.catalog[list] as { name: string }[]).find((i) => i.name === name)!;
  const refs = findReferences(state.catalog, list, name);
  const blocked = list === 'hitCharts' && refs.length > 0;
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keep = () => {
    setConfirmDelete(null);
    deleteButton.current?.focus();
  };
  const del = async () => {
    const s = await run('gear.delete', { list, name, confirm: true });
    setConfirmDelete(null);
    if (s) navigate('editors', section);
  };
  return (
    <>
      <div className="detail-head">
        <h2>{name}</h2>
        <div className="row tight">
          <button type="button" onClick={async () => {
            const s = await run('gear.duplicate', { list, name });
            if (s && 'name' in s) navigate('editors', section, String(s.name));
          }}>Duplicate</button>
          <button ref={deleteButton} type="button" className="danger" disabled={blocked} title={blocked ? `Used by ${refs.map(describeReference).join(', ')}` : undefined}
            onClick={() => (refs.length > 0 ? setConfirmDelete(name) : void del())}>Delete</button>
        </div>
      </div>
      {blocked && <p className="muted small">Used by {refs.map(describeReference).join(', ')}: give those vehicles another chart before deleting it.</p>}
      {confirmDelete === name && !blocked && (
        <DeleteConfirm name={name} uses={refs.map(describeReference).join(', ')} onDelete={() => void del()} onKeep={keep} />
      )}
      {list === 'hitCharts' ? (
        <ChartEditor catalog={state.catalog} chart={item as GearState['catalog']['hitCharts'][number]} run={run} aimParam={aim} onLocalError={setLocalError} />
      ) : (
        <GearForm list={list} item={item as never} state={state} run={run} focusRef={focusRef} onEdit={() => setLocalError(null)} />
      )}
    </>
  );
}

/**
 * "Delete X?" asked in place. It takes focus on its safe answer (issue 18: focus stayed on the
 * Delete button behind it, so a screen reader never heard the question), and Escape answers
 * "Keep it", handing focus back to the Delete button.
 */
function DeleteConfirm({ name, uses, onDelete, onKeep }: { name: string; uses: string; onDelete: () => void; onKeep: () => void }) {
  const keepButton = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useEffect(() => keepButton.current?.focus(), []);
  return (
    <div role="alertdialog" aria-label={`Delete ${name}?`} aria-describedby={textId} className="confirm-box"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onKeep();
      }}>
      <p id={textId}>{name} is used by {uses}. Deleting it clears those references.</p>
      <button type="button" className="danger" onClick={onDelete}>Delete and clear references</button>{' '}
      <button ref={keepButton} type="button" onClick={onKeep}>Keep it</button>
    </div>
  );
}
