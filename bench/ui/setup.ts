// The UI bench's world: an in-memory local-supabase on a free port, the app built once by Vite against it
// (scratch/dist-bench, like tests/e2e/support/global-setup.ts) and served by `vite preview`.
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import { startStack, type Stack } from '../../local-supabase/stack';
import { freePort } from '../../local-supabase/ports';
import { projectKeys } from '../../local-supabase/jwt';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Inside scratch/, which git and ESLint ignore. */
export const OUT_DIR = 'scratch/dist-bench';

export interface UiEnv {
  stack: Stack;
  /** The preview server's origin, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Absolute path of the built app. */
  outDir: string;
  buildMs: number;
  stop(): Promise<void>;
}

/** `minify: false` keeps names readable in CPU profiles (dashboard-only.ts --profile). */
export async function startUiEnv(log: (line: string) => void, options: { minify?: boolean } = {}): Promise<UiEnv> {
  const supabasePort = await freePort();
  const supabaseUrl = `http://127.0.0.1:${supabasePort}`;
  const t0 = performance.now();
  let buildMs = 0;
  // Built while the stack starts; the stack's port is chosen first so the build knows it.
  const built = build({
    root: ROOT,
    configFile: `${ROOT}/vite.config.ts`,
    logLevel: 'error',
    define: {
      'import.meta.env.VITE_CENTRAL_SUPABASE_URL': JSON.stringify(supabaseUrl),
      'import.meta.env.VITE_CENTRAL_SUPABASE_ANON_KEY': JSON.stringify(projectKeys().anonKey),
    },
    build: { outDir: OUT_DIR, emptyOutDir: true, sourcemap: false, minify: options.minify ?? true },
  }).then(() => { buildMs = performance.now() - t0; });
  const starting = startStack({ memory: true, port: supabasePort });
  const [buildResult, stackResult] = await Promise.allSettled([built, starting]);
  if (stackResult.status === 'rejected') throw stackResult.reason;
  const stack = stackResult.value;
  let server: PreviewServer | undefined;
  try {
    if (buildResult.status === 'rejected') throw buildResult.reason;
    const appPort = await freePort();
    server = await preview({
      root: ROOT,
      configFile: `${ROOT}/vite.config.ts`,
      logLevel: 'warn',
      build: { outDir: OUT_DIR },
      preview: { host: '127.0.0.1', port: appPort, strictPort: true, open: false },
    });
  } catch (error) {
    await stack.stop().catch(() => {});
    throw error;
  }
  const running = server;
  log(`ui: built in ${Math.round(buildMs)} ms; app http://127.0.0.1:${running.config.preview.port}, supabase ${stack.url}`);
  return {
    stack,
    baseUrl: `http://127.0.0.1:${running.config.preview.port}`,
    outDir: `${ROOT}/${OUT_DIR}`,
    buildMs: Math.round(buildMs),
    async stop() {
      await running.close().catch(() => {});
      await stack.stop().catch(() => {});
    },
  };
}
