/** Handlers for NPC templates and prepared encounters (shared/ipc/encounter-contract.ts). */
import { randomUUID } from 'node:crypto';
import { MAX_ENCOUNTERS_PER_CAMPAIGN, MAX_TEMPLATES_PER_CAMPAIGN, type Encounter, type EncounterBody } from '../../../shared/encounters/schemas';
import { AppError } from '../../../shared/ipc/result';
import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';
import { campaignChoices, checkEncounter, checkTemplate, optionsOf } from './choices';
import { addNpcsToCombat } from './add-npcs';
import { checkCampaignVehicles } from './campaign-vehicles';
import { startEncounter } from './start';

type EncounterHandlers = Pick<Handlers, (`encounter.${string}` | `npcTemplate.${string}`) & keyof Handlers>;

/** "Ambush (copy)", "Ambush (copy 2)" … the first name no encounter has. */
function copyName(name: string, taken: (name: string) => boolean): string {
  const base = `${name} (copy)`.slice(0, 120);
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const next = `${name.slice(0, 100)} (copy ${n})`;
    if (!taken(next)) return next;
  }
}

const tooManyEncounters = () => new AppError('encounter/too-many', `A campaign keeps at most ${MAX_ENCOUNTERS_PER_CAMPAIGN} encounters: delete one first.`);

const summary = (e: Encounter) => ({
  id: e.id,
  name: e.body.name,
  teams: e.body.teams.length,
  combatants: e.body.characters.length + e.body.groups.reduce((n, g) => n + g.count, 0),
  vehicles: e.body.vehicles.length,
  updatedAt: e.updatedAt,
  problem: null,
});

export function encounterHandlers(ctx: AppContext): EncounterHandlers {
  const session = () => ctx.campaigns.requireSession();
  const repo = () => session().repos.encounters;
  const now = () => ctx.now().toISOString();
  const changed = (what: 'template' | 'encounter') => ctx.emit('encounter.changed', { what });
  const requireEncounter = (id: string): Encounter => {
    const e = repo().encounter(id);
    if (!e) throw new AppError('encounter/not-found', `There is no encounter with id ${id} in this campaign.`);
    return e;
  };
  return {
    'encounter.options': () => optionsOf(campaignChoices(session().repos)),
    'npcTemplate.list': () => ({ templates: repo().templates() }),
    'npcTemplate.save': ({ id, template }) => {
      const saved = session().transact((repos) => {
        const r = repo();
        if (id !== null && !r.template(id)) throw new AppError('encounter/not-found', `There is no NPC template with id ${id} in this campaign.`);
        if (id === null && r.templateCount() >= MAX_TEMPLATES_PER_CAMPAIGN) throw new AppError('encounter/too-many', `A campaign keeps at most ${MAX_TEMPLATES_PER_CAMPAIGN} NPC templates: delete one first.`);
        const clash = r.templateNamed(template.name);
        if (clash && clash.id !== id) throw new AppError('encounter/template.name', `Name: there is already a template named '${clash.name}'.`);
        checkTemplate(campaignChoices(repos), template);
        const newId = id ?? randomUUID();
        r.putTemplate(newId, template, now());
        return r.template(newId)!;
      });
      changed('template');
      return saved;
    },
    'npcTemplate.delete': ({ id }) => {
      const deleted = session().transact(() => repo().removeTemplate(id));
      if (deleted) changed('template');
      return { deleted };
    },
    'encounter.list': () => ({
      encounters: repo().listed().map((l) => (l.ok ? summary(l.encounter) : { id: l.id, name: l.name, teams: 0, combatants: 0, vehicles: 0, updatedAt: l.updatedAt, problem: l.problem })),
    }),
    'encounter.get': ({ id }) => requireEncounter(id),
    'encounter.save': ({ id, encounter }) => {
      const saved = session().transact((repos) => {
        const r = repo();
        const old = id === null ? undefined : r.encounter(id);
        if (id !== null && !old) throw new AppError('encounter/not-found', `There is no encounter with id ${id} in this campaign.`);
        if (id === null && r.encounterCount() >= MAX_ENCOUNTERS_PER_CAMPAIGN) throw tooManyEncounters();
        const clash = r.encounterNamed(encounter.name);
        if (clash && clash.id !== id) throw new AppError('encounter/name', `Name: there is already an encounter named '${clash.name}'.`);
        checkEncounter(campaignChoices(repos), encounter);
        checkCampaignVehicles(repos, encounter);
        const newId = id ?? randomUUID();
        const at = now();
        r.putEncounter(newId, encounter, old?.createdAt ?? at, at);
        return r.encounter(newId)!;
      });
      changed('encounter');
      return saved;
    },
    'encounter.duplicate': ({ id }) => {
      const copy = session().transact(() => {
        const r = repo();
        const original = requireEncounter(id);
        if (r.encounterCount() >= MAX_ENCOUNTERS_PER_CAMPAIGN) throw tooManyEncounters();
        const body: EncounterBody = { ...original.body, name: copyName(original.body.name, (n) => r.encounterNamed(n) !== undefined) };
        const newId = randomUUID();
        const at = now();
        r.putEncounter(newId, body, at, at);
        return r.encounter(newId)!;
      });
      changed('encounter');
      return copy;
    },
    'encounter.delete': ({ id }) => {
      const deleted = session().transact(() => repo().removeEncounter(id));
      if (deleted) changed('encounter');
      return { deleted };
    },
    'encounter.start': ({ id }) => {
      const started = startEncounter(session(), ctx.combat(), requireEncounter(id), ctx.now());
      if (started.made.length > 0) ctx.emit('character.changed', { ids: started.made });
      return { combatId: started.combatId, view: started.view, warnings: started.warnings };
    },
    'encounter.addNpcs': (input) => {
      const added = addNpcsToCombat(session(), ctx.combat(), input);
      ctx.emit('character.changed', { ids: added.made });
      return { view: added.view, names: added.names };
    },
  };
}
