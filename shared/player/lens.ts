/**
 * Issue 21: how the players see each combatant of a fight — hidden or not, the name they see,
 * how its wounds and rolls show — and the text tools that apply it to the storyteller's words
 * (log entries carry combatants' names inside strings). Built once per change of these settings
 * and reused for every step while they stay the same (see `lensKey`).
 */
import type { PlayerPrivacy, RollDisplay, WoundDisplay } from './privacy';
import type { PublicFight } from './public-input';

/** A combatant removed from the fight (main knows them from the fight's `combatant.add` steps). */
export type FormerCombatant = { id: string; name: string; kind: 'pc' | 'npc' };

/** One combatant as the players know it. */
export type Person = {
  id: string;
  realName: string;
  /** The name players see (meaningless when hidden). */
  publicName: string;
  hidden: boolean;
  wounds: WoundDisplay;
  rolls: RollDisplay;
};

export type Lens = {
  /** Changes whenever anything the log lines depend on changes (names, visibility, displays). */
  key: string;
  people: readonly Person[];
  /** Real name → who carries it (several combatants with one name are merged, the strictest wins). */
  byName: ReadonlyMap<string, Person>;
  /** The real names in marker order (a marked name is its index here). */
  nameList: readonly string[];
  nameIndex: ReadonlyMap<string, number>;
  /** Every real name, longest first, on word boundaries (null: no combatant). */
  names: RegExp | null;
  /** What must never reach a player: hidden names and ids, the real names of NPCs shown under another name. */
  forbidden: { words: RegExp | null; ids: readonly string[] };
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Word boundaries that work for any script ("Zoë", "Ødegaard"), not only ASCII. */
export const wordsPattern = (words: readonly string[], flags: string): RegExp | null =>
  words.length === 0
    ? null
    : new RegExp(`(?<![\\p{L}\\p{N}_])(?:${[...words].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).map(escape).join('|')})(?![\\p{L}\\p{N}_])`, flags);

/** Strictest first: merging two combatants of one name keeps the one that shows less. */
const WOUND_STRICTNESS: readonly WoundDisplay[] = ['none', 'status', 'severity', 'exact'];
const stricterWounds = (a: WoundDisplay, b: WoundDisplay) => (WOUND_STRICTNESS.indexOf(a) <= WOUND_STRICTNESS.indexOf(b) ? a : b);

/**
 * Who each combatant is for the players. An NPC without a public name of its own shows as
 * "NPC n", n the number it was given when the players first saw it (issue 35: given once, by the
 * step, and never changed; counted over what was shown, so no number tells of a hidden NPC).
 */
export function peopleOf(fight: PublicFight, privacy: PlayerPrivacy, former: readonly FormerCombatant[] = []): Person[] {
  const numbers = givenNumbers(fight.combatants.map((c) => (c.kind === 'npc' && c.privacy?.hidden !== true ? (c.shown?.npc ?? null) : undefined)));
  const present = fight.combatants.map((c, i): Person => {
    const own = c.privacy ?? {};
    const hidden = own.hidden === true;
    const pc = c.kind === 'pc';
    // PCs show as themselves: the players know their own characters.
    let publicName = c.name;
    if (!pc && !hidden) publicName = own.publicName ?? (privacy.npcNames === 'real' ? c.name : `NPC ${numbers[i]!}`);
    return {
      id: c.id,
      realName: c.name,
      publicName,
      hidden,
      wounds: own.wounds ?? (pc ? privacy.pcWounds : privacy.npcWounds),
      rolls: own.rolls ?? (pc ? privacy.pcRolls : privacy.npcRolls),
    };
  });
  // Those who left still have names in older lines: a PC keeps its name, an NPC (whose settings
  // left with it) counts as hidden, so nothing of it shows.
  const ids = new Set(present.map((p) => p.id));
  const gone = former.filter((f) => !ids.has(f.id)).map((f): Person => {
    const pc = f.kind === 'pc';
    return { id: f.id, realName: f.name, publicName: f.name, hidden: !pc, wounds: pc ? privacy.pcWounds : 'none', rolls: pc ? privacy.pcRolls : 'hidden' };
  });
  return [...present, ...gone];
}

/**
 * The numbers given (undefined: none needed; null: needed but none given, which only a view built
 * by hand lacks: those follow the highest given, in list order).
 */
export function givenNumbers(given: readonly (number | null | undefined)[]): (number | undefined)[] {
  let next = Math.max(0, ...given.map((n) => n ?? 0));
  return given.map((n) => (n === null ? ++next : n));
}

/** The signature of everything a lens holds, to tell when a step's lines must be rebuilt. */
export function lensKey(people: readonly Person[]): string {
  return people.map((p) => `${p.id}\u0000${p.realName}\u0000${p.publicName}\u0000${p.hidden ? 1 : 0}${p.wounds}${p.rolls}`).join('\u0001');
}

export function makeLens(people: readonly Person[], key = lensKey(people)): Lens {
  const byName = new Map<string, Person>();
  for (const p of people) {
    const known = byName.get(p.realName);
    if (!known) {
      byName.set(p.realName, p);
      continue;
    }
    // Two combatants share a name: a line naming it may be about either, so it shows what both allow.
    byName.set(p.realName, {
      ...known,
      hidden: known.hidden || p.hidden,
      publicName: known.hidden ? p.publicName : known.publicName,
      wounds: stricterWounds(known.wounds, p.wounds),
      rolls: known.rolls === 'shown' && p.rolls === 'shown' ? 'shown' : 'hidden',
    });
  }
  const shownNames = new Set(people.filter((p) => !p.hidden).map((p) => p.publicName));
  const secret = people.filter((p) => p.hidden || (p.publicName !== p.realName && !shownNames.has(p.realName))).map((p) => p.realName);
  const nameList = [...byName.keys()];
  return {
    key,
    people,
    byName,
    nameList,
    nameIndex: new Map(nameList.map((n, i) => [n, i])),
    names: wordsPattern([...byName.keys()], 'gu'),
    forbidden: { words: wordsPattern([...new Set(secret)], 'iu'), ids: people.filter((p) => p.hidden).map((p) => p.id) },
  };
}

/** True when `text` holds something players must never see (checked on every line that leaves). */
export function leaks(lens: Lens, text: string): boolean {
  if (lens.forbidden.words?.test(text)) return true;
  return lens.forbidden.ids.some((id) => text.includes(id));
}

/** A text with every combatant's name replaced by a marker, so it can be checked and rewritten. */
export type Marked = { text: string; mentioned: Person[] };

const OPEN = '\u0001';
const CLOSE = '\u0002';

/** Marks every real name in `text` (longest names first, whole words only). */
export function mark(lens: Lens, text: string): Marked {
  const mentioned: Person[] = [];
  if (!lens.names) return { text, mentioned };
  const out = text.replace(lens.names, (name) => {
    const p = lens.byName.get(name)!;
    if (!mentioned.includes(p)) mentioned.push(p);
    return `${OPEN}${lens.nameIndex.get(name)!}${CLOSE}`;
  });
  return { text: out, mentioned };
}

const MARKER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');

/** The marked text with each name replaced by its public name. */
export function unmark(lens: Lens, marked: string): string {
  return marked.replace(MARKER, (_m, i: string) => lens.byName.get(lens.nameList[Number(i)]!)!.publicName);
}

/**
 * Takes the dice out of a line whose roller's rolls are hidden: bracketed dice ("[6 5 2] = 1
 * hit"), parenthesised figures ("(Good SFX 7)", "(knockout 3 vs 2)") and a number after a name
 * whose rolls are hidden ("Kurgan 8" in an initiative line).
 */
export function stripDice(lens: Lens, marked: string, hiddenRollers: readonly Person[]): string {
  let text = marked
    .replace(/\s*\[[^\]]*\](?:\s*=\s*\d+\s+hits?)?/g, '')
    .replace(/\s*\([^()]*\d[^()]*\)/g, '');
  for (const p of hiddenRollers) {
    const i = lens.nameIndex.get(p.realName)!;
    text = text.replace(new RegExp(`(${OPEN}${i}${CLOSE})\\s*[−+-]?\\d+(?:\\.\\d+)?`, 'g'), '$1');
  }
  return text;
}
