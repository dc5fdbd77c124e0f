// Command-line flags of the local-supabase tools, with a clear error for anything unknown. node:util's
// parseArgs splits the arguments (`--port 80`, `--port=80`, `-h`); the checks and messages are ours.
import { parseArgs } from 'node:util';

export interface CliFlags {
  port: number;
  memory: boolean;
  dataDir: string;
  dbPort: number;
  /** An existing PostgreSQL server's database instead of PGlite; null for PGlite. */
  dbUrl: string | null;
  demoOrders: boolean;
  demoInterval: number;
  help: boolean;
}

/** `npm start` also takes --dev (the Vite dev server instead of the production build), the app's port
 * and the build's folder (the process tests run it beside a developer's own `npm start`). */
export interface StartFlags extends CliFlags {
  dev: boolean;
  appPort: number;
  outDir: string;
}

export const DEFAULT_APP_PORT = 5173;

export const USAGE = `Usage: npm run supabase -- [--port 54321] [--memory] [--data-dir .local-supabase/data] [--db-port 54322]
       npm run supabase -- [--port 54321] --db-url postgresql://user@host:5432/db   (a PostgreSQL server instead of PGlite)
       npm start -- [--no-demo-orders] [--demo-interval 120] [--app-port 5173] [--out-dir dist] (plus the flags above)`;

// 'no-demo-orders' is a flag of its own: parseArgs' allowNegative would also accept --no-memory and the like.
const OPTIONS = {
  port: { type: 'string' },
  'db-port': { type: 'string' },
  'db-url': { type: 'string' },
  memory: { type: 'boolean' },
  'data-dir': { type: 'string' },
  'no-demo-orders': { type: 'boolean' },
  'demo-interval': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  dev: { type: 'boolean' },
  'app-port': { type: 'string' },
  'out-dir': { type: 'string' },
} as const;

function number(name: string, value: string | undefined, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} needs a whole number from ${min} to ${max}, got ${value ?? 'nothing'}`);
  }
  return n;
}

function dbUrl(value: string | undefined): string {
  if (!value || !/^postgres(ql)?:\/\/[^/]+/.test(value)) {
    throw new Error(`--db-url needs a PostgreSQL URL such as postgresql://postgres@127.0.0.1:5432/postgres, got ${value ?? 'nothing'}`);
  }
  return value;
}

function parse(argv: string[], defaults: CliFlags, start: boolean): StartFlags {
  const flags: StartFlags = { ...defaults, dev: false, appPort: DEFAULT_APP_PORT, outDir: 'dist' };
  // Not strict: an unknown option, a stray word or a missing value is reported below, in argv's order.
  const { tokens } = parseArgs({ args: argv, options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  const pgliteOnly: string[] = [];
  for (const token of tokens) {
    const unknown = () => new Error(`Unknown option ${argv[token.index]}\n${USAGE}`);
    if (token.kind !== 'option') throw unknown();
    switch (token.name) {
      case 'port': flags.port = number('--port', token.value, 0, 65535); break;
      case 'db-port': flags.dbPort = number('--db-port', token.value, 0, 65535); pgliteOnly.push('--db-port'); break;
      case 'db-url': flags.dbUrl = dbUrl(token.value); break;
      case 'memory': flags.memory = true; pgliteOnly.push('--memory'); break;
      case 'data-dir': {
        pgliteOnly.push('--data-dir');
        if (!token.value) throw new Error('--data-dir needs a folder');
        flags.dataDir = token.value;
        break;
      }
      case 'no-demo-orders': flags.demoOrders = false; break;
      case 'demo-interval': flags.demoInterval = number('--demo-interval', token.value, 5, 86400); break;
      case 'help': flags.help = true; break;
      case 'dev': if (!start) throw unknown(); flags.dev = true; break;
      case 'app-port': if (!start) throw unknown(); flags.appPort = number('--app-port', token.value, 1, 65535); break;
      case 'out-dir': {
        if (!start) throw unknown();
        if (!token.value) throw new Error('--out-dir needs a folder');
        flags.outDir = token.value;
        break;
      }
      default: throw unknown();
    }
  }
  if (flags.dbUrl && pgliteOnly.length) {
    throw new Error(`--db-url cannot be combined with ${pgliteOnly.join(', ')}: those choose PGlite's data, the server keeps its own`);
  }
  return flags;
}

/** The flags of `npm run supabase` and `npm run db:reset`. */
export function parseFlags(argv: string[], defaults: CliFlags): CliFlags {
  const { dev: _dev, appPort: _appPort, outDir: _outDir, ...flags } = parse(argv, defaults, false);
  return flags;
}

/** The flags of `npm start`: those of parseFlags plus --dev, --app-port and --out-dir. */
export function parseStartFlags(argv: string[], defaults: CliFlags): StartFlags {
  return parse(argv, defaults, true);
}
