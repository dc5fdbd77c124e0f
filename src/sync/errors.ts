// Sorts a failed request into the three kinds of DESIGN sync rule 5: transient (retry with backoff),
// auth (refresh the session, retry without counting), permanent (reject and roll back).
export type FailureKind = 'transient' | 'auth' | 'permanent' | 'duplicate';

export interface RequestFailure {
  /** HTTP status; 0 when no response came (network). */
  status: number;
  /** Postgres SQLSTATE or PostgREST/Auth error code, when given. */
  code?: string | null;
  message: string;
  /** The database's hint, where it names the rule a refusal broke (e.g. 'group_unsatisfiable'). */
  hint?: string | null;
}

const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '55P03', '57014', '57P01', '53300', '08006', '08001']);
const AUTH_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303']);

export function classifyFailure(failure: RequestFailure): FailureKind {
  const { status } = failure;
  const code = failure.code ?? '';
  if (status === 0) return 'transient';
  if (AUTH_CODES.has(code) || status === 401 || /jwt expired/i.test(failure.message)) return 'auth';
  if (TRANSIENT_SQLSTATES.has(code)) return 'transient';
  if (status === 408 || status === 429 || status >= 500) return 'transient';
  if (code === '23505') return 'duplicate';
  return 'permanent';
}

/** Reads a failure from a supabase-js result's error and status. */
export function failureOf(
  error: { message: string; code?: string | null; hint?: string | null } | null, status: number,
): RequestFailure {
  return { status, code: error?.code ?? null, message: error?.message ?? `HTTP ${status}`, ...(error?.hint ? { hint: error.hint } : {}) };
}

/** What the outbox keeps of a failure (db/outbox-types OutboxError): status, code and the message. */
export function failureOfError(error: unknown): { status: number; code: string | null; detail: string; hint?: string } {
  const detail = error instanceof Error ? error.message : String(error);
  if (!(error instanceof RequestError)) return { status: 0, code: null, detail };
  const { hint } = error.failure;
  return { status: error.failure.status, code: error.failure.code ?? null, detail, ...(hint ? { hint } : {}) };
}

export class RequestError extends Error {
  readonly failure: RequestFailure;
  readonly kind: FailureKind;
  constructor(what: string, failure: RequestFailure) {
    super(`${what}: ${failure.status ? `HTTP ${failure.status} ` : ''}${failure.code ? `${failure.code} ` : ''}${failure.message}`);
    this.failure = failure;
    this.kind = classifyFailure(failure);
  }
}

/** Full-jitter exponential backoff between `baseMs` and min(capMs, baseMs * 2^attempts). */
export function backoffDelay(attempts: number, random: () => number, baseMs = 1000, capMs = 60_000): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(attempts, 30));
  return Math.round(baseMs + random() * Math.max(0, ceiling - baseMs));
}

/** Retry-After as milliseconds (seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
