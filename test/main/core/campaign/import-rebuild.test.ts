/**
 * Issue 38: an import rebuilds each fight's checkpoints from the events it has just checked and
 * written, held in memory, instead of reading them back from the new file. The file's order (by
 * log number, per combat) is what counts, not the order the export lists them in: two fights
 * interleaved and listed backwards import exactly as the export the app writes.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCampaign } from '../../../../main/core/campaign/campaign-service';
import type { CampaignSession } from '../../../../main/core/campaign/campaign-session';
import { importCampaign } from '../../../../main/core/campaign/import-campaign';
import { CombatCommandSchema } from '../../../../shared/core/combat/commands';
import type { CampaignExport } from '../../../../shared/domain/campaign-export';
import { testTemplate } from '../../../helpers/db-fixtures';
import { createFakeClock, testCampaignOptions, useTempDirs, type FakeClock } from '../../../helpers/db-temp';
import { hostFor } from '../../../helpers/long-combat';
import { pools, spec } from '../../../shared/core/combat/fixtures';

const tempDir = useTempDirs();
const opened: CampaignSession[] = [];

afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
});

/** Two fights played turn about through one host, so their log events interleave in the file. */
function playTwoFights(session: CampaignSession, clock: FakeClock): string[] {
  const host = hostFor(session, clock, 'two');
  const ids = ['Ambush', 'Siege'].map((name) => host.create({ name }).combatId);
  const run = (id: string, input: object) => host.command(id, CombatCommandSchema.parse(input));
  for (const id of ids) run(id, { type: 'combatant.add', combatants: [0, 1, 2, 3].map((i) => spec(`${id}-${i}`, i % 2, { pools: pools() })) });
  for (const id of ids) run(id, { type: 'combat.start' });
  for (let turn = 0; turn < 4; turn++) {
    for (const id of ids) {
      run(id, { type: 'action.quickDeclare' });
      run(id, { type: 'initiative.roll' });
      run(id, { type: 'action.resolveAll' });
      if (host.view(id).phase === 'knockouts') run(id, { type: 'knockout.roll' });
      for (const k of host.view(id).combatants) if (k.knockedOut) run(id, { type: 'combatant.revive', targetId: k.id });
      run(id, { type: 'turn.end' });
    }
    host.undo(ids[0]!);
    host.redo(ids[0]!);
  }
  host.closeAll();
  return ids;
}

/** What a fresh host shows for each fight, and the checkpoints stored for it (without row ids or times). */
function fights(session: CampaignSession, clock: FakeClock, ids: string[]) {
  const host = hostFor(session, clock, 'reopen');
  const out = ids.map((id) => ({
    view: host.view(id),
    checkpoints: session.repos.combatLog.snapshots(id).map((s) => ({ eventSeq: s.eventSeq, snapshot: s.snapshot })),
  }));
  host.closeAll();
  return out;
}

describe('issue 38: an import rebuilds from the events it wrote', () => {
  it('two fights interleaved and listed backwards import to the same states and checkpoints as the export in order', async () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const source = await createCampaign(join(dir, 'src.fs3'), testTemplate(), testCampaignOptions(clock));
    opened.push(source);
    const ids = playTwoFights(source, clock);
    const doc = JSON.parse(JSON.stringify(source.exportDocument())) as CampaignExport;
    const combatIds = new Set(doc.combatEvents.map((e) => e.combatId));
    expect(combatIds.size).toBe(2);
    const inOrder = await importCampaign(join(dir, 'in-order.fs3'), doc, testCampaignOptions(clock));
    opened.push(inOrder);
    const backwards = await importCampaign(join(dir, 'backwards.fs3'), { ...doc, combatEvents: [...doc.combatEvents].reverse() }, testCampaignOptions(clock));
    opened.push(backwards);

    const expected = fights(inOrder, clock, ids);
    expect(fights(backwards, clock, ids)).toEqual(expected);
    // Each fight was rebuilt: a checkpoint every few steps, and it shows where the source's fight is.
    for (const [i, fight] of expected.entries()) {
      expect(fight.checkpoints.length).toBeGreaterThan(2);
      expect(fight.view.history).toEqual(fights(source, clock, ids)[i]!.view.history);
    }
  });
});
