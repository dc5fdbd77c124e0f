// "The first screen has shown its data": the moment the sync engine (and supabase-js) may load
// without delaying what staff see first (DESIGN section 7). A fallback timer covers every other screen.
let shown: () => void = () => {};
// Marked while React commits the screen with its data; the frame that shows it is painted after that.
// What waits for the first screen starts once that frame is out, so it competes with nothing on screen.
const firstScreen = new Promise<void>((resolve) => (shown = resolve)).then(afterNextPaint);

function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export function markFirstScreen(): void {
  shown();
}

/** Resolves when a screen has called markFirstScreen, or after `fallbackMs`. */
export function afterFirstScreen(fallbackMs = 1500): Promise<void> {
  return Promise.race([firstScreen, new Promise<void>((resolve) => setTimeout(resolve, fallbackMs))]);
}
