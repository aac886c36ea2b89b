/** Import and export of characters, NPC templates and encounters (shared/ipc/transfer-contract.ts). */
import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';
import { commitPlan } from './commit';
import { exportCharacter, exportCharactersCsv, exportEncounter, exportTemplatesCsv } from './export';
import { planTransfer } from './plan';
import { previewOf } from './preview';

type TransferHandlers = Pick<Handlers, `transfer.${string}` & keyof Handlers>;

export function transferHandlers(ctx: AppContext): TransferHandlers {
  const session = () => ctx.campaigns.requireSession();
  const meta = () => ({ exportedAt: ctx.now().toISOString(), appVersion: ctx.version });
  return {
    // Read in a transaction for one consistent view of the campaign's names; nothing is written.
    'transfer.preview': ({ format, text }) => session().transact((repos) => previewOf(repos, planTransfer(repos, format, text))),
    'transfer.import': ({ format, text, onClash }) => {
      const at = ctx.now().toISOString();
      const result = session().transact((repos) => commitPlan(repos, planTransfer(repos, format, text), onClash, at));
      const characters = result.created.filter((c) => c.what === 'character').map((c) => c.id);
      if (characters.length > 0) ctx.emit('character.changed', { ids: characters });
      if (result.created.some((c) => c.what === 'template')) ctx.emit('encounter.changed', { what: 'template' });
      if (result.encounterId !== null) ctx.emit('encounter.changed', { what: 'encounter' });
      return result;
    },
    'transfer.exportCharactersCsv': ({ ids }) => session().transact((repos) => exportCharactersCsv(repos, ids)),
    'transfer.exportTemplatesCsv': () => session().transact((repos) => exportTemplatesCsv(repos)),
    'transfer.exportCharacter': ({ id }) => session().transact((repos) => exportCharacter(repos, id, meta())),
    'transfer.exportEncounter': ({ id }) => session().transact((repos) => exportEncounter(repos, id, meta())),
  };
}
