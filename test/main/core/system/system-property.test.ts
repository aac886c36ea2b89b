/**
 * Issue 14's property: for random valid settings and editions, a combat, a sheet roll, chargen
 * and XP run with that setting and never read the built-in one. The built-in values (FS3.2's
 * ruleset, the Battlestar sample setting, the built-in gear, setting and sample campaign) are
 * replaced by traps that throw on any read once the modules have loaded; the edition may keep a
 * *reference* to FS3.2's ruleset (its default for new settings and for legacy combats), but
 * nothing a campaign with its own setting does may look inside it.
 */
import fc from 'fast-check';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CombatHost } from '../../../../main/core/combat/combat-host';
import { campaignGameConfig } from '../../../../main/core/config/config-store';
import type { Db } from '../../../../main/core/db/db';
import { closeDatabase, createDatabase } from '../../../../main/core/db/open';
import { createRepos, type Repos } from '../../../../main/core/db/repos';
import { awardXpTo, spendXpOn } from '../../../../main/core/sheets/ledger-ops';
import { rollFromSheet } from '../../../../main/core/sheets/roll';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import type { CombatView } from '../../../../shared/core/combat/view';
import { abilityKey, makeCharacter, type Character } from '../../../../shared/domain/character';
import type { GearCatalogSchema } from '../../../../shared/domain/gear';
import type { z } from 'zod';
import { SettingSchema, type Setting } from '../../../../shared/domain/setting';
import { AppError } from '../../../../shared/ipc/result';
import type { PercentileRoll } from '../../../../shared/core/dice/ability-roll';
import { createSeededRng, type Rng } from '../../../../shared/core/dice/rng';
import { type Ruleset } from '../../../../shared/core/dice/ruleset';
import { FS3_2_RULESET } from '../../../../shared/systems/fs3.2/ruleset';
import { BUILTIN_GEAR } from '../../../../shared/core/content/builtin-gear';
import { BUILTIN_SETTING } from '../../../../shared/core/content/builtin-setting';
import { BSG_SETTING } from '../../../../shared/core/content/battlestar-galactica';
import { SAMPLE_CAMPAIGN } from '../../../../shared/systems/fs3.2/sample-campaign';
import { checkCharacter, EDITIONS, resolveSettingSystem, type SystemChoice } from '../../../../shared/systems';
import { resultOnRow } from '../../../../shared/systems/fs3.1/dice';
import { storeFor } from '../combat/host-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';

/** Wraps a built-in so that, once armed, any read (property, `in`, keys, descriptor) throws naming it. */
const trap = vi.hoisted(() => {
  let armed = false;
  const wrap = <T extends object>(target: T, name: string): T => {
    const fail = (key: PropertyKey | null) => {
      if (armed) throw new Error(`The built-in ${name} was read${key === null ? '' : ` (${String(key)})`}: a campaign's own system must be used instead.`);
    };
    return new Proxy(target, {
      get: (t, key, receiver) => (fail(key), Reflect.get(t, key, receiver)),
      has: (t, key) => (fail(key), Reflect.has(t, key)),
      ownKeys: (t) => (fail(null), Reflect.ownKeys(t)),
      getOwnPropertyDescriptor: (t, key) => (fail(key), Reflect.getOwnPropertyDescriptor(t, key)),
    });
  };
  return {
    wrap,
    arm: () => {
      armed = true;
    },
    disarm: () => {
      armed = false;
    },
  };
});

// Module initialisation (BSG_SETTING = deriveRuleset(STANDARD_RULESET), the sample campaign built
// from BSG_SETTING …) runs before the traps are armed; from the first test on, every read throws.
vi.mock('../../../../shared/core/dice/ruleset', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../shared/core/dice/ruleset')>();
  const ruleset = trap.wrap(actual.STANDARD_RULESET, 'STANDARD_RULESET');
  return { ...actual, STANDARD_RULESET: ruleset, BUILT_IN_RULESETS: trap.wrap({ ...actual.BUILT_IN_RULESETS, [actual.STANDARD_RULESET.id]: ruleset }, 'BUILT_IN_RULESETS') };
});
vi.mock('../../../../shared/core/content/battlestar-galactica', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../shared/core/content/battlestar-galactica')>();
  return { ...actual, BSG_SETTING: trap.wrap(actual.BSG_SETTING, 'BSG_SETTING') };
});
vi.mock('../../../../shared/core/content/builtin-gear', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../shared/core/content/builtin-gear')>();
  return { ...actual, BUILTIN_GEAR: trap.wrap(actual.BUILTIN_GEAR, 'BUILTIN_GEAR') };
});
vi.mock('../../../../shared/core/content/builtin-setting', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../shared/core/content/builtin-setting')>();
  return { ...actual, BUILTIN_SETTING: trap.wrap(actual.BUILTIN_SETTING, 'BUILTIN_SETTING') };
});
vi.mock('../../../../shared/systems/fs3.2/sample-campaign', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../shared/systems/fs3.2/sample-campaign')>();
  return { ...actual, SAMPLE_CAMPAIGN: trap.wrap(actual.SAMPLE_CAMPAIGN, 'SAMPLE_CAMPAIGN') };
});

beforeAll(() => trap.arm());
afterAll(() => trap.disarm());

const tempDir = useTempDirs();
const T0 = '2026-05-01T18:00:00.000Z';
const NOW = new Date('2026-05-02T12:00:00.000Z');
const cmd = (c: CombatCommandInput) => CombatCommandSchema.parse(c);

// ---------------------------------------------------------------------------------------------
// Generators: a setting written from scratch (never from FS3_2_RULESET), an edition and its choices.

const nameArb = fc.stringMatching(/^[A-Z][a-z'-]{1,7}( [A-Za-z][a-z]{1,6})?$/);

const rulesetArb: fc.Arbitrary<Ruleset> = fc
  .record({
    hitThreshold: fc.integer({ min: 5, max: 8 }),
    bandSteps: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
    marginSteps: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
    embarrassing: fc.constantFrom('ones-at-least-attribute', 'ones-more-than-half-pool', 'none'),
    minimumDice: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
    attributeAloneBonus: fc.integer({ min: 0, max: 1 }),
    rawPoolBonus: fc.integer({ min: 0, max: 2 }),
    unratedAttribute: fc.integer({ min: 1, max: 3 }),
    attrMin: fc.integer({ min: 1, max: 2 }),
    attrSpan: fc.integer({ min: 1, max: 4 }),
    actionMax: fc.integer({ min: 3, max: 12 }),
    backgroundMax: fc.integer({ min: 3, max: 12 }),
    costs: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
    languageEach: fc.integer({ min: 0, max: 3 }),
    abilityPoints: fc.integer({ min: 20, max: 120 }),
    highRatingThreshold: fc.integer({ min: 4, max: 9 }),
    maxHigh: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    minBackground: fc.integer({ min: 0, max: 3 }),
    maxActionPoints: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
    maxAttributePoints: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
    quirks: fc.tuple(fc.integer({ min: 0, max: 2 }), fc.option(fc.integer({ min: 2, max: 6 }), { nil: null })),
    raiseCost: fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 16, maxLength: 16 }),
    extraCosts: fc.integer({ min: 0, max: 3 }),
    weeklyAward: fc.integer({ min: 0, max: 3 }),
    daysBetweenRaises: fc.option(fc.integer({ min: 0, max: 7 }), { nil: null }),
    maxSavedXp: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
    languageCost: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    luck: fc.record({
      startingPoints: fc.integer({ min: 0, max: 3 }),
      bonusDice: fc.integer({ min: 1, max: 6 }),
      penaltyDice: fc.integer({ min: 1, max: 6 }),
      allowReroll: fc.boolean(),
      allowCancel: fc.boolean(),
      maxPointsPerRoll: fc.integer({ min: 1, max: 2 }),
      combat: fc.record({ rollsPerTurn: fc.integer({ min: 0, max: 2 }), recoverFromKnockout: fc.boolean(), moveInjury: fc.boolean() }),
    }),
    defaultingModifier: fc.integer({ min: -5, max: 0 }),
    id: fc.stringMatching(/^[a-z][a-z0-9-]{2,12}$/),
  })
  .map((r): Ruleset => {
    const levels = ['success', 'good-success', 'great-success', 'amazing-success'] as const;
    let hits = 0;
    const successBands = [
      { minHits: 0, level: 'failure' as const, label: 'Miss' },
      ...levels.map((level, i) => ({ minHits: (hits += r.bandSteps[i]!), level, label: `Band ${i + 1}` })),
    ];
    let net = 0;
    const margins = ['marginal', 'solid', 'crushing'] as const;
    const marginBands = [
      { minNet: 0, margin: 'draw' as const, label: 'Even' },
      ...margins.map((margin, i) => ({ minNet: (net += r.marginSteps[i]!), margin, label: `Margin ${i + 1}` })),
    ];
    const longest = Math.max(r.actionMax, r.backgroundMax);
    return {
      id: r.id,
      name: `Ruleset ${r.id}`,
      edition: 'FS3.2',
      dice: {
        kind: 'd8-pool',
        dieSides: 8,
        hitThreshold: r.hitThreshold,
        successBands,
        embarrassingFailure: { kind: r.embarrassing },
        zeroPool: r.minimumDice === null ? { kind: 'no-dice' } : { kind: 'minimum-dice', dice: r.minimumDice },
        attributeAloneBonus: r.attributeAloneBonus,
        rawPoolBonus: r.rawPoolBonus,
        unratedAttribute: r.unratedAttribute,
        marginBands,
      },
      ratings: {
        attribute: { min: r.attrMin, max: r.attrMin + r.attrSpan },
        actionSkill: { min: 0, max: r.actionMax },
        backgroundSkill: { min: 0, max: r.backgroundMax },
      },
      pointCosts: { attributePerRating: r.costs[0]!, actionSkillPerRating: r.costs[1]!, backgroundSkillPerRating: r.costs[2]!, languageEach: r.languageEach },
      chargen: {
        abilityPoints: r.abilityPoints,
        highRatingThreshold: r.highRatingThreshold,
        maxHighRatedAbilities: r.maxHigh,
        minBackgroundSkills: r.minBackground,
        maxActionSkillPoints: r.maxActionPoints,
        maxAttributePoints: r.maxAttributePoints,
        minQuirks: r.quirks[0],
        maxQuirks: r.quirks[1],
      },
      xp: {
        raiseCost: r.raiseCost.slice(0, longest + r.extraCosts),
        weeklyAward: r.weeklyAward,
        daysBetweenRaises: r.daysBetweenRaises,
        maxSavedXp: r.maxSavedXp,
        languageCost: r.languageCost,
      },
      luck: r.luck,
      defaultingModifier: r.defaultingModifier,
    };
  });

const settingArb: fc.Arbitrary<Setting> = fc
  .record({
    names: fc.uniqueArray(nameArb, { minLength: 18, maxLength: 18, selector: abilityKey }),
    attributes: fc.integer({ min: 1, max: 8 }),
    skills: fc.integer({ min: 0, max: 10 }),
    picks: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
    ruleset: rulesetArb,
    languages: fc.uniqueArray(nameArb, { maxLength: 3, selector: abilityKey }),
  })
  .map(({ names, attributes, skills, picks, ruleset, languages }): Setting => {
    const attrs = names.slice(0, attributes);
    const skillNames = names.slice(attributes, attributes + skills);
    const abilities = [...attrs, ...skillNames];
    const pick = (i: number, from: readonly string[]) => from[picks[i]! % from.length]!;
    return {
      id: `setting-${ruleset.id}`,
      name: `Setting ${ruleset.id}`,
      description: 'Generated by the system property test.',
      source: 'fast-check',
      ruleset,
      attributes: attrs.map((name) => ({ name, description: `${name}.` })),
      actionSkills: skillNames.map((name, i) => ({ name, rulingAttribute: pick(i, attrs), description: '' })),
      languages,
      backgroundSkillIdeas: [],
      quirkIdeas: [],
      commonKnowledge: [],
      specialAbilities: {
        toughness: pick(10, abilities),
        initiative: pick(11, abilities),
        firstAid: pick(12, abilities),
        medicine: pick(13, abilities),
        repair: pick(14, abilities),
        juryRig: pick(15, abilities),
      },
    };
  });

const choiceArb: fc.Arbitrary<SystemChoice> = fc.constantFrom(...EDITIONS).chain((edition) =>
  fc
    .tuple(...edition.houseRules.map((rule) => fc.option(fc.constantFrom(...rule.options.map((o) => o.id)), { nil: undefined })))
    .map((options): SystemChoice => {
      const houseRules: Record<string, string> = {};
      edition.houseRules.forEach((rule, i) => {
        if (options[i] !== undefined) houseRules[rule.id] = options[i];
      });
      return { edition: edition.id, houseRules };
    }),
);

/** Everything a run needs: the system, gear picks, ratings for two characters, dice and XP amounts. */
const caseArb = fc.record({
  setting: settingArb,
  choice: choiceArb,
  gearPicks: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
  protection: fc.integer({ min: 1, max: 6 }),
  ratings: fc.array(fc.array(fc.nat({ max: 1000 }), { minLength: 18, maxLength: 18 }), { minLength: 2, maxLength: 2 }),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  award: fc.integer({ min: 1, max: 40 }),
});
type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;
type GearCatalogInput = z.input<typeof GearCatalogSchema>;

// ---------------------------------------------------------------------------------------------
// Fixtures built for the generated setting.

function gearFor(setting: Setting, picks: readonly number[], protection: number): GearCatalogInput {
  const abilities = [...setting.attributes.map((a) => a.name), ...setting.actionSkills.map((s) => s.name)];
  const pick = (i: number) => abilities[picks[i]! % abilities.length]!;
  return {
    weapons: [
      { name: 'Cudgel', type: 'melee', attackSkill: pick(0), defenseSkill: pick(1), penetration: 1, damageType: 'stun' },
      { name: 'Carbine', type: 'ranged', attackSkill: pick(2), defenseRating: 3, penetration: 2, ammo: 10, effectiveRange: 50 },
    ],
    armor: [{ name: 'Padded Coat', protection, locations: ['Chest', 'Abdomen'] }],
    vehicles: [],
    // A chart of the campaign's own; people use the edition's fallback 'Humanoid' chart.
    hitCharts: [{ name: 'Drone', defaultTarget: 'Hull', locations: [{ name: 'Hull', mark: 'vital' }, { name: 'Rotor' }], targets: { Hull: ['Hull', 'Rotor', 'Hull'] } }],
  };
}

function characterFor(setting: Setting, id: string, ratings: readonly number[]): Character {
  const r = setting.ruleset.ratings;
  const within = (x: number, range: { min: number; max: number }) => range.min + (x % (range.max - range.min + 1));
  return makeCharacter({
    id,
    name: `Hero ${id}`,
    attributes: setting.attributes.map((a, i) => ({ name: a.name, rating: within(ratings[i]!, r.attribute) })),
    actionSkills: setting.actionSkills.map((s, i) => ({ name: s.name, rating: within(ratings[8 + i]!, r.actionSkill) })),
    backgroundSkills: [{ name: 'Whittling Wood', rating: within(ratings[0]!, r.backgroundSkill), rulingAttribute: setting.attributes[0]!.name }],
    languages: setting.languages.slice(0, 1),
    quirks: ['Talks to machines'],
    luckPoints: 0,
    xp: 0,
  });
}

type Campaign = { db: Db; repos: Repos; close(): void };

function campaignFor(setting: Setting, choice: SystemChoice, gear: GearCatalogInput, characters: readonly Character[]): Campaign {
  const db = createDatabase(join(tempDir(), 'campaign.sqlite'));
  const repos = createRepos(db);
  repos.campaign.put({ name: 'Property', description: '', inGameDate: '2026-05-01', createdAt: T0, updatedAt: T0 }, setting, choice);
  repos.gear.replaceCatalog(gear);
  for (const c of characters) repos.characters.insert(c);
  return { db, repos, close: () => closeDatabase(db) };
}

function hostFor({ db, repos }: Campaign, rng: Rng): CombatHost {
  let n = 0;
  let t = Date.parse(T0);
  return new CombatHost({
    store: storeFor(db, repos),
    rng,
    now: () => new Date((t += 1000)),
    newId: () => `id-${++n}`,
    appVersion: '0.1.0-test',
  });
}

/** Every ability roll (a result with its dice, hits and ruleset id) anywhere inside a value. */
type LoggedRoll = { rulesetId: string; dice: number[]; hits: number; percentile?: PercentileRoll };

function abilityRolls(value: unknown, out: LoggedRoll[] = []) {
  if (Array.isArray(value)) for (const v of value) abilityRolls(v, out);
  else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o['rulesetId'] === 'string' && Array.isArray(o['dice']) && typeof o['hits'] === 'number') {
      out.push({ rulesetId: o['rulesetId'], dice: o['dice'] as number[], hits: o['hits'], ...(o['percentile'] ? { percentile: o['percentile'] as PercentileRoll } : {}) });
    }
    for (const v of Object.values(o)) abilityRolls(v, out);
  }
  return out;
}

const hitsAt = (dice: readonly number[], threshold: number) => dice.filter((d) => d >= threshold).length;

function combatantOf(view: CombatView, characterId: string): string {
  return view.combatants.find((c) => c.characterId === characterId)!.id;
}

/**
 * A storyteller turn: both attack each other, initiative, resolve, knockouts, end. An edition that
 * rolls initiative first (seed 003) takes it in its order, each rolling a task (the setting's first
 * characteristic and skill) at the other.
 */
function fightOneTurn(host: CombatHost, id: string, a: string, b: string, setting: Setting): void {
  if (host.view(id).system.turnShape?.initiativeFirst) {
    host.command(id, cmd({ type: 'initiative.roll' }));
    const task = (target: string) => ({ kind: 'task' as const, characteristic: setting.attributes[0]!.name, skill: setting.actionSkills[0]?.name ?? null, target });
    host.command(id, cmd({ type: 'action.declare', declarations: [{ combatantId: a, action: task(b) }, { combatantId: b, action: task(a) }] }));
    host.command(id, cmd({ type: 'actions.begin' }));
  } else {
    host.command(id, cmd({ type: 'action.declare', declarations: [{ combatantId: a, action: { kind: 'attack', target: b } }, { combatantId: b, action: { kind: 'attack', target: a } }] }));
    host.command(id, cmd({ type: 'initiative.roll' }));
  }
  host.command(id, cmd({ type: 'action.resolveAll' }));
  if (host.view(id).allowed['knockout.roll']) host.command(id, cmd({ type: 'knockout.roll' }));
  if (host.view(id).allowed['turn.end']) host.command(id, cmd({ type: 'turn.end' }));
}

/** Starts a combat with both characters: a with the cudgel and coat, b with the carbine. */
function startCombat(host: CombatHost, ids: readonly [string, string]) {
  const id = host.create({ name: 'Property fight' }).combatId;
  host.addCharacter(id, { characterId: ids[0], team: 1, weapon: 'Cudgel', armor: 'Padded Coat', chart: 'Humanoid', stance: 'normal' });
  const view = host.addCharacter(id, { characterId: ids[1], team: 2, weapon: 'Carbine', armor: null, chart: 'Humanoid', stance: 'normal' });
  host.command(id, cmd({ type: 'combat.start' }));
  return { id, a: combatantOf(view, ids[0]), b: combatantOf(view, ids[1]) };
}

function runCase(c: Case): void {
  const setting = SettingSchema.parse(c.setting);
  // Third Edition counts successes on 6+ whatever the setting says (AresMUSH hard-codes it, §A.1).
  const thr = c.choice.edition === 'aresmush-3e' ? 6 : setting.ruleset.dice.hitThreshold;
  const percent = EDITIONS.find((e) => e.id === c.choice.edition)?.dice.modifierUnit === 'percent';
  // Seed 003's d20s against a goal number: the VPs of the kept die, the SFX die read apart.
  const goal = EDITIONS.find((e) => e.id === c.choice.edition)?.dice.modifierUnit === 'goal';
  const chars = [characterFor(setting, 'pc-a', c.ratings[0]!), characterFor(setting, 'pc-b', c.ratings[1]!)] as const;
  const campaign = campaignFor(setting, c.choice, gearFor(setting, c.gearPicks, c.protection), chars);
  const { repos } = campaign;
  try {
    // (1) A combat through the host plays by the campaign's system and records it.
    const host = hostFor(campaign, createSeededRng(`combat-${c.seed}`));
    const { id, a, b } = startCombat(host, ['pc-a', 'pc-b']);
    fightOneTurn(host, id, a, b, setting);
    const record = repos.combats.get(id)!.settings['system'];
    const now = repos.campaign.get();
    // An edition that reads the game's configuration (Third Edition) records it too, as played.
    const readsConfig = EDITIONS.find((e) => e.id === now.system.edition)?.readsConfig === true;
    expect(record).toEqual({ choice: now.system, setting: now.setting, revision: now.revision, ...(readsConfig ? { config: campaignGameConfig(repos) } : {}) });
    const rolls = abilityRolls(host.logEntries(id));
    if (readsConfig) {
      // Third Edition logs AresMUSH's own lines (its dice are in the stored events, replayed exactly).
      expect(host.logEntries(id).flat().some((e) => e.kind === 'note' && e.text.startsWith('Initiative ('))).toBe(true);
    } else if (goal) {
      // Seed 003's turn logs its initiative factors and each task's goal and d20s in notes.
      const notes = host.logEntries(id).flat().flatMap((e) => (e.kind === 'note' ? [e.text] : []));
      expect(notes.some((t) => / initiative \d+d6/.test(t))).toBe(true);
      expect(notes.filter((t) => / = goal -?\d+.*: \d+d20 \[/.test(t)).length).toBeGreaterThanOrEqual(2);
    } else expect(rolls.length).toBeGreaterThanOrEqual(2); // two initiative rolls at least
    for (const roll of rolls) {
      expect(roll.rulesetId).toBe(setting.ruleset.id);
      if (percent) {
        // FS3.1 (seed 002): one d100 read on the result table's row.
        const p = roll.percentile!;
        expect(roll.dice).toEqual([p.roll]);
        expect(p.roll >= 1 && p.roll <= 100).toBe(true);
        expect(p.total).toBe(p.roll + p.modifier);
        expect(p.result).toBe(resultOnRow(p.row, p.total));
        expect(roll.hits).toBe(Math.max(0, p.result));
        continue;
      }
      expect(roll.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 8)).toBe(true);
      expect(roll.hits).toBe(hitsAt(roll.dice, thr));
    }
    const stored = repos.combatLog.events(id).filter((e) => e.type === 'initiative.roll' || e.type === 'action.resolveAll');
    expect(stored.length).toBe(2);

    // (2) A sheet roll counts hits at the setting's threshold.
    const ability = setting.actionSkills[0]?.name ?? setting.attributes[0]!.name;
    const { entry } = rollFromSheet(repos, { id: 'pc-a', ability, modifier: 1, luck: false, applyWounds: true }, createSeededRng(`sheet-${c.seed}`), NOW);
    expect(entry.roll.dice).toHaveLength(entry.roll.diceRolled);
    if (percent) {
      // The d100 plus the pool's own modifiers (the +1 asked for among them) on the ability's row.
      const pool = entry.roll.pool!;
      const modifier = pool.modifiers.reduce((t, m) => t + m.dice, 0);
      expect(pool.modifiers.some((m) => m.dice === 1)).toBe(true);
      expect(entry.roll.dice[0]! >= 1 && entry.roll.dice[0]! <= 100).toBe(true);
      expect(entry.roll.hits).toBe(Math.max(0, resultOnRow(pool.terms[0]!.rating, entry.roll.dice[0]! + modifier)));
    } else if (goal) {
      // d20s against the goal (characteristic + skill + the +1 asked for); a success's VPs never exceed its kept die's.
      const pool = entry.roll.pool!;
      expect(pool.modifiers.some((m) => m.dice === 1)).toBe(true);
      expect(entry.roll.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 20)).toBe(true);
      expect(entry.roll.isSuccess || entry.roll.hits === 0).toBe(true);
    } else expect(entry.roll.hits).toBe(hitsAt(entry.roll.dice, thr));

    // (3) Chargen counts points with the setting's costs and ranges.
    const system = resolveSettingSystem(c.choice, setting);
    const costs = setting.ruleset.pointCosts;
    const sum = (list: readonly { rating: number }[]) => list.reduce((s, x) => s + x.rating, 0);
    const pcA = repos.characters.get('pc-a')!;
    const report = checkCharacter(system, pcA);
    const ares = c.choice.edition === 'aresmush-3e';
    // FS3.1 (seed 002): languages are rated background entries; a language listed without a
    // rating costs nothing until it is rated (shared/systems/fs3.1/GROWTH-NOTES.md).
    const langKeys = new Set(setting.languages.map(abilityKey));
    const bgOnly = pcA.backgroundSkills.filter((b) => !percent || !langKeys.has(abilityKey(b.name)));
    const langRated = pcA.backgroundSkills.filter((b) => percent && langKeys.has(abilityKey(b.name)));
    // AresMUSH Third Edition counts its own buckets (§B.5): attributes 2 per dot above 2, action
    // skills 1 per dot above 1, backgrounds above 6 free points, languages (unrated: 3) above 3.
    expect(report.points).toEqual(
      ares
        ? {
          attributes: pcA.attributes.reduce((s, a) => s + Math.max(0, a.rating - 2) * 2, 0),
          actionSkills: pcA.actionSkills.reduce((s, a) => s + Math.max(0, a.rating - 1), 0),
          backgroundSkills: Math.max(0, sum(pcA.backgroundSkills) - 6),
          languages: Math.max(0, pcA.languages.length * 3 - 3),
          total: expect.any(Number) as number,
          available: setting.ruleset.chargen.abilityPoints,
        }
        : {
          attributes: sum(pcA.attributes) * costs.attributePerRating,
          actionSkills: sum(pcA.actionSkills) * costs.actionSkillPerRating,
          backgroundSkills: sum(bgOnly) * costs.backgroundSkillPerRating,
          languages: percent ? sum(langRated) * costs.languageEach : pcA.languages.length * costs.languageEach,
          total: expect.any(Number) as number,
          available: setting.ruleset.chargen.abilityPoints,
        },
    );
    expect(report.findings.filter((f) => ['rating-out-of-range', 'unknown-attribute', 'unknown-action-skill', 'missing-attribute', 'check-failed'].includes(f.code))).toEqual([]);

    // (4) XP: the hoard cap follows the setting (and the house rule), raises cost the setting's table.
    const limitsOn = c.choice.houseRules['xp-raise-limits'] !== 'off';
    const cap = limitsOn ? setting.ruleset.xp.maxSavedXp : null;
    const [award] = awardXpTo(repos, ['pc-b'], { amount: c.award, reason: 'Session', override: false }, NOW);
    expect(award!.credited).toBe(cap === null ? c.award : Math.min(c.award, cap));
    expect(award!.forfeited).toBe(c.award - award!.credited);
    awardXpTo(repos, ['pc-b'], { amount: 500, reason: 'Bank', override: true }, NOW);
    const pcB = repos.characters.get('pc-b')!;
    const skill = setting.actionSkills[0];
    const [target, from, range] = skill
      ? [skill.name, pcB.actionSkills.find((s) => s.name === skill.name)!.rating, setting.ruleset.ratings.actionSkill]
      : ['Whittling Wood', pcB.backgroundSkills[0]!.rating, setting.ruleset.ratings.backgroundSkill];
    const raise = () => spendXpOn(repos, 'pc-b', { skill: target, override: false }, NOW);
    if (ares) {
      // Third Edition (§B.7): every learn is one 1-XP spend; a refusal is one of its XP rules.
      try {
        const learned = raise();
        expect(learned.entry.delta).toBe(-1);
        expect(learned.character.xp).toBe(pcB.xp - 1);
      } catch (e) {
        expect(e).toBeInstanceOf(AppError);
        expect((e as AppError).code).toMatch(/^xp\//);
      }
      return;
    }
    // FS3.1's ratings never pass 12, the result table's last row (seed 002).
    const top = percent ? Math.min(range.max, 12) : range.max;
    if (from >= top) {
      expect(raise).toThrow(AppError);
      return;
    }
    const spent = raise();
    expect(spent.entry.delta).toBe(-setting.ruleset.xp.raiseCost[from]!);
    expect(spent.character.xp).toBe(pcB.xp - setting.ruleset.xp.raiseCost[from]!);
    // A second raise the same day: refused only when the setting's interval is in force.
    const wait = limitsOn ? setting.ruleset.xp.daysBetweenRaises : null;
    if (from + 1 < top) {
      if (wait !== null && wait > 0) expect(raise).toThrow(/next raise is allowed/);
      else expect(raise().entry.delta).toBe(-setting.ruleset.xp.raiseCost[from + 1]!);
    }
  } finally {
    campaign.close();
  }
}

describe('a campaign plays by its own system, never the built-in one', () => {
  it('the built-ins are traps: reading any of them throws, naming it', () => {
    expect(() => FS3_2_RULESET.dice).toThrow(/built-in STANDARD_RULESET was read/);
    expect(() => ({ ...FS3_2_RULESET })).toThrow(/STANDARD_RULESET/);
    expect(() => BSG_SETTING.attributes).toThrow(/built-in BSG_SETTING/);
    expect(() => 'weapons' in BUILTIN_GEAR).toThrow(/built-in BUILTIN_GEAR/);
    expect(() => Object.keys(BUILTIN_SETTING)).toThrow(/built-in BUILTIN_SETTING/);
    expect(() => JSON.stringify(SAMPLE_CAMPAIGN)).toThrow(/built-in SAMPLE_CAMPAIGN/);
    // The edition still holds a reference to FS3.2's ruleset, and looking inside it is caught.
    expect(() => EDITIONS[0]!.defaultRuleset.xp).toThrow(/STANDARD_RULESET/);
    expect(() => EDITIONS[0]!.builtinGear()).toThrow(/BUILTIN_GEAR/);
    expect(() => EDITIONS[0]!.templates.map((t) => t.setting())).toThrow(/built-in/);
  });

  it('for random settings and editions: combat, sheet roll, chargen and XP use that setting', () => {
    fc.assert(fc.property(caseArb, runCase), { seed: 1414, numRuns: 25 });
  }, 60_000);

  it('a running combat keeps the rules it started with until the storyteller adopts the new ones', () => {
    const setting = fc.sample(settingArb, { seed: 14, numRuns: 1 })[0]!;
    const old = SettingSchema.parse({ ...setting, ruleset: { ...setting.ruleset, dice: { ...setting.ruleset.dice, hitThreshold: 7 } } });
    const choice: SystemChoice = { edition: EDITIONS[0]!.id, houseRules: {} };
    const ratings = Array.from({ length: 18 }, (_, i) => i * 7);
    const chars = [characterFor(old, 'pc-a', ratings), characterFor(old, 'pc-b', ratings)] as const;
    const campaign = campaignFor(old, choice, gearFor(old, [0, 1, 2, 3], 2), chars);
    const { repos } = campaign;
    try {
      // Every die shows 6: a hit under threshold 5, a miss under threshold 7.
      const host = hostFor(campaign, { die: (sides) => Math.min(6, sides) });
      const { id, a, b } = startCombat(host, ['pc-a', 'pc-b']);
      const changed = SettingSchema.parse({ ...old, ruleset: { ...old.ruleset, dice: { ...old.ruleset.dice, hitThreshold: 5 } } });
      const revision = repos.campaign.replaceSystem(changed, choice, '2026-05-01T19:00:00.000Z');
      fightOneTurn(host, id, a, b, old);
      const before = abilityRolls(host.logEntries(id));
      expect(before.some((r) => r.dice.length > 0)).toBe(true);
      for (const r of before) expect(r.hits).toBe(0);
      expect((repos.combats.get(id)!.settings['system'] as { setting: Setting }).setting.ruleset.dice.hitThreshold).toBe(7);
      // A host restarted over the same file still plays the recorded rules.
      const restarted = hostFor(campaign, { die: (sides) => Math.min(6, sides) });
      expect(restarted.view(id).system).toMatchObject({ revision: revision - 1, campaignRevision: revision });

      const view = restarted.adoptSystem(id);
      expect(view.system).toMatchObject({ revision, campaignRevision: revision });
      expect((repos.combats.get(id)!.settings['system'] as { setting: Setting }).setting.ruleset.dice.hitThreshold).toBe(5);
      fightOneTurn(restarted, id, a, b, old);
      const replayed = abilityRolls(restarted.logEntries(id));
      // The steps played before the switch keep their results in the log.
      expect(replayed.slice(0, before.length)).toEqual(before);
      const after = replayed.slice(before.length);
      expect(after.some((r) => r.dice.length > 0)).toBe(true);
      for (const r of after) expect(r.hits).toBe(r.dice.length);
    } finally {
      campaign.close();
    }
  });
});
