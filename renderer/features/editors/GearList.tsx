import { useMemo, useState } from 'react';
import type { GearCatalog } from '../../../shared/domain/gear';
import type { GearListName } from '../../../shared/editors/catalog-ops';

type Row = { name: string; facts: string; type: string; klass: string; stat: number };

function rowsOf(catalog: GearCatalog, list: GearListName): Row[] {
  switch (list) {
    case 'weapons':
      return catalog.weapons.map((w) => ({ name: w.name, facts: `${w.type} · pen ${w.penetration}${w.lethality ? ` · leth ${w.lethality}` : ''}`, type: w.type, klass: w.class, stat: w.penetration }));
    case 'armor':
      return catalog.armor.map((a) => ({ name: a.name, facts: `prot ${a.protection} · ${a.locations.length} locations`, type: '', klass: a.class, stat: a.protection }));
    case 'vehicles':
      return catalog.vehicles.map((v) => ({ name: v.name, facts: `${v.hitChart} chart · toughness ${v.toughness}`, type: v.hitChart, klass: '', stat: v.toughness }));
    case 'hitCharts':
      return catalog.hitCharts.map((c) => ({ name: c.name, facts: `${c.locations.length} locations · ${Object.keys(c.targets).length} rows`, type: '', klass: '', stat: c.locations.length }));
  }
}

const STAT: Record<GearListName, string> = { weapons: 'penetration', armor: 'protection', vehicles: 'toughness', hitCharts: 'locations' };
const TYPE_LABEL: Partial<Record<GearListName, string>> = { weapons: 'Type', vehicles: 'Chart' };

/** A searchable, sortable, filterable list of one kind of gear. */
export function GearList({ catalog, list, selected, onSelect, problemsOf }: {
  catalog: GearCatalog; list: GearListName; selected: string | undefined; onSelect: (name: string) => void; problemsOf: (name: string) => number;
}) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<'order' | 'name' | 'stat'>('order');
  const [type, setType] = useState('');
  const [klass, setKlass] = useState('');
  const all = useMemo(() => rowsOf(catalog, list), [catalog, list]);
  const types = [...new Set(all.map((r) => r.type).filter(Boolean))];
  const classes = [...new Set(all.map((r) => r.klass).filter(Boolean))];
  const q = query.trim().toLowerCase();
  const rows = all
    .filter((r) => (!q || r.name.toLowerCase().includes(q) || r.facts.toLowerCase().includes(q)) && (!type || r.type === type) && (!klass || r.klass === klass))
    .sort((a, b) => (sort === 'name' ? a.name.localeCompare(b.name) : sort === 'stat' ? b.stat - a.stat || a.name.localeCompare(b.name) : 0));
  return (
    <div className="gear-list">
      <input type="search" aria-label="Search" placeholder="Search…" value={query} onChange={(e) => setQuery(e.target.value)} />
      <div className="row tight">
        <select aria-label="Sort" value={sort} onChange={(e) => setSort(e.target.value as typeof sort)}>
          <option value="order">Catalog order</option>
          <option value="name">Name A–Z</option>
          <option value="stat">Highest {STAT[list]}</option>
        </select>
        {TYPE_LABEL[list] && types.length > 1 && (
          <select aria-label={`Filter by ${TYPE_LABEL[list]!.toLowerCase()}`} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">Any {TYPE_LABEL[list]!.toLowerCase()}</option>
            {types.map((t) => (<option key={t}>{t}</option>))}
          </select>
        )}
        {classes.length > 1 && (
          <select aria-label="Filter by class" value={klass} onChange={(e) => setKlass(e.target.value)}>
            <option value="">Any class</option>
            {classes.map((t) => (<option key={t}>{t}</option>))}
          </select>
        )}
      </div>
      <ul className="items" aria-label="Items">
        {rows.map((r) => {
          const n = problemsOf(r.name);
          return (
            <li key={r.name}>
              <button type="button" className="item" aria-current={r.name === selected ? 'true' : undefined} onClick={() => onSelect(r.name)}>
                <span className="item-name">{r.name}{n > 0 && <span className="badge" aria-label={`${n} problems`}>{n}</span>}</span>
                <span className="muted small">{r.facts}</span>
              </button>
            </li>
          );
        })}
        {rows.length === 0 && <li className="muted">{all.length === 0 ? 'None yet.' : 'Nothing matches.'}</li>}
      </ul>
    </div>
  );
}
