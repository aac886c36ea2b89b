/**
 * Issue 38: "importing a 10,000-step campaign takes 5.5 s through the app", and it must never hold
 * up other requests. The import runs through the real HTTP host while a prober calls `app.about`
 * every 25 ms: the probes are answered while it runs, none waits long, and the imported fight
 * opens at its end with its checkpoints rebuilt (its first undo starts from one, never the start).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatch } from '../../../../main/core/rpc/dispatch';
import { createHandlers } from '../../../../main/core/handlers';
import type { HttpHost } from '../../../../main/http/server';
import { makeTestContext, type TestContext } from '../../../helpers/app-context';
import { createFakeClock } from '../../../helpers/db-temp';
import { writeLongCombat } from '../../../helpers/long-combat';
import { probeDuring, startRpcHost } from '../../../helpers/rpc-prober';

const TOKEN = 'long-import-token';
let http: HttpHost | undefined;
let ctx: TestContext | undefined;

afterEach(async () => {
  await http?.close();
  http = undefined;
  await ctx?.campaigns.close();
  ctx = undefined;
});

describe('issue 38: a 10,000-step campaign import', () => {
  it('is answered while requests keep being served, and the imported fight opens at its end with its checkpoints', async () => {
    const c = makeTestContext();
    ctx = c;
    await c.campaigns.create({ name: 'Siege', template: 'blank' });
    const { combatId, steps } = writeLongCombat(c.campaigns.requireSession(), createFakeClock(), { steps: 10_000 });
    expect(steps).toBeGreaterThanOrEqual(10_000);
    const sourceHistory = c.combat().view(combatId).history;
    c.combat().closeAll();
    // Built before the prober starts: the client's own JSON work is not the host's stall.
    const body = JSON.stringify({ json: JSON.stringify(c.campaigns.requireSession().exportDocument()) });
    const openPath = c.campaigns.current()!.path;

    const host = await startRpcHost(createDispatch(createHandlers(c), c.log), TOKEN);
    http = host.http;
    const { result: imported, waits, during } = await probeDuring(host.rpc, () => host.rpc('campaign.importJson', body));

    expect(imported.status, JSON.stringify(imported.body.error)).toBe(200);
    expect(c.campaigns.current()!.path).not.toBe(openPath);
    // Requests were answered while the import ran, none held up for long (the bound leaves room
    // for a loaded machine; a blocked main thread held them for seconds).
    expect(during).toBeGreaterThanOrEqual(3);
    expect(Math.max(...waits)).toBeLessThan(750);

    // The imported fight: its whole history, and a checkpoint every few steps rebuilt from its log.
    const fights = c.combat();
    const session = c.campaigns.requireSession();
    // Issue 38: every 8 steps over the log's last 256, every 64 before them, and the end.
    const end = sourceHistory.position;
    let checkpoints = 1;
    for (let k = 8; k <= end; k += 8) if (k > end - 256 || k % 64 === 0) checkpoints++;
    expect(session.repos.combatLog.snapshotIndex(combatId)).toHaveLength(checkpoints);
    expect(fights.view(combatId).history).toEqual(sourceHistory);
    fights.undo(combatId);
    expect(fights.view(combatId).history.position).toBe(sourceHistory.position - 1);
  }, 180_000);
});
