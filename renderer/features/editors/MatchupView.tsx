import { useMemo, useState } from 'react';
import type { GearCatalog } from '../../../shared/domain/gear';
import { heatmapColumns } from '../../../shared/editors/heatmap';
import { matchupOdds, type CoverSpec } from '../../../shared/editors/weapon-armor';
import type { GameSystem, Severity } from '../../../shared/systems';
import { useGameSystem } from '../../api/game-system';
import { pct } from './ids';


/** A horizontal stacked bar: stopped, then each severity (and near miss for the whole attack). */
function Bar({ parts, label }: { parts: [string, number][]; label: string }) {
  return (
    <div className="bar" role="img" aria-label={`${label}: ${parts.map(([k, p]) => `${k} ${pct(p)}`).join(', ')}`}>
      {parts.map(([k, p]) => (p > 0 ? <span key={k} className={`seg seg-${k.toLowerCase().replace(/\s+/g, '-')}`} style={{ width: `${p * 100}%` }} title={`${k} ${pct(p)}`} /> : null))}
    </div>
  );
}

function Legend({ parts, values }: { parts: [string, number][]; values: boolean }) {
  return (
    <ul className="legend">
      {parts.map(([k, p]) => (
        <li key={k}>
          <span className={`swatch seg-${k.toLowerCase().replace(/\s+/g, '-')}`} />
          {k}{values && <>: <strong>{pct(p)}</strong></>}
        </li>
      ))}
    </ul>
  );
}

/** The weapon-vs-armor view: stop chance and wound severities per hit location, and for a whole attack. */
export function MatchupView({ catalog }: { catalog: GearCatalog }) {
  const { system } = useGameSystem();
  return system ? <Matchup catalog={catalog} system={system} /> : null;
}

/** The view for the campaign's system: its combat numbers, cover table and wound severities. */
function Matchup({ catalog, system }: { catalog: GearCatalog; system: GameSystem }) {
  const [weaponName, setWeapon] = useState(catalog.weapons[0]?.name ?? '');
  const [armorName, setArmor] = useState(catalog.armor[0]?.name ?? '');
  const [coverName, setCover] = useState('');
  const [chartName, setChart] = useState(catalog.hitCharts[0]?.name ?? '');
  const [aim, setAim] = useState('');
  const [net, setNet] = useState(0);
  // Issue 19: the edition's hit-location shift (FS3.1: the Roll Result difference 0–5).
  const cols = heatmapColumns(system.edition);
  const weapon = catalog.weapons.find((w) => w.name === weaponName) ?? catalog.weapons[0];
  const armor = catalog.armor.find((a) => a.name === armorName) ?? null;
  const cover: CoverSpec | null = system.lists.coverTypes.find((c) => c.name === coverName) ?? null;
  const chart = catalog.hitCharts.find((c) => c.name === chartName) ?? catalog.hitCharts[0];
  const aimAt = chart && chart.targets[aim] ? aim : chart?.defaultTarget ?? '';
  const odds = useMemo(
    () => (weapon && chart ? matchupOdds(system.combat, chart, weapon, armor, cover, aimAt, net) : null),
    [system.combat, weapon, chart, armor, cover, aimAt, net],
  );
  if (!weapon || !chart || !odds) return <p>Add at least one weapon and one hit chart to compare them.</p>;
  const sev = (s: Record<Severity, number>) => system.lists.woundSeverities.map((k) => [k.label, s[k.id as Severity] ?? 0] as [string, number]);
  return (
    <div className="matchup">
      <div className="row tight">
        <label className="inline">Weapon
          <select value={weapon.name} aria-label="Weapon" onChange={(e) => setWeapon(e.target.value)}>
            {catalog.weapons.map((w) => (<option key={w.name}>{w.name}</option>))}
          </select>
        </label>
        <label className="inline">Armor
          <select value={armor?.name ?? ''} aria-label="Armor" onChange={(e) => setArmor(e.target.value)}>
            <option value="">None</option>
            {catalog.armor.map((a) => (<option key={a.name}>{a.name}</option>))}
          </select>
        </label>
        <label className="inline">Cover
          <select value={coverName} aria-label="Cover" onChange={(e) => setCover(e.target.value)}>
            <option value="">None</option>
            {system.lists.coverTypes.map((c) => (<option key={c.name} value={c.name}>{c.name} (protection {c.protection})</option>))}
          </select>
        </label>
        <label className="inline">Target chart
          <select value={chart.name} aria-label="Target chart" onChange={(e) => setChart(e.target.value)}>
            {catalog.hitCharts.map((c) => (<option key={c.name}>{c.name}</option>))}
          </select>
        </label>
      </div>
      <p className="muted small">
        Penetration {weapon.penetration}, lethality {weapon.lethality >= 0 ? '+' : ''}{weapon.lethality}
        {armor ? `; ${armor.name} protection ${armor.protection}` : ''}{cover ? `; behind ${cover.name} (taken as applying: it does 75% of the time unless the attacker gets 3+ hits)` : ''}.
        Stop chance = ((protection ÷ penetration) × 2 − 1) × 25 + 10; a roll of 100 always gets through.
      </p>
      <table className="matchup-table" data-testid="matchup">
        <thead>
          <tr>
            <th scope="col">Hit location</th>
            <th scope="col">Damage modifier</th>
            <th scope="col">Armor stops</th>
            {cover && <th scope="col">Cover stops</th>}
            <th scope="col">Serious or worse</th>
            <th scope="col">Stopped · Light · Moderate · Serious · Critical</th>
          </tr>
        </thead>
        <tbody>
          {odds.locations.map((l) => (
            <tr key={l.location}>
              <th scope="row">{l.location}{l.mark !== 'normal' && <span className="tag">{l.mark}</span>}</th>
              <td>{l.modifier >= 0 ? '+' : ''}{l.modifier}</td>
              <td>{l.armorStop === null ? 'not covered' : `${l.armorStop}%`}</td>
              {cover && <td>{l.coverStop}%</td>}
              <td>{pct(l.severities.serious + l.severities.critical)}</td>
              <td><Bar label={l.location} parts={[['Stopped', l.pStopped], ...sev(l.severities)]} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <Legend parts={[['Stopped', 0], ...system.lists.woundSeverities.map((k) => [k.label, 0] as [string, number])]} values={false} />
      <h2>One attack</h2>
      <div className="row tight">
        <label className="inline">Aimed at
          <select value={aimAt} aria-label="Aimed at" onChange={(e) => setAim(e.target.value)}>
            {Object.keys(chart.targets).map((t) => (<option key={t}>{t}</option>))}
          </select>
        </label>
        <label className="inline">{cols.label}
          <select value={net} aria-label={cols.label} onChange={(e) => setNet(Number(e.target.value))}>
            {cols.values.map((n) => (<option key={n} value={n}>{n}</option>))}
          </select>
        </label>
      </div>
      <Bar label="Whole attack" parts={[['Near miss', odds.attack.pNearMiss], ['Stopped', odds.attack.pStopped], ...sev(odds.attack.severities)]} />
      <Legend parts={[['Near miss', odds.attack.pNearMiss], ['Stopped', odds.attack.pStopped], ...sev(odds.attack.severities)]} values />
    </div>
  );
}
