import { useState } from 'react';
import type { GearItem } from '../../../shared/domain/sheet';

/** An editable list of short texts (languages, quirks) with add and remove. */
export function TextListEditor(props: {
  title: string;
  itemLabel: string;
  items: readonly string[];
  suggestions?: readonly string[];
  multiline?: boolean;
  onChange: (items: string[]) => void;
  onBlur: () => void;
  children?: React.ReactNode;
}) {
  const [text, setText] = useState('');
  const id = props.title.toLowerCase().replace(/\W+/g, '-');
  const add = (): void => {
    if (text.trim() === '') return;
    props.onChange([...props.items, text.trim()]);
    setText('');
  };
  return (
    <section className="sheet-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      {props.children}
      <ul className="text-list">
        {props.items.map((item, i) => (
          <li key={i}>
            {props.multiline ? (
              <textarea aria-label={`${props.itemLabel} ${i + 1}`} rows={2} value={item} onChange={(e) => props.onChange(props.items.map((x, j) => (j === i ? e.target.value : x)))} onBlur={props.onBlur} />
            ) : (
              <input aria-label={`${props.itemLabel} ${i + 1}`} value={item} onChange={(e) => props.onChange(props.items.map((x, j) => (j === i ? e.target.value : x)))} onBlur={props.onBlur} />
            )}
            <button type="button" aria-label={`Remove ${props.itemLabel.toLowerCase()} ${item || i + 1}`} onClick={() => props.onChange(props.items.filter((_, j) => j !== i))}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <form className="row add-row" onSubmit={(e) => { e.preventDefault(); add(); }}>
        <label className="inline">
          New {props.itemLabel.toLowerCase()}
          <input value={text} onChange={(e) => setText(e.target.value)} list={props.suggestions ? `${id}-ideas` : undefined} />
        </label>
        {props.suggestions && <datalist id={`${id}-ideas`}>{props.suggestions.map((s) => <option key={s} value={s} />)}</datalist>}
        <button type="submit" disabled={text.trim() === ''}>Add</button>
      </form>
    </section>
  );
}

/** Gear the character carries; saved as a whole list through `character.setGear` on blur. */
export function GearEditor({ gear, onSave }: { gear: readonly GearItem[]; onSave: (gear: GearItem[]) => void }) {
  const [items, setItems] = useState<GearItem[]>(() => [...gear]);
  const [seen, setSeen] = useState(gear);
  if (seen !== gear) {
    // A new server copy (another window, a reload) replaces the local list.
    setSeen(gear);
    setItems([...gear]);
  }
  const [name, setName] = useState('');
  const commit = (next: GearItem[]): void => {
    setItems(next);
    onSave(next.filter((g) => g.name.trim() !== ''));
  };
  return (
    <section className="sheet-section" aria-labelledby="gear-title">
      <h2 id="gear-title">Gear</h2>
      <ul className="text-list">
        {items.map((g, i) => (
          <li key={i} className="gear-item">
            <input aria-label={`Gear ${i + 1} name`} value={g.name} onChange={(e) => setItems(items.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))} onBlur={() => commit(items)} />
            <input aria-label={`Gear ${i + 1} notes`} placeholder="Notes" value={g.notes} onChange={(e) => setItems(items.map((x, j) => (j === i ? { ...x, notes: e.target.value } : x)))} onBlur={() => commit(items)} />
            <button type="button" aria-label={`Remove ${g.name}`} onClick={() => commit(items.filter((_, j) => j !== i))}>Remove</button>
          </li>
        ))}
      </ul>
      <form className="row add-row" onSubmit={(e) => { e.preventDefault(); if (name.trim() === '') return; commit([...items, { name: name.trim(), notes: '' }]); setName(''); }}>
        <label className="inline">
          New gear
          <input value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Sidearm" />
        </label>
        <button type="submit" disabled={name.trim() === ''}>Add</button>
      </form>
    </section>
  );
}
