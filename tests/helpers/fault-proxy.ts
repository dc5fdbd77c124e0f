// A fault-injecting HTTP + WebSocket reverse proxy for tests: sits between a supabase-js client and
// the stack's gateway and simulates bad shop Wi-Fi (dropped requests, lost responses, error
// statuses, slow links, cut websockets, going offline). HTTP is forwarded per request; websockets
// in fault-proxy-upgrade.ts. Silent mode is a dead link
// that looks alive: every socket stays open, and nothing gets through in either direction.
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FaultOutcome, FaultProxy, FaultRule, FaultLogEntry } from './fault-proxy-types';
import { forwardUpgrade, type LinkState } from './fault-proxy-upgrade';

export type { FaultLogEntry, FaultOutcome, FaultProxy, FaultRule } from './fault-proxy-types';

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
  const link: LinkState = { offline: false, silent: false, closed: false };
  /** Sockets of requests and upgrades held while silent. */
  const held = new Set<Duplex>();
  const hold = (socket: Duplex) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  };

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
    if (link.offline) {
      record(method, path, 'refused', at);
      req.socket.destroy();
      return;
    }
    if (link.silent) return hold(req.socket);
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
          if (link.offline) {
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
    if (link.closed) {
      socket.destroy();
      return;
    }
    clientSockets.add(socket);
    socket.on('close', () => clientSockets.delete(socket));
  });

  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) =>
    forwardUpgrade({ link, upstreamUrl, tunnels, record, forwarded: (method, path) => forwardedList.push({ method, path }), hold }, req, client, head));

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
          link.offline = value;
          if (!value) return;
          cutTunnels();
          for (const socket of clientSockets) socket.destroy();
        },
        setSilent(value) {
          link.silent = value;
          if (value) return;
          for (const socket of held) socket.destroy();
          held.clear();
        },
        cutWebSockets: cutTunnels,
        forwarded(method, pattern) {
          return forwardedList.filter((r) => r.method.toUpperCase() === method.toUpperCase() && matches(pattern, r.path)).length;
        },
        close() {
          link.closed = true;
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
