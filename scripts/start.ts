// `npm start`: local-supabase with the seed, the app's production build (so the service worker and
// the offline start work), and a demo order every two minutes or so (turn off with --no-demo-orders)
// so a newcomer sees orders arrive. `npm run dev` (--dev) serves the Vite dev server instead.
// Signals and the end of npm stop it all (local-supabase/shutdown.ts).
import { build, createServer, preview } from 'vite';
import { runStack, defaultFlags } from '../local-supabase/cli';
import { parseStartFlags, USAGE, type StartFlags } from '../local-supabase/args';
import { placeDemoOrder } from '../local-supabase/demo/order';
import { stopOnSignals, removeOtherSignalListeners } from '../local-supabase/shutdown';
import type { Stack } from '../local-supabase/stack';

interface AppServer {
  url: string;
  close(): Promise<void>;
}

async function serveApp(flags: StartFlags, stack: Stack): Promise<AppServer> {
  const define = {
    'import.meta.env.VITE_CENTRAL_SUPABASE_URL': JSON.stringify(stack.url),
    'import.meta.env.VITE_CENTRAL_SUPABASE_ANON_KEY': JSON.stringify(stack.keys.anonKey),
  };
  const fallback = `http://127.0.0.1:${flags.appPort}/`;
  if (flags.dev) {
    const vite = await createServer({ server: { port: flags.appPort, host: '127.0.0.1' }, define });
    await vite.listen();
    return { close: () => vite.close(), url: vite.resolvedUrls?.local[0] ?? fallback };
  }
  console.log('Building the app...');
  await build({ define, logLevel: 'warn', build: { outDir: flags.outDir } });
  const served = await preview({
    build: { outDir: flags.outDir },
    preview: { port: flags.appPort, host: '127.0.0.1', strictPort: true },
  });
  return { close: () => served.close(), url: served.resolvedUrls?.local[0] ?? fallback };
}

async function main() {
  const flags = parseStartFlags(process.argv.slice(2), defaultFlags);
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  // Listening before anything starts: a signal during the start stops the stack once it is up, and
  // drops an app still building (the exit ends it).
  let server: AppServer | undefined = undefined; // set once it serves
  let timer: NodeJS.Timeout | undefined;
  const starting = runStack(flags);
  stopOnSignals(async () => {
    clearTimeout(timer);
    await server?.close();
    await (await starting.catch(() => undefined))?.stop();
  }, { name: 'the app and local-supabase' });
  const stack = await starting;
  server = await serveApp(flags, stack);
  removeOtherSignalListeners();
  console.log(`App: ${server.url}`);
  console.log('Demo accounts (password kmfc-demo): eigenaar@kmfc.test, manager@kmfc.test, keuken@kmfc.test');

  if (flags.demoOrders) {
    const next = () => {
      // Around the interval, never exactly on it, like real customers.
      const delay = flags.demoInterval * 1000 * (0.75 + Math.random() * 0.5);
      timer = setTimeout(async () => {
        try {
          const order = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
          console.log(`Demo order #${order.id.slice(-8).toUpperCase()} placed for ${order.customer_name}`);
        } catch (error) {
          console.error(`Demo order failed: ${(error as Error).message}`);
        }
        next();
      }, delay);
    };
    next();
    console.log(`A demo order arrives about every ${flags.demoInterval} s (--no-demo-orders turns this off).`);
  }
}

main().catch((error: Error) => {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
});
