// The bytes a printer sends back over USB or serial, read one at a time with a deadline. Only one read
// of the device is under way at a time: a chunk still on its way when a read timed out is picked up by
// the next read, so no answer is lost and the device is never read twice at once.

/** Reads the next chunk from the device; null when the device has closed its side. */
export type NextChunk = () => Promise<Uint8Array | null>;

export class AnswerBytes {
  readonly #next: NextChunk;
  readonly #received: number[] = [];
  #inflight: Promise<void> | null = null;
  #error: unknown = null;

  constructor(next: NextChunk) {
    this.#next = next;
  }

  /** The next byte, or null when none came within `timeoutMs`; throws once the device failed or closed. */
  async read(timeoutMs: number): Promise<number | null> {
    const deadline = performance.now() + timeoutMs;
    while (!this.#received.length) {
      const left = deadline - performance.now();
      if (left <= 0) return null;
      this.#inflight ??= this.#next().then((chunk) => {
        this.#inflight = null;
        if (chunk) this.#received.push(...chunk);
        else this.#error = Object.assign(new Error('the printer closed the connection'), { name: 'NetworkError' });
      }, (error: unknown) => {
        this.#inflight = null;
        this.#error = error;
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([this.#inflight, new Promise((resolve) => { timer = setTimeout(resolve, left); })]);
      clearTimeout(timer);
      if (this.#error) throw this.#error;
    }
    return this.#received.shift() ?? null;
  }
}
