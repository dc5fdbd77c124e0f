// Only the sign-in figures of the UI bench, for working on them without the whole run:
// `npx tsx bench/ui/sign-in-only.ts [runs] [window sizes...] [--during]`, e.g. `3 300 5000 --during`
// (defaults: 5 runs, 300 5000 20000). --during also places new orders while the largest history downloads.
import { growWindow, mirroredOrderCount } from './data';
import { startUiEnv } from './setup';
import { benchNewOrderDuringHistory, benchSignIn } from './sign-in';

async function main() {
  const args = process.argv.slice(2);
  const numbers = args.filter((a) => /^\d+$/.test(a)).map(Number);
  const runs = numbers[0] ?? 5;
  const sizes = numbers.length > 1 ? numbers.slice(1) : [300, 5_000, 20_000];
  const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
  const env = await startUiEnv(log);
  try {
    for (const size of sizes) {
      const orders = await growWindow(env.stack, size, log);
      const { size: result } = await benchSignIn(env.baseUrl, orders, runs, false, log);
      log(`${orders} orders: dashboard ${result.dashboard.median} ms, mirrored ${result.mirrored.median} ms, `
        + `${Math.round(result.rowsPerSecond.median)} rows/s, longest task ${result.longestTask.max} ms`);
    }
    if (args.includes('--during')) {
      const orders = await mirroredOrderCount(env.stack);
      const during = await benchNewOrderDuringHistory(env.stack, env.baseUrl, orders, log);
      log(`new order during history: p50 ${during.p50} ms, p95 ${during.p95} ms, n=${during.n}, placed during ${during.placedDuringDownload}`);
    }
  } finally {
    await env.stop();
  }
}

main().then(() => process.exit(0), (error: Error) => {
  console.error(error);
  process.exit(1);
});
