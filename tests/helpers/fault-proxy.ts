// A fault-injecting HTTP + WebSocket reverse proxy for tests: sits between a supabase-js client and
// the stack's gateway and simulates bad shop Wi-Fi (dropped requests, lost responses, error
// statuses, slow links, cut websockets, going offline). HTTP is forwarded per request; websocket
// upgrades are forwarded and then piped as raw TCP in both directions. Silent mode is a dead link
// that looks alive: every socket stays open, and nothing gets through in either direction.
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export type FaultRule = {
  /** Which requests: method and a substring or RegExp of the path+query (e.g. '/rest/v1/orders'); omitted = all HTTP requests. */
  method?: string;
  path?: string | RegExp;
  /** How many matching requests it applies to (default 1); Infinity for all until cleared. */
  times?: number;
  fault:
    | { kind: 'drop' } // destroy the client socket without forwarding (request never reaches the server)
    | { kind: 'lose-response' } // forward, wait for the full upstream response (server committed), then destroy the client socket without answering
    | { kind: 'status'; status: number; headers?: Record<string, string>; body?: unknown } // answer directly without forwarding; JSON body default {message:'injected fault'}
    | { kind: 'delay'; ms: number }; // forward after a delay (slow network)
};

export type FaultOutcome = number | 'dropped' | 'lost' | 'refused';

export interface FaultLogEntry {
  method: string;
  /** Path and query as the client sent it. */
  path: string;
  /** The status answered (upstream's or injected; 101 for a proxied websocket upgrade) or what happened instead. */
  outcome: FaultOutcome;
  /** Date.now() when the request arrived at the proxy. */
  at: number;
}

export interface FaultProxy {
  url: string; // http://127.0.0.1:<port>
  port: number;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  /** Offline: every new HTTP request and websocket upgrade is refused (socket destroyed immediately), and all open websockets and keep-alive sockets are destroyed without a close frame. */
  setOffline(offline: boolean): void;
  /** Silent: sockets stay open but every websocket frame is dropped both ways, and requests and
   * upgrades are held unanswered (their sockets closed when silence ends, as a timed-out link would). */
  setSilent(silent: boolean): void;
  /** Destroy all open websocket connections at TCP level without a close frame (the client sees an abnormal close). */
  cutWebSockets(): void;
  /** Requests seen, in the order their outcome became known (see FaultLogEntry). */
  log: FaultLogEntry[];
  /** Count of requests matching method and path substring (or RegExp) that were forwarded to the server. */
  forwarded(method: string, path: string | RegExp): number;
  close(): Promise<void>;
}

/** Hop-by-hop headers that belong to one connection and are not forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'upgrade']);

const EXPOSED = [
  'Content-Range', 'Content-Location', 'Content-Type', 'Date', 'Location', 'Range-Unit', 'Preference-Applied',
  'X-Total-Count', 'Link', 'X-Supabase-Api-Version', 'x-sb-error-code', 'Retry-After',
].join(', ');

function matches(pattern: string | RegExp, path: string): boolean {
  if (typeof pattern === 'string') return path.includes(pattern);
  pattern.lastIndex = 0; // a /g or /y RegExp keeps state between test() calls
  return pattern.test(path);
}

/** Copies end-to-end headers (also those named in the Connection header are left out). */
function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: OutgoingHttpHeaders = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(key) || named.has(key)) continue;
    out[key] = value;
  }
  return out;
}

/** The raw head of an HTTP response (for answering on a socket that has no ServerResponse). */
function responseHead(status: number, message: string, rawHeaders: string[]): string {
  let head = `HTTP/1.1 ${status} ${message}\r\n`;
  for (let i = 0; i < rawHeaders.length; i += 2) head += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`;
  return `${head}\r\n`;
}

export function startFaultProxy(target: string, options: { port?: number } = {}): Promise<FaultProxy> {
  const upstreamUrl = new URL(target);
  const upstreamHost = upstreamUrl.hostname;
  const upstreamPort = Number(upstreamUrl.port || 80);
  const agent = new Agent({ keepAlive: true });

  const rules: { rule: FaultRule; left: number }[] = [];
  const log: FaultLogEntry[] = [];
  const forwardedList: { method: string; path: string }[] = [];
  /** Every client TCP connection (HTTP keep-alive and upgraded). */
  const clientSockets = new Set<Duplex>();
  /** Open websocket tunnels: client socket and upstream socket. */
  const tunnels = new Set<{ client: Duplex; upstream: Duplex }>();
  const timers = new Set<NodeJS.Timeout>();
  let offline = false;
  let silent = false;
  /** Sockets of requests and upgrades held while silent. */
  const held = new Set<Duplex>();
  const hold = (socket: Duplex) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  };
  let closed = false;

  const record = (method: string, path: string, outcome: FaultOutcome, at: number) => log.push({ method, path, outcome, at });

  const takeFault = (method: string, path: string): FaultRule['fault'] | undefined => {
    for (let i = 0; i < rules.length; i++) {
      const entry = rules[i];
      if (entry.rule.method && entry.rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (entry.rule.path !== undefined && !matches(entry.rule.path, path)) continue;
      entry.left -= 1;
      if (entry.left <= 0) rules.splice(i, 1);
      return entry.rule.fault;
    }
    return undefined;
  };

  const cutTunnels = () => {
    for (const t of tunnels) {
      t.client.destroy();
      t.upstream.destroy();
    }
    tunnels.clear();
  };

  const upstreamHeaders = (req: IncomingMessage): OutgoingHttpHeaders => ({ ...endToEnd(req.headers), host: upstreamUrl.host });

  /** Forwards one request; with loseResponse the answer is read fully and then the client socket destroyed. */
  const forward = (req: IncomingMessage, res: ServerResponse, method: string, path: string, at: number, loseResponse: boolean) => {
    forwardedList.push({ method, path });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      record(method, path, 'lost', at);
      req.socket.destroy();
    };
    const upstream = httpRequest(
      { host: upstreamHost, port: upstreamPort, method, path, headers: upstreamHeaders(req), agent },
      (up) => {
        if (loseResponse) {
          up.resume();
          up.on('end', lose);
          up.on('error', lose);
          return;
        }
        const status = up.statusCode ?? 502;
        const raw: string[] = [];
        const named = new Set(String(up.headers.connection ?? '').split(',').map((h) => h.trim().toLowerCase()));
        for (let i = 0; i < up.rawHeaders.length; i += 2) {
          const key = up.rawHeaders[i].toLowerCase();
          if (HOP_BY_HOP.has(key) || named.has(key)) continue;
          raw.push(up.rawHeaders[i], up.rawHeaders[i + 1]);
        }
        record(method, path, status, at);
        res.writeHead(status, up.statusMessage, raw);
        up.pipe(res);
        up.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (loseResponse) return lose();
      if (res.headersSent || res.destroyed) return void req.socket.destroy(); // mid-answer, or the client left
      record(method, path, 502, at);
      res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: `fault proxy: upstream failed: ${error.message}` }));
    });
    // The client went away before the answer was complete: stop the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished && !loseResponse) upstream.destroy();
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const at = Date.now();
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    if (offline) {
      record(method, path, 'refused', at);
      req.socket.destroy();
      return;
    }
    if (silent) return hold(req.socket);
    const fault = takeFault(method, path);
    if (!fault) return forward(req, res, method, path, at, false);
    switch (fault.kind) {
      case 'drop':
        record(method, path, 'dropped', at);
        req.socket.destroy();
        return;
      case 'lose-response':
        return forward(req, res, method, path, at, true);
      case 'status': {
        req.resume();
        record(method, path, fault.status, at);
        res.writeHead(fault.status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Access-Control-Allow-Origin': req.headers.origin ?? '*',
          'Access-Control-Expose-Headers': EXPOSED,
          Vary: 'Origin',
          ...fault.headers,
        });
        res.end(JSON.stringify(fault.body ?? { message: 'injected fault' }));
        return;
      }
      case 'delay': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (req.socket.destroyed) return;
          if (offline) {
            record(method, path, 'refused', at);
            req.socket.destroy();
            return;
          }
          forward(req, res, method, path, at, false);
        }, fault.ms);
        timers.add(timer);
        return;
      }
    }
  });

  server.on('connection', (socket: Socket) => {
    if (closed) {
      socket.destroy();
      return;
    }
    clientSockets.add(socket);
    socket.on('close', () => clientSockets.delete(socket));
  });

  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    const at = Date.now();
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    client.on('error', () => {});
    if (offline || closed) {
      record(method, path, 'refused', at);
      client.destroy();
      return;
    }
    if (silent) return hold(client);
    forwardedList.push({ method, path });
    const headers: OutgoingHttpHeaders = { ...req.headers, host: upstreamUrl.host };
    const upstreamReq = httpRequest({ host: upstreamHost, port: upstreamPort, method, path, headers, agent: false });
    upstreamReq.on('upgrade', (up: IncomingMessage, upstream: Duplex, upHead: Buffer) => {
      record(method, path, up.statusCode ?? 101, at);
      upstream.on('error', () => {});
      if (client.destroyed || offline) {
        upstream.destroy();
        client.destroy();
        return;
      }
      const tunnel = { client, upstream };
      tunnels.add(tunnel);
      const end = () => {
        tunnels.delete(tunnel);
        client.destroy();
        upstream.destroy();
      };
      client.on('close', end);
      upstream.on('close', end);
      client.write(responseHead(up.statusCode ?? 101, up.statusMessage ?? 'Switching Protocols', up.rawHeaders));
      if (upHead.length) client.write(upHead);
      if (head.length) upstream.write(head);
      // Frame by frame, so that silence can drop them (the sockets stay open meanwhile).
      upstream.on('data', (chunk: Buffer) => silent || client.write(chunk));
      client.on('data', (chunk: Buffer) => silent || upstream.write(chunk));
    });
    upstreamReq.on('response', (up: IncomingMessage) => {
      // The server refused the upgrade (401, 404 ...): pass its answer on and close.
      record(method, path, up.statusCode ?? 502, at);
      const chunks: Buffer[] = [];
      up.on('data', (chunk: Buffer) => chunks.push(chunk));
      up.on('end', () => {
        const body = Buffer.concat(chunks);
        const raw: string[] = [];
        for (let i = 0; i < up.rawHeaders.length; i += 2) {
          const key = up.rawHeaders[i].toLowerCase();
          if (key === 'transfer-encoding' || key === 'content-length' || key === 'connection') continue;
          raw.push(up.rawHeaders[i], up.rawHeaders[i + 1]);
        }
        raw.push('Content-Length', String(body.length), 'Connection', 'close');
        client.end(Buffer.concat([Buffer.from(responseHead(up.statusCode ?? 502, up.statusMessage ?? '', raw)), body]));
      });
    });
    upstreamReq.on('error', () => {
      if (!client.destroyed) record(method, path, 502, at); // else the client left first
      client.destroy();
    });
    client.on('close', () => upstreamReq.destroy());
    upstreamReq.end();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        log,
        addFault(rule) {
          const times = rule.times ?? 1;
          if (times > 0) rules.push({ rule, left: times });
        },
        clearFaults() {
          rules.length = 0;
        },
        setOffline(value) {
          offline = value;
          if (!value) return;
          cutTunnels();
          for (const socket of clientSockets) socket.destroy();
        },
        setSilent(value) {
          silent = value;
          if (value) return;
          for (const socket of held) socket.destroy();
          held.clear();
        },
        cutWebSockets: cutTunnels,
        forwarded(method, pattern) {
          return forwardedList.filter((r) => r.method.toUpperCase() === method.toUpperCase() && matches(pattern, r.path)).length;
        },
        close() {
          closed = true;
          for (const timer of timers) clearTimeout(timer);
          timers.clear();
          cutTunnels();
          for (const socket of clientSockets) socket.destroy();
          agent.destroy();
          return new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          });
        },
      });
    });
  });
}
