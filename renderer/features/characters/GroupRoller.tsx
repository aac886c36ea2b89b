import { useState } from 'react';
import type { RollLogEntry } from '../../../shared/domain/sheet';
import { useGameSystem } from '../../api/game-system';
import { useClient } from '../../api/client';
import { useRollCall } from './useRollCall';
import { isPercentile, signed } from '../../../shared/sheet/roll-words';
import { canReroll, ModifierInput, rerollOffer, RollFaces } from './roll-ui';

type SortKey = 'name' | 'pool' | 'hits' | 'result';
const LEVEL_ORDER = ['embarrassing-failure', 'failure', 'success', 'good-success', 'great-success', 'amazing-success'];

/**
 * "Everyone rolls Alertness": one ability rolled for several characters at once (the roster's
 * selection, or everyone), each roll logged, the results in a table sortable by any column.
 */
export function GroupRoller({ ids, count }: { ids: readonly string[]; count: number }) {
  const client = useClient();
  const { system } = useGameSystem();
  const [ability, setAbility] = useState('');
  const [modifier, setModifier] = useState(0);
  const [attribute, setAttribute] = useState('');
  const [applyWounds, setApplyWounds] = useState(true);
  const [rows, setRows] = useState<RollLogEntry[]>([]);
  const [sort, setSort] = useState<{ key: SortKey; dir: 1 | -1 }>({ key: 'hits', dir: -1 });
  const { busy, error, call } = useRollCall();
  if (!system) return null;
  const abilities = [...system.setting.attributes.map((a) => a.name), ...system.setting.actionSkills.map((a) => a.name)];
  const percent = isPercentile(system);
  const chosen = ability || abilities.find((a) => a === system.setting.specialAbilities.initiative) || abilities[0] || '';

  const roll = (): Promise<void> =>
    call(async () => {
      const out = await client.call('roll.group', { ids: [...ids], ability: chosen, modifier, applyWounds, ...(attribute ? { attribute } : {}) });
      setRows(out.entries);
    });
  const reroll = (id: number): Promise<void> =>
    call(async () => {
      const out = await client.call('roll.reroll', { rollId: id });
      setRows(rows.map((r) => (r.id === id ? out.entries[0]! : r)));
    });
  const value = (e: RollLogEntry): string | number => {
    switch (sort.key) {
      case 'name': return e.characterName.toLowerCase();
      // A percentile roll sorts by its row, then by Roll Result and the modified total (seed 002
      // compares several parties by their raw results).
      case 'pool': return e.roll.percentile ? e.roll.percentile.row : e.roll.diceRolled;
      case 'hits': return e.roll.percentile ? e.roll.percentile.result * 1000 + e.roll.percentile.total : e.roll.hits;
      case 'result': return e.roll.percentile ? e.roll.percentile.result * 1000 + e.roll.percentile.total : LEVEL_ORDER.indexOf(e.roll.successLevel) * 1000 + e.roll.hits;
    }
  };
  const sorted = [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : a.id - b.id) * sort.dir;
  });
  const header = (key: SortKey, text: string) => (
    <th scope="col" aria-sort={sort.key === key ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="sort-button" onClick={() => setSort({ key, dir: sort.key === key ? (sort.dir === 1 ? -1 : 1) : key === 'name' ? 1 : -1 })}>
        {text}{sort.key === key ? (sort.dir === 1 ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );

  return (
    <section className="panel" aria-labelledby="group-roll-title">
      <h2 id="group-roll-title">Group roll</h2>
      <p className="muted small">{count === 0 ? 'No characters.' : `${count} ${count === 1 ? 'character rolls' : 'characters roll'} (the selection, or everyone when nobody is selected).`}</p>
      <form className="ledger-form" onSubmit={(e) => { e.preventDefault(); void roll(); }}>
        <label className="inline grow">
          Group ability
          <select value={chosen} onChange={(e) => setAbility(e.target.value)}>
            {abilities.map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </label>
        <ModifierInput label="Group modifier" system={system} value={modifier} onChange={setModifier} />
        <label className="inline">
          Group attribute
          <select value={attribute} onChange={(e) => setAttribute(e.target.value)}>
            <option value="">Ruling attribute</option>
            {system.setting.attributes.map((a) => <option key={a.name} value={a.name}>{a.name}</option>)}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={applyWounds} onChange={(e) => setApplyWounds(e.target.checked)} />
          Wound modifiers
        </label>
        <button type="submit" className="primary" disabled={busy || count === 0 || chosen === ''}>Everyone rolls {chosen}</button>
      </form>
      {error && <p role="alert" className="error-text">{error}</p>}
      {rows.length > 0 && (
        <table className="ledger" aria-label="Group roll results">
          <thead>
            <tr>
              {header('name', 'Name')}
              {header('pool', 'Pool')}
              <th scope="col">{percent ? 'Roll' : 'Dice'}</th>
              {header('hits', percent ? 'Roll Result' : 'Successes')}
              {header('result', 'Result')}
              {canReroll(system) && <th scope="col"><span className="sr-only">Re-roll</span></th>}
            </tr>
          </thead>
          <tbody>
            {sorted.map((e) => (
              <tr key={e.id}>
                <td>{e.characterName}</td>
                <td>{e.roll.poolText}</td>
                <td><RollFaces roll={e.roll} system={system} /></td>
                <td>{e.roll.percentile ? signed(e.roll.percentile.result) : e.roll.hits}</td>
                <td>{e.roll.label}{e.roll.reroll ? ' (re-rolled)' : ''}</td>
                {canReroll(system) && (
                  <td>{rerollOffer(system, e.roll) && <button type="button" className="small" aria-label={`Re-roll ${e.characterName} with luck`} disabled={busy} onClick={() => void reroll(e.id)}>{rerollOffer(system, e.roll)!.label}</button>}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
