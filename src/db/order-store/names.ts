// The names of the order store's IndexedDB stores and indexes that more than one reader uses: the
// order store itself (tables.ts, through Dexie) and the service worker's reader (sw-reader.ts, raw
// IndexedDB), so both always read the same layout.
export const ORDERS = 'orders';
export const PACKS = 'order_packs';
/** The multi-entry index of a pack's order ids and cart ids. */
export const PACK_KEYS = 'keys';
export const WAITING_LINES = 'order_lines';
export const WAITING_CARTS = 'cart_parts';
export const HOURS = 'order_hours';
export const FIGURE_HOURS = 'order_figure_hours';
/** The meta row saying the figure hours still miss the orders stored before they existed. */
export const FIGURE_HOURS_PENDING = 'figure_hours_pending';
export const EVENTS = 'order_events';
