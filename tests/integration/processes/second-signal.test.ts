// A second signal while stopping ends a tool at once, and its 'exit' handlers still end its children
// (local-supabase/shutdown.ts). That npm's copy of a terminal's Ctrl+C is not taken for a second one is
// shown in signals.test.ts, with the real npm.
import { afterEach, describe, expect, it } from 'vitest';
import { runTool, isAlive, type Running } from '../../helpers/process';

const running: Running[] = [];
afterEach(() => {
  for (const r of running.splice(0)) if (r.child.exitCode === null) r.child.kill('SIGKILL');
});

function hangingTool(repeatMs: number): Running {
  const r = runTool('tests/fixtures/hanging-stop.ts', [String(repeatMs)]);
  running.push(r);
  return r;
}

describe('a second signal', () => {
  it('exits at once with 128 + its number, and the exit handlers kill the children', async () => {
    const r = hangingTool(0);
    const [, helper] = await r.waitFor(/ready; helper (\d+)/);
    r.child.kill('SIGINT');
    await r.waitFor(/SIGINT: stopping the hanging tool\.\.\./);
    r.child.kill('SIGTERM');
    expect(await r.exited).toBe(143);
    expect(r.output()).toContain('SIGTERM again: exiting at once.');
    await expect.poll(() => isAlive(Number(helper)), { timeout: 5000 }).toBe(false);
  });
});
