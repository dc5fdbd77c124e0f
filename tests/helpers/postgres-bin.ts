// Finds the PostgreSQL server binaries for the test cluster (Debian's 15 first, as hosted projects
// run 15; then `pg_config --bindir`), or says why there are none. Node built-ins only: the vitest
// config imports this to decide whether the `postgres` project runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

const DEBIAN_15 = '/usr/lib/postgresql/15/bin';

export type Availability = { ok: true; bindir: string } | { ok: false; reason: string };

/** Where initdb, pg_ctl and postgres are, or why they cannot be used. */
export function postgresAvailable(): Availability {
  const candidates = [DEBIAN_15];
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0 && pgConfig.stdout.trim()) candidates.push(pgConfig.stdout.trim());
  const bindir = candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(dir, b))));
  if (!bindir) {
    return {
      ok: false,
      reason:
        `no PostgreSQL server binaries (initdb, pg_ctl, postgres) in ${candidates.join(' or ')}; ` +
        'install them with `apt-get install postgresql-15`',
    };
  }
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return { ok: false, reason: 'running as root, but there is no `postgres` user to run initdb as' };
  }
  return { ok: true, bindir };
}

export function isRoot(): boolean {
  return userInfo().uid === 0;
}
