// Waiting for a condition: the one polling loop of the tests and their helpers. Tests wait for what
// they need to see, never for a fixed time; a timeout says what was awaited and the last error seen.

export interface WaitForOptions {
  /** How long to keep looking before giving up (default 10 s). */
  timeoutMs?: number;
  /** The pause between two looks (default 25 ms). */
  everyMs?: number;
  /** What is awaited, for the timeout's message; a function is asked at the timeout (to say what it saw). */
  what?: string | (() => string);
}

/**
 * Calls `check` until it returns a truthy value, and returns that value. A `check` that throws has not
 * succeeded yet; after `timeoutMs` it throws, naming `what` and the last error.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, everyMs = 25, what = 'the condition' }: WaitForOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const awaited = typeof what === 'function' ? what() : what;
      const cause = lastError === undefined ? '' : ` (last error: ${String(lastError)})`;
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${awaited}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
