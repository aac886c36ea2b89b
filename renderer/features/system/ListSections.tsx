import { useState } from 'react';
import type { Setting } from '../../../shared/domain/setting';
import type { Edition, SettingFinding } from '../../../shared/systems';
import { FieldProblems } from './AbilitySections';
import { fieldId, withSetting } from './fields';
import type { SystemEditor } from './useSystemEditor';

type ListKey = 'languages' | 'backgroundSkillIdeas' | 'quirkIdeas' | 'commonKnowledge';
const LISTS: readonly { key: ListKey; title: string; one: string; hint: string }[] = [
  { key: 'languages', title: 'Languages', one: 'language', hint: 'Offered on the sheet; each costs the language cost in ability points.' },
  { key: 'backgroundSkillIdeas', title: 'Background-skill ideas', one: 'background-skill idea', hint: 'Suggestions for players; any background skill is allowed.' },
  { key: 'quirkIdeas', title: 'Quirk ideas', one: 'quirk idea', hint: 'Suggestions for players’ quirks.' },
  { key: 'commonKnowledge', title: 'Common knowledge', one: 'common-knowledge entry', hint: 'What everyone in the setting knows.' },
];

/** One list of short texts: edit in place, remove, add at the end. */
function StringList({ setting, edit, problems, list }: { setting: Setting; edit: SystemEditor['edit']; problems: readonly SettingFinding[]; list: (typeof LISTS)[number] }) {
  const [adding, setAdding] = useState('');
  const items = setting[list.key];
  const set = (label: string, next: (items: string[]) => string[]) => edit(label, withSetting((s) => ({ ...s, [list.key]: next(s[list.key]) })));
  const add = () => {
    if (adding.trim() === '') return;
    set(`new ${list.one}`, (xs) => [...xs, adding.trim()]);
    setAdding('');
  };
  return (
    <div className="string-list" id={fieldId([list.key])} tabIndex={-1}>
      <h3>{list.title} <span className="count">{items.length}</span></h3>
      <p className="muted small">{list.hint}</p>
      <ul aria-label={list.title}>
        {items.map((x, i) => (
          <li key={i}>
            <input id={fieldId([list.key, i])} aria-label={`${list.title} ${i + 1}`} value={x}
              onChange={(e) => set(list.title.toLowerCase(), (xs) => xs.map((y, j) => (j === i ? e.target.value : y)))} />
            <button type="button" className="icon danger" aria-label={`Remove ${x || `${list.one} ${i + 1}`}`} onClick={() => set(`removal of ${list.one} ${x}`, (xs) => xs.filter((_, j) => j !== i))}>✕</button>
            <FieldProblems problems={problems} path={[list.key, i]} />
          </li>
        ))}
      </ul>
      <form className="adder" onSubmit={(e) => { e.preventDefault(); add(); }}>
        <input aria-label={`New ${list.one}`} placeholder={`Add a ${list.one}…`} value={adding} onChange={(e) => setAdding(e.target.value)} />
        <button type="submit" disabled={adding.trim() === ''}>Add</button>
      </form>
    </div>
  );
}

export function ListsSection(props: { setting: Setting; edit: SystemEditor['edit']; problems: readonly SettingFinding[] }) {
  return (
    <section className="sys-card" aria-labelledby="sys-h-lists">
      <h2 id="sys-h-lists">Lists and ideas</h2>
      <div className="lists-grid">
        {LISTS.map((l) => <StringList key={l.key} {...props} list={l} />)}
      </div>
    </section>
  );
}

/** One select per special role of the edition, offering every attribute and action skill. */
export function RolesSection({ setting, edit, problems, edition }: { setting: Setting; edit: SystemEditor['edit']; problems: readonly SettingFinding[]; edition: Edition | undefined }) {
  const attrs = setting.attributes.map((a) => a.name).filter((x) => x.trim() !== '');
  const skills = setting.actionSkills.map((a) => a.name).filter((x) => x.trim() !== '');
  return (
    <section className="sys-card" aria-labelledby="sys-h-roles">
      <h2 id="sys-h-roles">Special-ability roles</h2>
      <p className="muted small">The ability the rules roll for each of these (seed 000 “Special Abilities”).</p>
      <div className="roles-grid">
        {(edition?.specialRoles ?? []).map((role) => {
          const value = setting.specialAbilities[role.id];
          const path = ['specialAbilities', role.id];
          return (
            <div key={role.id} className="field">
              <label htmlFor={fieldId(path)}>{role.label}</label>
              <select id={fieldId(path)} value={value} aria-invalid={problems.some((p) => p.path.join('.') === path.join('.')) || undefined}
                onChange={(e) => edit(`${role.label} role`, withSetting((s) => ({ ...s, specialAbilities: { ...s.specialAbilities, [role.id]: e.target.value } })))}>
                {![...attrs, ...skills].includes(value) && <option value={value}>{value.trim() ? `${value} (missing)` : '— choose —'}</option>}
                <optgroup label="Attributes">{attrs.map((a, j) => <option key={j} value={a}>{a}</option>)}</optgroup>
                <optgroup label="Action skills">{skills.map((a, j) => <option key={j} value={a}>{a}</option>)}</optgroup>
              </select>
              <small className="muted">{role.description}</small>
              <FieldProblems problems={problems} path={path} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
