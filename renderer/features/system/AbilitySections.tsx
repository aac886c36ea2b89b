import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Setting } from '../../../shared/domain/setting';
import { renameInSetting, type SettingFinding } from '../../../shared/systems';
import { fieldId, move, renameAbility, withSetting } from './fields';
import type { SystemEditor } from './useSystemEditor';

type Kind = 'attribute' | 'action-skill';
type Props = {
  setting: Setting;
  edit: SystemEditor['edit'];
  problems: readonly SettingFinding[];
  /** A name changed between focus and blur: the screen may offer to follow it onto sheets. */
  onRenamed: (kind: Kind, from: string, to: string) => void;
};

/** Problems of one field, shown under it. */
export function FieldProblems({ problems, path }: { problems: readonly SettingFinding[]; path: readonly (string | number)[] }) {
  const at = path.join('.');
  const mine = problems.filter((p) => p.path.join('.') === at);
  if (mine.length === 0) return null;
  return (
    <ul className="field-problems">
      {mine.map((p, i) => <li key={i} className={p.severity}>{p.message}</li>)}
    </ul>
  );
}

const invalid = (problems: readonly SettingFinding[], path: readonly (string | number)[]) =>
  problems.some((p) => p.severity === 'error' && p.path.join('.') === path.join('.'));

/** Up, down and remove buttons of one row. */
function RowTools({ what, i, count, onMove, onRemove }: { what: string; i: number; count: number; onMove: (by: number) => void; onRemove: () => void }) {
  return (
    // A cell of the row it sits in (a row may hold only cells: axe aria-required-children).
    <span className="row-tools" role="cell">
      <button type="button" className="icon" aria-label={`Move ${what} up`} disabled={i === 0} onClick={() => onMove(-1)}>↑</button>
      <button type="button" className="icon" aria-label={`Move ${what} down`} disabled={i === count - 1} onClick={() => onMove(1)}>↓</button>
      <button type="button" className="icon danger" aria-label={`Remove ${what}`} onClick={onRemove}>✕</button>
    </span>
  );
}

/** What every row of a section shares; stable across keystrokes so unchanged rows skip rendering. */
type RowShared = {
  edit: SystemEditor['edit'];
  onRenamed: Props['onRenamed'];
  /** The setting as last rendered, read on blur (a row must not re-render because another row changed it). */
  settingRef: { readonly current: Setting };
};

/** A name input that follows renames as you type and reports the rename on blur. */
function NameInput({ kind, i, value, shared, problems, label }: { kind: Kind; i: number; value: string; shared: RowShared; problems: readonly SettingFinding[]; label: string }) {
  const atFocus = useRef<string | null>(null);
  const list = kind === 'attribute' ? 'attributes' : 'actionSkills';
  const path = [list, i, 'name'];
  return (
    <input id={fieldId(path)} aria-label={label} value={value} aria-invalid={invalid(problems, path) || undefined}
      onFocus={() => { atFocus.current = value; }}
      onChange={(e) => shared.edit(`${kind === 'attribute' ? 'attribute' : 'action skill'} ${i + 1} name`, withSetting((s) => renameAbility(s, kind, i, e.target.value)))}
      onBlur={(e) => {
        const from = atFocus.current;
        atFocus.current = null;
        const to = e.target.value;
        if (from === null || from.trim() === '' || to.trim() === '' || from === to) return;
        // Cleared and retyped: the keystrokes could not carry the references across the blank.
        const setting = shared.settingRef.current;
        const followed = renameInSetting(setting, { kind, from, to });
        if (JSON.stringify(followed) !== JSON.stringify(setting)) shared.edit(`${kind} ${to}`, withSetting(() => followed));
        shared.onRenamed(kind, from, to);
      }} />
  );
}

/** The problems of each row of `list`, by index (a row re-renders only when its own findings change). */
function problemsByRow(problems: readonly SettingFinding[], list: string): Map<number, SettingFinding[]> {
  const out = new Map<number, SettingFinding[]>();
  for (const p of problems) {
    if (p.path[0] !== list || typeof p.path[1] !== 'number') continue;
    const row = out.get(p.path[1]);
    if (row) row.push(p);
    else out.set(p.path[1], [p]);
  }
  return out;
}

const NONE: readonly SettingFinding[] = [];
const sameFindings = (a: readonly SettingFinding[], b: readonly SettingFinding[]) =>
  a === b || (a.length === b.length && JSON.stringify(a) === JSON.stringify(b));

function useRowShared(props: Props): RowShared {
  const settingRef = useRef(props.setting);
  // Updated after each commit: a blur (which reads it) always comes after the render it saw.
  useLayoutEffect(() => {
    settingRef.current = props.setting;
  });
  const { edit, onRenamed } = props;
  return useMemo(() => ({ edit, onRenamed, settingRef }), [edit, onRenamed]);
}

type AttributeRowProps = { i: number; a: Setting['attributes'][number]; n: number; problems: readonly SettingFinding[]; shared: RowShared };

const AttributeRow = memo(function AttributeRow({ i, a, n, problems, shared }: AttributeRowProps) {
  const { edit } = shared;
  return (
    <div className="trow" role="row">
      <span role="cell">
        <NameInput kind="attribute" i={i} value={a.name} shared={shared} problems={problems} label={`Attribute ${i + 1} name`} />
        <FieldProblems problems={problems} path={['attributes', i, 'name']} />
      </span>
      <span role="cell">
        <input aria-label={`${a.name || `Attribute ${i + 1}`} description`} value={a.description}
          onChange={(e) => edit(`attribute ${a.name} description`, withSetting((s) => ({ ...s, attributes: s.attributes.map((x, j) => (j === i ? { ...x, description: e.target.value } : x)) })))} />
      </span>
      <RowTools what={a.name || `attribute ${i + 1}`} i={i} count={n}
        onMove={(by) => edit('attribute order', withSetting((s) => ({ ...s, attributes: move(s.attributes, i, by) })))}
        onRemove={() => edit(`removal of attribute ${a.name}`, withSetting((s) => ({ ...s, attributes: s.attributes.filter((_, j) => j !== i) })))} />
    </div>
  );
}, (x, y) => x.i === y.i && x.a === y.a && x.n === y.n && x.shared === y.shared && sameFindings(x.problems, y.problems));

export function AttributesSection(props: Props) {
  const { setting, edit, problems } = props;
  const n = setting.attributes.length;
  const shared = useRowShared(props);
  const byRow = useMemo(() => problemsByRow(problems, 'attributes'), [problems]);
  return (
    <section className="sys-card" aria-labelledby="sys-h-attributes">
      <h2 id="sys-h-attributes">Attributes <span className="count">{n}</span></h2>
      <p className="muted small">Every character has a rating in every attribute; skills and special roles roll them.</p>
      <div id={fieldId(['attributes'])} tabIndex={-1} className="ability-table attrs" role="table" aria-label="Attributes">
        <div className="thead" role="row"><span role="columnheader">Name</span><span role="columnheader">Description</span><span /></div>
        {setting.attributes.map((a, i) => (
          <AttributeRow key={i} i={i} a={a} n={n} problems={byRow.get(i) ?? NONE} shared={shared} />
        ))}
      </div>
      <FieldProblems problems={problems} path={['attributes']} />
      <button type="button" className="add" onClick={() => edit('new attribute', withSetting((s) => ({ ...s, attributes: [...s.attributes, { name: '', description: '' }] })))}>+ Add attribute</button>
    </section>
  );
}

/**
 * A ruling-attribute picker that holds only its current choice until it is focused or pressed:
 * 200 skills × 40 attributes would otherwise put 8,000 options in the page before it can paint.
 */
function RulingSelect(props: { id: string; label: string; value: string; attrs: readonly string[]; invalid: boolean; onChange: (v: string) => void }) {
  const { id, label, value, attrs } = props;
  const [open, setOpen] = useState(false);
  const missing = !attrs.includes(value);
  const shown = open ? attrs : missing ? [] : [value];
  return (
    <select id={id} aria-label={label} value={value} aria-invalid={props.invalid || undefined}
      onFocus={() => setOpen(true)} onMouseDown={() => setOpen(true)} onChange={(e) => props.onChange(e.target.value)}>
      {missing && <option value={value}>{value.trim() ? `${value} (missing)` : '— choose —'}</option>}
      {shown.map((a, j) => <option key={j} value={a}>{a}</option>)}
    </select>
  );
}

type SkillRowProps = { i: number; k: Setting['actionSkills'][number]; n: number; attrs: readonly string[]; problems: readonly SettingFinding[]; shared: RowShared };

const SkillRow = memo(function SkillRow({ i, k, n, attrs, problems, shared }: SkillRowProps) {
  const { edit } = shared;
  const setSkill = (label: string, patch: Partial<Setting['actionSkills'][number]>) =>
    edit(label, withSetting((s) => ({ ...s, actionSkills: s.actionSkills.map((x, j) => (j === i ? { ...x, ...patch } : x)) })));
  const rulingPath = ['actionSkills', i, 'rulingAttribute'];
  return (
    <div className="trow" role="row">
      <span role="cell">
        <NameInput kind="action-skill" i={i} value={k.name} shared={shared} problems={problems} label={`Action skill ${i + 1} name`} />
        <FieldProblems problems={problems} path={['actionSkills', i, 'name']} />
      </span>
      <span role="cell">
        <RulingSelect id={fieldId(rulingPath)} label={`${k.name || `Action skill ${i + 1}`} ruling attribute`} value={k.rulingAttribute} attrs={attrs}
          invalid={invalid(problems, rulingPath)} onChange={(v) => setSkill(`${k.name} ruling attribute`, { rulingAttribute: v })} />
        <FieldProblems problems={problems} path={rulingPath} />
      </span>
      <span role="cell">
        <input aria-label={`${k.name || `Action skill ${i + 1}`} description`} value={k.description}
          onChange={(e) => setSkill(`${k.name} description`, { description: e.target.value })} />
      </span>
      <RowTools what={k.name || `action skill ${i + 1}`} i={i} count={n}
        onMove={(by) => edit('action skill order', withSetting((s) => ({ ...s, actionSkills: move(s.actionSkills, i, by) })))}
        onRemove={() => edit(`removal of action skill ${k.name}`, withSetting((s) => ({ ...s, actionSkills: s.actionSkills.filter((_, j) => j !== i) })))} />
    </div>
  );
}, (x, y) => x.i === y.i && x.k === y.k && x.n === y.n && x.attrs === y.attrs && x.shared === y.shared && sameFindings(x.problems, y.problems));

export function SkillsSection(props: Props) {
  const { setting, edit, problems } = props;
  const n = setting.actionSkills.length;
  const shared = useRowShared(props);
  // One list object while the attribute names stay the same, so skill rows skip rendering their 40-option selects.
  const attrKey = setting.attributes.map((a) => a.name).join('\u0000');
  const attrs = useMemo(() => (attrKey === '' ? [] : attrKey.split('\u0000').filter((x) => x.trim() !== '')), [attrKey]);
  const byRow = useMemo(() => problemsByRow(problems, 'actionSkills'), [problems]);
  return (
    <section className="sys-card" aria-labelledby="sys-h-skills">
      <h2 id="sys-h-skills">Action skills <span className="count">{n}</span></h2>
      <p className="muted small">The skills every character may take, each with the attribute that rules it (the Player’s Guide’s “Ruling Attribute”).</p>
      <div id={fieldId(['actionSkills'])} tabIndex={-1} className="ability-table skills" role="table" aria-label="Action skills">
        <div className="thead" role="row"><span role="columnheader">Name</span><span role="columnheader">Ruling attribute</span><span role="columnheader">Description</span><span /></div>
        {setting.actionSkills.map((k, i) => (
          <SkillRow key={i} i={i} k={k} n={n} attrs={attrs} problems={byRow.get(i) ?? NONE} shared={shared} />
        ))}
      </div>
      <button type="button" className="add" onClick={() => edit('new action skill', withSetting((s) => ({ ...s, actionSkills: [...s.actionSkills, { name: '', rulingAttribute: attrs[0] ?? '', description: '' }] })))}>+ Add action skill</button>
    </section>
  );
}
