// Spawn arguments that make a child process end when ours does, even when ours is killed with SIGKILL
// and no 'exit' handler runs. PostgREST does not watch its parent, and Node cannot set
// prctl(PR_SET_PDEATHSIG) on a child itself, so on Linux the child is started through util-linux's
// `setpriv --pdeathsig TERM`, which sets it and then execs the program (same pid, so signals such as
// PostgREST's SIGUSR1 reload still reach it). Where setpriv is missing (macOS, minimal images) the
// child is started as it is; the 'exit' handlers and the stop still end it in every other case.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

function findSetpriv(): string | undefined {
  if (process.platform !== 'linux') return undefined;
  // Absolute PATH entries only: a relative one would depend on the working folder.
  const dirs = (process.env.PATH ?? '').split(delimiter).concat(['/usr/bin', '/bin']).filter((d) => d.startsWith('/'));
  return dirs.map((d) => join(d, 'setpriv')).find((file) => existsSync(file));
}

const setpriv = findSetpriv();

/** [command, args] for spawn: the program, wrapped so it gets SIGTERM when our process ends. */
export function diesWithUs(command: string, args: string[]): [string, string[]] {
  return setpriv ? [setpriv, ['--pdeathsig', 'TERM', '--', command, ...args]] : [command, args];
}
