import type { RefObject } from 'react';
import type { CombatantView } from '../../../shared/core/combat/view';
import { ChoiceField } from './ChoiceField';
import { CoverParts } from './CoverParts';
import { useGear } from './combat-queries';
import type { DeclareRun, DeclareViewPart } from './declare-types';
import { Overrides } from './Overrides';
import { PlayerViewEditor } from './PrivacyControls';

type Props = {
  view: DeclareViewPart;
  combatant: CombatantView;
  run: DeclareRun;
  busy: boolean;
  /** The stance chosen in the declare form ("Set stance now" sends it). */
  stance: string;
  detailsRef: RefObject<HTMLDetailsElement | null>;
};

/** The declare panel's fold-out: weapon, armor, type, mount, cover, stance, knock out or revive, overrides, what players see. */
export function GearDetails({ view, combatant: c, run, busy, stance, detailsRef }: Props) {
  const gear = useGear();
  const update = (patch: Record<string, unknown>) => void run({ kind: 'command', command: { type: 'combatant.update', combatantId: c.id, patch } });
  return (
    <details className="gear-edit" ref={detailsRef}>
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
          <ChoiceField label="NPC level" value={c.level ?? view.lists.npcLevels.default} disabled={busy} onChange={(level) => update({ level })} choices={view.lists.npcLevels.choices} />
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
          <ChoiceField label="Mount" value={c.mount ?? ''} disabled={busy} onChange={(mount) => update({ mount: mount || null })} choices={view.lists.mounts} empty="None" />
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
      {c.cover && <CoverParts cover={c.cover} locations={gear.data?.hitCharts.find((h) => h.name === c.chart)?.locations.map((l) => l.name) ?? []} busy={busy} onChange={(cover) => update({ cover })} />}
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
  );
}
