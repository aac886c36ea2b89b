// The PDF export's page side (renderer/pdf/pdf-maker.ts): sheets are typeset in a worker, and where
// none can start (no Worker, a constructor that throws, a script that fails to load) or the worker
// dies mid-export, the page typesets them itself. The page's own typesetting and the worker are
// stand-ins here; the real ones run in Chromium (test/e2e/pdf-warm-up.test.ts, storyteller walks).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfAnswer, PdfAsk, SheetsRequest } from '../../../renderer/pdf/pdf-protocol';

const local = vi.hoisted(() => ({ renders: 0, warmUpSteps: [async () => 'local piece'] }));
vi.mock('../../../renderer/pdf/browser-export', () => ({
  renderSheetsPdf: async () => {
    local.renders++;
    return new Blob(['typeset in the page']);
  },
  warmUpSteps: local.warmUpSteps,
}));
vi.mock('../../../renderer/api/system-of-state', () => ({ systemOfState: () => ({}) }));

type Maker = typeof import('../../../renderer/pdf/pdf-maker');
/** A fresh module per test: whether the worker is gone is remembered at module level. */
async function freshMaker(): Promise<Maker> {
  vi.resetModules();
  return import('../../../renderer/pdf/pdf-maker');
}

const REQUEST = { sheets: [], systemState: {}, campaignName: 'Ridge', paper: 'a4' } as unknown as SheetsRequest;
const text = (b: Blob) => b.text();

type Behave = (w: FakeWorker, ask: PdfAsk) => void;

/** A stand-in Worker: `FakeWorker.behave` decides what happens to each message posted to it. */
class FakeWorker {
  static behave: Behave = () => undefined;
  static made: FakeWorker[] = [];
  onmessage: ((e: MessageEvent<PdfAnswer>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(ask: PdfAsk) {
    queueMicrotask(() => FakeWorker.behave(this, ask));
  }
  answer(a: PdfAnswer) {
    this.onmessage?.({ data: a } as MessageEvent<PdfAnswer>);
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
  terminate() {
    this.terminated = true;
  }
}

/** Installs the stand-in as the page's Worker; returns the workers it makes. */
function fakeWorker(behave: Behave): FakeWorker[] {
  FakeWorker.behave = behave;
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  return FakeWorker.made;
}

beforeEach(() => {
  local.renders = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PDF export: worker or page', () => {
  it('typesets in the page where there is no Worker at all', async () => {
    vi.stubGlobal('Worker', undefined);
    const { makeSheetsPdf, loadWarmUpSteps } = await freshMaker();
    expect(await text(await makeSheetsPdf(REQUEST))).toBe('typeset in the page');
    expect(local.renders).toBe(1);
    // The warm-up warms the page's own typesetting then.
    expect((await loadWarmUpSteps()).warmUpSteps).toBe(local.warmUpSteps);
  });

  it('typesets in the page when the Worker constructor throws, and does not try again', async () => {
    let tries = 0;
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          tries++;
          throw new Error('refused by the content security policy');
        }
      },
    );
    const { makeSheetsPdf } = await freshMaker();
    expect(await text(await makeSheetsPdf(REQUEST))).toBe('typeset in the page');
    expect(await text(await makeSheetsPdf(REQUEST))).toBe('typeset in the page');
    expect(tries).toBe(1);
    expect(local.renders).toBe(2);
  });

  it('typesets in the page when the worker’s script fails to load, the export already asked of it included', async () => {
    const made = fakeWorker((w) => w.fail('Failed to load pdf-worker.js'));
    const { makeSheetsPdf } = await freshMaker();
    expect(await text(await makeSheetsPdf(REQUEST))).toBe('typeset in the page');
    expect(made).toHaveLength(1);
    expect(made[0]!.terminated).toBe(true);
    // Gone for good: the next export goes straight to the page, no second worker.
    expect(await text(await makeSheetsPdf(REQUEST))).toBe('typeset in the page');
    expect(made).toHaveLength(1);
    expect(local.renders).toBe(2);
  });

  it('typesets in the page when a message cannot be read', async () => {
    fakeWorker((w) => w.onmessageerror?.());
    const { makeSheetsPdf } = await freshMaker();
    expect(await text(await makeSheetsPdf(REQUEST))).toBe('typeset in the page');
    expect(local.renders).toBe(1);
  });

  it('uses the worker when it answers, and the page never loads the export', async () => {
    const made = fakeWorker((w, ask) => w.answer(ask.kind === 'render' ? { id: ask.id, ok: true, blob: new Blob(['typeset in the worker']) } : { id: ask.id, ok: true, steps: 2 }));
    const { makeSheetsPdf, loadWarmUpSteps } = await freshMaker();
    expect(await text(await makeSheetsPdf(REQUEST))).toBe('typeset in the worker');
    expect((await loadWarmUpSteps()).warmUpSteps).toHaveLength(2);
    expect(made).toHaveLength(1);
    expect(local.renders).toBe(0);
  });

  it('reports a sheet the worker could not typeset, rather than typesetting it again in the page', async () => {
    fakeWorker((w, ask) => w.answer({ id: ask.id, ok: false, message: 'Sheet of Kara: no font for “☃”' }));
    const { makeSheetsPdf } = await freshMaker();
    await expect(makeSheetsPdf(REQUEST)).rejects.toThrow('Sheet of Kara: no font for “☃”');
    expect(local.renders).toBe(0);
  });
});
