// Board rows are found by combatant id without CSS.escape (jsdom has none): focusRow works here,
// and an id with quotes or backslashes selects exactly its own row.
import { afterEach, describe, expect, it } from 'vitest';
import { rowSelector } from '../../../renderer/features/combat/row-selector';
import { focusRow } from '../../../renderer/features/combat/use-row-window';

afterEach(() => {
  document.body.innerHTML = '';
});

function board(ids: string[]): void {
  const list = document.createElement('ul');
  for (const id of ids) {
    const li = document.createElement('li');
    li.className = 'combatant';
    li.dataset['id'] = id;
    const button = document.createElement('button');
    button.className = 'combatant-name';
    button.textContent = id;
    li.append(button);
    list.append(li);
  }
  document.body.append(list);
}

describe('board row selector', () => {
  it('runs where the DOM has no CSS.escape', () => {
    expect((globalThis as { CSS?: { escape?: unknown } }).CSS?.escape).toBeUndefined();
    board(['a', 'b']);
    focusRow('b');
    expect(document.activeElement?.textContent).toBe('b');
  });

  it('selects exactly the row of an id with quotes, backslashes, brackets or a line break', () => {
    const ids = ['x"] li', 'back\\slash', 'a"b', 'a\nb', "it's", 'plain'];
    board(ids);
    for (const id of ids) {
      const found = document.querySelectorAll<HTMLElement>(rowSelector(id));
      expect(found.length, id).toBe(1);
      expect(found[0]!.dataset['id']).toBe(id);
    }
  });
});
