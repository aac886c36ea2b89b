import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { RPC_CHANNEL } from '../../shared/ipc/names';
import { fail } from '../../shared/ipc/result';
import { inputBudget, inputSizeOver } from '../core/rpc/budgets';
import type { Dispatch } from '../core/rpc/dispatch';

/** The part of `ipcMain` we use; tests pass a fake with the same shape. */
export type IpcMainLike = Pick<IpcMain, 'handle' | 'removeHandler'>;

/**
 * Binds the whole contract to one invoke channel. Requests from frames that are not our app
 * (an injected iframe, a navigated-away page) are refused before anything is parsed.
 */
export function bindContract(
  ipcMain: IpcMainLike,
  dispatch: Dispatch,
  isTrustedSender: (event: IpcMainInvokeEvent) => boolean,
): () => void {
  ipcMain.handle(RPC_CHANNEL, async (event, method: unknown, payload: unknown) => {
    if (!isTrustedSender(event)) return fail('unauthorized', 'Request from an untrusted frame');
    const name = typeof method === 'string' ? method : String(method);
    // The same per-method input budgets as the browser-mode host's bodies (issue 35).
    const { maxBytes } = inputBudget(name);
    if (inputSizeOver(payload, maxBytes)) return fail('too-large', `The input of ${name} is larger than it may be (${Math.round(maxBytes / 1024)} kB)`);
    return dispatch(name, payload);
  });
  return () => ipcMain.removeHandler(RPC_CHANNEL);
}
