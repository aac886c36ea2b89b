// Issue 38: how many React components render per step, counted in the page through the hook
// React DevTools use (React calls `onCommitFiberRoot` after every commit, production builds too).
// Not a bench itself (run.mts loads only `*-bench.ts`). The shipped build is minified, so the
// names are short; each also carries the class or test id of the first element it renders.

/** Installed with page.addInitScript before the app loads. */
export const RENDER_COUNTER = `(() => {
  const counts = new Map();
  let total = 0;
  let commits = [];
  let current = null;
  const FN = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const label = (f) => {
    const t = f.type && (f.type.type || f.type.render || f.type);
    let name = (t && (t.displayName || t.name)) || '?';
    for (let c = f.child; c; c = c.child) if (typeof c.type === 'string') {
      const el = c.stateNode;
      const id = el && el.getAttribute && (el.getAttribute('data-testid') || el.getAttribute('class') || el.getAttribute('aria-label'));
      name += '<' + c.type + (id ? ' ' + String(id).slice(0, 30) : '') + '>';
      break;
    }
    return name;
  };
  // A subtree React did not touch keeps the same child fiber as before: skipped whole.
  const walk = (fiber) => {
    if (fiber.alternate !== null && fiber.child === fiber.alternate.child) return;
    for (let c = fiber.child; c; c = c.sibling) {
      const rendered = c.alternate === null || (c.flags & 1) === 1;
      if (FN.has(c.tag) && rendered) {
        total++;
        const l = label(c);
        counts.set(l, (counts.get(l) || 0) + 1);
        current.push(l);
      }
      walk(c);
    }
  };
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onCommitFiberRoot(_id, root) {
      current = [];
      walk(root.current);
      commits.push({ at: performance.now(), rendered: current });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  globalThis.__renders = {
    reset() { counts.clear(); total = 0; commits = []; },
    read() { return { total, commits: commits.length, top: [...counts].sort((a, b) => b[1] - a[1]).slice(0, 40) }; },
    commits() { return commits; },
  };
})();`;

export type Renders = { total: number; commits: number; top: [string, number][] };
