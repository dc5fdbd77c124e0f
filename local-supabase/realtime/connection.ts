// One websocket: decodes frames, answers heartbeats at once, and handles the other frames one at a
// time in arrival order (a join may wait for a drain). A bad frame is dropped, never fatal.
import type { IncomingMessage } from 'node:http';
import type { RawData, WebSocket } from 'ws';
import type { Channel, Conn, Hub } from './channel';
import { join, leave, reply, updateToken } from './join';
import { decodeBinary, decodeText, encodeFrame, isObject, type Frame, type Vsn } from './protocol';

/** A socket whose peer stopped reading this much is dropped. */
const MAX_BUFFERED = 64 * 1024 * 1024;

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

export class Connection implements Conn {
  readonly vsn: Vsn;
  readonly apiKey: string;
  readonly channels = new Map<string, Channel>();
  lastSeen = Date.now();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** Settles when the underlying socket has closed. */
  readonly whenClosed: Promise<void>;

  constructor(
    private readonly ws: WebSocket,
    req: IncomingMessage,
    private readonly hub: Hub,
    private readonly onClosed: (conn: Connection) => void,
  ) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    this.vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
    const header = req.headers.apikey;
    this.apiKey = (typeof header === 'string' && header) || url.searchParams.get('apikey') || '';
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    this.whenClosed = new Promise((resolve) => ws.once('close', () => resolve()));
    ws.on('close', () => this.cleanup());
    ws.on('error', () => {
      this.cleanup();
      ws.terminate();
    });
  }

  send(frame: Frame): void {
    this.write(encodeFrame(frame, this.vsn));
  }

  sendBinary(data: Buffer): void {
    this.write(data);
  }

  private write(data: string | Buffer): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED) {
      this.terminate();
      return;
    }
    this.ws.send(data, (error) => {
      if (error) this.terminate();
    });
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    this.lastSeen = Date.now();
    let frame: Frame | null;
    try {
      const buffer = toBuffer(data);
      frame = isBinary ? decodeBinary(buffer) : decodeText(buffer.toString('utf8'), this.vsn);
    } catch {
      frame = null;
    }
    if (!frame) return;
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') reply(this, frame, 'ok', {});
      return;
    }
    const current = frame;
    this.queue = this.queue
      .then(() => this.handle(current))
      .catch((error: unknown) => {
        // Never fatal; a push that expects a reply still gets one.
        if (current.ref && !this.closed)
          reply(this, current, 'error', { reason: String((error as Error)?.message ?? error) });
      });
  }

  private async handle(frame: Frame): Promise<void> {
    if (this.closed) return;
    const { hub } = this;
    switch (frame.event) {
      case 'phx_join':
        return join(hub, this, frame);
      case 'phx_leave':
        return leave(this, frame);
      case 'access_token':
        return updateToken(hub, this, frame);
    }
    const channel = this.channels.get(frame.topic);
    if (!channel) {
      reply(this, frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (frame.event === 'broadcast') {
      hub.topics.broadcast(channel, frame.payload, frame.binary);
      if (channel.broadcastAck && frame.ref) reply(this, frame, 'ok', {});
    } else if (frame.event === 'presence') {
      const { event, payload } = frame.payload;
      if (event === 'track') hub.topics.track(channel, isObject(payload) ? payload : {});
      else if (event === 'untrack') hub.topics.untrack(channel);
      reply(this, frame, 'ok', {});
    }
  }

  /** Ends the socket without a close handshake. */
  terminate(): void {
    this.cleanup();
    this.ws.terminate();
  }

  /** Ends the socket politely (server shutdown). */
  close(code = 1001, reason = 'server shutting down'): void {
    this.cleanup();
    if (this.ws.readyState === this.ws.OPEN) this.ws.close(code, reason);
    else this.ws.terminate();
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    for (const channel of [...this.channels.values()]) channel.dispose();
    this.channels.clear();
    this.onClosed(this);
  }
}
