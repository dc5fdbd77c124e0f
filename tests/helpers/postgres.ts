// A throwaway PostgreSQL cluster for tests: initdb + pg_ctl in a temporary folder on a free port,
// removed again by stop(). Debian's PostgreSQL 15 binaries are preferred (hosted projects run 15);
// as root, initdb refuses to run, so the cluster belongs to the `postgres` user and the tools run
// through runuser. Written here rather than with a library: the npm wrappers download their own
// PostgreSQL builds, which this machine cannot, and we want the major version hosted projects run.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../local-supabase/ports';
import { isRoot, postgresAvailable } from './postgres-bin';

export { postgresAvailable };

export interface PostgresCluster {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Runs a PostgreSQL tool, as the postgres user when we are root; failures carry the tool's output. */
function run(bindir: string, tool: string, args: string[]): void {
  const file = join(bindir, tool);
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    execFileSync(cmd, argv, { stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || stdout || (error as Error).message}`, { cause: error });
  }
}

/** Creates and starts a cluster with trust authentication on loopback only. */
export async function startPostgres(): Promise<PostgresCluster> {
  const found = postgresAvailable();
  if (!found.ok) throw new Error(found.reason);
  const dir = mkdtempSync(join(tmpdir(), 'kmfc-pg-'));
  const data = join(dir, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  let started = false;
  const stop = async () => {
    if (started) run(found.bindir, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(found.bindir, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
    // Tests create many connections at once (PostgREST's pool per stack, 20+ clients); fsync off
    // because the cluster is thrown away.
    const conf = [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'max_connections = 200',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      "timezone = 'UTC'",
    ].join('\n');
    writeFileSync(join(data, 'postgresql.auto.conf'), `${conf}\n`);
    if (isRoot()) execFileSync('chown', ['postgres', join(data, 'postgresql.auto.conf')]);
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      try {
        run(found.bindir, 'pg_ctl', ['start', '-D', data, '-w', '-t', '30', '-l', join(dir, 'log'), '-o', `-p ${port}`]);
        started = true;
        return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, port, stop };
      } catch (error) {
        if (attempt === 3) throw error; // the port was taken in between
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The URL of a new, empty database in the cluster of serverUrl. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name.replace(/"/g, '""')}" template template0 encoding 'UTF8'`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
