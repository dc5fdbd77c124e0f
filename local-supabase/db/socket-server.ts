// Serves the PGlite session over the Postgres wire protocol (for PostgREST and psql), using
// pglite-socket's connection handler with our SessionGate in place of its query queue.
import { createServer, type Server } from 'node:net';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import type { SessionGate } from './session-gate';

type HandlerOptions = ConstructorParameters<typeof PGLiteSocketHandler>[0];

export interface SocketServer {
  port: number;
  stop(): Promise<void>;
}

export async function startSocketServer(gate: SessionGate, port = 0): Promise<SocketServer> {
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket) => {
    // SessionGate implements the public surface PGLiteSocketHandler calls on its queue.
    const handler = new PGLiteSocketHandler({
      queryQueue: gate as unknown as HandlerOptions['queryQueue'],
      closeOnDetach: true,
    });
    handlers.add(handler);
    socket.on('close', () => handlers.delete(handler));
    void handler.attach(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('socket server has no port');
  return {
    port: address.port,
    async stop() {
      await Promise.all([...handlers].map((h) => h.detach(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
