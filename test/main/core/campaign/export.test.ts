import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCampaign } from '../../../../main/core/campaign/campaign-service';
import { importCampaign } from '../../../../main/core/campaign/import-campaign';
import type { CampaignSession } from '../../../../main/core/campaign/campaign-session';
import { parseCampaignExport } from '../../../../main/core/campaign/import';
import {
  CAMPAIGN_EXPORT_FORMAT, CAMPAIGN_EXPORT_VERSION, CampaignExportSchema, type CampaignContent, type CampaignExport,
} from '../../../../shared/domain/campaign-export';
import type { JsonObject } from '../../../../shared/domain/json';
import { testCharacter, testCombat, testCombatant, testEvent, testTemplate, testWound } from '../../../helpers/db-fixtures';
import { generateCampaign } from '../../../helpers/db-generate';
import { createFakeClock, testCampaignOptions, useTempDirs } from '../../../helpers/db-temp';

const tempDir = useTempDirs();

function withoutHeader(doc: CampaignExport): CampaignContent {
  const { format: _f, formatVersion: _v, exportedAt: _e, appVersion: _a, ...content } = doc;
  return content;
}

function asDocument(content: CampaignContent): CampaignExport {
  return { format: CAMPAIGN_EXPORT_FORMAT, formatVersion: CAMPAIGN_EXPORT_VERSION, exportedAt: '2026-05-01T00:00:00.000Z', appVersion: 'test', ...content };
}

/** Through a real file and real JSON text, as a storyteller would share it. */
async function roundTrip(session: CampaignSession, dir: string, name: string): Promise<CampaignExport> {
  const file = join(dir, `${name}.json`);
  session.writeExport(file);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const imported = await importCampaign(join(dir, `${name}.fs3`), parsed, testCampaignOptions(createFakeClock()));
  const again = imported.exportDocument();
  await imported.close();
  return again;
}

describe('portable export', () => {
  it('holds every kind of data and survives export → JSON file → import → export unchanged', async () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const session = await createCampaign(join(dir, 'src.fs3'), testTemplate(), testCampaignOptions(clock));
    session.transact((r) => {
      r.wounds.add(testWound('w1', 'pc-1'));
      r.ledgers.recordXp({ characterId: 'pc-1', delta: 2, reason: 'session 1', ability: null, inGameDate: 'Day 1', recordedAt: clock.now().toISOString() });
      r.ledgers.recordLuck({ characterId: 'npc-1', delta: 1, reason: 'drama', inGameDate: 'Day 1', recordedAt: clock.now().toISOString() });
      r.combats.create(testCombat('f1'), [testCombatant('k1', 'f1', 'pc-1'), testCombatant('k2', 'f1', null, 1)]);
      r.combatLog.appendWithSnapshot([testEvent('f1', 0), testEvent('f1', 1)], {
        combatId: 'f1', machineVersion: 1, appVersion: '0.1.0', snapshot: { value: 'turn', context: { round: 1 } }, savedAt: clock.now().toISOString(),
      });
    });
    const original = session.exportDocument();
    expect(CampaignExportSchema.parse(original)).toEqual(original);
    expect(original).toMatchObject({ format: 'fs3-console-campaign', formatVersion: 1, exportedAt: clock.now().toISOString(), appVersion: '0.1.0-test' });
    expect([original.characters.length, original.wounds.length, original.xpLedger.length, original.luckLedger.length,
      original.combats.length, original.combatants.length, original.combatEvents.length, original.combatSnapshots.length, original.configExtras.length])
      // No snapshots: they are derived, left out of exports and rebuilt at import (issue 17 item 5).
      .toEqual([2, 1, 1, 1, 1, 2, 2, 0, 1]);
    const again = await roundTrip(session, dir, 'copy');
    expect(withoutHeader(again)).toEqual(withoutHeader(original));
    await session.close();
  });

  it('is lossless on a generated large campaign (2,000 characters, 10,000 events)', async () => {
    const dir = tempDir();
    const content = generateCampaign({ characters: 2000, combats: 50, eventsPerCombat: 200, seed: 'round-trip' });
    const session = await importCampaign(join(dir, 'big.fs3'), JSON.parse(JSON.stringify(asDocument(content))), testCampaignOptions(createFakeClock()));
    const first = session.exportDocument();
    // Lossless against the generated source, not just against itself (snapshots are derived data
    // that exports leave out since issue 17 item 5; the import ignored the generated ones).
    const expected = { ...content, combatSnapshots: [] };
    expect(withoutHeader(first)).toEqual(expected);
    const file = join(dir, 'big.json');
    session.writeExport(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    const second = await roundTrip(session, dir, 'big-copy');
    expect(JSON.stringify(withoutHeader(second))).toBe(JSON.stringify(expected));
    await session.close();
  }, 60_000);

  it('writes files whose JSON equals the export document, for arbitrary text and payloads (property)', async () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const base = await createCampaign(join(dir, 'base.fs3'), testTemplate(), testCampaignOptions(clock));
    base.transact((r) => r.combats.create(testCombat('f1')));
    const template = base.exportDocument();
    await base.close();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
        fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue()),
        async (notes, actorId, payload) => {
          const doc: CampaignExport = {
            ...template,
            characters: [testCharacter('p', { notes, concept: notes })],
            // fast-check types object values as optional; its generated values never hold undefined.
            combatEvents: [{ ...testEvent('f1', 0), seq: 1, actorId, payload: payload as JsonObject }],
          };
          const session = await importCampaign(join(dir, `p${n}.fs3`), JSON.parse(JSON.stringify(doc)), testCampaignOptions(clock));
          const file = join(dir, `p${n++}.json`);
          session.writeExport(file);
          const fromFile: unknown = JSON.parse(readFileSync(file, 'utf8'));
          expect(fromFile).toEqual(session.exportDocument());
          await session.close();
          const back = fromFile as CampaignExport;
          expect(back.characters[0]!.notes).toBe(notes);
          expect(back.combatEvents[0]!.actorId).toBe(actorId);
          expect(JSON.stringify(back.combatEvents[0]!.payload)).toBe(JSON.stringify(payload));
        },
      ),
      { numRuns: 40, seed: 5 },
    );
  });

  it('validates imported documents field by field', () => {
    const doc = asDocument(generateCampaign({ characters: 3, combats: 1, eventsPerCombat: 2, seed: 'v' }));
    expect(parseCampaignExport(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
    expect(() => parseCampaignExport({ ...doc, characters: [{ ...doc.characters[0], xp: -3 }] })).toThrow(/characters\.0\.xp/);
    const deadly = { ...testWound('w', doc.characters[0]!.id), severity: 'deadly' };
    expect(() => parseCampaignExport({ ...doc, wounds: [deadly] })).toThrow(/wounds\.0\.severity/);
    expect(() => parseCampaignExport({ ...doc, combatEvents: [{ ...doc.combatEvents[0], payload: [1, 2] }] })).toThrow(/JSON object/);
  });
});
