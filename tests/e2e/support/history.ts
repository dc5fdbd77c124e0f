// The order history download as a journey sees it: many orders in the shop's window (added on the
// server through the control server), the history page requests held in the browser until the test
// lets them through (so it can look while the download is partial, without sleeping), and the
// device's mirror read straight from its IndexedDB.
import { expect, type Page, type Request, type Route } from '@playwright/test';
import type { HistoryState } from '../../../src/db/history';
import { OPEN_STATUSES } from '../../../src/domain/order-status';
import { KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import { e2eEnv } from './env';
import { restGet } from './rest';

/** Orders per history page (the app's ORDER_PAGE). */
export const HISTORY_PAGE = 500;

/** Adds `count` complete orders (mixed statuses, placed in the last 7 days) to the seed's shop. */
export async function addWindowOrders(count: number): Promise<void> {
  const res = await fetch(`${e2eEnv.controlUrl}/orders?count=${count}`, { method: 'POST' });
  if (!res.ok) throw new Error(`adding ${count} orders failed: ${res.status} ${await res.text()}`);
}

const ORDER_PAGE_PATH = '/rest/v1/rpc/order_page_compact';

/** A history page: GET order_page_compact with the window's end (today's start); the essentials' pages have none. */
export function isHistoryPage(request: Request): boolean {
  const url = new URL(request.url());
  return request.method() === 'GET' && url.pathname === ORDER_PAGE_PATH && url.searchParams.has('p_placed_before');
}

/**
 * Holds the page's history requests until released. `urls` lists every history request seen, in
 * order; `failed` counts those that failed in the browser (offline, or dropped by a reload).
 */
export class HistoryGate {
  readonly urls: string[] = [];
  failed = 0;
  private held: Route[] = [];
  private open = false;

  static async install(page: Page): Promise<HistoryGate> {
    const gate = new HistoryGate();
    await page.route((url) => url.pathname === ORDER_PAGE_PATH, (route) => gate.arrived(route));
    page.on('requestfailed', (request) => {
      if (isHistoryPage(request)) gate.failed += 1;
    });
    return gate;
  }

  private async arrived(route: Route): Promise<void> {
    if (!isHistoryPage(route.request())) return route.fallback();
    this.urls.push(route.request().url());
    if (this.open) return this.pass(route);
    this.held.push(route);
  }

  private pass(route: Route): void {
    // A request the page dropped meanwhile (a reload) cannot go on; that is the page's business.
    route.continue().catch(() => {});
  }

  /** Lets the oldest held request through, once there is one. */
  async releaseOne(): Promise<void> {
    await expect.poll(() => this.held.length, { message: 'a history request waiting' }).toBeGreaterThan(0);
    this.pass(this.held.shift() as Route);
  }

  /** Lets every held and later request through. */
  openAll(): void {
    this.open = true;
    for (const route of this.held.splice(0)) this.pass(route);
  }

  /** Forgets the held requests without answering them (they die with a reload). */
  dropHeld(): void {
    this.held = [];
  }

  get waiting(): number {
    return this.held.length;
  }
}

/** The mirror's 'history' meta row (null when there is none). */
export function readHistory(page: Page): Promise<HistoryState | null> {
  return readMetaState(page, 'history');
}

/** What the screens show: the copy the download moves at most once a second, else the state itself. */
export async function readShownHistory(page: Page): Promise<HistoryState | null> {
  return (await readMetaState(page, 'history_shown')) ?? readHistory(page);
}

function readMetaState(page: Page, key: 'history' | 'history_shown'): Promise<HistoryState | null> {
  return page.evaluate((key) => new Promise<HistoryState | null>((resolve, reject) => {
    const open = indexedDB.open('kmfc-admin');
    // Never create the app's database from here: that is Dexie's job.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => (open.error?.name === 'AbortError' ? resolve(null) : reject(open.error));
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('meta').objectStore('meta').get(key);
      read.onsuccess = () => {
        db.close();
        resolve((read.result as { value: HistoryState } | undefined)?.value ?? null);
      };
      read.onerror = () => {
        db.close();
        reject(read.error);
      };
    };
  }), key);
}

export interface MirroredOrder {
  id: string;
  status: string;
  placed_at: string;
  /** How many order lines the mirror holds for it. */
  lines: number;
}

/** Every order in the mirror (id, status, placed_at) with its number of lines. */
export function mirrorOrders(page: Page): Promise<MirroredOrder[]> {
  return page.evaluate(() => new Promise<MirroredOrder[]>((resolve, reject) => {
    const open = indexedDB.open('kmfc-admin');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      // An order's lines are in its record (database version 6); lines before their order wait apart.
      // Finished orders of the history download are ten to a record in order_packs (version 9).
      const tx = db.transaction(['orders', 'order_lines', 'order_packs']);
      const orders = tx.objectStore('orders').getAll();
      const waiting = tx.objectStore('order_lines').getAll();
      const packs = tx.objectStore('order_packs').getAll();
      tx.oncomplete = () => {
        db.close();
        const count = new Map((waiting.result as { order_id: string; ids: string[] }[]).map((r) => [r.order_id, r.ids.length]));
        type Stored = MirroredOrder & { parts?: { lines: unknown[] } };
        const packed = (packs.result as { orders: Stored[] }[]).flatMap((pack) => pack.orders);
        resolve([...orders.result as Stored[], ...packed].map(({ id, status, placed_at, parts }) => (
          { id, status, placed_at, lines: (parts?.lines.length ?? 0) + (count.get(id) ?? 0) })));
      };
      tx.onerror = () => {
        db.close();
        reject(tx.error);
      };
    };
  }));
}

/** Whether an order belongs to the window that starts at `windowStart`: open, or placed since then. */
export function inWindow(order: { status: string; placed_at: string }, windowStart: string): boolean {
  return (OPEN_STATUSES as readonly string[]).includes(order.status) || Date.parse(order.placed_at) >= Date.parse(windowStart);
}

/** The orders the window holds on the server (every open order and all placed since `windowStart`), with their number of lines. */
export async function serverWindowOrders(windowStart: string): Promise<{ id: string; lines: number }[]> {
  const which = encodeURIComponent(`(status.in.(${OPEN_STATUSES.join(',')}),placed_at.gte."${windowStart}")`);
  const orders: { id: string; lines: number }[] = [];
  // PostgREST gives at most 1000 rows a request: page on id.
  for (let after = ''; ;) {
    const from = after ? `&id=gt.${after}` : '';
    const rows = await restGet<{ id: string; order_items: { id: string }[] }>('orders',
      `select=id,order_items(id)&company_id=eq.${KMFC_COMPANY_ID}&or=${which}${from}&order=id&limit=1000`);
    orders.push(...rows.map((row) => ({ id: row.id, lines: row.order_items.length })));
    if (rows.length < 1000) return orders;
    after = rows[rows.length - 1].id;
  }
}

/** Waits until the history is complete and returns its final state. */
export async function historyComplete(page: Page, timeout = 20_000): Promise<HistoryState> {
  await expect.poll(async () => (await readHistory(page))?.done, { timeout, message: 'history complete' }).toBe(true);
  return (await readHistory(page)) as HistoryState;
}
