/**
 * Issue 43 item 4: the log on disk rotates by size, keeps a bounded number of old files, and
 * gives a problem report its last lines without campaign content.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileLog } from '../../../../main/core/logging/file-log';
import { createRecordingLogger } from '../../../../main/core/logger';
import { RENDERER_LOG_BUDGET } from '../../../../main/core/handlers/support';
import { scrubLogLine } from '../../../../shared/app/problem-report';
import { createInProcessTransport } from '../../../helpers/fake-transport';
import { rememberTempDir } from '../../../helpers/temp-registry';

const tempDir = () => rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-log-')));
const clock = () => {
  let t = Date.parse('2026-05-01T10:00:00Z');
  return () => new Date((t += 1000));
};

describe('the rotating log file', () => {
  it('writes stamped lines, rotates at the size limit and never keeps more than `keep` old files', () => {
    const dir = tempDir();
    const log = createFileLog({ dir, maxBytes: 2000, keep: 2, now: clock() });
    for (let i = 0; i < 200; i++) log.warn(`line ${String(i).padStart(3, '0')} ${'x'.repeat(40)}`);
    expect(readdirSync(dir).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    for (const name of readdirSync(dir)) expect(statSync(join(dir, name)).size).toBeLessThanOrEqual(2000);
    const current = readFileSync(join(dir, 'main.log'), 'utf8').trim().split('\n');
    expect(current.at(-1)).toMatch(/^2026-05-01T10:03:20\.000Z warn {2}line 199 x+$/);
    // Lines are whole in every file: rotation happens between lines.
    for (const name of readdirSync(dir)) for (const line of readFileSync(join(dir, name), 'utf8').trim().split('\n')) expect(line).toMatch(/^\S+Z warn {2}line \d{3} x{40}$/);
    // The oldest lines are gone; the newest three files' worth stay, in order.
    const tail = log.tail(1000);
    expect(tail.at(-1)).toContain('line 199');
    const numbers = tail.map((l) => Number(/line (\d+)/.exec(l)![1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers[0]).toBeGreaterThan(0);
    expect(log.tail(5).map((l) => /line (\d+)/.exec(l)![1])).toEqual(['195', '196', '197', '198', '199']);
  });

  it('keeps an error\'s stack on indented lines and cuts a runaway message', () => {
    const dir = tempDir();
    const log = createFileLog({ dir, now: clock() });
    log.error('Could not open', new Error('boom'));
    log.info('y'.repeat(10_000));
    const text = readFileSync(join(dir, 'main.log'), 'utf8');
    expect(text).toMatch(/error Could not open \(Error: boom\n\s+at /);
    expect(text.split('\n').find((l) => l.includes('yyyy'))!.length).toBeLessThan(4100);
  });

  it('never throws when the log cannot be written: says so once on the fallback', () => {
    const fallback = createRecordingLogger();
    // A folder under a regular file can never be made (ENOTDIR).
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, '');
    const log = createFileLog({ dir: join(blocker, 'logs'), fallback });
    log.warn('a');
    log.warn('b');
    expect(fallback.lines).toHaveLength(1);
    expect(fallback.lines[0]).toMatch(/Could not write the log file/);
  });
});

describe('the problem report and the renderer\'s lines (Help ▸ Report a problem)', () => {
  it('takes quoted names and paths out of log lines, keeping the words, codes and extensions', () => {
    expect(scrubLogLine('warn combat "Ambush at Ragnar" (id c-1) in table combats: stored settings is not valid JSON')).toBe('warn combat "…" (id c-1) in table combats: stored settings is not valid JSON');
    expect(scrubLogLine('Campaign: Sample (/home/ana/FS3 Console/campaigns/sample.fs3campaign)')).toBe('Campaign: Sample (<path>.fs3campaign)');
    expect(scrubLogLine('open C:\\Users\\Ana\\Docs\\war.fs3campaign failed')).toBe('open <path>.fs3campaign failed');
    expect(scrubLogLine('hit 1/2 and/or 3')).toBe('hit 1/2 and/or 3');
    // A path with spaces in parentheses goes whole; names main knows go wherever they appear.
    expect(scrubLogLine('Campaign: X (/tmp/d/campaigns/Sample: Ragnar Anchorage.fs3campaign)')).toBe('Campaign: X (<path>.fs3campaign)');
    const known = ['/home/ana/My Games/Ragnar Anchorage.fs3campaign', 'Ragnar Anchorage'];
    expect(scrubLogLine('Recent campaign /home/ana/My Games/Ragnar Anchorage.fs3campaign is missing; Ragnar Anchorage has 2 backups', known)).toBe('Recent campaign <path>.fs3campaign is missing; … has 2 backups');
  });

  it('reports versions, OS and the last log lines, scrubbed; renderer lines land in the log within their budget', async () => {
    const dir = tempDir();
    const fileLog = createFileLog({ dir, now: clock() });
    const transport = createInProcessTransport({ log: fileLog, logFile: fileLog });
    fileLog.info('Campaign: War (/home/ana/war.fs3campaign)');
    for (let i = 0; i < RENDERER_LOG_BUDGET + 5; i++) {
      const r = await transport.call('app.log', { level: 'error', message: `TypeError in "Mara's sheet" #${i}`, where: 'characters' });
      expect(r.ok).toBe(true);
    }
    const r = await transport.call('app.problemReport', {});
    if (!r.ok) throw new Error(r.error.message);
    const { text, logFile } = r.value;
    expect(logFile).toBe(join(dir, 'main.log'));
    expect(text).toMatch(/^FS3 Console 0\.0\.0-test \(browser\)\nRuntime: .+\nOS: \S+ \S+ \S+\n/);
    expect(text).toContain('Campaign: War (<path>.fs3campaign)');
    expect(text).toContain('error [renderer characters] TypeError in "…" #0');
    expect(text).not.toMatch(/war\.fs3campaign|Mara|\/home\/ana/);
    // 30 a minute reach the log; the rest are dropped (the fake clock never moves a minute here).
    expect(readFileSync(join(dir, 'main.log'), 'utf8').match(/\[renderer/g)).toHaveLength(RENDERER_LOG_BUDGET);
  });

  it('refuses an over-long renderer message at the edge', async () => {
    const transport = createInProcessTransport();
    const r = await transport.call('app.log', { level: 'warn', message: 'x'.repeat(4001) });
    expect(r.ok).toBe(false);
  });
});
