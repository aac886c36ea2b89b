import { randomUUID } from 'node:crypto';
import type { Handlers } from '../../../shared/ipc/types';
import { commitAdvance, calendarStatus, previewAdvance, setCalendarDate } from '../calendar/advance';
import { stepReport, undoLastStep } from '../calendar/log';
import { redoStep } from '../calendar/redo';
import { setCare } from '../healing/care-ops';
import { buildHealingSheet } from '../healing/healing-sheet';
import { addWound, editWound, giveFirstAid, removeWound } from '../healing/wound-ops';
import { AppError } from '../../../shared/ipc/result';
import type { AppContext } from '../context';
import { campaignSystem } from '../system/campaign-system';
import { hostFights, vehicleFights } from '../vehicles/vehicle-fights';

type CalendarHandlers = Pick<Handlers, (`calendar.${string}` | `healing.${string}`) & keyof Handlers>;

/** The campaign calendar and healing between fights; changes are pushed as `calendar.changed` and `character.changed`. */
export function calendarHandlers(ctx: AppContext): CalendarHandlers {
  const session = () => ctx.campaigns.requireSession();
  const changed = (ids: string[]) => {
    ctx.emit('calendar.changed', {});
    // Issue 39 item 5: an advance repairs campaign vehicles, an undo may take a repair back.
    ctx.emit('vehicles.changed', {});
    if (ids.length) ctx.emit('character.changed', { ids });
  };
  return {
    'calendar.get': () => session().transact((repos) => calendarStatus(repos)),
    'calendar.setDate': ({ date }) => {
      const status = session().transact((repos) => {
        setCalendarDate(repos, date, ctx.now());
        return calendarStatus(repos);
      });
      changed([]);
      return status;
    },
    'calendar.preview': (input) => {
      const { repos } = session();
      return previewAdvance(repos, campaignSystem(repos), input, ctx.rng, vehicleFights(repos, hostFights(ctx.combat())));
    },
    'calendar.commit': ({ planId }) => {
      let ids: string[] = [];
      const status = session().transact((repos) => {
        ids = commitAdvance(repos, campaignSystem(repos), planId, ctx.now());
        return calendarStatus(repos);
      });
      changed(ids);
      return status;
    },
    'calendar.undo': () => {
      let ids: string[] = [];
      const status = session().transact((repos) => {
        ids = undoLastStep(repos).characterIds;
        return calendarStatus(repos);
      });
      changed(ids);
      return status;
    },
    'calendar.redo': () => {
      let ids: string[] = [];
      const status = session().transact((repos) => {
        ids = redoStep(repos).characterIds;
        return calendarStatus(repos);
      });
      changed(ids);
      return status;
    },
    'calendar.step': ({ id }) =>
      session().transact((repos) => {
        const entry = repos.campaignLog.get(id);
        if (!entry) throw new AppError('calendar/no-step', `No campaign log step ${id}.`);
        const { changeJson: _c, ...rest } = entry;
        return { entry: rest, report: stepReport(repos, id) };
      }),
    'healing.sheet': ({ id }) => session().transact((repos) => buildHealingSheet(repos, campaignSystem(repos), id, ctx.now())),
    'healing.addWound': ({ characterId, ...fields }) => {
      const w = session().transact((repos) => addWound(repos, campaignSystem(repos), characterId, fields, { now: ctx.now(), newId: randomUUID }));
      changed([characterId]);
      return { woundId: w.id };
    },
    'healing.editWound': ({ id, ...fields }) => {
      const w = session().transact((repos) => editWound(repos, campaignSystem(repos), id, fields, ctx.now()));
      changed([w.characterId]);
      return { woundId: w.id };
    },
    'healing.removeWound': ({ id }) => {
      const characterId = session().transact((repos) => {
        const w = repos.wounds.get(id);
        if (!w) throw new AppError('wound/not-found', `No wound with id "${id}" in this campaign.`);
        removeWound(repos, campaignSystem(repos), id, ctx.now());
        return w.characterId;
      });
      changed([characterId]);
      return { removed: true };
    },
    'healing.firstAid': ({ woundId, carerId }) => {
      let characterId = '';
      const out = session().transact((repos) => {
        characterId = repos.wounds.get(woundId)?.characterId ?? '';
        return giveFirstAid(repos, campaignSystem(repos), woundId, carerId, { now: ctx.now(), rng: ctx.rng });
      });
      changed(characterId ? [characterId] : []);
      return out;
    },
    'healing.setCare': (input) => {
      session().transact((repos) => setCare(repos, campaignSystem(repos), input));
      changed([input.patientId]);
      return { ok: true as const };
    },
  };
}
