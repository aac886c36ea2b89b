/** The merge view's choices as pure functions: each choice's words, the characters it touches, what is sent to main. */
import type { ApplyImportRequest, MergeItemView, MergePlanView } from '../../../shared/ipc/config-contract';

export type ItemChoice = MergeItemView['choice'];
export type ItemDecision = { choice: ItemChoice; newName: string };
export type AbilityDecision = { choice: 'keep' | 'map' | 'drop'; to: string };

export const LIST_LABEL: Record<MergeItemView['list'], string> = { weapons: 'Weapon', armor: 'Armor', vehicles: 'Vehicle', hitCharts: 'Hit chart' };
export const STATUS_LABEL: Record<MergeItemView['status'], string> = { added: 'new', changed: 'changed', same: 'same', 'campaign-only': 'campaign only' };

/** The words of each choice depend on which side has the item. */
export function choiceOptions(item: { status: MergeItemView['status'] }): { value: ItemChoice; label: string }[] {
  if (item.status === 'added') return [{ value: 'replace', label: 'Add it' }, { value: 'keep', label: 'Leave it out' }];
  if (item.status === 'campaign-only') return [{ value: 'keep', label: 'Keep it' }, { value: 'replace', label: 'Remove it' }];
  return [
    { value: 'keep', label: 'Keep the campaign\u2019s' },
    { value: 'replace', label: 'Take the imported' },
    { value: 'rename', label: 'Keep both (rename imported)' },
  ];
}

export const key = (i: { list: string; name: string }) => `${i.list}\u0000${i.name}`;
export const gapKey = (g: { kind: string; name: string }) => `${g.kind}\u0000${g.name}`;
export const configKey = (i: { section: string; key: string; name: string }) => `${i.section}\u0000${i.key}\u0000${i.name}`;

/** What each character's sheet gets from the current ability choices, plus the plan's other lines. */
export function characterPreview(merge: MergePlanView, decisions: ReadonlyMap<string, AbilityDecision>): { id: string; name: string; changes: string[] }[] {
  const byId = new Map<string, { id: string; name: string; changes: string[] }>();
  const entry = (id: string, name: string) => {
    const found = byId.get(id) ?? { id, name, changes: [] };
    byId.set(id, found);
    return found;
  };
  const mappedTo = new Set<string>();
  for (const gap of merge.gaps) {
    const d = decisions.get(gapKey(gap)) ?? { choice: gap.choice, to: '' };
    if (d.choice === 'map' && d.to) mappedTo.add(d.to);
    for (const r of gap.ratedBy) {
      const line = d.choice === 'map' && d.to ? `${gap.name} ${r.rating} \u2192 ${d.to} ${r.rating}` : `${gap.name} ${r.rating} kept`;
      entry(r.id, r.name).changes.push(line);
    }
  }
  for (const c of merge.characters) {
    for (const line of c.changes.filter((l) => l.startsWith('not yet rated: '))) {
      const left = line.slice('not yet rated: '.length).split(', ').filter((n) => !mappedTo.has(n));
      if (left.length > 0) entry(c.id, c.name).changes.push(`not yet rated: ${left.join(', ')}`);
    }
  }
  return [...byId.values()].filter((c) => c.changes.length > 0);
}

/** What the storyteller chose, as main takes it: only the choices they touched. */
export function mergeChoices(
  merge: MergePlanView,
  items: ReadonlyMap<string, ItemDecision>,
  abilities: ReadonlyMap<string, AbilityDecision>,
  configItems: ReadonlyMap<string, ItemDecision>,
  takeRuleset: boolean,
): Omit<ApplyImportRequest, 'planId'> {
  const itemChoices = [...items.entries()].map(([k, d]) => {
    const [list, name] = k.split('\u0000') as [MergeItemView['list'], string];
    return { list, name, choice: d.choice, ...(d.choice === 'rename' ? { newName: d.newName } : {}) };
  });
  const abilityChoices = merge.gaps.flatMap((g) => {
    const d = abilities.get(gapKey(g));
    if (!d) return [];
    return [{ kind: g.kind, from: g.name, choice: d.choice, ...(d.choice === 'map' ? { to: d.to } : {}) }];
  });
  const configChoices = merge.configItems.flatMap((i) => {
    const d = configItems.get(configKey(i));
    if (!d) return [];
    return [{ section: i.section, key: i.key, name: i.name, choice: d.choice, ...(d.choice === 'rename' ? { newName: d.newName } : {}) }];
  });
  return { items: itemChoices, configItems: configChoices, abilities: abilityChoices, takeRuleset };
}
