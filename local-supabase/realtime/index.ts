// The Realtime service of the local project: the Phoenix websocket that realtime-js speaks
// (/realtime/v1/websocket), with postgres_changes fed from the trigger queue of capture.sql,
// broadcast and presence. See ./README.md for the design.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { RealtimeServer, ServiceContext } from '../contracts';
import type { Channel, Hub } from './channel';
import { Connection } from './connection';
import { fanOut, type Change } from './fanout';
import { Metadata } from './metadata';
import { Drainer } from './queue';
import { Topics } from './topics';

export interface RealtimeOptions {
  /** How often the queue is drained while someone subscribes (default 200 ms). */
  pollMs?: number;
  /** A socket that sends nothing (not even a heartbeat) for this long is dropped (default 60 s). */
  idleTimeoutMs?: number;
  /** How long table and role facts are cached (default 5 s). */
  metadataTtlMs?: number;
  /** Called with errors that were swallowed to keep the server up. */
  onError?: (error: unknown) => void;
  /** Sees every captured change (database webhooks); while set, the queue is drained on the timer too. */
  onChanges?: (changes: Change[]) => void;
}

export function createRealtimeServer(ctx: ServiceContext, options: RealtimeOptions = {}): RealtimeServer {
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const onError = options.onError ?? (() => {});
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });
  const connections = new Set<Connection>();
  const subscribers = new Set<Channel>();
  const metadata = new Metadata(ctx.db, options.metadataTtlMs ?? 5000);
  const topics = new Topics();
  let closed = false;
  let sweeper: NodeJS.Timeout | null = null;

  const listener = options.onChanges;
  const drainer = new Drainer({
    db: ctx.db,
    intervalMs: options.pollMs,
    hasSubscribers: () => subscribers.size > 0 || !!listener,
    deliver: (changes) => {
      listener?.(changes);
      return fanOut(ctx.db, metadata, changes, [...subscribers]);
    },
    onError(error) {
      metadata.invalidate();
      onError(error);
    },
  });

  // Inserts through the Postgres socket (psql) reach a webhook listener by the timer.
  if (listener) drainer.setActive(true);

  // On a PostgreSQL server, writes of any connection NOTIFY at commit: drain at once, the timer
  // remains the safety net (a lost LISTEN connection only delays events).
  const unlisten = ctx.db.listenForChanges?.(() => void drainer.drain()).catch((error: unknown) => {
    onError(error);
    return null;
  });

  const hub: Hub = {
    ctx,
    metadata,
    topics,
    drain: () => drainer.drain(),
    subscribe(channel) {
      subscribers.add(channel);
      drainer.setActive(true);
    },
    unsubscribe(channel) {
      subscribers.delete(channel);
      if (subscribers.size === 0 && !listener) drainer.setActive(false);
    },
  };

  // Drops sockets that went silent (a client that vanished without a close frame and whose TCP
  // connection still looks open); realtime-js sends a heartbeat every 25 s.
  function sweep(): void {
    const now = Date.now();
    for (const conn of connections) if (now - conn.lastSeen > idleTimeoutMs) conn.terminate();
  }

  function onConnection(conn: Connection): void {
    connections.add(conn);
    if (!sweeper) {
      sweeper = setInterval(sweep, Math.max(50, Math.min(5000, idleTimeoutMs / 4)));
      sweeper.unref();
    }
  }

  function onClosed(conn: Connection): void {
    connections.delete(conn);
    if (connections.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  }

  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      if (closed) {
        socket.destroy();
        return;
      }
      socket.on('error', () => socket.destroy());
      try {
        wss.handleUpgrade(req, socket, head, (ws) => {
          if (closed) {
            ws.terminate();
            return;
          }
          onConnection(new Connection(ws, req, hub, onClosed));
        });
      } catch (error) {
        onError(error);
        socket.destroy();
      }
    },

    drain: () => drainer.drain(),

    async close() {
      if (closed) return;
      closed = true;
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      await drainer.close();
      await (await unlisten)?.();
      const open = [...connections];
      for (const conn of open) conn.close();
      // Give clients a moment to answer the close frame, then cut whatever is left.
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 250).unref());
      await Promise.race([Promise.all(open.map((c) => c.whenClosed)), timeout]);
      for (const client of wss.clients) client.terminate();
      connections.clear();
      subscribers.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
