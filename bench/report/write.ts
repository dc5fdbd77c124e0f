// bench/results/latest.json and latest.md from the newest result of every bench (bench/results/<name>.json),
// and the same table in README.md's Measurements section (between the bench-table markers).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { LocalSupabaseResult } from '../local-supabase.bench';
import type { PushBenchResult } from '../push.bench';
import type { AlarmBenchResult } from '../alarm.bench';
import type { SyncBenchResult } from '../sync/types';
import type { UiBenchResult } from '../ui/types';
import { markdownTable, type Row } from './format';
import { alarmRows, localSupabaseRows, pushRows, syncRows } from './rows-other';
import { uiRows } from './rows-ui';
import { catchUpRows } from './rows-catch-up';
import type { CatchUpBenchResult } from '../ui/catch-up';
import type { ServerBenchResult } from '../server';
import { serverRows } from './rows-server';
import { menuRows } from './rows-menu';
import type { MenuBenchResult } from '../menu';
import type { FiguresBenchResult } from '../figures';
import { figuresRows } from './rows-figures';
import type { StatsBenchResult } from '../cijfers';
import { statsRows } from './rows-stats';

const DIR = 'bench/results';
const README = 'README.md';
const START = '<!-- bench-table:start (npm run bench writes this table) -->';
const END = '<!-- bench-table:end -->';

interface Stored {
  measuredAt: string;
  machine: Record<string, unknown>;
}

function read<T>(name: string): (Stored & T) | null {
  const file = `${DIR}/${name}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Stored & T) : null;
}

function machineLine(m: Record<string, unknown>): string {
  const load = Array.isArray(m.loadAverage) ? `, load average ${(m.loadAverage as number[]).join(' / ')} at the start` : '';
  const parts = [`${m.cpus} × ${m.cpu}`, m.memoryGb && `${m.memoryGb} GB`, m.os, `Node ${m.node}`].filter(Boolean);
  return parts.join(', ') + load;
}

export function writeLatest(log: (line: string) => void = console.log): { rows: Row[]; markdown: string } {
  const parts = {
    ui: read<UiBenchResult>('ui'),
    catchup: read<{ catchUp: CatchUpBenchResult }>('catchup'),
    sync: read<SyncBenchResult>('sync'),
    'local-supabase': read<{ localSupabase: LocalSupabaseResult }>('local-supabase'),
    push: read<{ push: PushBenchResult }>('push'),
    alarm: read<{ alarm: AlarmBenchResult }>('alarm'),
    server: read<{ server: ServerBenchResult }>('server'),
    menu: read<{ menu: MenuBenchResult }>('menu'),
    figures: read<{ figures: FiguresBenchResult }>('figures'),
    stats: read<{ stats: StatsBenchResult }>('stats'),
  };
  const rows: Row[] = [
    ...(parts.ui ? uiRows(parts.ui) : []),
    ...(parts.catchup ? catchUpRows(parts.catchup.catchUp) : []),
    ...(parts.sync ? syncRows(parts.sync) : []),
    ...(parts['local-supabase'] ? localSupabaseRows(parts['local-supabase'].localSupabase) : []),
    ...(parts.push ? pushRows(parts.push.push) : []),
    ...(parts.alarm ? alarmRows(parts.alarm.alarm) : []),
    ...(parts.server ? serverRows(parts.server.server) : []),
    ...(parts.menu ? menuRows(parts.menu.menu) : []),
    ...(parts.figures ? figuresRows(parts.figures.figures) : []),
    ...(parts.stats ? statsRows(parts.stats.stats) : []),
  ];
  const measured = Object.entries(parts)
    .filter(([, p]) => p)
    .map(([name, p]) => `${name} ${p!.measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${machineLine(p!.machine)}`);
  const missed = rows.filter((r) => r.withinBudget === false).map((r) => r.what);
  const markdown = [
    markdownTable(rows),
    '',
    `Medians of the runs (n in the note) with their min and max. Measured: ${measured.join('; ')}.`,
    missed.length ? `Budgets missed: ${missed.length} (marked ✗).` : 'Every figure with a budget is within it.',
    ...(parts.ui?.problems.length ? ['', `Problems in the UI run: ${parts.ui.problems.join('; ')}.`] : []),
  ].join('\n');
  writeFileSync(`${DIR}/latest.json`, JSON.stringify({
    writtenAt: new Date().toISOString(),
    rows,
    parts: Object.fromEntries(Object.entries(parts).filter(([, p]) => p)),
  }, null, 2) + '\n');
  writeFileSync(`${DIR}/latest.md`, `# Latest benchmark results\n\n${markdown}\n`);
  log(`Written to ${DIR}/latest.json and ${DIR}/latest.md`);
  updateReadme(markdown, log);
  return { rows, markdown };
}

/** Replaces the table between the markers; the first time, the first table of the Measurements section. */
function updateReadme(markdown: string, log: (line: string) => void): void {
  if (!existsSync(README)) return;
  const text = readFileSync(README, 'utf8');
  const block = `${START}\n${markdown}\n${END}`;
  let next: string | null = null;
  if (text.includes(START) && text.includes(END)) {
    next = text.slice(0, text.indexOf(START)) + block + text.slice(text.indexOf(END) + END.length);
  } else {
    const section = text.indexOf('## Measurements');
    const tableStart = section < 0 ? -1 : text.indexOf('\n|', section);
    if (tableStart >= 0) {
      let tableEnd = tableStart + 1;
      while (text.startsWith('|', tableEnd)) tableEnd = text.indexOf('\n', tableEnd) + 1 || text.length;
      next = text.slice(0, tableStart + 1) + block + '\n' + text.slice(tableEnd);
    }
  }
  if (next === null) {
    log(`${README}: no Measurements table found; not updated`);
    return;
  }
  if (next !== text) writeFileSync(README, next);
  log(`${README}: Measurements table updated`);
}
