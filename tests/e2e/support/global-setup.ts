// Before the journeys: an in-memory local-supabase on a free port, the app built by Vite against it
// (into scratch/dist-e2e/run-<pid>/), served by `vite preview` with the SPA fallback, and a small
// control server the test workers call to reset the database or add orders (control.ts). The
// returned function stops all three.
import { readdir, rm, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import { startStack } from '../../../local-supabase/stack';
import { freePort } from '../../../local-supabase/ports';
import { keptPort } from '../../helpers/ports';
import { projectKeys } from '../../../local-supabase/jwt';
import { startControl } from './control';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// Inside scratch/, which git and ESLint already ignore; one folder per run, so two runs at once (two
// people, or two helpers) never empty each other's build from under the preview server.
const E2E_OUT_DIR = `scratch/dist-e2e/run-${process.pid}`;

/** Output folders of earlier runs (see playwright.config.ts) go after an hour. */
async function removeOldRuns(): Promise<void> {
  const dir = `${root}/test-results/e2e`;
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith('run-') && name !== process.env.E2E_RUN_ID).map(async (name) => {
    const info = await stat(`${dir}/${name}`).catch(() => null);
    if (info && Date.now() - info.mtimeMs > 3_600_000) await rm(`${dir}/${name}`, { recursive: true, force: true });
  }));
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  await removeOldRuns();
  const timings: string[] = [];
  const timed = <T>(name: string, work: Promise<T>) => work.then((value) => {
    timings.push(`${name} ${Date.now() - started} ms`);
    return value;
  });
  // The app is built while the stack starts: the stack's port is chosen first, so the build knows it
  // (below the ephemeral range: the stack's own services take ephemeral ports while it starts).
  const supabasePort = await keptPort();
  const supabaseUrl = `http://127.0.0.1:${supabasePort}`;
  const built = timed('vite build', build({
    root,
    configFile: `${root}/vite.config.ts`,
    logLevel: 'warn',
    define: {
      'import.meta.env.VITE_CENTRAL_SUPABASE_URL': JSON.stringify(supabaseUrl),
      'import.meta.env.VITE_CENTRAL_SUPABASE_ANON_KEY': JSON.stringify(projectKeys().anonKey),
    },
    build: { outDir: E2E_OUT_DIR, emptyOutDir: true, sourcemap: false },
  }));
  // Every journey signs in, the same few accounts from one address, often more than GoTrue's 30 password
  // sign-ins per 5 minutes allow (the limit is tested in tests/integration/auth, not here).
  const starting = timed('local-supabase', startStack({ memory: true, port: supabasePort, signInRateLimit: 10_000 }));
  const [buildResult, stackResult] = await Promise.allSettled([built, starting]);
  if (stackResult.status === 'rejected') throw stackResult.reason;
  const stack = stackResult.value;
  let server: PreviewServer | undefined;
  let control: Server | undefined;
  try {
    if (buildResult.status === 'rejected') throw buildResult.reason;
    const appPort = await freePort();
    server = await preview({
      root,
      configFile: `${root}/vite.config.ts`,
      logLevel: 'warn',
      build: { outDir: E2E_OUT_DIR },
      preview: { host: '127.0.0.1', port: appPort, strictPort: true, open: false },
    });
    const controlPort = await freePort();
    control = await startControl(stack, controlPort);
    Object.assign(process.env, {
      E2E_BASE_URL: `http://127.0.0.1:${appPort}`,
      E2E_SUPABASE_URL: stack.url,
      E2E_ANON_KEY: stack.keys.anonKey,
      E2E_SERVICE_KEY: stack.keys.serviceRoleKey,
      E2E_CONTROL_URL: `http://127.0.0.1:${controlPort}`,
    });
    console.log(`[e2e] ready in ${Date.now() - started} ms (${timings.join(', ')}): app ${process.env.E2E_BASE_URL}, supabase ${stack.url}`);
  } catch (error) {
    await server?.close().catch(() => {});
    await stack.stop().catch(() => {});
    await rm(`${root}/${E2E_OUT_DIR}`, { recursive: true, force: true });
    throw error;
  }
  const running = { server, control };
  return async () => {
    running.control.closeAllConnections();
    await new Promise<void>((resolve) => running.control.close(() => resolve()));
    await running.server.close();
    await stack.stop();
    await rm(`${root}/${E2E_OUT_DIR}`, { recursive: true, force: true });
  };
}
