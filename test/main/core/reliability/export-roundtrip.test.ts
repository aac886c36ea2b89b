/**
 * Issue 17 item 5: "a campaign with 9,060 combat steps exports 114.5 MB (98% snapshots) and its
 * re-import is refused with 413". Exports now leave the derived snapshots out and the import
 * rebuilds them from the events; item 9: a character whose XP disagrees with its ledger was
 * accepted silently.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCampaign } from '../../../../main/core/campaign/campaign-service';
import { importCampaign } from '../../../../main/core/campaign/import-campaign';
import type { CampaignSession } from '../../../../main/core/campaign/campaign-session';
import { createDispatch } from '../../../../main/core/rpc/dispatch';
import { createHandlers } from '../../../../main/core/handlers';
import { DEFAULT_MAX_BODY_BYTES, startHttpHost, type HttpHost } from '../../../../main/http/server';
import { CombatCommandSchema } from '../../../../shared/core/combat/commands';
import { deriveRuleset } from '../../../../shared/core/dice/ruleset';
import { withoutSnapshots, type CampaignExport } from '../../../../shared/domain/campaign-export';
import { MAX_CAMPAIGN_JSON_CHARS } from '../../../../shared/ipc/campaign-schemas';
import { makeTestContext } from '../../../helpers/app-context';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { testTemplate } from '../../../helpers/db-fixtures';
import { createFakeClock, testCampaignOptions, useTempDirs, type FakeClock } from '../../../helpers/db-temp';
import { hostFor, writeLongCombat } from '../../../helpers/long-combat';
import { pools, spec } from '../../../shared/core/combat/fixtures';

const tempDir = useTempDirs();
const TOKEN = 'export-token';
let http: HttpHost | undefined;
const opened: CampaignSession[] = [];

afterEach(async () => {
  await http?.close();
  http = undefined;
  for (const s of opened.splice(0)) await s.close();
});

const withoutHeader = ({ format: _f, formatVersion: _v, exportedAt: _e, appVersion: _a, ...content }: CampaignExport) => content;

/** Ledgers, wounds and luck beside the fight, so "comes back equal" covers them. */
function addHistory(session: CampaignSession, clock: FakeClock): void {
  const at = clock.now().toISOString();
  session.transact((r) => {
    for (let i = 0; i < 20; i++) r.ledgers.recordXp({ characterId: 'pc-1', delta: 2, reason: `session ${i + 1}`, ability: null, inGameDate: 'Day 1', recordedAt: at });
    r.ledgers.recordXp({ characterId: 'pc-1', delta: -5, reason: 'raised Firearms', ability: 'Firearms', inGameDate: 'Day 2', recordedAt: at });
    r.ledgers.recordLuck({ characterId: 'pc-1', delta: 1, reason: 'drama', inGameDate: 'Day 2', recordedAt: at });
    r.wounds.add({ id: 'w1', characterId: 'pc-1', location: 'Chest', severity: 'moderate', damageType: 'wound', healingPoints: 10, treated: false, inGameDate: 'Day 2', description: 'Revolver - Chest', inflictedAt: at });
  });
}

/** A short fight played through the host, as live play stores it (a snapshot per step). */
function playShortFight(session: CampaignSession, clock: FakeClock): string {
  const host = hostFor(session, clock, 'short');
  const id = host.create({ name: 'Ambush' }).combatId;
  const run = (input: object) => host.command(id, CombatCommandSchema.parse(input));
  run({ type: 'combatant.add', combatants: [spec('a', 0, { pools: pools() }), spec('b', 1, { pools: pools() })] });
  run({ type: 'combat.start' });
  run({ type: 'action.quickDeclare' });
  run({ type: 'initiative.roll' });
  run({ type: 'action.resolveNext' });
  host.undo(id);
  host.redo(id);
  run({ type: 'action.resolveNext' });
  host.closeAll();
  return id;
}

/** The state a fresh host (nothing in memory) shows for a combat: what the storyteller sees after a restart. */
function reopened(session: CampaignSession, clock: FakeClock, combatId: string) {
  const host = hostFor(session, clock, 'reopen');
  const c = host.openCombat(combatId);
  return { host, view: host.view(combatId), persisted: JSON.stringify(c.actor.getPersistedSnapshot()), c };
}

describe('§5 exports that come back', () => {
  it('a 10,000-step campaign exports without snapshots, re-imports through the HTTP host under its body limit, and comes back equal; the reopened combat shows the same state and undo still works', async () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const source = await createCampaign(join(dir, 'Siege.fs3campaign'), testTemplate({ name: 'Siege' }), testCampaignOptions(clock));
    addHistory(source, clock);
    const { combatId, steps } = writeLongCombat(source, clock, { steps: 10_000 });
    expect(steps).toBeGreaterThanOrEqual(10_000);
    const before = reopened(source, clock, combatId);
    // The state one undo back, as the source itself would rebuild it.
    const undoTarget = JSON.stringify(before.c.snapshotAt(before.view.history.position - 1).context);
    // Issue 38: and far back, between two of the import's sparser checkpoints (replayed from the one below).
    const far = before.view.history.position - 1_003;
    const farTarget = JSON.stringify(before.c.snapshotAt(far).context);
    before.host.closeAll();
    await source.close();

    // The real paths: the manager behind the HTTP host's handlers and body limit.
    const ctx = makeTestContext();
    http = await startHttpHost({ dispatch: createDispatch(createHandlers(ctx), ctx.log), token: TOKEN });
    const rpc = async (method: string, input: unknown) => {
      const body = JSON.stringify(input);
      const res = await fetch(`${http!.url}rpc/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` }, body });
      return { status: res.status, body: (await res.json()) as { ok: boolean; value?: unknown; error?: { code: string; message: string } }, bytes: body.length };
    };
    expect((await rpc('campaign.open', { path: join(dir, 'Siege.fs3campaign') })).status).toBe(200);
    const exported = await rpc('campaign.exportJson', {});
    expect(exported.status).toBe(200);
    const { json } = exported.body.value as { fileName: string; json: string };
    const doc = JSON.parse(json) as CampaignExport;
    expect(doc.combatSnapshots).toEqual([]);
    expect(doc.combatEvents.length).toBeGreaterThanOrEqual(10_000);
    // The probe's 9,060 steps made 114.5 MB; the log alone is a few MB, far under both limits.
    expect(json.length).toBeLessThan(8 * 1024 * 1024);
    const imported = await rpc('campaign.importJson', { json, path: join(dir, 'Siege copy.fs3campaign') });
    expect(imported.bytes).toBeLessThan(Math.min(DEFAULT_MAX_BODY_BYTES, MAX_CAMPAIGN_JSON_CHARS));
    expect(imported.status, JSON.stringify(imported.body.error)).toBe(200);

    // Equal: characters, ledgers, wounds, combats, combatants and every event.
    const copy = ctx.campaigns.requireSession();
    expect(copy.path).toBe(join(dir, 'Siege copy.fs3campaign'));
    const again = withoutHeader(copy.exportDocument());
    expect(again).toEqual(withoutHeader(doc));
    expect(again.characters.find((c) => c.id === 'pc-1')?.xp).toBe(2 + 40 - 5);
    expect(again.xpLedger).toHaveLength(21);
    expect(again.wounds.map((w) => w.id)).toEqual(['w1']);

    // The rebuilt snapshots (issue 38): a checkpoint every 8 steps over the last 256, every 64 before
    // them, then the end of the log (not one per step, nor 1,250 checkpoints).
    const end = before.view.history.position;
    const cursors = copy.repos.combatLog.snapshots(combatId).map((s) => (s.snapshot as { history: { cursor: number } }).history.cursor);
    const expected: number[] = [];
    for (let k = 8; k <= end; k += 8) if (k > end - 256 || k % 64 === 0) expected.push(k);
    expect(cursors).toEqual([...expected, end]);

    // Reopened, the combat is where it was, down to the machine's persisted state.
    const after = reopened(copy, clock, combatId);
    expect(after.persisted).toBe(before.persisted);
    expect(after.view).toEqual(before.view);
    // Undo still works and lands where the source's would have.
    const undone = after.host.undo(combatId);
    expect(undone.history.position).toBe(before.view.history.position - 1);
    expect(JSON.stringify(after.host.openCombat(combatId).snapshot.context)).toBe(undoTarget);
    // Replayed from the nearest stored checkpoint below it (64 steps apart there), not from the start.
    const read = copy.repos.combatLog.event;
    let reads = 0;
    copy.repos.combatLog.event = (...args) => (reads++, read(...args));
    try {
      expect(JSON.stringify(after.host.openCombat(combatId).snapshotAt(far).context)).toBe(farTarget);
    } finally {
      copy.repos.combatLog.event = read;
    }
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThan(64);
    after.host.closeAll();
  }, 60_000);

  it('an old export with a snapshot per step still imports: its snapshots are ignored and rebuilt from the log', async () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const source = await createCampaign(join(dir, 'old.fs3'), testTemplate(), testCampaignOptions(clock));
    opened.push(source);
    const combatId = playShortFight(source, clock);
    const before = reopened(source, clock, combatId);
    before.host.closeAll();
    // As the app wrote exports before issue 17: every stored snapshot included (since issue 20 live
    // play stores checkpoints, here the creation's and the closing one, no longer one per step).
    const stored = source.repos.combatLog.allSnapshots();
    expect(stored.length).toBeGreaterThan(1);
    const old = { ...source.exportDocument(), combatSnapshots: stored };
    // One snapshot damaged: if the import trusted old snapshots, the reopened combat would show it.
    old.combatSnapshots[old.combatSnapshots.length - 1] = { ...stored.at(-1)!, snapshot: { machine: { status: 'active', value: 'setup', context: {} }, history: { cursor: 0, length: 0 } } };
    const copy = await importCampaign(join(dir, 'old-copy.fs3'), JSON.parse(JSON.stringify(old)), testCampaignOptions(clock));
    opened.push(copy);
    const rebuilt = copy.repos.combatLog.snapshots(combatId);
    expect(rebuilt.length).toBeLessThan(stored.length);
    expect(rebuilt.every((s) => s.appVersion === '0.1.0-test')).toBe(true);
    const after = reopened(copy, clock, combatId);
    expect(after.persisted).toBe(before.persisted);
    expect(after.view).toEqual(before.view);
    after.host.closeAll();

    // The window sends such a file without its snapshots (a 114.5 MB one exceeded the request
    // limit): smaller, and it imports to the same campaign.
    const full = JSON.stringify(old);
    const slim = withoutSnapshots(full);
    expect(slim.length).toBeLessThan(full.length);
    expect(JSON.parse(slim)).toEqual({ ...JSON.parse(full), combatSnapshots: [] });
    const slimCopy = await importCampaign(join(dir, 'slim-copy.fs3'), JSON.parse(slim), testCampaignOptions(clock));
    opened.push(slimCopy);
    const slimAfter = reopened(slimCopy, clock, combatId);
    expect(slimAfter.view).toEqual(before.view);
    slimAfter.host.closeAll();
    // Text that is not an export passes through untouched, for main to name what is wrong.
    for (const text of ['not json', '[1,2]', '{"combatSnapshots":"x"}', '{"a":1}']) expect(withoutSnapshots(text)).toBe(text);
  });

  it('a combat that adopted a newer system mid-fight is rebuilt by each system for its own steps', async () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const source = await createCampaign(join(dir, 'src.fs3'), testTemplate(), testCampaignOptions(clock));
    opened.push(source);
    const host = hostFor(source, clock, 'adopt');
    const id = host.create({ name: 'Shifting rules' }).combatId;
    const run = (input: object) => host.command(id, CombatCommandSchema.parse(input));
    const turn = () => {
      run({ type: 'action.quickDeclare' });
      run({ type: 'initiative.roll' });
      run({ type: 'action.resolveAll' });
      if (host.view(id).phase === 'knockouts') run({ type: 'knockout.roll' });
      for (const k of host.view(id).combatants) if (k.knockedOut) run({ type: 'combatant.revive', targetId: k.id });
      run({ type: 'turn.end' });
    };
    run({ type: 'combatant.add', combatants: [0, 1, 2, 3, 4, 5].map((i) => spec(`k${i}`, i % 2, { pools: pools() })) });
    run({ type: 'combat.start' });
    for (let i = 0; i < 4; i++) turn();
    // Hits get easier (6+) and the fight adopts that: its earlier steps stay ruled by 7+.
    const { setting, system } = source.repos.campaign.get();
    source.transact((r) => r.campaign.replaceSystem({ ...setting, ruleset: deriveRuleset(setting.ruleset, { dice: { hitThreshold: 6 } }) }, system, clock.now().toISOString()));
    host.adoptSystem(id);
    for (let i = 0; i < 4; i++) turn();
    host.closeAll();
    const before = reopened(source, clock, id);
    before.host.closeAll();
    const copy = await importCampaign(join(dir, 'copy.fs3'), JSON.parse(JSON.stringify(source.exportDocument())), testCampaignOptions(clock));
    opened.push(copy);
    const after = reopened(copy, clock, id);
    expect(after.persisted).toBe(before.persisted);
    // The campaign's revision counter is not part of the export (it restarts in the new file), so
    // only the view's `campaignRevision` differs; the combat's own recorded revision came along.
    const sameRevision = (v: typeof before.view) => ({ ...v, system: { ...v.system, campaignRevision: 0 } });
    expect(sameRevision(after.view)).toEqual(sameRevision(before.view));
    expect(after.view.system.revision).toBe(before.view.system.revision);
    after.host.closeAll();
  });

  it('a combat whose log does not replay refuses the import, naming the combat and the step, and leaves no file', async () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const source = await createCampaign(join(dir, 'src.fs3'), testTemplate(), testCampaignOptions(clock));
    opened.push(source);
    const combatId = playShortFight(source, clock);
    const doc = JSON.parse(JSON.stringify(source.exportDocument())) as CampaignExport;
    const resolve = doc.combatEvents.findIndex((e) => e.combatId === combatId && e.type === 'action.resolveNext');
    doc.combatEvents[resolve] = { ...doc.combatEvents[resolve]!, type: 'combat.start' };
    const target = join(dir, 'copy.fs3');
    await expect(importCampaign(target, doc, testCampaignOptions(clock))).rejects.toMatchObject({
      code: 'campaign/invalid-export',
      message: expect.stringMatching(/combat "Ambush".*step 5 \(log event \d+, "combat\.start"\) does not replay/),
    });
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(dir).filter((f) => f.startsWith('copy'))).toEqual([]);
  });
});

describe('§5 a Third Edition campaign round trip (default AresMUSH config)', () => {
  const rig = useHandlerRig();
  const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
  const fixtureFiles = () => readdirSync(FIXTURES).filter((n) => n.endsWith('.yml')).sort().map((name) => ({ name, text: readFileSync(join(FIXTURES, name), 'utf8') }));
  type View = { combatId: string; combatants: { id: string; knockedOut: boolean }[]; history: { position: number } };

  it('§C.3 a fight played by the config exports, imports through the handlers, reopens in the same state, and undoes', async () => {
    const { call, ctx } = rig();
    await call('campaign.create', { name: 'Ares', path: join(ctx.dir, 'Ares.fs3campaign'), edition: 'aresmush-3e', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' });
    const ann = await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
    const goon = (await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Goon', count: 1, defaultRating: 5 })).characters[0]!;
    const combatId = (await call<View>('combat.create', { name: 'Ambush' })).combatId;
    await call('combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon: 'Rifle+Ap', armor: 'Tactical' });
    const view = await call<View>('combat.addCharacter', { combatId, characterId: goon.id, team: 2, weapon: 'Pistol', armor: null });
    const [a, g] = [view.combatants[0]!, view.combatants[1]!];
    const cmd = (command: unknown) => call<View>('combat.command', { combatId, command });
    await cmd({ type: 'combat.start' });
    for (let turn = 1; turn <= 12; turn++) {
      const now = await call<View>('combat.get', { combatId });
      const up = (id: string) => !now.combatants.find((c) => c.id === id)!.knockedOut;
      const declarations = [
        ...(up(a.id) ? [{ combatantId: a.id, action: { kind: 'attack', target: g.id } }] : []),
        ...(up(g.id) ? [{ combatantId: g.id, action: { kind: 'attack', target: a.id } }] : []),
      ];
      if (declarations.length) await cmd({ type: 'action.declare', declarations });
      await cmd({ type: 'initiative.roll' });
      await cmd({ type: 'action.resolveAll' });
      await cmd({ type: 'knockout.roll' });
      await cmd({ type: 'turn.end' });
    }
    const before = await call<View>('combat.get', { combatId });
    const { json } = await call<{ json: string }>('campaign.exportJson', {});
    expect((JSON.parse(json) as CampaignExport).combatSnapshots).toEqual([]);
    await call('campaign.importJson', { json, path: join(ctx.dir, 'Ares copy.fs3campaign') });
    expect(ctx.campaigns.requireSession().path).toBe(join(ctx.dir, 'Ares copy.fs3campaign'));
    expect(await call<View>('combat.get', { combatId })).toEqual(before);
    const undone = await call<View>('combat.undo', { combatId });
    expect(undone.history.position).toBe(before.history.position - 1);
    expect(await call<View>('combat.redo', { combatId })).toEqual(before);
  }, 30_000);
});

describe('§9 imported balances against their ledgers', () => {
  async function exportOf(clock: FakeClock, dir: string): Promise<CampaignExport> {
    const source = await createCampaign(join(dir, 'src.fs3'), testTemplate(), testCampaignOptions(clock));
    opened.push(source);
    addHistory(source, clock);
    return JSON.parse(JSON.stringify(source.exportDocument())) as CampaignExport;
  }

  it('refuses a character whose XP is below its ledger sum, naming the character, the stored value and the sum', async () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const doc = await exportOf(clock, dir);
    const i = doc.characters.findIndex((c) => c.id === 'pc-1');
    doc.characters[i] = { ...doc.characters[i]!, xp: 3 };
    await expect(importCampaign(join(dir, 'copy.fs3'), doc, testCampaignOptions(clock))).rejects.toMatchObject({
      code: 'campaign/invalid-export',
      message: expect.stringContaining(`characters.${i} "Character pc-1" (pc-1) has 3 XP but its XP ledger adds up to 35`),
    });
  });

  it('refuses luck below its ledger sum the same way', async () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const doc = await exportOf(clock, dir);
    const i = doc.characters.findIndex((c) => c.id === 'pc-1');
    doc.characters[i] = { ...doc.characters[i]!, luckPoints: 0 };
    await expect(importCampaign(join(dir, 'copy.fs3'), doc, testCampaignOptions(clock))).rejects.toMatchObject({
      code: 'campaign/invalid-export',
      message: expect.stringContaining('has 0 luck but its luck ledger adds up to 1'),
    });
  });

  it('accepts a balance above its ledger sum: the opening balance a character is made with (template XP, starting luck)', async () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const doc = await exportOf(clock, dir);
    // pc-1 was made with 2 XP and 1 luck (the template), then its ledger moved both.
    const pc = doc.characters.find((c) => c.id === 'pc-1')!;
    expect([pc.xp, pc.luckPoints]).toEqual([2 + 35, 1 + 1]);
    const copy = await importCampaign(join(dir, 'copy.fs3'), doc, testCampaignOptions(clock));
    opened.push(copy);
    expect(copy.repos.characters.get('pc-1')?.xp).toBe(37);
  });
});
