// Setting editor (issue 14): the live lint after a keystroke on a setting of 40 attributes and
// 200 action skills with 5,000 characters (target < 16 ms, one frame), and the editor's first
// paint in Chromium on the same campaign.
import type { Character } from '../../shared/domain/character';
import type { Setting } from '../../shared/domain/setting';
import { createSeededRng, type Rng } from '../../shared/core/dice/rng';
import { cloneJson } from '../../shared/systems/clone';
import { findEdition, lintSetting, type CharacterAbilities } from '../../shared/systems';
import { FS32_TEMPLATES } from '../../shared/systems/fs3.2/templates';
import { rpc } from '../helpers/host-process';
import { withHostAndBrowser } from './setup';
import { medianP95 } from './measure';
import type { Bench } from './types';

const ATTRIBUTES = 40;
const SKILLS = 200;
const CHARACTERS = 5000;

/** The guide's sample setting grown to 40 attributes and 200 action skills (its own names kept, so gear still fits). */
export function bigSetting(): Setting {
  const s = cloneJson(FS32_TEMPLATES.find((t) => t.id === 'storytellers-guide-sample')!.setting());
  const rng = createSeededRng('system-bench-setting');
  for (let i = s.attributes.length; i < ATTRIBUTES; i++) s.attributes.push({ name: `Attribute ${i + 1}`, description: `Bench attribute ${i + 1}.` });
  for (let i = s.actionSkills.length; i < SKILLS; i++) {
    s.actionSkills.push({ name: `Skill ${i + 1}`, rulingAttribute: s.attributes[rng.die(ATTRIBUTES) - 1]!.name, description: `Bench skill ${i + 1}.` });
  }
  // Room for 40 attributes at up to 4 (the bench's characters are not all legal, as a real campaign's are not).
  s.ruleset.chargen = { ...s.ruleset.chargen, abilityPoints: 240, maxAttributePoints: 120, maxActionSkillPoints: 100 };
  return s;
}

/** 5,000 sheets: every attribute, 20 action skills each, three in four PCs. */
export function benchCharacters(setting: Setting, rng: Rng = createSeededRng('system-bench-chars')): Character[] {
  return Array.from({ length: CHARACTERS }, (_, i) => ({
    id: `bench-${i}`, kind: rng.die(4) === 1 ? 'npc' : 'pc', name: `Crew ${i + 1}`, concept: '',
    attributes: setting.attributes.map((a) => ({ name: a.name, rating: rng.die(4) })),
    actionSkills: [...new Set(Array.from({ length: 20 }, () => setting.actionSkills[rng.die(SKILLS) - 1]!.name))].map((name) => ({ name, rating: rng.die(8) - 1 })),
    backgroundSkills: [], languages: [], quirks: [], luckPoints: 1, xp: 0, lastSkillRaiseDate: null, notes: '', npc: null,
  }));
}

const compact = (cs: readonly Character[]): CharacterAbilities[] =>
  cs.map((c) => ({ id: c.id, name: c.name, kind: c.kind, attributes: c.attributes, actionSkills: c.actionSkills }));

export const benches: Bench[] = [
  {
    name: 'system: lintSetting after a keystroke (40/200/5,000)',
    target: '< 16 ms',
    run: () => {
      const edition = findEdition('fs3.2')!;
      let setting = bigSetting();
      const chars = compact(benchCharacters(setting));
      const t0 = performance.now();
      lintSetting(edition, setting, chars);
      const cold = performance.now() - t0;
      const times: number[] = [];
      for (let i = 0; i < 400; i++) {
        // A keystroke in a skill's name: a new setting value, the same character list (as in the editor).
        const at = 50 + (i % 100);
        setting = { ...setting, actionSkills: setting.actionSkills.map((k, j) => (j === at ? { ...k, name: `${k.name}${i % 2 === 0 ? 'x' : ''}` } : k)) };
        const t = performance.now();
        lintSetting(edition, setting, chars);
        times.push(performance.now() - t);
      }
      return `${medianP95(times.slice(20))} (first run ${cold.toFixed(1)} ms)`;
    },
  },
  {
    name: 'system: editor first paint in Chromium (40/200/5,000)',
    target: '< 200 ms',
    async run() {
      return withHostAndBrowser(async (host, browser) => {
        const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
        await page.goto(host.url);
        await page.getByText('Sample: Ragnar Anchorage').first().waitFor();
        // The sample, exported, grown and imported back: one campaign of the bench's size.
        const exported = JSON.parse((await rpc<{ json: string }>(host, 'campaign.exportJson', {})).json) as Record<string, unknown>;
        const setting = bigSetting();
        const big = {
          ...exported, setting, characters: benchCharacters(setting),
          wounds: [], xpLedger: [], luckLedger: [], combats: [], combatants: [], combatEvents: [], combatSnapshots: [],
        };
        await rpc(host, 'campaign.importJson', { json: JSON.stringify(big) });
        // Measured in the page (click → the last skill row and the problem list in the DOM, at the
        // next animation frame): the time the storyteller waits, without the test driver's polling.
        const paint = async (from: string): Promise<number> => {
          await page.goto(`${host.origin}/#/${from}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          // The screen we leave finishes loading first (Home reads its 5,000-character roster).
          await page.waitForLoadState('networkidle');
          const ms = await page.evaluate(`new Promise((done) => {
            const t = performance.now();
            document.querySelector('a[href="#/system"]').click();
            const tick = () => {
              if (document.querySelector('[aria-label="Action skill ${SKILLS} name"]') && document.querySelector('[data-testid="system-problem-count"]')) {
                requestAnimationFrame(() => done(performance.now() - t));
                return;
              }
              requestAnimationFrame(tick);
            };
            tick();
          })`);
          await page.getByLabel(`Action skill ${SKILLS} name`).waitFor();
          return ms as number;
        };
        // From a light screen (the editor's own paint), and from Home, whose 5,000-card roster must be torn down first.
        const fromAbout: number[] = [];
        const fromHome: number[] = [];
        for (let i = 0; i < 7; i++) {
          fromAbout.push(await paint('about'));
          fromHome.push(await paint('home'));
        }
        // A keystroke in the page: input to the next frame, with the lint over 5,000 characters.
        await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]')?.textContent === 'All changes saved');
        const typing = await page.evaluate(async () => {
          const input = document.querySelector<HTMLInputElement>('[aria-label="Action skill 120 name"]')!;
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          const out: number[] = [];
          for (let i = 0; i < 30; i++) {
            const t = performance.now();
            setValue.call(input, `Skill 120${'x'.repeat(i % 3)}`);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            await new Promise((r) => requestAnimationFrame(() => r(null)));
            out.push(performance.now() - t);
            await new Promise((r) => setTimeout(r, 20));
          }
          return out;
        });
        return `${medianP95(fromAbout.slice(1), 'ms', 0)} (from Home ${medianP95(fromHome.slice(1), 'ms', 0)}); keystroke to frame ${medianP95(typing.slice(3), 'ms', 1)}`;
      });
    },
  },
];
