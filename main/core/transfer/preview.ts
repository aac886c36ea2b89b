/** A plan as the preview table shows it: rows, located errors, warnings and the names the campaign already has. */
import type { TransferPreview } from '../../../shared/ipc/transfer-contract';
import { locatedText, type LocatedError } from '../../../shared/transfer/located';
import { nameKey } from '../../../shared/transfer/names';
import { II_ENCOUNTER_NAME } from '../../../shared/transfer/improved-initiative-encounter';
import type { Repos } from '../db/repos';
import { planErrors, type Plan } from './plan';

/** Which names the campaign already has, folded as it compares them. */
export function campaignNames(repos: Repos) {
  const characters = new Map(repos.characters.list().map((c) => [nameKey(c.name), c]));
  return {
    character: (name: string) => characters.get(nameKey(name)),
    template: (name: string) => repos.encounters.templateNamed(name),
    encounter: (name: string) => repos.encounters.encounterNamed(name),
  };
}
export type CampaignNames = ReturnType<typeof campaignNames>;

const withText = (e: LocatedError) => ({ ...e, text: locatedText(e) });

/** What the Improved Initiative entries will use: an existing record of the same name, or a new one. */
export function iiNote(names: CampaignNames, entry: { name: string; pc: boolean }): string {
  if (entry.pc) return names.character(entry.name) ? 'the campaign\'s character of this name' : 'a new PC (edition\'s starting sheet)';
  return names.template(entry.name) ? 'the campaign\'s NPC template of this name' : 'a new NPC template (no ratings yet)';
}

export function previewOf(repos: Repos, plan: Plan): TransferPreview {
  const names = campaignNames(repos);
  const errors = planErrors(plan).map(withText);
  switch (plan.kind) {
    case 'characters':
    case 'templates': {
      const t = plan.table;
      const taken = plan.kind === 'characters' ? names.character : names.template;
      return {
        kind: plan.kind,
        columns: t.columns,
        rows: t.rows,
        errors,
        warnings: t.warnings,
        clashes: t.items.filter((i) => taken(i.name) !== undefined).map((i) => i.name),
        count: t.items.length,
        noun: plan.kind === 'characters' ? 'characters' : 'NPC templates',
      };
    }
    case 'character': {
      const c = plan.file.character;
      return {
        kind: 'character', columns: ['Name', 'Kind', 'Concept'], rows: [{ row: 1, cells: [c.name, c.kind.toUpperCase(), c.concept] }],
        errors, warnings: plan.warnings, clashes: names.character(c.name) ? [c.name] : [], count: 1, noun: 'character',
      };
    }
    case 'encounter': {
      const f = plan.file;
      const rows = [
        { row: 1, cells: ['Encounter', f.encounter.name, `${f.encounter.teams.length} teams`] },
        ...f.templates.map((t, i) => ({ row: i + 2, cells: ['NPC template', t.name, ''] })),
        ...f.characters.map((c, i) => ({ row: i + 2 + f.templates.length, cells: [c.kind === 'pc' ? 'PC' : 'NPC', c.name, ''] })),
      ];
      const clashes = [
        ...(names.encounter(f.encounter.name) ? [f.encounter.name] : []),
        ...f.templates.filter((t) => names.template(t.name)).map((t) => t.name),
        ...f.characters.filter((c) => names.character(c.name)).map((c) => c.name),
      ];
      return { kind: 'encounter', columns: ['What', 'Name', 'Details'], rows, errors, warnings: plan.warnings, clashes, count: 1, noun: 'encounter' };
    }
    case 'improved-initiative': {
      const r = plan.read;
      const name = r.encounterName ?? II_ENCOUNTER_NAME;
      return {
        kind: 'improved-initiative',
        columns: ['Name', 'Side', 'Count', 'Uses'],
        rows: r.entries.map((e, i) => ({ row: i + 1, cells: [e.name, e.pc ? 'PC' : 'NPC', String(e.count), iiNote(names, e)] })),
        errors,
        warnings: r.warnings,
        clashes: names.encounter(name) ? [name] : [],
        count: r.entries.length > 0 ? 1 : 0,
        noun: 'encounter',
      };
    }
  }
}
