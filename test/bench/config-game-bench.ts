// Import and export of a large generated AresMUSH game (issue 15: 40 files, 300 weapons, 50 hit
// charts; import (plan) < 300 ms, export < 200 ms). The files carry comments and CRLF line endings,
// as hand-kept game files do, so export takes the lossless path: byte for byte, or patched.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { clearExportCaches, exportGameConfig } from '../../shared/config/export';
import { cloneJson, type GameConfig } from '../../shared/config/model';
import { planImport, type ConfigFileInput } from '../../shared/config/plan';
import type { Bench } from './types';

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const FILES = 40;

function defaults(): GameConfig {
  const files = readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.yml'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(FIXTURES, name), 'utf8') }));
  const plan = planImport(null, files);
  if (!plan.next) throw new Error('the default config did not import');
  return plan.next;
}

/** The default game grown to 300 weapons and 50 hit charts, its keys spread over 40 commented CRLF files. */
export function generatedGame(): ConfigFileInput[] {
  const config = defaults();
  const c = config.fs3combat as Record<string, Record<string, unknown>>;
  const weapons = { ...c.weapons! };
  const base = Object.entries(c.weapons!);
  for (let i = 0; weapons && Object.keys(weapons).length < 300; i++) {
    const [name, weapon] = base[i % base.length]!;
    weapons[`${name} Mk ${Math.floor(i / base.length) + 2}`] = { ...(weapon as object), description: `Variant ${i} of the ${name}` };
  }
  c.weapons = weapons;
  const charts = { ...c.hitloc! };
  const baseCharts = Object.entries(c.hitloc!);
  for (let i = 0; Object.keys(charts).length < 50; i++) {
    const [name, chart] = baseCharts[i % baseCharts.length]!;
    charts[`${name} ${Math.floor(i / baseCharts.length) + 2}`] = chart;
  }
  c.hitloc = charts;
  const keys = config.layout.files.flatMap((f) => f.sections.flatMap((s) => s.keys.map((key) => ({ section: s.section, key }))));
  const files: ConfigFileInput[] = [];
  for (let n = 0; n < FILES; n++) {
    const mine = keys.filter((_, i) => Math.floor((i * FILES) / keys.length) === n);
    const root: Record<string, Record<string, unknown>> = {};
    for (const { section, key } of mine) (root[section] ??= {})[key] = (section === 'fs3combat' ? config.fs3combat : config.fs3skills)[key];
    const body = stringify(root, { indentSeq: false, lineWidth: 80, version: '1.1', aliasDuplicateObjects: false })
      .split('\n')
      // A comment above every entry of a collection, as game files are annotated.
      .flatMap((line) => (/^ {4}\S.*:$/.test(line) ? [`    # ${line.trim()}`, line] : [line]));
    const text = [`# Part ${n + 1} of the game's FS3 configuration`, '---', ...body].join('\r\n');
    files.push({ name: `fs3_part${String(n + 1).padStart(2, '0')}.yml`, text });
  }
  return files;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Runs `fn` `runs` times after a warm-up (`before` runs untimed before each run, e.g. to empty the
 * export caches). Reports wall-clock median and worst, and the median CPU time of this process: on a
 * machine shared with other jobs the wall clock includes waiting for a core, the CPU time does not.
 */
function timeRuns(runs: number, fn: () => void, before: () => void = () => undefined): string {
  before();
  const first = performance.now();
  fn();
  const cold = performance.now() - first;
  for (let i = 0; i < 3; i++) {
    before();
    fn();
  }
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    before();
    const t = performance.now();
    const c = cpuMs();
    fn();
    cpu.push(cpuMs() - c);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const median = (list: number[]) => list[Math.floor(list.length / 2)]!.toFixed(1);
  return `median ${median(times)} ms (cpu ${median(cpu)} ms), worst ${times.at(-1)!.toFixed(1)} ms (first ${cold.toFixed(0)} ms)`;
}

function imported(files: ConfigFileInput[]): GameConfig {
  const plan = planImport(null, files);
  if (!plan.next) throw new Error(`refused: ${plan.problems.filter((p) => p.severity === 'error').map((p) => p.message).slice(0, 3).join('; ')}`);
  return plan.next;
}

export const benches: Bench[] = [
  {
    name: 'config: import (plan) 40 files, 300 weapons, 50 charts',
    target: '< 300 ms',
    run: () => {
      const files = generatedGame();
      const counts = planImport(null, files).counts;
      if (counts.weapons !== 300 || counts.hitCharts !== 50) throw new Error(`generated ${counts.weapons} weapons, ${counts.hitCharts} charts`);
      return timeRuns(20, () => void imported(files));
    },
  },
  {
    name: 'config: export that game unchanged, first time',
    target: '< 200 ms',
    run: () => {
      const files = generatedGame();
      const config = imported(files);
      const out = exportGameConfig(config);
      if (out.length !== FILES || out.some((f, i) => f.text !== files[i]!.text)) throw new Error('not byte for byte');
      return timeRuns(20, () => void exportGameConfig(config), clearExportCaches);
    },
  },
  {
    name: 'config: export that game unchanged, again',
    target: '< 200 ms',
    run: () => {
      const config = imported(generatedGame());
      return timeRuns(30, () => void exportGameConfig(config));
    },
  },
  {
    name: 'config: export after edits (3 files patched), first time',
    target: '< 200 ms',
    run: () => {
      const config = editedGame();
      return timeRuns(20, () => void exportGameConfig(config), clearExportCaches);
    },
  },
  {
    name: 'config: export after edits (3 files patched), again',
    target: '< 200 ms',
    run: () => {
      const config = editedGame();
      return timeRuns(30, () => void exportGameConfig(config));
    },
  },
];

/** The generated game with a changed, a removed and an added weapon, a new hit chart and a new budget. */
function editedGame(): GameConfig {
  const config = cloneJson(imported(generatedGame()) as never) as GameConfig;
  const weapons = config.fs3combat.weapons as Record<string, Record<string, unknown>>;
  weapons.Pistol!.penetration = 9;
  delete weapons['Rifle Mk 3'];
  weapons.Laser = { ...weapons.Pistol!, description: 'Laser' };
  const charts = config.fs3combat.hitloc as Record<string, object>;
  charts['Humanoid 51'] = { ...charts.Humanoid };
  config.fs3skills.max_ap = 25;
  const out = exportGameConfig(config);
  if (planImport(null, out).next === null) throw new Error('the edited export does not import');
  return config;
}
