/**
 * The combat log as readable text (issue 6): who did what, the dice, the modifiers with their
 * sources, and the result. Two styles: Markdown for notes and plain ASCII text for pasting into a
 * MUSH scene (AresMUSH %-codes: `%r` line breaks, `%%` for a percent sign).
 */
import type { AbilityRollResult } from '../dice/ability-roll';
import { formatDice, percentileText } from '../dice/ability-roll';
import type { AttackResult } from '../mechanics/attack';
import type { AttackExchange } from '../mechanics/attack-roll';
import type { AutomaticHit } from '../mechanics/hit-damage';
import type { TurnActionResult } from '../mechanics/turn-context';
import type { CrewHitsResult } from '../mechanics/vehicles';
import type { KnockoutCheck } from '../mechanics/knockout';
import type { Wound } from '../mechanics/wounds';
import type { CombatLogEntry } from './log-entries';

export const LOG_FORMATS = ['markdown', 'mush'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** One roll: "Bob: 7 dice (Firearms 5, Reactive 2; Banzai stance +3) [8 7 5 3 2 1 1] = 2 hits, Success". */
export function describeRoll(who: string, roll: AbilityRollResult): string {
  const terms = roll.pool.terms.map((t) => `${t.name} ${t.rating}`).join(', ');
  const mods = roll.pool.modifiers.map((m) => m.source).join(', ');
  if (roll.percentile) {
    // A percentile roll (FS3.1): "Bob: Firearms 5 (Ruling attribute Reactive 7 +4) d100 63 +4 → 67 on row 5 → +2 Good Success".
    const reroll = roll.reroll ? ` (luck re-roll: d100 ${roll.reroll.firstDice.join(' ')} then ${roll.reroll.secondDice.join(' ')}, kept the ${roll.reroll.kept})` : '';
    return `${who}: ${terms}${mods ? ` (${mods})` : ''} ${percentileText(roll.percentile, roll.label)}${reroll}`;
  }
  const pool = `${roll.pool.diceRolled} ${roll.pool.diceRolled === 1 ? 'die' : 'dice'} (${terms}${mods ? `; ${mods}` : ''})`;
  const faces = `[${roll.dice.join(' ')}]`;
  const reroll = roll.reroll ? ` (luck re-roll: [${roll.reroll.firstDice.join(' ')}] then [${roll.reroll.secondDice.join(' ')}], kept the ${roll.reroll.kept})` : '';
  return `${who}: ${pool} ${faces}${reroll} = ${roll.hits} ${roll.hits === 1 ? 'hit' : 'hits'}, ${roll.label}`;
}

function exchangeLines(e: AttackExchange, attacker: string, defender: string): string[] {
  return [describeRoll(`${attacker} attacks`, e.attack), describeRoll(`${defender} defends`, e.defense), `Outcome: ${e.outcome} (net ${formatDice(e.netHits)})`];
}

const describeWound = (w: Wound) => `${w.severity}${w.type === 'stun' ? ' stun' : ''} wound to the ${w.location}`;

function damageLines(r: Pick<AttackResult, 'shield' | 'armor' | 'stoppedBy' | 'damage' | 'wound'>): string[] {
  const out: string[] = [];
  if (r.shield) {
    const reduce = r.shield.reductionRoll !== null ? `, reduction roll ${r.shield.reductionRoll} takes ${r.shield.reduction} off` : '';
    out.push(`${r.shield.source}: stop chance ${r.shield.stopChance}%, rolled ${r.shield.roll}: ${r.shield.outcome}${reduce}`);
  }
  if (r.armor) {
    const reduce = r.armor.reductionRoll !== null ? `, reduction roll ${r.armor.reductionRoll} takes ${r.armor.reduction} off` : '';
    out.push(`${r.armor.source}: stop chance ${r.armor.stopChance}%, rolled ${r.armor.roll}: ${r.armor.outcome}${reduce}`);
  }
  if (r.stoppedBy) out.push(`Stopped by ${r.stoppedBy}.`);
  if (r.damage) {
    const mods = r.damage.modifiers.map((m) => m.source).join(', ');
    out.push(`Damage roll ${r.damage.roll}${mods ? ` (${mods})` : ''} = ${r.damage.total}: ${r.damage.severity}`);
  }
  if (r.wound) out.push(`Result: ${describeWound(r.wound)}.`);
  return out;
}

function crewLines(crew: CrewHitsResult | null): string[] {
  if (!crew) return [];
  return crew.occupants.map((o) =>
    o.roll === null
      ? `${o.occupant}: no crew hit possible (${crew.zone})`
      : `${o.occupant}: crew hit chance ${o.chance}%, rolled ${o.roll}${o.hurt ? `, hurt ${o.count?.wounds ?? 0} time(s): ${o.hits.map((h) => (h.wound ? describeWound(h.wound) : 'stopped')).join('; ')}` : ', unhurt'}`,
  );
}

function shotLines(r: AttackResult): string[] {
  const out = exchangeLines(r.exchange, r.attacker, r.defender);
  if (r.location) out.push(`Hit location: 2d8 [${r.location.dice.join(' ')}] ${formatDice(r.location.netHits)} = ${r.location.roll} on ${r.location.target}: ${r.location.location ?? 'miss'}`);
  if (r.cover) out.push(r.cover.exposed ? `Cover: ${r.cover.attackHits} attack hits found an exposed part` : r.cover.byLocation ? `Cover: the ${r.cover.byLocation} is ${r.cover.applies ? 'behind the cover: applies' : 'not behind the cover: does not apply'}` : `Cover: ${r.cover.chance}% chance, rolled ${r.cover.roll}: ${r.cover.applies ? 'applies' : 'does not apply'}`);
  if (r.cover?.protection) out.push(`Cover protection: stop chance ${r.cover.protection.stopChance}%, rolled ${r.cover.protection.roll}: ${r.cover.protection.outcome}`);
  out.push(...damageLines(r), ...crewLines(r.crew));
  if (!r.wound && !r.stoppedBy) out.push(`Result: ${r.result}.`);
  return out;
}

const autoHitLines = (label: string, h: AutomaticHit) => [`${label}: ${h.location.location ?? 'miss'} (2d8 [${h.location.dice.join(' ')}])`, ...damageLines(h)];

/** The lines describing one action's result (without the summary). */
export function actionLines(actor: string, result: TurnActionResult): string[] {
  switch (result.kind) {
    case 'skipped':
      return [`Skipped: ${result.reason}.`];
    case 'attack':
      return shotLines(result.result);
    case 'burst':
    case 'full-auto':
      return result.result.volleys.flatMap((v, i) =>
        v.bullets.flatMap((b, j) => [`${result.kind === 'burst' ? 'Burst' : `Full-auto target ${i + 1}`}, bullet ${j + 1} at ${v.defender}:`, ...shotLines(b)]),
      ).concat(`Rounds used: ${result.result.ammoUsed}.`);
    case 'explode': {
      const r = result.result;
      return [
        describeRoll(`${r.attacker} (${r.weapon})`, r.attack),
        ...r.targets.flatMap((t) => [
          describeRoll(`${t.defender} defends`, t.defense),
          `${t.defender}: zone ${t.baseZone}${t.shifts.map((s) => ` ${formatDice(s.zones)} (${s.source})`).join('')} = ${t.zone ?? 'unharmed'}`,
          ...(t.concussion ? autoHitLines('Concussion', t.concussion) : []),
          ...(t.shrapnel ? [`Shrapnel ${t.shrapnel.formula} [${t.shrapnel.dice.join(' ')}] = ${t.shrapnel.count}`, ...t.shrapnel.hits.flatMap((h, i) => autoHitLines(`Fragment ${i + 1}`, h))] : []),
          ...t.crew.flatMap(crewLines),
        ]),
      ];
    }
    case 'suppress':
      return result.result.targets.flatMap((t) => [...exchangeLines(t.exchange, actor, t.defender), `${t.defender}: suppression ${t.change.before} → ${t.change.after} (${t.change.reason})`]);
    case 'subdue':
    case 'escape':
      return [...exchangeLines(result.result.exchange, actor, result.kind === 'subdue' ? 'The target' : 'The subduer'), result.result.succeeded ? `${result.kind === 'subdue' ? 'Subdued' : 'Escaped'}.` : 'Failed.'];
    case 'rally':
      return [describeRoll(`${result.result.name} (knockout roll)`, result.result.roll), result.result.recovered ? `${result.result.name} is back in the fight.` : `${result.result.name} stays down.`];
    case 'treat': {
      const r = result.result;
      return [
        describeRoll('First aid', r.firstAid),
        r.succeeded && r.healing ? `Treated: ${r.healing.before.severity} → ${r.healing.after.severity} (${r.healing.points} healing point)` : 'No effect.',
        ...(r.knockout ? [describeRoll('Knockout re-roll', r.knockout.roll), r.knockout.recovered ? 'The patient comes round.' : 'The patient stays down.'] : []),
      ];
    }
    case 'aim':
    case 'reload':
    case 'pass':
      return [];
  }
}

/**
 * One entry as a heading line and detail lines. An entry with a headline (issue 18: the outcome,
 * "Bob hits Alice in the Chest — Serious wound (−2)") shows it as the head, with the plain head
 * ("Bob attacks Alice with Pistol.") first among the details and the dice after it.
 */
export function entryLines(entry: CombatLogEntry): { head: string; details: string[] } {
  const plain = plainLines(entry);
  return entry.headline ? { head: `${entry.headline}.`, details: [plain.head, ...plain.details] } : plain;
}

/** The head `entryLines` gives, without building the details. */
export function entryHead(entry: CombatLogEntry): string {
  return entry.headline ? `${entry.headline}.` : plainHead(entry);
}

const signedResult = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

/** A knockout check in one line with its dice: "Okafor [6 2 1] = 1 hit — stays up". */
function knockoutHead(c: KnockoutCheck): string {
  if (!c.roll) return `${c.name} ${c.knockedOut ? 'is knocked out' : 'not due'}`;
  const dice = c.roll.dice.length > 0 ? `[${c.roll.dice.join(' ')}]` : '(no dice)';
  return `${c.name} ${dice} = ${c.roll.hits} ${c.roll.hits === 1 ? 'hit' : 'hits'} — ${c.knockedOut ? 'knocked out' : 'stays up'}`;
}

/** An entry's plain heading line (without its details: a folded step shows heads only, issue 38). */
function plainHead(entry: CombatLogEntry): string {
  switch (entry.kind) {
    case 'note':
      return entry.text;
    case 'initiative':
      return `Initiative for turn ${entry.turn}: ${entry.slots.map((s) => `${s.name} (${s.roll.percentile ? signedResult(s.roll.percentile.result) : s.roll.hits})`).join(', ')}`;
    case 'action':
      return `${entry.summary}.`;
    case 'suppression':
      return `Suppression: ${entry.changes.map((c) => `${c.name} ${c.change.before} → ${c.change.after}`).join(', ')}`;
    case 'knockout':
      return entry.checks.length === 0 ? 'No knockout rolls due.' : `Knockout rolls: ${entry.checks.map(knockoutHead).join('; ')}`;
    case 'turn-end':
      return `End of turn ${entry.turn}.`;
  }
}

/** An entry's plain detail lines (dice, luck, modifier sources). */
function plainDetails(entry: CombatLogEntry): string[] {
  switch (entry.kind) {
    case 'note':
    case 'suppression':
      return [];
    case 'initiative':
      return [...entry.luck, ...entry.slots.map((s) => describeRoll(s.name, s.roll) + (s.tieBreak !== null ? `; tie broken: place ${s.tieBreak}` : ''))];
    case 'action':
      return [...entry.luck, ...actionLines(entry.actor, entry.result)];
    case 'knockout':
      return entry.checks.map((c) => (c.roll ? describeRoll(c.name, c.roll) : `${c.name}: ${c.reason}`));
    case 'turn-end':
      return entry.lines;
  }
}

function plainLines(entry: CombatLogEntry): { head: string; details: string[] } {
  return { head: plainHead(entry), details: plainDetails(entry) };
}

/** Every character but printable ASCII other than `%`. */
const NOT_PLAIN_MUSH = /[^\x20-\x24\x26-\x7e]/g;

/** MUSH-safe text: ASCII only, `%` doubled, line breaks as `%r`. */
export function toMushText(text: string): string {
  // Issue 38: one pass (a 500-combatant turn's summary pose is some 30,000 characters; seven passes cost 0.1 ms).
  return text.replace(NOT_PLAIN_MUSH, mushChar);
}

function mushChar(c: string): string {
  switch (c) {
    case '→':
      return '->';
    case '−':
    case '–':
    case '—':
      return '-';
    case '×':
      return 'x';
    case '÷':
      return '/';
    case '%':
      return '%%';
    case '\n':
      return '%r';
    default:
      return '?';
  }
}

/**
 * Issue 18: a suppress action already tells each target's change in its own lines, so the
 * "Suppression:" entry the step logs after it keeps only the changes not told there (e.g. a
 * bystander's); with none left the entry is dropped. Logs are stored this way, so the fix is here.
 */
function untoldSuppression(entry: CombatLogEntry, previous: CombatLogEntry | undefined): CombatLogEntry | null {
  if (entry.kind !== 'suppression' || previous?.kind !== 'action' || previous.result.kind !== 'suppress') return entry;
  const told = previous.result.result.targets.map((t) => `${t.defender}\u0000${t.change.before}\u0000${t.change.after}`);
  const changes = entry.changes.filter((c) => {
    const at = told.indexOf(`${c.name}\u0000${c.change.before}\u0000${c.change.after}`);
    if (at < 0) return true;
    told.splice(at, 1);
    return false;
  });
  if (changes.length === 0) return null;
  return changes.length === entry.changes.length ? entry : { ...entry, changes };
}

/** The entries with each suppression change told once (the export and the GM screen's log). */
export function onceToldEntries(entries: readonly CombatLogEntry[]): CombatLogEntry[] {
  const out: CombatLogEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = untoldSuppression(entries[i]!, entries[i - 1]);
    if (entry !== null) out.push(entry);
  }
  return out;
}

/**
 * Formats the whole log; entries are grouped under their turn. `summaries` (issue 18: each ended
 * turn's summary lines, its first line the title, from turn-summary.ts, which itself builds on this
 * file) close their turn's section, as on the GM screen.
 */
export function formatCombatLog(entries: readonly CombatLogEntry[], format: LogFormat, title = 'Combat log', summaries?: ReadonlyMap<number, readonly string[]>, edition?: string): string {
  const out: string[] = [];
  let turn = -1;
  const closeTurn = (t: number): void => {
    const lines = summaries?.get(t);
    if (!lines || lines.length === 0) return;
    const [heading, ...rest] = lines;
    if (format === 'markdown') {
      if (out.at(-1) !== '') out.push('');
      out.push(`**${heading}**`, '', ...rest.map((l) => `- ${l}`));
    } else out.push(toMushText(lines.join('\n')));
  };
  if (format === 'markdown') out.push(`# ${title}`, '');
  for (const entry of onceToldEntries(entries)) {
    if (entry.turn !== turn) {
      closeTurn(turn);
      turn = entry.turn;
      const heading = turn === 0 ? 'Setup' : `Turn ${turn}`;
      if (format === 'markdown') {
        if (out.at(-1) !== '') out.push('');
        out.push(`## ${heading}`, '');
      }
      else out.push(toMushText(`--- ${heading} ---`));
    }
    const { head, details } = entryLines(entry);
    if (format === 'markdown') {
      out.push(`- ${head}`);
      for (const d of details) out.push(`  - ${d}`);
    } else {
      out.push(toMushText([head, ...details.map((d) => `  ${d}`)].join('\n')));
    }
  }
  closeTurn(turn);
  // Issue 19: the export names the edition it was fought under (FS3.2's hits and FS3.1's Roll
  // Results read differently); last, so the title and turns open the file as before.
  if (edition !== undefined) {
    if (format === 'markdown') out.push('', `_Edition: ${edition}_`);
    else out.push(toMushText(`Edition: ${edition}`));
  }
  if (format === 'markdown') out.push('');
  return out.join('\n');
}
