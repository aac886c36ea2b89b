/**
 * The setting side of merging an import into a campaign (issue 15): the campaign's attributes and
 * action skills that the import does not have are either mapped onto one of the import's (every
 * character's rating moves with it) or kept beside them; every character whose sheet changes is
 * listed with what changes, and the ruleset numbers the import would change (XP hoard …) are
 * shown before → after and taken only when the storyteller says so. Nothing is ever hidden.
 */
import { abilityKey, findRated, type Character } from '../domain/character';
import type { GearCatalog } from '../domain/gear';
import type { Setting } from '../domain/setting';
import { renameInCatalog, renameInSetting, renameOnCharacter, type AbilityRename } from '../systems/setting-renames';
import { fieldChanges, type FieldChange } from './merge-gear';

export type AbilityKind = AbilityRename['kind'];

export const ABILITY_CHOICES = ['keep', 'map', 'drop'] as const;
/**
 * A campaign ability the import does not have: kept in the setting as it is, mapped onto one of
 * the import's (`to`; every rating moves with it), or dropped (only when no character rates it).
 */
export type AbilityMapping = { kind: AbilityKind; from: string; choice: (typeof ABILITY_CHOICES)[number]; to?: string | undefined };

export type AbilityGap = {
  kind: AbilityKind;
  name: string;
  /** Characters rating it (name and rating), so the storyteller sees whose values are at stake. */
  ratedBy: { id: string; name: string; rating: number }[];
  /** The import's abilities of the same kind it can be mapped onto. */
  options: string[];
  /** Kept when someone rates it, dropped when nobody does. */
  choice: 'keep' | 'drop';
};

export type CharacterChange = { id: string; name: string; changes: string[] };

export type AbilityPlan = {
  gaps: AbilityGap[];
  /** Abilities only the import has (new to every character). */
  added: { kind: AbilityKind; name: string }[];
  /** Every ruleset number the import changes, before → after (`xp.maxSavedXp` 12 → 4). */
  ruleset: FieldChange[];
};

const ratedList = (c: Character, kind: AbilityKind) => (kind === 'attribute' ? c.attributes : c.actionSkills);
const settingList = (s: Setting, kind: AbilityKind) => (kind === 'attribute' ? s.attributes : s.actionSkills);
const KINDS: readonly AbilityKind[] = ['attribute', 'action-skill'];
const has = (list: readonly { name: string }[], name: string) => list.some((a) => abilityKey(a.name) === abilityKey(name));

/** What the import changes in the campaign's setting and who it touches. */
export function planAbilities(current: Setting, imported: Setting, characters: readonly Character[]): AbilityPlan {
  const gaps: AbilityGap[] = [];
  const added: AbilityPlan['added'] = [];
  for (const kind of KINDS) {
    const mine = settingList(current, kind);
    const theirs = settingList(imported, kind);
    for (const a of mine) {
      if (has(theirs, a.name)) continue;
      const ratedBy = characters.flatMap((c) => {
        const r = findRated(ratedList(c, kind), a.name) ?? (c.npc ? findRated(c.npc.ratings, a.name) : undefined);
        return r ? [{ id: c.id, name: c.name, rating: r.rating }] : [];
      });
      const options = theirs.filter((t) => !has(mine, t.name)).map((t) => t.name);
      gaps.push({ kind, name: a.name, ratedBy, options, choice: ratedBy.length > 0 ? 'keep' : 'drop' });
    }
    for (const t of theirs) if (!has(mine, t.name)) added.push({ kind, name: t.name });
  }
  return { gaps, added, ruleset: fieldChanges(current.ruleset, imported.ruleset) };
}

/** The mappings in force: the storyteller's, and the gap's default for every one they did not decide. */
export function mappingsFor(plan: AbilityPlan, decided: readonly AbilityMapping[]): AbilityMapping[] {
  return plan.gaps.map((g) => {
    const d = decided.find((m) => m.kind === g.kind && abilityKey(m.from) === abilityKey(g.name));
    return d ? { ...d, from: g.name } : { kind: g.kind, from: g.name, choice: g.choice };
  });
}

/** Refusals of a mapping: a target the import does not have, two abilities onto one, a sheet rating both. */
export function checkMappings(plan: AbilityPlan, mappings: readonly AbilityMapping[], characters: readonly Character[]): string[] {
  const problems: string[] = [];
  const used = new Map<string, string>();
  for (const m of mappings) {
    const gap = plan.gaps.find((g) => g.kind === m.kind && abilityKey(g.name) === abilityKey(m.from));
    if (!gap) {
      problems.push(`"${m.from}" is not a ${m.kind === 'attribute' ? 'attribute' : 'action skill'} of the campaign that the import lacks.`);
      continue;
    }
    if (m.choice === 'drop' && gap.ratedBy.length > 0) {
      const who = gap.ratedBy.map((r) => `${r.name} ${r.rating}`).join(', ');
      problems.push(`"${m.from}" is rated by ${who}; dropping it would hide those ratings, so keep it or map it onto one of the imported abilities.`);
      continue;
    }
    if (m.choice !== 'map') continue;
    if (m.to === undefined || !gap.options.some((o) => abilityKey(o) === abilityKey(m.to!))) {
      problems.push(`"${m.from}" cannot be mapped onto "${m.to}": choose one of ${gap.options.join(', ') || '(none)'} or keep it.`);
      continue;
    }
    const other = used.get(`${m.kind}:${abilityKey(m.to)}`);
    if (other) problems.push(`"${other}" and "${m.from}" are both mapped onto "${m.to}"; map one of them elsewhere or keep it.`);
    used.set(`${m.kind}:${abilityKey(m.to)}`, m.from);
    for (const c of characters) {
      if (findRated(ratedList(c, m.kind), m.from) && findRated(ratedList(c, m.kind), m.to)) {
        problems.push(`${c.name} rates both "${m.from}" and "${m.to}"; mapping one onto the other would lose a rating, so keep "${m.from}".`);
      }
    }
  }
  return problems;
}

/**
 * The merged setting, gear and characters: the import's abilities, the campaign's kept ones
 * added beside them, mapped ones renamed everywhere (setting references, sheets, gear), the
 * campaign's ruleset unless `takeRuleset`. Returns the sheets that changed and a line per change.
 */
export function applyAbilityMerge(input: {
  current: Setting;
  imported: Setting;
  gear: GearCatalog;
  characters: readonly Character[];
  mappings: readonly AbilityMapping[];
  takeRuleset: boolean;
}): { setting: Setting; gear: GearCatalog; characters: Character[]; changes: CharacterChange[] } {
  const { current, imported, mappings } = input;
  const renames: AbilityRename[] = mappings.flatMap((m) => (m.choice === 'map' && m.to !== undefined ? [{ kind: m.kind, from: m.from, to: m.to }] : []));
  const kept = (kind: AbilityKind) => mappings.filter((m) => m.kind === kind && m.choice === 'keep').map((m) => m.from);
  // Kept campaign skills keep their ruling attribute, renamed when that attribute was mapped.
  let setting: Setting = {
    ...imported,
    ruleset: input.takeRuleset ? imported.ruleset : current.ruleset,
    attributes: [...imported.attributes, ...current.attributes.filter((a) => kept('attribute').includes(a.name))],
    actionSkills: [...imported.actionSkills, ...current.actionSkills.filter((a) => kept('action-skill').includes(a.name))],
  };
  let gear = input.gear;
  for (const r of renames) {
    setting = renameInSetting(setting, r);
    gear = renameInCatalog(gear, r).catalog;
  }
  const changed: Character[] = [];
  const changes: CharacterChange[] = [];
  const newAttributes = imported.attributes.filter((a) => !has(current.attributes, a.name)).map((a) => a.name);
  for (const c of input.characters) {
    const lines: string[] = [];
    let next = c;
    for (const r of renames) {
      const rating = findRated(ratedList(next, r.kind), r.from)?.rating ?? (next.npc ? findRated(next.npc.ratings, r.from)?.rating : undefined);
      const renamed = renameOnCharacter(next, r);
      if (!renamed) continue;
      next = renamed;
      lines.push(rating === undefined ? `${r.from} → ${r.to} (linked background skills follow)` : `${r.from} ${rating} → ${r.to} ${rating}`);
    }
    for (const kind of KINDS) {
      for (const name of kept(kind)) {
        const r = findRated(ratedList(c, kind), name);
        if (r) lines.push(`${name} ${r.rating} kept (not in the imported ${kind === 'attribute' ? 'attributes' : 'skills'})`);
      }
    }
    if (!c.npc) {
      const unrated = newAttributes.filter((n) => !findRated(next.attributes, n) && !renames.some((r) => abilityKey(r.to) === abilityKey(n)));
      if (unrated.length > 0) lines.push(`not yet rated: ${unrated.join(', ')}`);
    }
    if (next !== c) changed.push(next);
    if (lines.length > 0) changes.push({ id: c.id, name: c.name, changes: lines });
  }
  return { setting, gear, characters: changed, changes };
}
