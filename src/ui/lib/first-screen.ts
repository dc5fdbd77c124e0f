// "The first screen has shown its data": the moment the sync engine (and supabase-js) may load
// without delaying what staff see first (DESIGN section 7). A fallback timer covers every other screen.
let shown: () => void = () => {};
const firstScreen = new Promise<void>((resolve) => (shown = resolve));

export function markFirstScreen(): void {
  shown();
}

/** Resolves when a screen has called markFirstScreen, or after `fallbackMs`. */
export function afterFirstScreen(fallbackMs = 1500): Promise<void> {
  return Promise.race([firstScreen, new Promise<void>((resolve) => setTimeout(resolve, fallbackMs))]);
}
