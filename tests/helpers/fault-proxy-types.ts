// What the fault proxy (fault-proxy.ts) offers a test: its rules, its log and its switches.

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
