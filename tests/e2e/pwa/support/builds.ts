// Production builds of the app for the update journey, made the way the global setup makes its own
// (vite.config.ts through configFile, the run's local-supabase baked in), each with a marker: the
// entry module sets window.__KMFC_E2E_BUILD__, so a page can tell which build it runs and the
// emitted files (entry chunk, index.html, the precache list in sw.js) differ between builds.
import { readFile, rm, rmdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { e2eEnv } from '../../support/env';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

declare global {
  interface Window {
    __KMFC_E2E_BUILD__?: string;
  }
}

function markBuild(id: string): Plugin {
  return {
    name: 'kmfc-e2e-build-marker',
    transform(code, moduleId) {
      if (!moduleId.endsWith('/src/main.tsx')) return null;
      return { code: `${code}\nwindow.__KMFC_E2E_BUILD__ = ${JSON.stringify(id)};\n`, map: null };
    },
  };
}

export interface AppBuild {
  id: string;
  dir: string;
  /** The entry script index.html loads, e.g. /assets/index-abc123.js. */
  entry: string;
}

/** Builds the app into scratch/pwa-e2e/<pid>/<id>/ (scratch/ is ignored by git and ESLint). */
export async function buildApp(id: string): Promise<AppBuild> {
  const dir = `${ROOT}scratch/pwa-e2e/${process.pid}/${id}`;
  await build({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    logLevel: 'error',
    plugins: [markBuild(id)],
    define: {
      'import.meta.env.VITE_CENTRAL_SUPABASE_URL': JSON.stringify(e2eEnv.supabaseUrl),
      'import.meta.env.VITE_CENTRAL_SUPABASE_ANON_KEY': JSON.stringify(e2eEnv.anonKey),
    },
    build: { outDir: dir, emptyOutDir: true, sourcemap: false },
  });
  const html = await readFile(`${dir}/index.html`, 'utf8');
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${dir}/index.html`);
  return { id, dir, entry };
}

export async function removeBuilds(): Promise<void> {
  await rm(`${ROOT}scratch/pwa-e2e/${process.pid}`, { recursive: true, force: true });
  await rmdir(`${ROOT}scratch/pwa-e2e`).catch(() => {}); // only when no other run's builds are left
}
