import { useQuery } from '@tanstack/react-query';
import { memo, useId, useMemo, useRef, useState } from 'react';
import type { DeclaredAction, LuckChoice } from '../../../shared/combat/declarations';
import type { CombatantView, CombatView } from '../../../shared/combat/view';
import type { Weapon } from '../../../shared/domain/gear';
import type { RangeBand } from '../../../shared/systems';
import { useClient } from '../../api/client';
import { useGear, type CombatAction } from './combat-queries';
import { bestRows, panelQuestions, type ChoiceGroup } from './odds-choices';
import { OddsList, type OddsRow } from './OddsList';
import { Overrides } from './Overrides';
import { PlayerViewEditor } from './PrivacyControls';
import { ConditionsEditor } from './ConditionsEditor';
import { formatOdds } from './odds-format';
import { TaskDeclare } from './TaskDeclare';
import { DeclareButtons } from './DeclareButtons';

type Kind = DeclaredAction['kind'];

const MULTI = new Set<Kind>(['full-auto', 'explode', 'suppress']);
const SINGLE = new Set<Kind>(['attack', 'aim', 'subdue', 'rally', 'treat']);

/** The actions `weapon` allows (the machine still has the last word). */
export function actionsFor(weapon: Weapon | undefined, c: CombatantView): Kind[] {
  const out: Kind[] = [];
  if (!weapon || (weapon.type !== 'explosive' && weapon.type !== 'defensive')) out.push('attack');
  if (weapon?.automatic) out.push('full-auto');
  if (weapon?.type === 'explosive') out.push('explode');
  if (weapon?.type !== 'melee') out.push('suppress');
  out.push('aim');
  if (c.clip !== null) out.push('reload');
  if (weapon?.type === 'melee') out.push('subdue');
  if (c.subduedBy !== null) out.push('escape');
  out.push('rally', 'treat', 'pass');
  return out;
}

/** The parts of the view the panel reads (a new initiative order alone does not re-render it). */
export type DeclareViewPart = Pick<CombatView, 'combatants' | 'vehicles' | 'allowed' | 'modifiers'> & {
  position: number;
  lists: CombatView['system']['lists'];
  unit?: CombatView['system']['modifierUnit'];
  /** Issue 22: the edition's turn shape (absent: FS3.2's turn, one action) and the phase, for when declarations are open. */
  turnShape?: CombatView['system']['turnShape'];
  phase?: CombatView['phase'];
};

type Props = {
  combatId: string;
  view: DeclareViewPart;
  combatant: CombatantView;
  run: (a: CombatAction) => Promise<CombatView | null>;
  busy: boolean;
  onClose: () => void;
};

/** Declaration form for one combatant, with the exact odds beside the choice. */
export const DeclarePanel = memo(function DeclarePanel({ combatId, view, combatant: c, run, busy, onClose }: Props) {
  const client = useClient();
  const gear = useGear();
  const uid = useId();
  const gearEdit = useRef<HTMLDetailsElement>(null);
  const weapon = gear.data?.weapons.find((w) => w.name === c.weapon);
  const actions = actionsFor(weapon, c);
  // The edition's words for its actions; an action it does not list keeps its id.
  const actionWords = new Map(view.lists.actions.map((a) => [a.id, a.label]));
  const declared = c.declaration;
  const enemies = view.combatants.filter((x) => x.team !== c.team && !x.knockedOut);
  const others = view.combatants.filter((x) => x.id !== c.id);
  const [kind, setKind] = useState<Kind>(() => declared?.action.kind ?? (c.ammo === 0 ? 'reload' : actions[0]!));
  const [targets, setTargets] = useState<string[]>(() => {
    if (declared) {
      const a = declared.action;
      if ('target' in a) return a.target === undefined ? [] : [a.target];
      if (a.kind === 'explode') return a.targets.map((t) => t.id);
      if ('targets' in a) return [...a.targets];
    }
    return enemies[0] ? [enemies[0].id] : [];
  });
  const [burst, setBurst] = useState(declared?.action.kind === 'attack' ? declared.action.burst === true : false);
  const [location, setLocation] = useState(declared?.action.kind === 'attack' ? (declared.action.location ?? '') : '');
  const [range, setRange] = useState<RangeBand | ''>(declared && 'range' in declared.action ? (declared.action.range ?? '') : '');
  const [luck, setLuck] = useState(declared?.luck ? `${declared.luck.roll}:${declared.luck.effect}` : '');
  const [luckTarget, setLuckTarget] = useState(declared?.luck?.target ?? '');
  const [stance, setStance] = useState<string>(c.stance);
  const [woundIndex, setWoundIndex] = useState(0);
  // Explosion zone of each target (seed 001: 0 within the blast radius, 1 within double).
  const [zones, setZones] = useState<Record<string, 0 | 1>>(() =>
    declared?.action.kind === 'explode' ? Object.fromEntries(declared.action.targets.map((t) => [t.id, t.zone])) : {},
  );
  const blastZones = view.lists.blastZones ?? [];

  const multi = MULTI.has(kind);
  const single = SINGLE.has(kind);
  const targetPool = kind === 'rally' ? view.combatants.filter((x) => x.knockedOut && x.id !== c.id) : kind === 'treat' ? view.combatants : others.filter((x) => !x.knockedOut);
  // Vehicles: shot at, aimed at, caught in a blast or jury-rigged (Treat); never by their own pilot.
  const vehicleTargets =
    kind === 'attack' || kind === 'aim' || kind === 'full-auto' || kind === 'explode'
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
  const chart = chartName ? gear.data?.hitCharts.find((h) => h.name === chartName) : undefined;
  const luckEffect = luck ? (luck.split(':')[1] as LuckChoice['effect']) : null;
  // A luck penalty goes on someone else's roll (seed 004): whose, defaulting to the first enemy.
  const penaltyOn = luckEffect === 'penalty' ? luckTarget || enemies[0]?.id || others[0]?.id || '' : '';
  const luckChoice: LuckChoice | null = luck
    ? { roll: luck.split(':')[0] as LuckChoice['roll'], effect: luckEffect!, ...(penaltyOn ? { target: penaltyOn } : {}) }
    : null;

  // Odds of what the declared action can do (a shot, a burst, each volley of full-auto, Suppress)
  // and, issue 18, of every choice beside it: all in one `combat.odds` call.
  // A task-declaring edition (issue 22) asks for task odds in its own form instead.
  const oddsKind = !c.tasks && (kind === 'attack' || kind === 'full-auto' || kind === 'suppress') ? kind : null;
  const oddsTargets = oddsKind ? chosen.filter((id) => view.combatants.some((x) => x.id === id) || view.vehicles.some((v) => v.id === id)) : [];
  // The odds count the attacker's own luck; a penalty or cancel is on someone else's roll or a reply to one.
  const attackLuck = luckChoice?.roll === 'attack' && (luckChoice.effect === 'bonus' || luckChoice.effect === 'reroll') ? luckChoice.effect : null;
  const panel = useMemo(() => {
    if (!oddsKind) return null;
    const chartOf = (id: string) => view.combatants.find((x) => x.id === id)?.chart ?? null;
    return panelQuestions({
      attackerId: c.id,
      kind: oddsKind,
      chosen: oddsTargets,
      burst,
      automatic: weapon?.automatic === true,
      location,
      range,
      luck: attackLuck,
      stance,
      targets: [
        ...targetPool.map((x) => ({ id: x.id, label: `${x.name}${x.team === c.team ? ' (ally)' : ''}`, chart: x.chart, person: true })),
        ...(oddsKind === 'suppress' ? [] : vehicleTargets.map((v) => ({ id: v.id, label: `${v.name} (vehicle)`, chart: null, person: false }))),
      ],
      locations: chart ? Object.keys(chart.targets) : [],
      chart: oddsTargets[0] ? chartOf(oddsTargets[0]) : null,
      stances: view.lists.stances,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on what the questions are made of
  }, [oddsKind, oddsTargets.join(','), burst, weapon?.automatic, location, range, attackLuck, stance, targetPool.length, view.combatants, view.vehicles, chart, view.lists.stances, c.id]);
  const odds = useQuery({
    queryKey: ['combat.odds', combatId, view.position, JSON.stringify(panel?.questions ?? [])],
    queryFn: () => client.call('combat.odds', { combatId, queries: panel!.questions }),
    enabled: panel !== null && panel.questions.length > 0,
    staleTime: Infinity,
  });
  const answers = odds.data?.odds;
  const oddsRows: OddsRow[] = (panel?.rows ?? []).map((r) => ({
    group: r.group,
    key: r.key,
    label: r.label,
    mine: answers?.[r.at] ?? null,
    against: r.againstAt === null ? null : (answers?.[r.againstAt] ?? null),
    chosen: r.group === 'target' ? chosen.includes(r.key) : r.group === 'location' ? r.key === location : r.group === 'fire' ? (r.key === 'burst') === burst : r.key === stance,
  }));
  const best = answers ? bestRows(oddsRows) : {};
  const choose = (group: ChoiceGroup, key: string) => {
    if (group === 'target') setTargets((t) => (multi ? (t.includes(key) ? t.filter((id) => id !== key) : [...t, key]) : [key]));
    else if (group === 'location') setLocation(key);
    else if (group === 'fire') setBurst(key === 'burst');
    else setStance(key);
  };
  const seriousWord = view.lists.woundSeverities.find((s) => s.id === 'serious')?.label;

  const action = (): DeclaredAction | null => {
    const r = range || undefined;
    const t = chosen[0];
    switch (kind) {
      case 'attack':
        return t ? { kind, target: t, ...(location ? { location } : {}), ...(r ? { range: r } : {}), ...(burst ? { burst: true } : {}) } : null;
      case 'full-auto':
      case 'suppress':
        return chosen.length > 0 ? { kind, targets: chosen, ...(r ? { range: r } : {}) } : null;
      case 'explode':
        return chosen.length > 0 ? { kind, targets: chosen.map((id) => ({ id, zone: zones[id] ?? 0 })) } : null;
      case 'aim':
      case 'subdue':
      case 'rally':
        return t ? { kind, target: t } : null;
      case 'treat':
        return t ? { kind, target: t, woundIndex } : null;
      case 'reload':
      case 'escape':
      case 'pass':
        return { kind };
      case 'task':
        // Tasks are declared in the task form of editions that take them, not in this list.
        return null;
    }
  };
  const ready = action();
  const canDeclare = view.allowed['action.declare'] && !c.knockedOut && ready !== null;

  const update = (patch: Record<string, unknown>) => void run({ kind: 'command', command: { type: 'combatant.update', combatantId: c.id, patch } });

  return (
    <section
      className="panel compact declare"
      aria-labelledby={`${uid}-title`}
      data-testid="declare-panel"
      onKeyDown={(e) => {
        // Escape closes the panel (issue 18); focus goes back to the combatant's name on the board.
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        e.stopPropagation();
        onClose();
      }}
    >
      <div className="section-head">
        <h2 id={`${uid}-title`}>{c.name}</h2>
        <button type="button" className="quiet small" onClick={onClose} aria-label="Close the declaration panel" aria-keyshortcuts="Escape">
          ✕
        </button>
      </div>
      {declared && <p className="small">Declared: {c.declarationText}</p>}
      {c.knockedOut && <p className="small error-text">Knocked out: cannot act until revived.</p>}
      {/* Issue 22: an edition whose combatants declare tasks has its own form. */}
      {c.tasks ? (
        <TaskDeclare combatId={combatId} view={view} combatant={{ ...c, tasks: c.tasks }} weapon={weapon} run={run} busy={busy} />
      ) : (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready) return;
          void run({ kind: 'command', command: { type: 'action.declare', declarations: [{ combatantId: c.id, action: ready, luck: luckChoice, ...(stance !== c.stance ? { stance } : {}) }] } });
        }}
      >
        <div className="field-grid">
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
          <label>
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
            <label>
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
          {/* An edition without range bands (AresMUSH Third Edition) offers no range. */}
          {(kind === 'attack' || kind === 'full-auto' || kind === 'suppress') && view.lists.rangeBands.length > 0 && (
            <label>
              Range
              <select value={range} onChange={(e) => setRange(e.target.value as RangeBand | '')}>
                <option value="">Not set</option>
                {view.lists.rangeBands.map((r) => (
                  <option key={r.id} value={r.id} title={r.hint}>
                    {r.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          {kind === 'attack' && chart && (
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
        {kind === 'attack' && weapon?.automatic && (
          <label className="radio">
            <input type="checkbox" checked={burst} onChange={(e) => setBurst(e.target.checked)} /> Burst
          </label>
        )}
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
        {oddsTargets.length > 0 && (
          <div className="odds" aria-live="polite" data-testid="odds">
            {odds.isPending && <span className="muted small">Working out the odds…</span>}
            {odds.error && <span className="error-text small">{odds.error.message}</span>}
            {answers?.slice(0, panel?.current ?? 0).map((o, i) => {
              const name = view.combatants.find((x) => x.id === oddsTargets[i])?.name ?? view.vehicles.find((v) => v.id === oddsTargets[i])?.name ?? '';
              return (
                <p key={oddsTargets[i]} className="odds-line">
                  {oddsTargets.length > 1 ? <span className="muted">{name}: </span> : null}
                  {o ? (
                    <>
                      <strong>{formatOdds(o, seriousWord, view.lists.words?.stress)}</strong>{' '}
                      <span className="muted small">
                        {o.pools ?? `${o.attackDice} vs ${o.defenseDice} dice`}
                      </span>
                    </>
                  ) : (
                    <span className="muted">no odds for this target</span>
                  )}
                </p>
              );
            })}
          </div>
        )}
        {oddsRows.length > 0 && answers && <OddsList rows={oddsRows} best={best} serious={seriousWord} stress={view.lists.words?.stress} onChoose={choose} disabled={busy} />}
        <DeclareButtons c={c} view={view} declared={declared !== null} canDeclare={canDeclare} busy={busy} run={run} />
      </form>
      )}

      {/* Issue 22: where the storyteller enters damage the rules leave to them, one press away. */}
      {c.tasks && (
        <p className="small enter-damage">
          <button
            type="button"
            className="small"
            onClick={() => {
              if (gearEdit.current) gearEdit.current.open = true;
              requestAnimationFrame(() => gearEdit.current?.querySelector<HTMLElement>('select[aria-label="Wound severity"]')?.focus());
            }}
          >
            Enter damage
          </button>{' '}
          <span className="muted">{c.wounds.length === 0 ? 'No wounds yet.' : `${c.wounds.length} wound${c.wounds.length === 1 ? '' : 's'}.`}</span>
        </p>
      )}
      <ConditionsEditor key={c.id} c={c} allowed={view.allowed['condition.add']} run={run} busy={busy} />
      <details className="gear-edit" ref={gearEdit}>
        <summary>Gear, stance and overrides</summary>
        <div className="field-grid">
          <label>
            Weapon
            <select
              value={c.weapon}
              disabled={busy || !gear.data}
              onChange={(e) => {
                const w = gear.data?.weapons.find((x) => x.name === e.target.value);
                if (w) update({ weapon: w, ammo: w.ammo });
              }}
            >
              {!gear.data?.weapons.some((w) => w.name === c.weapon) && <option>{c.weapon}</option>}
              {gear.data?.weapons.map((w) => (
                <option key={w.name}>{w.name}</option>
              ))}
            </select>
          </label>
          <label>
            Armor
            <select
              value={c.armor ?? ''}
              disabled={busy || !gear.data}
              onChange={(e) => update({ armor: gear.data?.armor.find((a) => a.name === e.target.value) ?? null })}
            >
              <option value="">None</option>
              {c.armor && !gear.data?.armor.some((a) => a.name === c.armor) && <option>{c.armor}</option>}
              {gear.data?.armor.map((a) => (
                <option key={a.name}>{a.name}</option>
              ))}
            </select>
          </label>
          {/* An edition's NPC levels (AresMUSH's npc_types): the level's ratings and Wounds bonus. */}
          {c.kind === 'npc' && view.lists.npcLevels && (
            <label>
              NPC level
              <select value={c.level ?? view.lists.npcLevels.default} disabled={busy} onChange={(e) => update({ level: e.target.value })}>
                {view.lists.npcLevels.choices.map((l) => (
                  <option key={l.id} value={l.id} title={l.hint}>
                    {l.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          {/* An edition's combatant types (AresMUSH's §E.9): kept (their defense skill), with their default weapon, armor and mount. */}
          {view.lists.combatantTypes && view.lists.combatantTypes.length > 0 && gear.data && (
            <label>
              Combatant type
              <select
                value={c.combatantType ?? ''}
                disabled={busy}
                onChange={(e) => {
                  const t = view.lists.combatantTypes?.find((x) => x.id === e.target.value);
                  const base = (name: string) => name.split('+')[0]!;
                  const w = t?.weapon ? gear.data?.weapons.find((x) => x.name === base(t.weapon!)) : undefined;
                  const a = t?.armor ? gear.data?.armor.find((x) => x.name === base(t.armor!)) : undefined;
                  if (!t) return;
                  update({ combatantType: t.id, ...(t.mount ? { mount: t.mount } : {}), ...(w ? { weapon: { ...w, name: t.weapon }, ammo: w.ammo } : {}), armor: a ? { ...a, name: t.armor } : null });
                }}
              >
                <option value="">{c.combatantType === undefined ? 'Default type' : 'Choose…'}</option>
                {view.lists.combatantTypes.map((t) => (
                  <option key={t.id} value={t.id} title={t.hint}>
                    {t.label} ({t.hint})
                  </option>
                ))}
              </select>
            </label>
          )}
          {/* An edition's mounts (AresMUSH's §C.19): attack modifiers and the mount-hit branch. */}
          {view.lists.mounts && view.lists.mounts.length > 0 && (
            <label>
              Mount
              <select value={c.mount ?? ''} disabled={busy} onChange={(e) => update({ mount: e.target.value || null })}>
                <option value="">None</option>
                {view.lists.mounts.map((m) => (
                  <option key={m.id} value={m.id} title={m.hint}>
                    {m.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            Cover
            <select
              value={c.cover?.name ?? ''}
              disabled={busy}
              onChange={(e) => update({ cover: view.lists.coverTypes.find((k) => k.name === e.target.value) ?? null })}
            >
              <option value="">None</option>
              {c.cover && !view.lists.coverTypes.some((k) => k.name === c.cover?.name) && <option value={c.cover.name ?? ''}>{c.cover.name ?? 'Cover'}</option>}
              {view.lists.coverTypes.map((k) => (
                <option key={k.name} value={k.name}>
                  {k.name} (protection {k.protection})
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="row">
          <button type="button" disabled={busy} onClick={() => update({ stance })}>
            Set stance now
          </button>
          {c.knockedOut ? (
            <>
              <button type="button" disabled={busy} onClick={() => void run({ kind: 'command', command: { type: 'combatant.revive', targetId: c.id, useLuck: false } })}>
                {view.lists.words?.revive ?? 'Revive'}
              </button>
              {/* An edition's own luck-paid recovery (AresMUSH's combat/hero), for PCs. */}
              {view.lists.words?.reviveWithLuck && (c.kind === 'pc' || c.luckPoints !== null) && (
                <button type="button" disabled={busy || (c.luckPoints !== null && c.luckPoints < 1)} onClick={() => void run({ kind: 'command', command: { type: 'combatant.revive', targetId: c.id, useLuck: true } })}>
                  {view.lists.words.reviveWithLuck}
                </button>
              )}
            </>
          ) : (
            <button type="button" disabled={busy} onClick={() => void run({ kind: 'command', command: { type: 'combatant.knockOut', targetId: c.id } })}>
              Knock out
            </button>
          )}
          {view.allowed['combatant.remove'] && (
            <button type="button" className="quiet" disabled={busy} onClick={() => void run({ kind: 'command', command: { type: 'combatant.remove', combatantId: c.id } })}>
              Remove from combat
            </button>
          )}
        </div>
        <Overrides
          c={c}
          unit={view.unit}
          chart={gear.data?.hitCharts.find((h) => h.name === c.chart)}
          modifiers={view.modifiers}
          severities={view.lists.woundSeverities}
          moveInjury={view.lists.words?.moveInjury ?? null}
          located={view.lists.unlocatedWounds !== true}
          run={run}
          busy={busy}
          vehicleName={view.vehicles.find((v) => v.id === c.vehicleId)?.name}
        />
        <PlayerViewEditor key={c.id} c={c} run={run} busy={busy} allowed={view.allowed['privacy.set']} />
      </details>
    </section>
  );
});
