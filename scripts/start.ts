// `npm start`: local-supabase with the seed, the app's production build (so the service worker and
// the offline start work), and a demo order every two minutes or so (turn off with --no-demo-orders)
// so a newcomer sees orders arrive. `npm run dev` (--dev) serves the Vite dev server instead.
import { build, createServer, preview } from 'vite';
import { runStack, stopOnSignals, defaultFlags } from '../local-supabase/cli';
import { parseStartFlags, USAGE } from '../local-supabase/args';
import { placeDemoOrder } from '../local-supabase/demo/order';

async function main() {
  const flags = parseStartFlags(process.argv.slice(2), defaultFlags);
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  const stack = await runStack(flags);
  const define = {
    'import.meta.env.VITE_CENTRAL_SUPABASE_URL': JSON.stringify(stack.url),
    'import.meta.env.VITE_CENTRAL_SUPABASE_ANON_KEY': JSON.stringify(stack.keys.anonKey),
  };
  let server: { close(): Promise<void>; url: string };
  if (flags.dev) {
    const vite = await createServer({ server: { port: 5173, host: '127.0.0.1' }, define });
    await vite.listen();
    server = { close: () => vite.close(), url: vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/' };
  } else {
    console.log('Building the app...');
    await build({ define, logLevel: 'warn' });
    const served = await preview({ preview: { port: 5173, host: '127.0.0.1', strictPort: true } });
    server = { close: () => served.close(), url: served.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/' };
  }
  console.log(`App: ${server.url}`);
  console.log('Demo accounts (password kmfc-demo): eigenaar@kmfc.test, manager@kmfc.test, keuken@kmfc.test');

  let timer: NodeJS.Timeout | undefined;
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
  stopOnSignals(async () => {
    clearTimeout(timer);
    await server.close();
    await stack.stop();
  });
}

main().catch((error: Error) => {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
});
