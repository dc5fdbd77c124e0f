import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool, descendants, survivors, type Running } from '../../helpers/process';
import { makeClient } from '../../helpers/stack';

const CLI = 'local-supabase/cli.ts';
const dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-'));
const running: Running[] = [];

function start(args: string[]): Running {
  const r = runTool(CLI, [...args, '--port', '0', '--db-port', '0']);
  running.push(r);
  return r;
}

async function startedUrl(r: Running): Promise<{ url: string; anonKey: string; readyMs: number }> {
  const [, url] = await r.waitFor(/API URL: (http:\/\/127\.0\.0\.1:\d+)/, 60_000);
  const [, anonKey] = await r.waitFor(/anon key: (\S+)/);
  const [, readyMs] = await r.waitFor(/ready in (\d+) ms/);
  return { url, anonKey, readyMs: Number(readyMs) };
}

afterAll(async () => {
  for (const r of running) if (r.child.exitCode === null) r.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run supabase', () => {
  it('prints the API URL and the fixed anon key, and SIGTERM stops it leaving no child process', async () => {
    const r = start(['--memory']);
    const { url, anonKey } = await startedUrl(r);
    expect(anonKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    const children = descendants(r.child.pid!);
    expect(children.length).toBeGreaterThan(0); // PostgREST
    r.child.kill('SIGTERM');
    expect(await r.exited).toBe(0);
    expect(await survivors(children)).toEqual([]);
  });

  it('keeps data in its folder across restarts, refuses a second process on that folder, and stops on SIGINT', async () => {
    const first = start(['--data-dir', dataDir]);
    const { url, anonKey } = await startedUrl(first);
    const second = start(['--data-dir', dataDir]);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process \d+/);

    const client = makeClient(url, anonKey);
    const before = await client.from('companies').select('slug').eq('slug', 'kmfc-shop');
    expect(before.data).toEqual([{ slug: 'kmfc-shop' }]);
    const children = descendants(first.child.pid!);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(await survivors(children)).toEqual([]);

    const again = start(['--data-dir', dataDir]);
    const restarted = await startedUrl(again);
    console.log(`restart with an existing data folder: ready in ${restarted.readyMs} ms`);
    const after = await makeClient(restarted.url, restarted.anonKey).from('companies').select('slug').eq('slug', 'kmfc-shop');
    expect(after.data).toEqual([{ slug: 'kmfc-shop' }]);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000); // three cold starts of the whole stack, one with a data folder on disk

  it('rejects an unknown option with a clear message', async () => {
    const r = start(['--memory', '--bogus']);
    expect(await r.exited).toBe(2);
    expect(r.output()).toContain('Unknown option --bogus');
  });
});
