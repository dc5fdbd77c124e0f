// local-supabase/shutdown.ts and parent-watch.ts with a stand-in tool (tests/fixtures/stop-tool.ts):
// a second signal while stopping ends it at once, its 'exit' handlers still ending its children; and a
// launcher two levels up (npm above a shell that does not exec) that is killed is noticed. That npm's
// copy of a terminal's Ctrl+C is not taken for a second one is shown in signals.test.ts, with npm.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { runTool, groupMembers, groupLeftAfter, isAlive, type Running } from '../../helpers/process';

const TOOL = 'tests/fixtures/stop-tool.ts';
const running: Running[] = [];
const groups: number[] = [];
afterEach(() => {
  for (const r of running.splice(0)) if (r.child.exitCode === null) r.child.kill('SIGKILL');
  for (const pgid of groups.splice(0)) if (groupMembers(pgid).length) process.kill(-pgid, 'SIGKILL');
});

describe('a second signal', () => {
  it('exits at once with 128 + its number, and the exit handlers kill the children', async () => {
    const r = runTool(TOOL, ['hang', '0']);
    running.push(r);
    const [, helper] = await r.waitFor(/ready; helper (\d+)/);
    r.child.kill('SIGINT');
    await r.waitFor(/SIGINT: stopping the stand-in\.\.\./);
    r.child.kill('SIGTERM');
    expect(await r.exited).toBe(143);
    expect(r.output()).toContain('SIGTERM again: exiting at once.');
    await expect.poll(() => isAlive(Number(helper)), { timeout: 5000 }).toBe(false);
  });
});

describe('the launcher watch', () => {
  it('notices a killed npm above a shell that waits, and stops', async () => {
    // npm's layout without exec: a launcher (here node, as npm is) runs `sh -c '<tool>; true'` (the
    // `; true` keeps even a shell that execs a lone command waiting), and the script's processes
    // carry npm_lifecycle_event, which the launcher's own environment does not.
    const script = `${process.execPath} --import tsx ${TOOL} quick; true`;
    const launcher = spawn(
      process.execPath,
      ['-e', `require('node:child_process').spawn('sh', ['-c', process.argv[1]], { stdio: 'inherit', env: { ...process.env, npm_lifecycle_event: 'watch-test' } }); setInterval(() => {}, 60000);`, script],
      { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_lifecycle_event: '' } },
    );
    groups.push(launcher.pid!);
    let output = '';
    launcher.stdout.on('data', (d: Buffer) => (output += d.toString()));
    await expect.poll(() => output, { timeout: 30_000 }).toMatch(/ready; helper \d+/);
    const shell = groupMembers(launcher.pid!).find((line) => / sh -c /.test(line));
    expect(shell).toBeDefined();
    process.kill(launcher.pid!, 'SIGKILL');
    expect(await groupLeftAfter(launcher.pid!, 5000)).toEqual([]);
    // The group can be gone before the pipe's last data reached this process.
    await expect.poll(() => output, { timeout: 5000 }).toContain(`Process ${launcher.pid}, which started this one, has ended: stopping the stand-in...`);
  });
});
