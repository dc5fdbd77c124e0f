// `npm run supabase`: starts one local Supabase project on loopback until SIGINT, SIGTERM or SIGHUP, or
// until the npm that started it is gone (shutdown.ts).
import { startStack, DEFAULT_PORT, DEFAULT_DATA_DIR, type Stack } from './stack';
import { parseFlags, USAGE, type CliFlags } from './args';
import { redact } from './db/server-database';
import { stopOnSignals } from './shutdown';

export const defaultFlags: CliFlags = {
  port: DEFAULT_PORT, memory: false, dataDir: DEFAULT_DATA_DIR, dbPort: -1, dbUrl: null,
  demoOrders: true, demoInterval: 120, help: false,
};

export async function runStack(flags: CliFlags): Promise<Stack> {
  const started = Date.now();
  const stack = await startStack({
    port: flags.port,
    memory: flags.memory,
    dataDir: flags.dataDir,
    dbUrl: flags.dbUrl ?? undefined,
    // Like the Supabase CLI: the database beside the API port (54322), unless another port was chosen.
    dbPort: flags.dbPort >= 0 ? flags.dbPort : flags.port === DEFAULT_PORT ? DEFAULT_PORT + 1 : 0,
    log: (line) => { if (process.env.LOCAL_SUPABASE_DEBUG) console.log(line); },
    functions: { log: (line) => console.log(`push-orders: ${line}`) },
  });
  const where = flags.dbUrl ? redact(flags.dbUrl) : flags.memory ? 'in memory' : flags.dataDir;
  console.log(`local-supabase ready in ${Date.now() - started} ms (${where})`);
  console.log(`API URL: ${stack.url}`);
  console.log(`anon key: ${stack.keys.anonKey}`);
  console.log(`service_role key: ${stack.keys.serviceRoleKey}`);
  console.log(`VAPID public key: ${stack.vapidPublicKey} (also GET ${stack.url}/functions/v1/push-orders)`);
  console.log(`DB URL: ${redact(stack.dbUrl)}`);
  return stack;
}

async function main() {
  let flags: CliFlags;
  try {
    flags = parseFlags(process.argv.slice(2), defaultFlags);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  // Listening before the start: a signal during it stops the stack once it is up.
  const starting = runStack(flags);
  stopOnSignals(async () => (await starting.catch(() => undefined))?.stop());
  try {
    await starting;
  } catch (error) {
    console.error(`local-supabase could not start: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
