/**
 * Issue 38: the PDF maker's thread. react-pdf, its layout engine and the two parsed fonts (about
 * 12 MB of heap once warm) live here, not on the page: the GM screen's heap holds none of it,
 * and typesetting never holds up a click. The page's side is pdf-maker.ts.
 */
import { systemOfState } from '../api/system-of-state';
import { renderSheetsPdf, warmUpSteps } from './browser-export';
import type { PdfAnswer, PdfAsk } from './pdf-protocol';

/** The parts of a dedicated worker's global scope used here (the renderer's types are the page's). */
type WorkerScope = { onmessage: ((e: MessageEvent<PdfAsk>) => void) | null; postMessage(answer: PdfAnswer): void };
const scope = globalThis as unknown as WorkerScope;

async function answer(ask: PdfAsk): Promise<PdfAnswer> {
  switch (ask.kind) {
    case 'warm-steps':
      return { id: ask.id, ok: true, steps: warmUpSteps.length };
    case 'warm':
      await warmUpSteps[ask.step]?.();
      return { id: ask.id, ok: true };
    case 'render': {
      const { sheets, systemState, campaignName, paper } = ask.request;
      const blob = await renderSheetsPdf(sheets, { system: systemOfState(systemState), campaignName, paper });
      return { id: ask.id, ok: true, blob };
    }
  }
}

scope.onmessage = (e) => {
  const ask = e.data;
  answer(ask).then(
    (a) => scope.postMessage(a),
    (error: unknown) => scope.postMessage({ id: ask.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
