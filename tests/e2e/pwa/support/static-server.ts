// A tiny static server for the update journey: serves one build folder with the SPA fallback (a path
// without a file extension gets index.html, as vite preview and the hosting do), and can switch to
// another folder on the same origin, which is what deploying a new version looks like to the tablet.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { freePort } from '../../../../local-supabase/ports';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  readonly url: string;
  /** The folder served from now on. */
  root: string;
  /** Requests answered so far, as 'METHOD /path status'. */
  readonly log: string[];
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function startStaticServer(root: string): Promise<StaticServer> {
  const log: string[] = [];
  const state = { root: resolve(root) };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      const base = state.root;
      let file = normalize(join(base, pathname));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end();
        return;
      }
      if (!(await isFile(file))) {
        if (extname(pathname) !== '') {
          log.push(`${req.method} ${pathname} 404`);
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        file = join(base, 'index.html');
      }
      log.push(`${req.method} ${pathname} 200`);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        // Always ask again, so the switch of folders is seen at once (as with a fresh deploy).
        'cache-control': 'no-cache',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    })().catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error.message);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    get root() {
      return state.root;
    },
    set root(folder: string) {
      state.root = resolve(folder);
    },
    log,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
