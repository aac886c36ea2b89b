/**
 * Issue 37 item 12: in a Fading Suns (Etkin) fight the log said "spending luck (bonus) on attack"
 * for a hero-point spend, and the Etkin chargen check said "Every chargen rule is met" with most of
 * the pool unspent. The log uses the edition's words for what the points buy; the check notes the
 * unspent points as FS3.2's does.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';

const app = useBrowserApp();
const rated = (pairs: Record<string, number>) => Object.entries(pairs).map(([name, rating]) => ({ name, rating }));

describe('issue 37 item 12: Fading Suns words in the log and the chargen check', () => {
  it('a hero-pool bonus is logged in the edition’s words; a new character’s unspent points are noted', async () => {
    await rpc(app.host, 'campaign.create', { name: 'Etkin words', edition: 'fading-suns-etkin', template: 'sample' });
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    const dante = await rpc<{ id: string }>(app.host, 'character.create', {
      name: 'Dante',
      kind: 'pc',
      attributes: rated({ Strength: 5, Dexterity: 7, Endurance: 5, Wits: 6, Perception: 5, Tech: 3, Calm: 4, Human: 5 }),
      actionSkills: rated({ Shoot: 7, Dodge: 4, Fight: 3, Vigor: 3, 'Stoic Mind': 5 }),
      luckPoints: 5,
    });
    const kurgan = await rpc<{ id: string }>(app.host, 'character.create', { name: 'Kurgan', kind: 'npc', attributes: rated({ Dexterity: 5 }), actionSkills: rated({ Melee: 6 }) });
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Words' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: dante.id, team: 1, weapon: 'Pistol' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: kurgan.id, team: 2, weapon: 'Knife' });
    await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.start' } });
    await rpc(app.host, 'combat.command', { combatId, command: { type: 'initiative.roll' } });
    const view = await rpc<{ combatants: { id: string; name: string }[] }>(app.host, 'combat.get', { combatId });
    const id = (name: string) => view.combatants.find((c) => c.name === name)!.id;
    await rpc(app.host, 'combat.command', {
      combatId,
      command: {
        type: 'action.declare',
        declarations: [{ combatantId: id('Dante'), action: { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: id('Kurgan') }, luck: { roll: 'attack', effect: 'bonus' } }],
      },
    });
    await page.goto(`${app.host.url.split('#')[0]}#/combat/${encodeURIComponent(combatId)}`);
    const log = page.getByTestId('combat-log');
    await expect.poll(() => log.innerText(), { timeout: 15_000 }).toContain('Dante will');
    const text = await log.innerText();
    expect(text).toContain('spending a hero point (+4 goal on every action this turn) on attack');
    expect(text).not.toContain('(bonus)');

    // A new character: the check notes the points still unspent instead of "Every chargen rule is met".
    const fresh = await rpc<{ id: string }>(app.host, 'character.create', { name: 'Newcomer', kind: 'pc' });
    await page.goto(`${app.host.url.split('#')[0]}#/characters/${encodeURIComponent(fresh.id)}`);
    const verdict = page.getByTestId('chargen-verdict');
    await verdict.waitFor();
    await expect.poll(() => verdict.textContent()).toMatch(/^0 rules broken, [1-9]\d* notes?\./);
    await expect.poll(() => page.locator('.points').innerText()).toMatch(/\d+ of \d+ points are still unspent\./);
    expect(errors).toEqual([]);
    await page.close();
  });
});
