// Storage API errors as hosted Storage answers them: HTTP status plus a JSON body of statusCode, error
// and message, which supabase-js's storage client turns into a StorageApiError.
import type { ServerResponse } from 'node:http';

export class StorageError extends Error {
  constructor(readonly status: number, readonly error: string, message: string) {
    super(message);
  }
}

export const notFound = (what = 'Object') => new StorageError(404, 'not_found', `${what} not found`);

export function sendStorageError(res: ServerResponse, error: unknown): void {
  const known = error instanceof StorageError ? error : fromDatabase(error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(known.status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ statusCode: String(known.status), error: known.error, message: known.message }));
}

/** A database refusal in Storage's words: row level security is 403 Unauthorized, a duplicate 409. */
function fromDatabase(error: unknown): StorageError {
  const code = (error as { code?: string })?.code;
  const message = String((error as Error)?.message ?? error);
  if (code === '42501') return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
  return new StorageError(500, 'internal', message);
}
