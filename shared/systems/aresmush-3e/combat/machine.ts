/**
 * The Third Edition's turn on the GM screen's combat machine (shared/core/combat/procedures.ts): each
 * dice step builds an {@link A3Battle} from the machine's context, runs this folder's procedures
 * with the step's dice, and writes the result back as a new context, with the AresMUSH messages as
 * the log's lines. The dice go through the machine's recording/tape Rng, so undo, redo and replay
 * stay exact. See NOTES.md "GM screen" for the mapping.
 */
import { resolutionRevisionOf, type CombatantState, type CombatContext, type VehicleState } from '../../../core/combat/context';
import type { DeclaredAction } from '../../../core/combat/declarations';
import type { OddsAnswer, OddsQuery } from '../../../core/combat/declaration-odds';
import type { CombatLogEntry, EntryExtras } from '../../../core/combat/log-entries';
import type { TurnProcedures } from '../../../core/combat/procedures';
import type { StepEnv, StepResult } from '../../../core/combat/step';
import type { Rng } from '../../../core/dice/rng';
import type { Wound } from '../../../core/mechanics/wounds';
import { resolveAction, prepareError } from './actions';
import { armorOf, combatantTypeOf, damageLevels, splitGear, weaponOf, type A3CombatConfig } from './config';
import { newFighter, type A3Action, type A3Battle, type A3Fighter, type A3Luck, type A3Wound } from './fighter';
import { initiativeOrder, resetForNewTurn } from './turn';
import { hero } from './knockout';
import { actionOutcome3e, knockoutHeadline } from './headline';
import { ares3eLuckRefusal, payEarmarkedLuck } from './luck';
import { levelOfSeverity, severityOfLevel } from './wound-ops';
import { totalDamageMod } from './wounds';
import { attackOdds, successDist } from './odds';
import { stanceIds, stanceNameOf } from './lists';
import { attackPool, composurePool, defensePool, weaponFor } from './rolls';

const LUCK: Readonly<Record<string, A3Luck>> = { attack: 'Attack', defense: 'Defense', initiative: 'Initiative' };

type Bridge = { b: A3Battle; nameOf: Map<string, string>; idOf: Map<string, string>; originals: Map<string, Map<A3Wound, Wound>> };

function toA3Wound(cfg: A3CombatConfig, w: Wound): A3Wound {
  const { heal } = damageLevels(cfg);
  const level = w.severity === 'healed' ? heal : levelOfSeverity(cfg, w.severity);
  const need = cfg.healingPoints[level] ?? 0;
  return {
    level,
    initialLevel: levelOfSeverity(cfg, w.initialSeverity),
    healed: w.healingStarted,
    stun: w.type === 'stun',
    points: level === heal ? 0 : Math.max(0, need - w.healingPoints),
    description: `${w.source} - ${w.location}`,
    treatable: !w.healingStarted && w.firstAid === 'none',
  };
}

function fromA3Wound(cfg: A3CombatConfig, w: A3Wound, vehicle: boolean, original: Wound | undefined): Wound {
  const cut = w.description.lastIndexOf(' - ');
  const severity = severityOfLevel(cfg, w.level);
  const initial = severityOfLevel(cfg, w.initialLevel);
  const need = cfg.healingPoints[w.level] ?? 0;
  const next: Wound = {
    location: cut < 0 ? w.description : w.description.slice(cut + 3),
    severity,
    initialSeverity: initial === 'healed' ? 'light' : initial,
    type: w.stun ? 'stun' : 'wound',
    source: cut < 0 ? w.description : w.description.slice(0, cut),
    vehicle,
    healingPoints: severity === 'healed' ? 0 : Math.max(0, need - w.points),
    healingStarted: w.healed,
    firstAid: original?.firstAid ?? 'none',
    movedFrom: original?.movedFrom ?? null,
  };
  if (original && w.healed && !original.healingStarted && original.firstAid === 'none') next.firstAid = 'succeeded';
  return original && JSON.stringify(original) === JSON.stringify(next) ? original : next;
}

function actionOf(nameOf: Map<string, string>, a: DeclaredAction): A3Action {
  const n = (id: string) => nameOf.get(id) ?? id;
  switch (a.kind) {
    case 'attack':
      return { kind: 'attack', targets: [n(a.target)], called: a.location ?? null, burst: a.burst ?? false };
    case 'full-auto':
      return { kind: 'fullauto', targets: a.targets.map(n) };
    case 'explode':
      return { kind: 'explode', targets: a.targets.map((t) => n(t.id)) };
    case 'suppress':
      return { kind: 'suppress', targets: a.targets.map(n) };
    case 'aim':
    case 'subdue':
    case 'rally':
    case 'treat':
      return { kind: a.kind, targets: [n(a.target)] };
    case 'reload':
    case 'escape':
    case 'pass':
      return { kind: a.kind, targets: [] };
    case 'task':
      // Refused at declaration (Third Edition's procedures take no tasks).
      return { kind: 'pass', targets: [] };
  }
}

/** The battle a context stands for (a fresh copy: the context is never changed). */
export function battleFromContext(cfg: A3CombatConfig, ctx: CombatContext, rng: Rng): Bridge {
  const b: A3Battle = { config: cfg, fighters: {}, vehicles: {}, rng, log: [] };
  const nameOf = new Map<string, string>();
  const idOf = new Map<string, string>();
  for (const c of ctx.combatants) {
    // AresMUSH names are unique in a fight; the GM screen's need not be.
    let name = c.name;
    for (let i = 2; idOf.has(name); i++) name = `${c.name} (${i})`;
    nameOf.set(c.id, name);
    idOf.set(name, c.id);
  }
  const originals = new Map<string, Map<A3Wound, Wound>>();
  const wounds = (key: string, list: readonly Wound[]): A3Wound[] => {
    const map = new Map<A3Wound, Wound>();
    const out = list.map((w) => {
      const a = toA3Wound(cfg, w);
      map.set(a, w);
      return a;
    });
    originals.set(key, map);
    return out;
  };
  for (const c of ctx.combatants) b.fighters[nameOf.get(c.id)!] = fighterOf(cfg, ctx, c, nameOf, wounds(c.id, c.wounds));
  for (const v of ctx.vehicles) {
    b.vehicles[v.name] = {
      name: v.name,
      type: v.vehicle,
      pilot: v.pilotId ? (nameOf.get(v.pilotId) ?? null) : null,
      passengers: v.passengerIds.map((id) => nameOf.get(id)!).filter(Boolean),
      wounds: wounds(v.id, v.wounds),
    };
    for (const [id, piloting] of [[v.pilotId, true], ...v.passengerIds.map((p) => [p, false])] as [string | null, boolean][]) {
      const f = id ? b.fighters[nameOf.get(id)!] : undefined;
      if (f) {
        f.vehicle = v.name;
        f.piloting = piloting;
      }
    }
  }
  return { b, nameOf, idOf, originals };
}

function fighterOf(cfg: A3CombatConfig, ctx: CombatContext, c: CombatantState, nameOf: Map<string, string>, wounds: A3Wound[]): A3Fighter {
  const abilityDice: Record<string, number> = {};
  // §C.22: an NPC given a level rolls that level's ratings (npc.ts), not the pools it joined with.
  const leveled = c.kind === 'npc' && c.level !== undefined;
  if (!leveled) for (const [ability, pool] of Object.entries(ctx.statBlocks[c.stats] ?? {})) abilityDice[ability] = pool.size;
  const w = splitGear(c.weapon);
  const known = weaponOf(cfg, w.name, w.specials);
  const a = c.armor ? splitGear(c.armor) : null;
  const stance = stanceNameOf(cfg, c.stance);
  const luck = c.declaration?.luck && c.luckUsed > 0 ? (LUCK[c.declaration.luck.roll] ?? null) : null;
  return newFighter({
    name: nameOf.get(c.id)!,
    npcLevel: c.kind === 'npc' ? (c.level ?? cfg.defaultNpcType) : null,
    // §C.2: the type it joined as (its defense_skill, §C.4); a fight from before issue 40 has none.
    type: c.combatantType !== undefined && combatantTypeOf(cfg, c.combatantType) ? c.combatantType : cfg.defaultType,
    chart: c.chart,
    abilityDice,
    weapon: known ? w.name : 'Unarmed',
    weaponSpecials: known ? w.specials : [],
    armor: a && armorOf(cfg, a.name, a.specials) ? a.name : null,
    armorSpecials: a?.specials ?? [],
    stance,
    luck,
    ammo: c.ammo ?? 0,
    maxAmmo: c.ammo === null ? 0 : (known?.ammo ?? 0),
    stress: Math.min(5, Math.max(0, c.suppression)),
    aimTarget: c.aim ? (nameOf.get(c.aim.targetId) ?? null) : null,
    subduedBy: c.subduedBy ? (nameOf.get(c.subduedBy) ?? null) : null,
    action: c.declaration ? actionOf(nameOf, c.declaration.action) : null,
    isKo: c.knockedOut,
    // §C.3: a KO'd NPC has left the fight (the GM screen keeps it on the roster, knocked out).
    removed: c.kind === 'npc' && c.knockedOut,
    freshlyDamaged: c.damagedThisTurn,
    damagedBy: [...(c.damagedBy ?? [])],
    wounds,
    mount: c.mount ?? null,
  });
}

/** The new context after the battle changed. */
export function contextFromBattle(cfg: A3CombatConfig, ctx: CombatContext, br: Bridge): CombatContext {
  const { b, nameOf, idOf, originals } = br;
  const back = (key: string, list: readonly A3Wound[], vehicle: boolean) => list.map((w) => fromA3Wound(cfg, w, vehicle, originals.get(key)?.get(w)));
  const combatants = ctx.combatants.map((c): CombatantState => {
    const f = b.fighters[nameOf.get(c.id)!]!;
    const wounds = back(c.id, f.wounds, false);
    const woundIds = wounds.length === c.woundIds.length ? c.woundIds : [...c.woundIds, ...Array<null>(Math.max(0, wounds.length - c.woundIds.length)).fill(null)];
    return {
      ...c,
      ammo: c.ammo === null ? null : f.ammo,
      wounds,
      woundIds,
      suppression: f.stress,
      aim: f.aimTarget ? { targetId: idOf.get(f.aimTarget)!, turn: c.aim && c.aim.targetId === idOf.get(f.aimTarget) ? c.aim.turn : ctx.turn } : null,
      knockedOut: f.isKo || f.removed,
      subduedBy: f.subduedBy ? (idOf.get(f.subduedBy) ?? null) : null,
      damagedThisTurn: f.freshlyDamaged,
      ...damagedByOf(ctx, f.damagedBy),
      // An action AresMUSH cleared (distracted, subdued, knocked out) is lost for this turn: it becomes a pass.
      declaration: c.declaration && f.action === null && c.declaration.action.kind !== 'pass' ? { ...c.declaration, action: { kind: 'pass' } } : c.declaration,
    };
  });
  const vehicles = ctx.vehicles.map((v): VehicleState => {
    const a = b.vehicles[v.name];
    if (!a) return v;
    const wounds = back(v.id, a.wounds, true);
    // §C.18: a vehicle is never knocked out; its pilot rolls for the damage it took.
    return { ...v, wounds, damagedThisTurn: v.damagedThisTurn || wounds.length > v.wounds.length };
  });
  return { ...ctx, combatants, vehicles };
}

/**
 * The resolution revision (shared/core/combat/version.ts) from which a Third Edition fight keeps
 * `damaged_by` between steps; a fight stored before (revision 2 or none) replays as it did.
 */
const DAMAGED_BY_REVISION = 3;

/**
 * §C.3 `damaged_by`, kept in the context so the knockout step names who did it (resolution
 * revision 3, version.ts); a fight stored before keeps its old lines on replay. Empty: left out.
 */
function damagedByOf(ctx: CombatContext, names: readonly string[]): { damagedBy?: string[] } {
  if (resolutionRevisionOf(ctx) < DAMAGED_BY_REVISION || names.length === 0) return {};
  return { damagedBy: [...names] };
}

const notes = (turn: number, lines: readonly string[]): CombatLogEntry[] => lines.map((text) => ({ kind: 'note', turn, text }));
/** §C.21 luck paid, with the fact for the turn summary (issue 18). */
const luckNotes = (turn: number, lines: readonly string[]): CombatLogEntry[] => lines.map((text) => ({ kind: 'note', turn, text, facts: [{ kind: 'luck', text }] }));

/** Odds never roll: any die asked for is a bug. */
const NO_DICE: Rng = {
  die: (): number => {
    throw new Error('Odds must not roll dice');
  },
};

/** §C.7–§C.11 exact odds of one attack as it would be declared now (people only; vehicles: null). */
export function ares3eOdds(cfg: A3CombatConfig, ctx: CombatContext, q: OddsQuery): OddsAnswer | null {
  return ares3eOddsMany(cfg, ctx, [q])[0]!;
}

/**
 * Many odds on one battle (issue 18: a declare panel's every target, location and stance): what a
 * question sets on the two fighters (stance, luck, action) is put back before the next.
 */
export function ares3eOddsMany(cfg: A3CombatConfig, ctx: CombatContext, queries: readonly OddsQuery[]): (OddsAnswer | null)[] {
  let br: Bridge | null = null;
  return queries.map((q) => {
    // Bursts and full-auto: each wound lowers the target's next defense roll (§C.18 damage mods), so
    // the bullets are not independent; no odds rather than a single shot's (NOTES 23).
    if (q.action === 'burst' || q.action === 'full-auto') return null;
    br ??= battleFromContext(cfg, ctx, NO_DICE);
    const c = br.b.fighters[br.nameOf.get(q.attackerId) ?? ''];
    const t = br.b.fighters[br.nameOf.get(q.targetId) ?? ''];
    if (!c || !t) return null;
    const saved = { stance: c.stance, luck: c.luck, action: c.action, targetStance: t.stance };
    try {
      return oddsOn(cfg, br, q, c, t);
    } finally {
      Object.assign(c, { stance: saved.stance, luck: saved.luck, action: saved.action });
      t.stance = saved.targetStance;
      br.b.log.length = 0;
    }
  });
}

function oddsOn(cfg: A3CombatConfig, br: Bridge, q: OddsQuery, c: A3Fighter, t: A3Fighter): OddsAnswer {
  if (q.stance) c.stance = stanceNameOf(cfg, q.stance);
  if (q.targetStance) t.stance = stanceNameOf(cfg, q.targetStance);
  c.luck = q.luck ? 'Attack' : null;
  if (q.action === 'suppress') return suppressOdds(br.b, c, t);
  c.action = { kind: 'attack', targets: [t.name], called: q.location ?? null };
  const o = attackOdds(br.b, c, t, { called: q.location ?? null });
  const { stored } = damageLevels(cfg);
  let wounded = 0;
  let serious = 0;
  for (const [level, p] of o.levels) {
    const i = stored.indexOf(level);
    if (i >= 0) wounded += p;
    if (i >= 1) serious += p;
  }
  const weapon = weaponFor(br.b, c);
  return { attackDice: Math.max(1, Math.ceil(attackPool(br.b, c, t) - 1e-9)), defenseDice: Math.max(1, Math.ceil(defensePool(br.b, t, weapon) - 1e-9)), pHit: o.hit, pWounded: wounded, pSeriousOrWorse: serious };
}

/**
 * §C.15 Suppress: attack roll (no recoil) against the target's composure; a margin of 0 or more
 * adds margin + 2 stress, capped at 5; it never wounds. The odds are the stress each margin gives.
 */
function suppressOdds(b: A3Battle, c: A3Fighter, t: A3Fighter): OddsAnswer {
  c.action = { kind: 'suppress', targets: [t.name] };
  const attack = attackPool(b, c, t, 0);
  const composure = composurePool(b, t);
  const gained = new Map<number, number>();
  let hit = 0;
  for (const [a, pa] of successDist(attack)) {
    for (const [d, pd] of successDist(composure)) {
      const margin = a - d;
      const points = margin >= 0 ? Math.min(t.stress + margin + 2, 5) - t.stress : 0;
      if (margin >= 0) hit += pa * pd;
      gained.set(points, (gained.get(points) ?? 0) + pa * pd);
    }
  }
  const suppression = [...gained].map(([points, p]) => ({ points, p })).sort((x, y) => y.points - x.points);
  const dice = (pool: number) => Math.max(1, Math.ceil(pool - 1e-9));
  return { action: 'suppress', attackDice: dice(attack), defenseDice: dice(composure), pHit: hit, pWounded: 0, pSeriousOrWorse: 0, suppression };
}

/** The Third Edition's turn procedures for one game's configuration. */
export function ares3eTurnProcedures(cfg: A3CombatConfig): TurnProcedures {
  return {
    edition: 'aresmush-3e',
    abilities: [...new Set([cfg.skills.initiative, cfg.skills.composure, cfg.skills.defaultDefense, cfg.skills.strength, cfg.skills.treat])],
    stances: stanceIds(cfg),
    npcLevels: Object.keys(cfg.npcTypes),
    // §C.19: a game with allow_mounts false offers none.
    mounts: cfg.allowMounts ? Object.keys(cfg.mounts) : [],
    combatantTypes: Object.keys(cfg.combatantTypes),

    // §C.3 step 1 and §C.21: everyone active rolls; luck is paid here (1 point, once a turn).
    rollInitiative(env: StepEnv, ctx: CombatContext): StepResult {
      env.rng.mark(`Turn ${ctx.turn}: initiative`);
      const { ctx: withLuck, spent } = payEarmarkedLuck(ctx);
      const br = battleFromContext(cfg, withLuck, env.rng);
      const order = initiativeOrder(br.b);
      const slots = order.map((o) => ({ id: br.idOf.get(o.name)!, hits: o.roll, tieBreak: o.tiebreak }));
      const line = `Initiative (${cfg.skills.initiative}), turn ${ctx.turn}: ${order.map((o) => `${o.name} ${o.roll}`).join(', ')}.`;
      return { context: { ...withLuck, order: { slots, next: 0 } }, entries: [...luckNotes(ctx.turn, spent), ...notes(ctx.turn, [line])] };
    },

    // §C.3 step 2: each action in order; an action `prepare` now refuses is skipped with its reason.
    resolveSlots(env: StepEnv, before: CombatContext, count: number): StepResult {
      const order = before.order;
      if (!order) throw new Error('resolveSlots needs an initiative order');
      // §C.21: luck earmarked after initiative is paid before the next action (1 point, once a turn).
      const { ctx, spent } = payEarmarkedLuck(before);
      const br = battleFromContext(cfg, ctx, env.rng);
      const entries: CombatLogEntry[] = spent.length > 0 ? luckNotes(ctx.turn, spent) : [];
      br.b.record = { shots: [], ko: [] };
      let next = order.next;
      for (let n = 0; n < count && next < order.slots.length; n++) {
        const slot = order.slots[next++]!;
        const f = br.b.fighters[br.nameOf.get(slot.id) ?? ''];
        if (!f || !f.action || f.removed) continue;
        env.rng.mark(`${f.name}: ${f.action.kind}`);
        const refusal = prepareError(br.b, f, f.action);
        if (refusal) {
          entries.push({ kind: 'note', turn: ctx.turn, text: `${f.name}'s action is skipped: ${refusal}` });
          continue;
        }
        br.b.log = [];
        br.b.record.shots = [];
        const ammo = f.ammo;
        const action = f.action;
        const downBefore = new Set(Object.values(br.b.fighters).filter((x) => x.isKo).map((x) => x.name));
        resolveAction(br.b, f);
        const outcome = actionOutcome3e(cfg, f.name, action, br.b.record.shots, { before: ammo, after: f.ammo, tracked: f.maxAmmo > 0 });
        // Rally and Treat may bring someone round (§C.14 check_for_unko).
        for (const name of downBefore) if (!br.b.fighters[name]!.isKo) outcome.facts.push({ kind: 'back', who: name });
        // Issue 35: the game's messages hold no storyteller's words (modifiers touch no roll here), so the players may read them as they are.
        const text = br.b.log.join(' ');
        entries.push({ kind: 'note', turn: ctx.turn, text, ...(outcome.headline ? { headline: outcome.headline, playerDice: [text] } : {}), ...(outcome.facts.length ? { facts: outcome.facts } : {}) });
      }
      return { context: { ...contextFromBattle(cfg, ctx, br), order: { slots: order.slots, next } }, entries };
    },

    // §C.3 step 4: stress decay and knockouts for everyone active, in name order.
    rollKnockouts(env: StepEnv, ctx: CombatContext): StepResult {
      const br = battleFromContext(cfg, ctx, env.rng);
      br.b.record = { shots: [], ko: [] };
      const entries: CombatLogEntry[] = [];
      const line = (text: string, extras: EntryExtras = {}) => entries.push({ kind: 'note', turn: ctx.turn, text, ...extras });
      const names = Object.keys(br.b.fighters).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
      for (const name of names) {
        const f = br.b.fighters[name]!;
        env.rng.mark(`${name}: end of turn`);
        const before = f.stress;
        br.b.log = [];
        br.b.record.ko = [];
        resetForNewTurn(br.b, f);
        if (f.stress !== before) line(`${name}'s stress falls from ${before} to ${f.stress}.`);
        else if (before > 0) line(`${name}'s stress stays at ${before}.`);
        // Issue 18: the knockout roll's dice as the headline of its message ("has been KO'd!" or a line of its own).
        const ko = br.b.record.ko[0];
        const koLine = br.b.log.find((l) => l.startsWith(`${name} has been KO'd!`));
        for (const l of br.b.log) line(l, l === koLine && ko ? { headline: knockoutHeadline(ko), facts: [{ kind: 'out', who: name }], playerDice: [l] } : {});
        if (ko && !koLine) line(knockoutHeadline(ko), ko.ko ? { facts: [{ kind: 'out', who: name }] } : {});
        // A KO'd NPC leaves the fight in AresMUSH; here it stays on the roster, knocked out.
        if (f.removed) line(`${name} is out of the fight.`);
      }
      const next = contextFromBattle(cfg, ctx, br);
      if (entries.length === 0) line('No stress and no knockouts this turn.');
      // The console tracks vehicle damage per turn for its own display; the pilot rolled for it.
      return { context: { ...next, vehicles: next.vehicles.map((v) => (v.damagedThisTurn ? { ...v, damagedThisTurn: false } : v)) }, entries };
    },

    // §C.3 step 5–6: declarations and luck cleared, turn-long modifiers ended, next turn.
    odds: (ctx, q) => ares3eOdds(cfg, ctx, q),
    oddsMany: (ctx, queries) => ares3eOddsMany(cfg, ctx, queries),

    // §D.2: −total_damage_mod in whole dice (pools are ceil'ed, so n − 2.25 rolls n − 2).
    woundPenalty: (wounds) => Math.floor(-totalDamageMod(cfg, wounds.map((w) => toA3Wound(cfg, w))) + 1e-9),

    // §C.21: +3 dice on one roll type; switching the reason within a turn is free.
    luckRefusal: (c, luck) => ares3eLuckRefusal(c, luck),

    // §C.14 `combat/hero`: a KO'd PC spends 1 luck, is back, and the worst treatable wound heals 1 point (no dice).
    heroRefusal(ctx: CombatContext, targetId: string): string | null {
      const c = ctx.combatants.find((x) => x.id === targetId);
      if (!c) return 'Only a person can spend luck to recover.';
      if (c.kind === 'npc') return 'NPCs have no luck.';
      if (c.luckPoints !== null && c.luckPoints < 1) return `${c.name} has no luck to spend.`;
      return null;
    },

    hero(env: StepEnv, ctx: CombatContext, targetId: string): StepResult {
      const br = battleFromContext(cfg, ctx, env.rng);
      const f = br.b.fighters[br.nameOf.get(targetId) ?? '']!;
      const c = ctx.combatants.find((x) => x.id === targetId)!;
      hero(br.b, f, c.luckPoints ?? 1);
      const next = contextFromBattle(cfg, ctx, br);
      const combatants = next.combatants.map((x) => (x.id === targetId && x.luckPoints !== null ? { ...x, luckPoints: x.luckPoints - 1 } : x));
      return { context: { ...next, combatants }, entries: notes(ctx.turn, br.b.log) };
    },

    endTurn(_env: StepEnv, ctx: CombatContext): StepResult {
      const lines: string[] = [];
      const combatants = ctx.combatants.map((c): CombatantState => {
        if (c.ammo === 0) lines.push(`${c.name}'s weapon is empty.`);
        return { ...c, declaration: null, damagedThisTurn: false, luckUsed: 0 };
      });
      for (const m of ctx.modifiers) if (m.duration === 'turn') lines.push(`${m.reason} ends for ${ctx.combatants.find((c) => c.id === m.combatantId)?.name ?? m.combatantId}.`);
      lines.push(`Turn ${ctx.turn + 1} begins.`);
      const next: CombatContext = { ...ctx, turn: ctx.turn + 1, order: null, combatants, modifiers: ctx.modifiers.filter((m) => m.duration === 'combat') };
      return { context: next, entries: [{ kind: 'turn-end', turn: ctx.turn, lines }] };
    },
  };
}
