import { useState } from 'react';
import type { LuckChoice } from '../../../shared/core/combat/declarations';
import type { CombatantView } from '../../../shared/core/combat/view';
import type { Weapon } from '../../../shared/domain/gear';
import type { RangeBand } from '../../../shared/systems';
import { useGear } from './combat-queries';
import { ChoiceField } from './ChoiceField';
import { actionsFor, declaredAction, MULTI, SINGLE } from './declare-action';
import { declaredOrSuggested, draftOfDeclared, useFollowDeclared } from './declared-draft';
import type { ActionKind as Kind, DeclareRun, DeclareViewPart } from './declare-types';
import { DeclareButtons } from './DeclareButtons';
import { OddsLines, useDeclareOdds } from './DeclareOdds';
import type { ChoiceGroup } from './odds-choices';
import { OddsList } from './OddsList';
import { WhatIfToggle } from './WhatIfToggle';

type Props = {
  combatId: string;
  view: DeclareViewPart;
  combatant: CombatantView;
  weapon: Weapon | undefined;
  run: DeclareRun;
  busy: boolean;
  /** The stance is the panel's: "Set stance now" under the gear sends it too. */
  stance: string;
  onStance: (stance: string) => void;
  /** Issue 42: the submit's words when the form edits a player's pending declaration (PendingEdit). */
  submitLabel?: string;
};

/** The FS3 declaration: an action, its targets and options, with the exact odds beside the choice. */
export function ActionDeclare({ combatId, view, combatant: c, weapon, run, busy, stance, onStance: setStance, submitLabel }: Props) {
  const gear = useGear();
  const actions = actionsFor(weapon, c);
  // The edition's words for its actions; an action it does not list keeps its id.
  const actionWords = new Map(view.lists.actions.map((a) => [a.id, a.label]));
  const declared = c.declaration;
  const enemies = view.combatants.filter((x) => x.team !== c.team && !x.knockedOut);
  const others = view.combatants.filter((x) => x.id !== c.id);
  const fallbackKind: Kind = c.ammo === 0 ? 'reload' : actions[0]!;
  // A suggestion pending for an NPC fills the form as a declaration would (declared-draft.ts).
  const prefill = declaredOrSuggested(c);
  const [first] = useState(() => draftOfDeclared(prefill, fallbackKind, enemies));
  const [kind, setKind] = useState<Kind>(first.kind);
  const [targets, setTargets] = useState<string[]>(first.targets);
  const [burst, setBurst] = useState(first.burst);
  const [location, setLocation] = useState(first.location);
  const [range, setRange] = useState<RangeBand | ''>(first.range);
  const [luck, setLuck] = useState(first.luck);
  const [luckTarget, setLuckTarget] = useState(first.luckTarget);
  const [woundIndex, setWoundIndex] = useState(0);
  // Explosion zone of each target (seed 001: 0 within the blast radius, 1 within double).
  const [zones, setZones] = useState<Record<string, 0 | 1>>(first.zones);
  useFollowDeclared(prefill, () => {
    const d = draftOfDeclared(prefill, fallbackKind, enemies);
    setKind(d.kind);
    setTargets(d.targets);
    setBurst(d.burst);
    setLocation(d.location);
    setRange(d.range);
    setLuck(d.luck);
    setLuckTarget(d.luckTarget);
    setZones(d.zones);
  });
  const blastZones = view.lists.blastZones ?? [];

  const multi = MULTI.has(kind);
  const single = SINGLE.has(kind);
  const targetPool = kind === 'rally' ? view.combatants.filter((x) => x.knockedOut && x.id !== c.id) : kind === 'treat' ? view.combatants : others.filter((x) => !x.knockedOut);
  // Vehicles: shot at, aimed at, caught in a blast or jury-rigged (Treat); never by their own pilot,
  // nor in an edition without vehicle targets (issue 42: `lists.lacks`, as a player's device).
  const vehicleTargets = view.lists.lacks?.vehicleTargets !== undefined
    ? []
    : kind === 'attack' || kind === 'aim' || kind === 'full-auto' || kind === 'explode'
      ? view.vehicles.filter((v) => v.pilotId !== c.id)
      : kind === 'treat'
        ? view.vehicles.filter((v) => v.wounds.length > 0)
        : [];
  // Only targets this action can take (a vehicle picked for full-auto is no Suppress target).
  const allowedIds = new Set([...targetPool.map((x) => x.id), ...vehicleTargets.map((v) => v.id)]);
  const chosen = (single ? targets.slice(0, 1) : multi ? targets : []).filter((id) => allowedIds.has(id));
  const firstTarget = view.combatants.find((x) => x.id === chosen[0]);
  const firstVehicle = firstTarget ? undefined : view.vehicles.find((v) => v.id === chosen[0]);
  const vehicleChart = firstVehicle ? gear.data?.vehicles.find((v) => v.name === firstVehicle.vehicle)?.hitChart : undefined;
  const chartName = firstTarget?.chart ?? vehicleChart;
  const chart = chartName && view.lists.lacks?.calledShots === undefined ? gear.data?.hitCharts.find((h) => h.name === chartName) : undefined;
  const luckEffect = luck ? (luck.split(':')[1] as LuckChoice['effect']) : null;
  // A luck penalty goes on someone else's roll (seed 004): whose, defaulting to the first enemy.
  const penaltyOn = luckEffect === 'penalty' ? luckTarget || enemies[0]?.id || others[0]?.id || '' : '';
  const luckChoice: LuckChoice | null = luck
    ? { roll: luck.split(':')[0] as LuckChoice['roll'], effect: luckEffect!, ...(penaltyOn ? { target: penaltyOn } : {}) }
    : null;

  const odds = useDeclareOdds({ combatId, view, c, kind, chosen, burst, automatic: weapon?.automatic === true, location, range, luckChoice, stance, targetPool, vehicleTargets, chart, zones });
  const choose = (group: ChoiceGroup, key: string) => {
    if (group === 'target') setTargets((t) => (multi ? (t.includes(key) ? t.filter((id) => id !== key) : [...t, key]) : [key]));
    else if (group === 'location') setLocation(key);
    else if (group === 'fire') setBurst(key === 'burst');
    else setStance(key);
  };
  const seriousWord = view.lists.woundSeverities.find((s) => s.id === 'serious')?.label;

  const ready = declaredAction(kind, chosen, { range, location, burst, zones, woundIndex });
  const canDeclare = view.allowed['action.declare'] && !c.knockedOut && ready !== null;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        void run({ kind: 'command', command: { type: 'action.declare', declarations: [{ combatantId: c.id, action: ready, luck: luckChoice, ...(stance !== c.stance ? { stance } : {}) }] } });
      }}
    >
      <div className="field-grid declare-fields">
        <label>
          Action
          <select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {actions.map((k) => (
              <option key={k} value={k}>
                {actionWords.get(k) ?? k}
              </option>
            ))}
          </select>
        </label>
        {single && (
          <label>
            Target
            <select value={chosen[0] ?? ''} onChange={(e) => setTargets([e.target.value])}>
              <option value="">Choose…</option>
              {targetPool.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                  {x.team === c.team ? ' (ally)' : ''}
                </option>
              ))}
              {vehicleTargets.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name} (vehicle)
                </option>
              ))}
            </select>
          </label>
        )}
        <ChoiceField label="Stance" value={stance} onChange={setStance} choices={view.lists.stances} />
        {/* An edition without range bands (AresMUSH Third Edition) offers no range. */}
        {(kind === 'attack' || kind === 'full-auto' || kind === 'suppress') && view.lists.rangeBands.length > 0 && (
          <ChoiceField label="Range" value={range} onChange={(v) => setRange(v as RangeBand | '')} choices={view.lists.rangeBands} empty="Not set" />
        )}
        {/* Luck and its target take a whole line (side-panel.css): their choices are long ("Penalty on someone's initiative"). */}
        <label className="declare-luck">
          {view.lists.words?.luck ?? 'Luck'}{c.luckPoints !== null ? ` (${c.luckPoints} left)` : ''}
          <select value={luck} onChange={(e) => setLuck(e.target.value)} disabled={c.luckPoints !== null && c.luckPoints < 1 && c.luckUsed === 0}>
            <option value="">No luck</option>
            {view.lists.luckOptions.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        {luckEffect === 'penalty' && (
          <label className="declare-luck">
            Luck penalty on
            <select value={penaltyOn} onChange={(e) => setLuckTarget(e.target.value)}>
              {others.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                  {x.team === c.team ? ' (ally)' : ''}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === 'treat' && (firstTarget ?? firstVehicle) && (
          <label>
            {firstVehicle ? 'Wound (jury-rig)' : 'Wound'}
            <select value={woundIndex} onChange={(e) => setWoundIndex(Number(e.target.value))}>
              {(firstTarget ?? firstVehicle)!.wounds.map((w, i) => (
                <option key={i} value={i}>
                  {w.severity} {w.location}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {multi && (
        <fieldset className="targets">
          <legend>Targets</legend>
          {[...targetPool.map((x) => ({ id: x.id, label: `${x.name}${x.team === c.team ? ' (ally)' : ''}` })), ...vehicleTargets.map((v) => ({ id: v.id, label: `${v.name} (vehicle)` }))].map((x) => (
            <span key={x.id} className="target-choice">
              <label className="radio">
                <input
                  type="checkbox"
                  checked={targets.includes(x.id)}
                  onChange={(e) => setTargets((t) => (e.target.checked ? [...t, x.id] : t.filter((id) => id !== x.id)))}
                />
                {x.label}
              </label>
              {kind === 'explode' && blastZones.length > 0 && targets.includes(x.id) && (
                <select aria-label={`Zone of ${x.label}`} title={blastZones.find((z) => z.id === String(zones[x.id] ?? 0))?.hint} value={String(zones[x.id] ?? 0)} onChange={(e) => setZones((z) => ({ ...z, [x.id]: e.target.value === '1' ? 1 : 0 }))}>
                  {blastZones.map((z) => (
                    <option key={z.id} value={z.id} title={z.hint}>
                      {z.label}
                    </option>
                  ))}
                </select>
              )}
            </span>
          ))}
        </fieldset>
      )}
      {/* Issue 37 item 7: the odds and Declare come right after the fields most declarations need
          (Declare is 5 Tabs from Action); the finer choices and every option's odds follow. */}
      <OddsLines view={view} odds={odds} serious={seriousWord} />
      <DeclareButtons c={c} view={view} declared={declared !== null} canDeclare={canDeclare} busy={busy} run={run} {...(submitLabel ? { submitLabel } : {})} />
      {/* Issue 41: the forecast of this draft before it is declared (after Declare: not one of its Tabs). */}
      <WhatIfToggle view={view} combatant={c} draft={ready ? { action: ready, luck: luckChoice, ...(stance !== c.stance ? { stance } : {}) } : null} />
      {kind === 'attack' && (chart || weapon?.automatic) && (
        <div className="row tight declare-refine">
          {chart && (
            <label>
              Called shot
              <select value={location} onChange={(e) => setLocation(e.target.value)}>
                <option value="">Centre of mass</option>
                {Object.keys(chart.targets).map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
          )}
          {weapon?.automatic && (
            <label className="radio">
              <input type="checkbox" checked={burst} onChange={(e) => setBurst(e.target.checked)} /> Burst
            </label>
          )}
        </div>
      )}
      {odds.oddsRows.length > 0 && odds.answers && <OddsList rows={odds.oddsRows} best={odds.best} serious={seriousWord} stress={view.lists.words?.stress} onChoose={choose} disabled={busy} />}
    </form>
  );
}
