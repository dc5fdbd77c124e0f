// The websocket side of the fault proxy (fault-proxy.ts): an upgrade is forwarded, then the two sockets
// are joined chunk by chunk, so that silent mode can drop what passes while both stay open.
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FaultOutcome } from './fault-proxy-types';

/** The proxy's switches, read at each step. */
export interface LinkState {
  offline: boolean;
  silent: boolean;
  closed: boolean;
}

export interface UpgradeContext {
  link: LinkState;
  upstreamUrl: URL;
  /** Open websocket tunnels: client socket and upstream socket. */
  tunnels: Set<{ client: Duplex; upstream: Duplex }>;
  record(method: string, path: string, outcome: FaultOutcome, at: number): void;
  forwarded(method: string, path: string): void;
  /** Keeps a socket open unanswered (silent mode). */
  hold(socket: Duplex): void;
}

/** The raw head of an HTTP response (for answering on a socket that has no ServerResponse). */
export function responseHead(status: number, message: string, rawHeaders: string[]): string {
  let head = `HTTP/1.1 ${status} ${message}\r\n`;
  for (let i = 0; i < rawHeaders.length; i += 2) head += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`;
  return `${head}\r\n`;
}

export function forwardUpgrade(ctx: UpgradeContext, req: IncomingMessage, client: Duplex, head: Buffer): void {
  const { link, upstreamUrl, tunnels, record, forwarded, hold } = ctx;
    const at = Date.now();
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    client.on('error', () => {});
    if (link.offline || link.closed) {
      record(method, path, 'refused', at);
      client.destroy();
      return;
    }
    if (link.silent) return hold(client);
    forwarded(method, path);
    const headers: OutgoingHttpHeaders = { ...req.headers, host: upstreamUrl.host };
    const upstreamReq = httpRequest({ host: upstreamUrl.hostname, port: Number(upstreamUrl.port || 80), method, path, headers, agent: false });
    upstreamReq.on('upgrade', (up: IncomingMessage, upstream: Duplex, upHead: Buffer) => {
      record(method, path, up.statusCode ?? 101, at);
      upstream.on('error', () => {});
      if (client.destroyed || link.offline) {
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
      upstream.on('data', (chunk: Buffer) => link.silent || client.write(chunk));
      client.on('data', (chunk: Buffer) => link.silent || upstream.write(chunk));
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
}
