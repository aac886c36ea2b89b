/**
 * Issue 38 item 3: a players' view as the change from an earlier one. Main builds the view once
 * per privacy lens and sends each device what changed since the version it last acknowledged;
 * the page applies it to the view it kept. Pure: `applyViewDelta(a, diffView(a, b))` equals `b`
 * (a property test holds it to that), so a device that applies every delta shows exactly what a
 * full frame would have shown it, and nothing that was not in the full frame can be in a delta.
 */
import { z } from 'zod';
import { PlayerCombatantSchema, PlayerLogLineSchema, PlayerTimerSchema, type PlayerCombatant, type PlayerLogLine, type PlayerView } from './view-schema';

type Fight = NonNullable<PlayerView['fight']>;
const HEAD_FIELDS = ['name', 'turn', 'phase', 'phaseText', 'ordered'] as const;

/** The log as `front` + the old log's lines `start` to `start + keep` + `back`. */
export const LogDeltaSchema = z.object({
  front: z.array(PlayerLogLineSchema),
  start: z.number().int().min(0),
  keep: z.number().int().min(0),
  back: z.array(PlayerLogLineSchema),
});

export const ViewDeltaSchema = z.object({
  version: z.number().int(),
  /** Present when the round timer changed (null: none shown now). */
  timer: PlayerTimerSchema.nullable().optional(),
  /** The fight's own fields that changed. */
  head: z.object({ name: z.string(), turn: z.number().int(), phase: z.string(), phaseText: z.string(), ordered: z.boolean() }).partial().optional(),
  teams: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
  /** Present when the forecast's edition words changed (null: none now, the forecast hidden). */
  forecastWords: z.object({ serious: z.string() }).nullable().optional(),
  /** Rows added or changed, whole. */
  set: z.array(PlayerCombatantSchema).optional(),
  /** Rows gone, by key. */
  drop: z.array(z.string()).optional(),
  /** Every row's key in order, when the order is not the old one with the new rows after it. */
  order: z.array(z.string()).optional(),
  log: LogDeltaSchema.optional(),
});
export type ViewDelta = z.infer<typeof ViewDeltaSchema>;
type LogDelta = z.infer<typeof LogDeltaSchema>;

const lineKey = (l: PlayerLogLine) => (l.dice ? `${l.turn}\u0000${l.text}\u0000${l.dice.join('\u0001')}` : `${l.turn}\u0000${l.text}`);

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameRow(a: PlayerCombatant, b: PlayerCombatant): boolean {
  if (a === b) return true;
  if (a.name !== b.name || a.kind !== b.kind || a.team !== b.team || a.acted !== b.acted || a.next !== b.next || a.waiting !== b.waiting) return false;
  return sameJson(a.wounds, b.wounds) && sameJson(a.forecast, b.forecast) && Object.keys(a).length === Object.keys(b).length;
}

/** The longest run the two logs share where either starts it (a step appends, an undo brings older lines back in front). */
function diffLog(a: readonly PlayerLogLine[], b: readonly PlayerLogLine[]): LogDelta | null {
  const ak = a.map(lineKey);
  const bk = b.map(lineKey);
  const run = (i: number, j: number) => {
    let k = 0;
    while (i + k < bk.length && j + k < ak.length && bk[i + k] === ak[j + k]) k++;
    return k;
  };
  let best = { i: 0, j: 0, k: 0 };
  // The new log starts inside the old one (a step: the oldest lines slid out, new ones after).
  if (bk.length > 0) for (let j = 0; j < ak.length; j++) if (ak[j] === bk[0]) {
    const k = run(0, j);
    if (k > best.k) best = { i: 0, j, k };
  }
  // The old log starts inside the new one (an undo: older lines came back in front).
  if (ak.length > 0) for (let i = 0; i < bk.length; i++) if (bk[i] === ak[0]) {
    const k = run(i, 0);
    if (k > best.k) best = { i, j: 0, k };
    break;
  }
  if (best.k === ak.length && best.k === bk.length) return null;
  return { front: b.slice(0, best.i), start: best.j, keep: best.k, back: b.slice(best.i + best.k) };
}

function diffRows(a: readonly PlayerCombatant[], b: readonly PlayerCombatant[]): Pick<ViewDelta, 'set' | 'drop' | 'order'> {
  const before = new Map(a.map((c) => [c.key, c]));
  const now = new Set(b.map((c) => c.key));
  const set = b.filter((c) => {
    const old = before.get(c.key);
    return !old || !sameRow(old, c);
  });
  const drop = a.filter((c) => !now.has(c.key)).map((c) => c.key);
  // The order the page works out by itself: the old rows left, then the new ones as set lists them.
  const implied = [...a.filter((c) => now.has(c.key)).map((c) => c.key), ...set.filter((c) => !before.has(c.key)).map((c) => c.key)];
  const inOrder = implied.length === b.length && implied.every((k, i) => k === b[i]!.key);
  return { ...(set.length ? { set } : {}), ...(drop.length ? { drop } : {}), ...(inOrder ? {} : { order: b.map((c) => c.key) }) };
}

/** What changed from `a` to `b`; null when only a whole view can say it (a fight shown or gone). */
export function diffView(a: PlayerView, b: PlayerView): ViewDelta | null {
  if (!a.fight || !b.fight) return null;
  const delta: ViewDelta = { version: b.version };
  if (!sameJson(a.timer ?? null, b.timer ?? null)) delta.timer = b.timer ?? null;
  const head: NonNullable<ViewDelta['head']> = {};
  for (const f of HEAD_FIELDS) if (a.fight[f] !== b.fight[f]) Object.assign(head, { [f]: b.fight[f] });
  if (Object.keys(head).length) delta.head = head;
  if (!sameJson(a.fight.teams, b.fight.teams)) delta.teams = b.fight.teams;
  if (!sameJson(a.fight.forecastWords ?? null, b.fight.forecastWords ?? null)) delta.forecastWords = b.fight.forecastWords ?? null;
  Object.assign(delta, diffRows(a.fight.combatants, b.fight.combatants));
  const log = diffLog(a.fight.log, b.fight.log);
  if (log) delta.log = log;
  return delta;
}

function applyRows(rows: readonly PlayerCombatant[], d: ViewDelta): PlayerCombatant[] {
  if (!d.set && !d.drop && !d.order) return rows as PlayerCombatant[];
  const byKey = new Map(rows.map((c) => [c.key, c]));
  for (const k of d.drop ?? []) byKey.delete(k);
  const added: string[] = [];
  for (const c of d.set ?? []) {
    if (!byKey.has(c.key)) added.push(c.key);
    byKey.set(c.key, c);
  }
  const order = d.order ?? [...rows.map((c) => c.key).filter((k) => byKey.has(k) && !added.includes(k)), ...added];
  return order.map((k) => {
    const c = byKey.get(k);
    if (!c) throw new Error(`The change names a row the view does not have (${k}).`);
    return c;
  });
}

function applyLog(log: readonly PlayerLogLine[], d: LogDelta | undefined): PlayerLogLine[] {
  if (!d) return log as PlayerLogLine[];
  if (d.start + d.keep > log.length) throw new Error('The change keeps log lines the view does not have.');
  return [...d.front, ...log.slice(d.start, d.start + d.keep), ...d.back];
}

/** `a` changed by `d` (made from `a`): the view the full frame of `d.version` holds. Throws on a delta that does not fit `a`. */
export function applyViewDelta(a: PlayerView, d: ViewDelta): PlayerView {
  if (!a.fight) throw new Error('A change needs a fight to change.');
  const { forecastWords: _words, ...kept } = a.fight;
  const words = d.forecastWords === undefined ? a.fight.forecastWords : d.forecastWords;
  const fight: Fight = {
    ...kept,
    ...(words ? { forecastWords: words } : {}),
    ...d.head,
    ...(d.teams ? { teams: d.teams } : {}),
    combatants: applyRows(a.fight.combatants, d),
    log: applyLog(a.fight.log, d.log),
  };
  const { timer: _old, ...rest } = a;
  const timer = d.timer === undefined ? a.timer : d.timer;
  return { ...rest, version: d.version, ...(timer ? { timer } : {}), fight };
}
