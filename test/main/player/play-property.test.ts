/**
 * Issue 42, a property: any sequence of player messages (valid, forged for another's character,
 * at a hidden target, stale, from the future, duplicated, out of phase; since the follow-up also at
 * vehicles and with called shots, valid or forged: a hidden vehicle, a location the chart lacks)
 * with the storyteller
 * accepting now and then leaves the fight exactly as the same accepted declarations made on the
 * GM screen would. Real handlers, hub, desk, listener and SQLite campaign; fast-check drives it.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { rowKey } from '../../../shared/player/build';
import type { PlayMe } from '../../../shared/player/play-protocol';
import { latestMe, socketUrl, type PlayerClient } from '../../helpers/player-client';
import { playerRigs } from '../../helpers/player-rig';

const rigs = playerRigs();
afterEach(() => rigs.close());

const KINDS = ['valid', 'valid', 'valid', 'other', 'hidden', 'stale', 'future', 'duplicate', 'accept', 'hiddenVehicle', 'badLocation'] as const;
/** `target` 0 the NPC the players see, 1 the other PC, 2 the vehicle the players see; `called`: an attack at a location of its chart. */
type Step = { kind: (typeof KINDS)[number]; who: 0 | 1; action: 'attack' | 'aim' | 'pass' | 'called'; target: 0 | 1 | 2 };
type View = { combatants: { id: string; characterId: string; declaration: { action: Record<string, unknown> } | null }[]; vehicles: { id: string; name: string }[] };
type Declared = { id: string; status: string };

const PCS = ['pc-ruiz', 'pc-okafor'] as const;

async function setUp() {
  const { call, player } = await rigs.start();
  await call('players.openScreen');
  const make = async (name: string) => {
    const { combatId } = await call<{ combatId: string }>('combat.create', { name });
    for (const [characterId, team] of [['pc-ruiz', 1], ['pc-okafor', 1], ['npc-centurion-1', 2], ['npc-centurion-2', 2]] as const) {
      await call('combat.addCharacter', { combatId, characterId, team, weapon: 'Pistol' });
    }
    // A Viper nobody flies (the players see it) and one the hidden NPC flies (they do not).
    await call('combat.addVehicle', { combatId, vehicle: 'Viper', name: 'Seen Viper' });
    await call('combat.addVehicle', { combatId, vehicle: 'Viper', name: 'Hidden Viper' });
    const v = await call<View>('combat.get', { combatId });
    const cid = (characterId: string) => v.combatants.find((c) => c.characterId === characterId)!.id;
    await call('combat.command', { combatId, command: { type: 'privacy.set', combatantIds: [cid('npc-centurion-1')], change: { hidden: false } } });
    await call('combat.command', { combatId, command: { type: 'vehicle.board', vehicleId: v.vehicles.find((x) => x.name === 'Hidden Viper')!.id, combatantId: cid('npc-centurion-2'), role: 'pilot' } });
    // A target by its reference: a character id, or a vehicle as "vehicle:<name>".
    const refs = new Map([...v.combatants.map((c) => [c.characterId, c.id] as const), ...v.vehicles.map((x) => [`vehicle:${x.name}`, x.id] as const)]);
    const id = (ref: string) => refs.get(ref)!;
    const refOf = (someId: string) => [...refs.entries()].find(([, x]) => x === someId)![0];
    return { combatId, id, refOf };
  };
  return { call, player, make };
}

/** Each combatant's declaration with ids turned into character ids (vehicles into their names), to compare two fights. */
function declarations(view: View): Record<string, unknown> {
  const byId = new Map([...view.combatants.map((c) => [c.id, c.characterId] as const), ...view.vehicles.map((v) => [v.id, `vehicle:${v.name}`] as const)]);
  const out: Record<string, unknown> = {};
  for (const c of view.combatants) {
    const a = c.declaration?.action ?? null;
    out[c.characterId] = a && 'target' in a ? { ...a, target: byId.get(a['target'] as string) } : a;
  }
  return out;
}

describe('issue 42: player messages end as the GM screen would', () => {
  it('any sequence leaves the fight equal to the accepted declarations made on the GM screen', async () => {
    const step = fc.record({
      kind: fc.constantFrom(...KINDS),
      who: fc.constantFrom(0 as const, 1 as const),
      action: fc.constantFrom('attack' as const, 'aim' as const, 'pass' as const, 'called' as const),
      target: fc.constantFrom(0 as const, 1 as const, 2 as const),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), fc.boolean(), async (steps: Step[], early: boolean) => {
        const { call, player, make } = await setUp();
        const links = await Promise.all(PCS.map((pc, i) => call<{ id: string; url: string }>('players.createLink', { label: `P${i}`, characterIds: [pc] })));
        const devices: PlayerClient[] = await Promise.all(links.map((l) => player(socketUrl(l.url))));
        const fight = await make('Played');
        const twin = await make('Twin');
        const key = (characterId: string) => rowKey(fight.combatId, fight.id(characterId));
        const version = async () => (await call<{ version: number }>('combat.current', { combatId: fight.combatId })).version;
        const answered = (d: PlayerClient, id: string) => d.frames.filter((f) => f.type === 'declared' && (f.declaration as Declared).id === id).length;
        let n = 0;
        const sent: { who: number; id: string }[] = [];
        const send = async (who: number, id: string, body: object, v: number) => {
          const d = devices[who]!;
          const before = answered(d, id);
          d.send({ type: 'declare', id, version: v, declaration: { luck: null, ...body } });
          await expect.poll(() => answered(d, id), { timeout: 5000 }).toBeGreaterThan(before);
          return (d.frames.filter((f) => f.type === 'declared' && (f.declaration as Declared).id === id).at(-1)!.declaration as Declared).status;
        };
        const targetKey = (s: Step) => key(s.target === 0 ? 'npc-centurion-1' : s.target === 1 ? PCS[1 - s.who]! : 'vehicle:Seen Viper');
        // A called shot names the first location the device was offered for that target's chart.
        const locationAt = async (s: Step) => {
          const offered = () => {
            const me = latestMe<PlayMe>(devices[s.who]!);
            const c = me?.combatants.find((x) => x.key === key(PCS[s.who]!));
            const t = c && [...c.targets, ...c.vehicles].find((x) => x.key === targetKey(s));
            return t && t.chart !== null ? me!.charts[t.chart]![0]! : null;
          };
          await expect.poll(offered).not.toBeNull();
          return offered()!;
        };
        const action = async (s: Step) => {
          if (s.action === 'pass') return { kind: 'pass' };
          if (s.action === 'called') return { kind: 'attack', target: targetKey(s), location: await locationAt(s) };
          return { kind: s.action, target: targetKey(s) };
        };
        // Out of phase: before the fight starts nothing is taken.
        if (early) expect(await send(0, 'early', { combatantId: key(PCS[0]), action: { kind: 'pass' } }, await version())).toBe('refused');
        await call('combat.step', { combatId: fight.combatId, action: { kind: 'command', command: { type: 'combat.start' } } });
        await call('combat.step', { combatId: twin.combatId, action: { kind: 'command', command: { type: 'combat.start' } } });
        const batches: { characterId: string; action: Record<string, unknown> }[][] = [];
        const acceptAll = async () => {
          const { pending } = await call<{ pending: { linkId: string; id: string; combatantId: string; declaration: { action: Record<string, unknown> } }[] }>('players.declarations');
          if (pending.length === 0) return;
          await call('players.acceptDeclarations', { refs: pending.map((p) => ({ linkId: p.linkId, id: p.id })), version: await version(), requestId: `gm-${batches.length}` });
          const charOf = new Map(PCS.map((pc) => [fight.id(pc), pc]));
          batches.push(pending.map((p) => ({ characterId: charOf.get(p.combatantId)!, action: p.declaration.action })));
        };
        for (const s of steps) {
          const mineKey = key(PCS[s.who]!);
          if (s.kind === 'accept') await acceptAll();
          else if (s.kind === 'valid') {
            const id = `m${n++}`;
            sent.push({ who: s.who, id });
            // The version first: asking it shows the played fight to the players (the twin was stepped last).
            const v = await version();
            expect(await send(s.who, id, { combatantId: mineKey, action: await action(s) }, v)).toBe('pending');
          } else if (s.kind === 'other') expect(await send(s.who, `x${n++}`, { combatantId: key(PCS[1 - s.who]!), action: { kind: 'pass' } }, await version())).toBe('refused');
          else if (s.kind === 'hiddenVehicle') expect(await send(s.who, `x${n++}`, { combatantId: mineKey, action: { kind: 'attack', target: key('vehicle:Hidden Viper'), location: 'Cockpit' } }, await version())).toBe('refused');
          else if (s.kind === 'badLocation') expect(await send(s.who, `x${n++}`, { combatantId: mineKey, action: { kind: 'attack', target: targetKey(s), location: 'Left Ear' } }, await version())).toBe('refused');
          else if (s.kind === 'hidden') expect(await send(s.who, `x${n++}`, { combatantId: mineKey, action: { kind: 'attack', target: key('npc-centurion-2') } }, await version())).toBe('refused');
          else if (s.kind === 'stale') expect(await send(s.who, `x${n++}`, { combatantId: mineKey, action: { kind: 'pass' } }, 0)).toBe('refused');
          else if (s.kind === 'future') expect(await send(s.who, `x${n++}`, { combatantId: mineKey, action: { kind: 'pass' } }, (await version()) + 3)).toBe('refused');
          else if (s.kind === 'duplicate') {
            const earlier = sent.filter((x) => x.who === s.who).at(-1);
            // A resend changes nothing, whatever it carries now.
            if (earlier) await send(s.who, earlier.id, { combatantId: mineKey, action: { kind: 'pass' } }, await version());
          }
        }
        await acceptAll();
        // The same accepted declarations, made on the GM screen in the twin fight.
        for (const batch of batches) {
          const map = (characterId: string) => twin.id(characterId);
          const declarations = batch.map((d) => ({
            combatantId: map(d.characterId),
            action: 'target' in d.action ? { ...d.action, target: map(fight.refOf(d.action['target'] as string)) } : d.action,
          }));
          await call('combat.step', { combatId: twin.combatId, action: { kind: 'command', command: { type: 'action.declare', declarations } } });
        }
        const played = declarations(await call<View>('combat.get', { combatId: fight.combatId }));
        const made = declarations(await call<View>('combat.get', { combatId: twin.combatId }));
        expect(played).toEqual(made);
        await rigs.close();
      }),
      { numRuns: 12, seed: 42 },
    );
  }, 120_000);
});
