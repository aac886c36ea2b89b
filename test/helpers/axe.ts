/**
 * axe-core in Chromium (issue 18, accessibility): the library's own bundle injected into the page
 * (no @axe-core/playwright), run on the whole document, its violations reduced to what a failing
 * test should print: rule, impact, each target and axe's summary of what is wrong there.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './host-process';

const AXE_PATH = join(REPO_ROOT, 'node_modules/axe-core/axe.min.js');

export type AxeFinding = { rule: string; impact: string; help: string; targets: { target: string; summary: string }[] };

type AxeResult = {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
};
declare const axe: { run: (context: Document, options: object) => Promise<AxeResult> };

/**
 * The page's violations (every impact). The page must have been opened in a context with
 * `bypassCSP: true`: the app's CSP forbids inline scripts, and the bundle is injected as one.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(async () =>
    // Rules of the WCAG 2.x A/AA levels and axe's best practices, as the scan counted them.
    axe.run(document, { resultTypes: ['violations'] }),
  );
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
  }));
}

/** Serious and critical findings only (the bar). */
export const seriousOrCritical = (findings: readonly AxeFinding[]): AxeFinding[] => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

/** One block per finding: "[screen] rule (impact): help", then each target with axe's summary. */
export function describeFindings(screen: string, findings: readonly AxeFinding[]): string {
  return findings
    .map((f) => [`[${screen}] ${f.rule} (${f.impact}): ${f.help}`, ...f.targets.map((t) => `    ${t.target}: ${t.summary}`)].join('\n'))
    .join('\n');
}
