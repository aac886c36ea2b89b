/**
 * Issue 38: what the page and the PDF worker (pdf-worker.ts) say to each other. Plain data only:
 * a message is copied between the threads, so the system goes as its `system.get` state (a
 * GameSystem holds functions) and the worker resolves it.
 */
import type { CharacterSheet } from '../../shared/ipc/character-contract';
import type { SystemState } from '../../shared/ipc/system-contract';
import type { PaperSize } from './sheet-data';

/** An export as the page asks for it. */
export type SheetsRequest = { sheets: readonly CharacterSheet[]; systemState: SystemState; campaignName: string; paper: PaperSize };

export type PdfAsk =
  | { id: number; kind: 'warm-steps' }
  | { id: number; kind: 'warm'; step: number }
  | { id: number; kind: 'render'; request: SheetsRequest };

export type PdfAnswer = { id: number; ok: true; steps?: number; blob?: Blob } | { id: number; ok: false; message: string };
