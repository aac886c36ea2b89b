import { abilityKey } from '../../../shared/domain/character';
import type { Setting } from '../../../shared/domain/setting';
import { renameInSetting } from '../../../shared/systems';
import type { Draft } from './useSystemEditor';

type Path = readonly (string | number)[];

/** The DOM id of the field a lint path names, so a clicked problem can focus it. */
export const fieldId = (path: Path) => `sys-${path.join('-')}`;

/** Focuses the field `path` names, or the nearest enclosing one that is on screen (['actionSkills', 3] → the row). */
export function focusField(path: Path): boolean {
  for (let n = path.length; n > 0; n--) {
    const el = document.getElementById(fieldId(path.slice(0, n)));
    if (!el) continue;
    // Optional: jsdom (component tests) has no scrolling.
    el.scrollIntoView?.({ block: 'center' });
    el.focus();
    return true;
  }
  return false;
}

/** A copy of `value` with the value at `path` replaced. */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? setAt(v, rest, next) : v)) as T;
  const obj = value as Record<string | number, unknown>;
  return { ...obj, [head!]: setAt(obj[head!], rest, next) } as T;
}

export const withSetting = (change: (s: Setting) => Setting) => (d: Draft): Draft => ({ ...d, setting: change(d.setting) });

/** Moves item `i` of `list` by `by` places (up -1, down +1); out of range leaves it. */
export function move<T>(list: readonly T[], i: number, by: number): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/**
 * Renames attribute or action skill `i` as the storyteller types: the setting's own references
 * (skills' ruling attribute, special roles) follow the name, unless another ability shares the
 * old name (then they may mean that one).
 */
export function renameAbility(setting: Setting, kind: 'attribute' | 'action-skill', i: number, to: string): Setting {
  const list = kind === 'attribute' ? setting.attributes : setting.actionSkills;
  const from = list[i]?.name ?? '';
  const renamed = kind === 'attribute'
    ? { ...setting, attributes: setting.attributes.map((a, j) => (j === i ? { ...a, name: to } : a)) }
    : { ...setting, actionSkills: setting.actionSkills.map((a, j) => (j === i ? { ...a, name: to } : a)) };
  const key = abilityKey(from);
  const shared = [...setting.attributes, ...setting.actionSkills].filter((a) => abilityKey(a.name) === key).length > 1;
  if (key === '' || shared || abilityKey(to) === '') return renamed;
  return renameInSetting(renamed, { kind, from, to });
}
