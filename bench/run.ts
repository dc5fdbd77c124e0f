// `npm run bench`: runs the benchmarks, writes bench/results/<name>.json and prints a summary.
// Numbers are measurements, never pass/fail assertions (DESIGN section 7).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { benchLocalSupabase } from './local-supabase.bench';

async function main() {
  const machine = { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown' };
  const localSupabase = await benchLocalSupabase();
  mkdirSync('bench/results', { recursive: true });
  const result = { measuredAt: new Date().toISOString(), machine, localSupabase };
  writeFileSync('bench/results/local-supabase.json', JSON.stringify(result, null, 2) + '\n');
  const r = localSupabase;
  console.table({
    'local-supabase start, in memory (ms)': r.startMemoryMs,
    'local-supabase restart, existing data folder, warm process (ms)': r.startExistingFolderMs,
    'REST orders tab query p50 / p95 (ms)': `${r.restTabQuery.p50} / ${r.restTabQuery.p95}`,
    'new order → Realtime callback p50 / p95 (ms)': `${r.realtimeNewOrder.p50} / ${r.realtimeNewOrder.p95} (n=${r.realtimeNewOrder.n})`,
  });
  console.log('Written to bench/results/local-supabase.json');
  process.exit(0);
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});
