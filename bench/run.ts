// `npm run bench`: runs the benchmarks, writes bench/results/<name>.json, then bench/results/latest.json and
// latest.md (every figure, from each bench's newest result) and the README's table; prints the table.
// `npm run bench -- ui` (or `-- sync`, `-- local-supabase`, `-- push`, `-- alarm`, `-- catchup`, `-- server`, `-- menu`, `-- figures`, `-- stats`) runs only the named ones.
// Numbers are measurements, never pass/fail assertions (DESIGN section 7).
import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform, release, totalmem, type } from 'node:os';
import { benchLocalSupabase } from './local-supabase.bench';
import { benchPush } from './push.bench';
import { benchAlarm } from './alarm.bench';
import { benchSync, syncTable } from './sync';
import { benchUi } from './ui';
import { benchServer } from './server';
import { benchMenu } from './menu';
import { benchFigures } from './figures';
import { benchStats } from './cijfers';
import { benchCatchUp } from './ui/catch-up';
import { startUiEnv } from './ui/setup';
import { writeLatest } from './report/write';
import { round } from './stats';

function machine() {
  return {
    os: `${type()} ${release()} (${platform()} ${arch()})`,
    node: process.version,
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    /** 1, 5 and 15 minute load averages when the bench started (other work on the machine skews times). */
    loadAverage: loadavg().map((n) => Math.round(n * 10) / 10),
  };
}

function write(name: string, result: object, atStart: ReturnType<typeof machine>) {
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${name}.json`;
  writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), machine: atStart, ...result }, null, 2) + '\n');
  console.log(`Written to ${file}`);
}

const BENCHES: Record<string, () => Promise<void>> = {
  'local-supabase': async () => {
    const atStart = machine();
    const localSupabase = await benchLocalSupabase();
    write('local-supabase', { localSupabase }, atStart);
    const r = localSupabase;
    console.table({
      'local-supabase start, in memory (ms)': r.startMemoryMs,
      'local-supabase restart, existing data folder, warm process (ms)': r.startExistingFolderMs,
      'REST orders tab query p50 / p95 (ms)': `${r.restTabQuery.p50} / ${r.restTabQuery.p95}`,
      'new order → Realtime callback p50 / p95 (ms)': `${r.realtimeNewOrder.p50} / ${r.realtimeNewOrder.p95} (n=${r.realtimeNewOrder.n})`,
    });
  },
  push: async () => {
    const atStart = machine();
    const push = await benchPush();
    write('push', { push }, atStart);
    const o = push.orderToPush;
    console.table({ 'new order → Web Push delivered p50 / p95 / max (ms)': `${o.p50} / ${o.p95} / ${o.max} (n=${o.n}, missing ${o.missing})` });
  },
  alarm: async () => {
    const atStart = machine();
    const alarm = await benchAlarm();
    write('alarm', { alarm }, atStart);
    const m = alarm.medians;
    console.table({ 'silent link → banner / siren, return → cleared, medians (ms)': `${m.toBanner} / ${m.toSiren} / ${m.backToClear} (n=${alarm.runs})` });
  },
  sync: async () => {
    const atStart = machine();
    const sync = await benchSync();
    write('sync', sync, atStart);
    console.log(`\n${syncTable(sync)}\n`);
  },
  catchup: async () => {
    const atStart = machine();
    const log = (line: string) => console.log(line);
    const env = await startUiEnv(log);
    try {
      const catchUp = await benchCatchUp(env.stack, env.baseUrl, [1_000, 5_000], 3, log);
      write('catchup', { catchUp }, atStart);
    } finally {
      await env.stop();
    }
  },
  ui: async () => {
    const atStart = machine();
    const ui = await benchUi();
    write('ui', ui, atStart);
    for (const problem of ui.problems) console.log(`ui problem: ${problem}`);
  },
  menu: async () => {
    const atStart = machine();
    const menu = await benchMenu();
    write('menu', { menu }, atStart);
  },
  figures: async () => {
    const atStart = machine();
    const figures = await benchFigures();
    write('figures', { figures }, atStart);
    const t = (run: typeof figures.postgres) => `revenue ${run.ms.revenue.p50} / ${run.ms.revenue.p95}, products ${run.ms.products.p50} / ${run.ms.products.p95}`;
    console.table({ 'PostgreSQL p50 / p95 (ms)': t(figures.postgres), 'PGlite p50 / p95 (ms)': t(figures.pglite) });
  },
  stats: async () => {
    const atStart = machine();
    const stats = await benchStats();
    write('stats', { stats }, atStart);
    console.table({ 'Cijfers open p95 (ms)': stats.firstShow.p95, 'new order → figures p95 (ms)': stats.update.p95 });
  },
  server: async () => {
    const atStart = machine();
    const server = await benchServer();
    write('server', { server }, atStart);
    const a = server.auditStep;
    console.table({
      ...Object.fromEntries(server.search.map((s) => [
        `search_orders, ${s.kind}: p50 / p95 / max (ms)`,
        `${s.queryMs.p50} / ${s.queryMs.p95} / ${s.queryMs.max} (n=${s.queryMs.n}; index ${s.plans.every((p) => p.ownerUsesExpected) ? 'used' : 'NOT used'})`,
      ])),
      'status step with / without audit trigger, medians (ms)': `${a.withTrigger.p50} / ${a.withoutTrigger.p50} (×${a.ratio}, n=${a.withTrigger.n} each)`,
    });
  },
};

async function main() {
  const asked = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = asked.filter((name) => !(name in BENCHES));
  if (unknown.length) throw new Error(`unknown bench ${unknown.join(', ')}; there are: ${Object.keys(BENCHES).join(', ')}`);
  for (const name of asked.length ? asked : Object.keys(BENCHES)) {
    const t0 = performance.now();
    console.log(`== ${name}`);
    await BENCHES[name]();
    console.log(`${name} took ${round((performance.now() - t0) / 1000)} s`);
  }
  const { markdown } = writeLatest();
  console.log(`\n${markdown}\n`);
  process.exit(0);
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});
