// The one public port of the project, as the hosted API gateway: CORS, the apikey check, and
// routing of /rest/v1 (PostgREST), /auth/v1 (Auth), /storage/v1 (Storage), /functions/v1 (edge functions)
// and /realtime/v1 (Realtime websocket). A public bucket's object URL needs no key, as hosted (an <img> sends none).
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AuthServer, FunctionsServer, RealtimeServer, ApiRole } from './contracts';
import type { StorageServer } from './storage/index';
import type { ProjectKeys } from './jwt';

const EXPOSED = [
  'Content-Range', 'Content-Location', 'Content-Type', 'Content-Encoding', 'Date', 'Location', 'Range-Unit',
  'Preference-Applied', 'X-Total-Count', 'Link', 'X-Supabase-Api-Version', 'x-sb-error-code', 'Retry-After',
].join(', ');

export interface GatewayOptions {
  port: number;
  keys: ProjectKeys;
  postgrestPort: () => number;
  auth: AuthServer;
  realtime: RealtimeServer;
  functions: FunctionsServer;
  storage: StorageServer;
  /** Extra routes under /local/v1 (service role only), e.g. reset. */
  admin: (path: string, req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

export interface Gateway {
  server: Server;
  port: number;
  close(): Promise<void>;
}

function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

function apiKeyOf(req: IncomingMessage, url: URL): string | null {
  const header = req.headers.apikey;
  if (typeof header === 'string' && header) return header;
  return url.searchParams.get('apikey') || null;
}

export function roleOfKey(keys: ProjectKeys, key: string | null): ApiRole | null | 'missing' {
  if (!key) return 'missing';
  if (key === keys.anonKey) return 'anon';
  if (key === keys.serviceRoleKey) return 'service_role';
  return null;
}

function rejectKey(res: ServerResponse, role: ApiRole | null | 'missing'): boolean {
  if (role === 'missing') {
    sendJson(res, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    return true;
  }
  if (role === null) {
    sendJson(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    return true;
  }
  return false;
}

function proxyRest(req: IncomingMessage, res: ServerResponse, path: string, port: number, onDone: () => void) {
  const headers = { ...req.headers, host: `127.0.0.1:${port}` };
  const upstream = request(
    { host: '127.0.0.1', port, method: req.method, path, headers },
    (up) => {
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(up.headers)) if (v !== undefined) out[k] = v;
      res.writeHead(up.statusCode ?? 502, out);
      up.pipe(res);
      up.on('end', onDone);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) sendJson(res, 503, { code: 'PGRST000', details: error.message, hint: null, message: 'Could not connect to the database' });
    else res.destroy();
  });
  req.pipe(upstream);
}

export function startGateway(options: GatewayOptions): Promise<Gateway> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    setCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(200, {
        'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (url.pathname === '/' || url.pathname === '/health') {
      sendJson(res, 200, { status: 'ok', service: 'local-supabase' });
      return;
    }
    const role = roleOfKey(options.keys, apiKeyOf(req, url));
    if (url.pathname.startsWith('/storage/v1/object/public/') && (req.method === 'GET' || req.method === 'HEAD')) {
      const known = role === 'anon' || role === 'service_role' ? role : null;
      options.storage.handle(req, res, url.pathname.slice('/storage/v1'.length), known).catch(() => res.destroy());
      return;
    }
    if (rejectKey(res, role)) return;
    const apiRole = role as ApiRole;
    const fail = (error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { code: 'unexpected_failure', message: String((error as Error)?.message ?? error) });
      else res.destroy();
    };
    if (url.pathname.startsWith('/rest/v1')) {
      const rest = req.url!.slice(req.url!.indexOf('/rest/v1') + '/rest/v1'.length) || '/';
      const isWrite = req.method !== 'GET' && req.method !== 'HEAD';
      proxyRest(req, res, rest, options.postgrestPort(), () => {
        if (isWrite) options.realtime.drain().catch(() => {});
      });
    } else if (url.pathname.startsWith('/auth/v1')) {
      options.auth.handle(req, res, url.pathname.slice('/auth/v1'.length) || '/', apiRole).catch(fail);
    } else if (url.pathname.startsWith('/storage/v1/')) {
      options.storage.handle(req, res, url.pathname.slice('/storage/v1'.length), apiRole).catch(fail);
    } else if (url.pathname.startsWith('/functions/v1/')) {
      options.functions.handle(req, res, url.pathname.slice('/functions/v1'.length)).catch(fail);
    } else if (url.pathname.startsWith('/local/v1/') && apiRole === 'service_role') {
      options.admin(url.pathname.slice('/local/v1'.length), req, res).catch(fail);
    } else {
      sendJson(res, 404, { message: 'no Route matched with those values' });
    }
  });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/realtime/v1/websocket')) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    const role = roleOfKey(options.keys, apiKeyOf(req, url));
    if (role === 'missing' || role === null) {
      const body = JSON.stringify({ message: role === 'missing' ? 'No API key found in request' : 'Invalid API key' });
      socket.end(`HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      return;
    }
    options.realtime.handleUpgrade(req, socket, head);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        server,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
