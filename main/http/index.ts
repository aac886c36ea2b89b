import { join } from 'node:path';
import type { EventKey, EventPayload } from '../../shared/ipc/types';
import type { AppContext } from '../core/context';
import { createAppContext, openStartupCampaign } from '../core/create-context';
import { createHandlers } from '../core/handlers';
import { consoleLogger } from '../core/logger';
import { createAppLog } from '../core/logging/file-log';
import { defaultDataDir, PREFS_FILE_NAME } from '../core/paths';
import { createJsonPrefsStore } from '../core/prefs/json-prefs-store';
import { createDispatch } from '../core/rpc/dispatch';
import { APP_VERSION } from '../core/version';
import { parseHostArgs } from './args';
import { openSystemBrowser } from './open-browser';
import { createToken } from './security';
import { startHttpHost, type HttpHost } from './server';

/** Browser mode: the same handlers as the desktop app, served to a browser on 127.0.0.1. */
async function main(): Promise<void> {
  const args = parseHostArgs(process.argv.slice(2), process.env);
  const dataDir = defaultDataDir();
  // Issue 43: the same rotating log file as the desktop app, in the data folder.
  const { log, fileLog } = createAppLog(dataDir, consoleLogger, `FS3 Console ${APP_VERSION} browser mode, Node ${process.versions.node}, ${process.platform} ${process.arch}`);
  // The emitter is needed before the server exists; it reaches the server once it is up.
  const server: { current?: HttpHost } = {};
  const ctx: AppContext = createAppContext({
    hostKind: 'browser',
    version: APP_VERSION,
    dataDir,
    runtime: `Node ${process.versions.node}`,
    prefs: createJsonPrefsStore(join(dataDir, PREFS_FILE_NAME), log),
    logFile: fileLog,
    emit: <E extends EventKey>(event: E, payload: EventPayload<E>) => server.current?.broadcast(event, payload),
    log,
  }, { staticDir: join(__dirname, '../renderer') });
  await openStartupCampaign(ctx);
  const dispatch = createDispatch(createHandlers(ctx), log, { checkOutput: process.env.NODE_ENV !== 'production' });
  // Signal handlers go in before the URL is printed: whoever reads it may press Ctrl+C at once.
  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await server.current?.close();
    await ctx.players.listeners.closeAll();
    await ctx.campaigns.close();
    console.log('FS3 Console stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  const token = createToken();
  const httpHost = await startHttpHost({
    dispatch,
    token,
    staticDir: join(__dirname, '../renderer'),
    host: args.host,
    port: args.port,
    allowNonLoopback: args.allowNonLoopback,
  });
  server.current = httpHost;
  const url = `${httpHost.url}?token=${token}`;
  console.log(`FS3 Console is running in browser mode (no Electron binary found).`);
  console.log(`Open: ${url}`);
  console.log(`Data directory: ${dataDir}`);
  console.log('Press Ctrl+C to stop.');
  if (args.open) openSystemBrowser(url);
}

main().catch((error: unknown) => {
  console.error(`FS3 Console could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
