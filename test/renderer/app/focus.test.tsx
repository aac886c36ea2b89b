// @vitest-environment jsdom
/**
 * Issue 18: focus after navigating goes to the new screen's h1, waiting for a screen that is still
 * loading, never to the old screen's heading, and never away from where the user moved it meanwhile.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { focusMainHeading } from '../../../renderer/app/focus';
import { screenKey } from '../../../renderer/app/routes';

afterEach(() => {
  document.body.innerHTML = '';
});

const page = (html: string) => {
  document.body.innerHTML = `<nav><a href="#/home" id="nav-home">Home</a></nav><main>${html}</main>`;
  return document.querySelector('main')!;
};
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('focus after navigating', () => {
  it('focuses the h1 at once when it is there, focusable by script only', () => {
    page('<h1>Characters</h1><button>New</button>');
    focusMainHeading();
    const h1 = document.querySelector('h1')!;
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a loading screen\'s heading and skips the old screen\'s', async () => {
    const main = page('<h1 id="old">Characters</h1>');
    const old = document.getElementById('old');
    focusMainHeading(old);
    expect(document.activeElement).not.toBe(old);
    old!.remove();
    await settle();
    main.insertAdjacentHTML('beforeend', '<h1 id="new">Cpl. Dane Ruiz</h1>');
    await settle();
    expect(document.activeElement?.id).toBe('new');
  });

  it('leaves focus where the user moved it while the screen loaded', async () => {
    const main = page('<p>Loading…</p>');
    focusMainHeading();
    document.getElementById('nav-home')!.focus();
    main.insertAdjacentHTML('beforeend', '<h1>Game config</h1>');
    await settle();
    expect(document.activeElement?.id).toBe('nav-home');
  });

  it('stops waiting when cancelled', async () => {
    const main = page('');
    const stop = focusMainHeading();
    stop();
    main.insertAdjacentHTML('beforeend', '<h1>About</h1>');
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('treats a sheet and a fight as screens of their own, the gear editor tabs as one screen', () => {
    expect(screenKey('characters', ['abc'])).not.toBe(screenKey('characters', []));
    expect(screenKey('combat', ['c1'])).not.toBe(screenKey('combat', []));
    expect(screenKey('editors', ['weapons'])).toBe(screenKey('editors', ['armor', 'Vest']));
  });
});
