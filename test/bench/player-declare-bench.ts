// Issue 42: "20 players declaring within one second on a 200-combatant fight: the storyteller's step
// answer p95 < 20 ms; a player's submit → pending on the GM screen < 50 ms p95 on loopback". The
// built browser-mode host (seeded dice), 20 PCs each on their own link and 180 NPCs, all shown to
// players (worst case: every combatant is a target in each link's choices). Each round the 20 players
// send one declaration each at seeded moments within one second, while the storyteller takes a step
// every 50 ms (a public name toggled: a real step, every link's picture rebuilt). Submit → pending:
// from the player's send to the storyteller's event stream (`players.declarations`, the GM screen's
// push) naming it. Clients and the event stream are read in this process (loopback).
// Runs against the built host: `npm run build` first.
import { request } from 'node:http';
import { createSeededRng } from '../../shared/systems';
import { createRaiders } from '../helpers/big-fight';
import { rpc } from '../helpers/host-process';
import { latestMe, openPlayer, socketUrl, type PlayerClient } from '../helpers/player-client';
import { quantile } from './measure';
import { startSeededHost } from './setup';
import type { Bench } from './types';

const PLAYERS = 20;
const NPCS = 180;
const ROUNDS = Number(process.env.FS3_BENCH_PLAYER_DECLARE_ROUNDS ?? 8);
const ALL_SHOWN = { npcNames: 'real', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false };
const now = () => performance.now();

async function run(): Promise<string> {
  const host = await startSeededHost('bench-player-declare');
  const clients: PlayerClient[] = [];
  let stream: ReturnType<typeof request> | null = null;
  try {
    await rpc(host, 'players.setPrivacy', ALL_SHOWN);
    const npcs = await createRaiders(host, NPCS);
    const pcs: string[] = [];
    for (let i = 0; i < PLAYERS; i++) pcs.push((await rpc<{ id: string }>(host, 'character.create', { name: `Player Character ${i + 1}`, kind: 'pc' })).id);
    const { combatId } = await rpc<{ combatId: string }>(host, 'combat.create', { name: 'Bench declare' });
    for (const [i, characterId] of [...pcs, ...npcs].entries()) await rpc(host, 'combat.addCharacter', { combatId, characterId, team: i < PLAYERS ? 1 : 2, weapon: 'Pistol' });
    const view = await rpc<{ combatants: { id: string; characterId: string }[] }>(host, 'combat.get', { combatId });
    const npcCombatant = view.combatants.find((c) => c.characterId === npcs[0])!.id;
    await rpc(host, 'players.openScreen', {});
    const links = [];
    for (const [i, pc] of pcs.entries()) links.push(await rpc<{ url: string }>(host, 'players.createLink', { label: `P${i + 1}`, characterIds: [pc] }));
    for (const l of links) clients.push(await openPlayer(socketUrl(l.url)));
    await rpc(host, 'combat.command', { combatId, command: { type: 'combat.start' } });

    // The storyteller's event stream: when each declaration shows as pending.
    const pendingAt = new Map<string, number>();
    await new Promise<void>((resolve, reject) => {
      stream = request({ host: new URL(host.origin).hostname, port: new URL(host.origin).port, path: `/events?token=${host.token}` }, (res) => {
        let buffer = '';
        res.on('data', (chunk: Buffer) => {
          const at = now();
          buffer += chunk.toString('utf8');
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!frame.startsWith('event: players.declarations')) continue;
            const data = JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as { pending: { id: string }[] };
            for (const p of data.pending) if (!pendingAt.has(p.id)) pendingAt.set(p.id, at);
          }
        });
        resolve();
      });
      stream.on('error', reject);
      stream.end();
    });

    // Each player's picture: its own PC's key and the fight version it shows.
    const latest = (c: PlayerClient) => latestMe<{ version: number; combatants: { key: string; targets: { key: string; name: string }[] }[] }>(c) ?? undefined;
    for (const c of clients) await c.next('me');
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await wait(200);
    const rng = createSeededRng('bench-player-declare-times');
    const answers: number[] = [];
    const submit: number[] = [];
    let lost = 0;
    let renames = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const sentAt = new Map<string, number>();
      const sends = clients.map((c, i) =>
        (async () => {
          await wait(rng.die(1000) - 1);
          const me = latest(c)!;
          const mine = me.combatants[0]!;
          const target = mine.targets.find((t) => t.name.startsWith('Raider'))!.key;
          const id = `r${round}-p${i}`;
          sentAt.set(id, now());
          c.send({ type: 'declare', id, version: me.version, declaration: { combatantId: mine.key, action: { kind: 'attack', target }, luck: null } });
        })(),
      );
      const storyteller = (async () => {
        const end = now() + 1100;
        while (now() < end) {
          const t0 = now();
          await rpc(host, 'combat.step', { combatId, action: { kind: 'command', command: { type: 'privacy.set', combatantIds: [npcCombatant], change: { publicName: ++renames % 2 ? `Boss ${renames}` : null } } } });
          answers.push(now() - t0);
          await wait(50);
        }
      })();
      await Promise.all([...sends, storyteller]);
      await wait(300);
      for (const [id, t] of sentAt) {
        const at = pendingAt.get(id);
        if (at === undefined) lost++;
        else submit.push(at - t);
      }
    }
    const ms = (xs: number[], q: number) => quantile(xs, q).toFixed(1);
    return `step answer p50 ${ms(answers, 0.5)} / p95 ${ms(answers, 0.95)} ms (${answers.length} steps) · submit→pending p50 ${ms(submit, 0.5)} / p95 ${ms(submit, 0.95)} ms (${submit.length} declarations${lost ? `, ${lost} never pending` : ''})`;
  } finally {
    for (const c of clients) c.ws.terminate();
    (stream as ReturnType<typeof request> | null)?.destroy();
    await host.stop();
  }
}

export const benches: Bench[] = [
  { name: `player declare: ${PLAYERS} links, ${PLAYERS + NPCS} combatants`, target: '< 20 ms p95 step answer; < 50 ms p95 submit→pending', run },
];
