// Shared pieces of the orders screen tests: a fixed clock, seeding a full order, finding a card, and a
// stand-in print window that records the document written into it.
import { configure, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { ShopDb } from '../../../../src/db/database';
import { applyServerRows } from '../../../../src/db/mirror';
import type { OrderRow } from '../../../../src/db/rows';
import { makeCart, makeCartItem, makeOrder, makeOrderItem, makeProduct } from '../../../fixtures/rows';

// The whole app renders on happy-dom while other suites share the two cores: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

/** 2025-01-15 13:00 in Amsterdam (winter time). */
export const NOW = new Date('2025-01-15T12:00:00.000Z');

/** Only Date is faked, so Dexie, React and Testing Library keep their real timers. */
export function fixClock(at: Date = NOW): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

/** The card of an order, found by its order number heading. */
export async function findCard(number: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: number });
  return heading.closest('article') as HTMLElement;
}

export function cardButton(card: HTMLElement, name: string | RegExp): HTMLElement {
  return within(card).getByRole('button', { name });
}

export function cardButtonNames(card: HTMLElement): string[] {
  return within(card).getAllByRole('button').map((button) => button.textContent?.replace(/^\W+/u, '').trim() ?? '');
}

/** An order with a cart (address, notes, phone), two lines, a product with Productnummer. */
export function fullOrder(overrides: Partial<OrderRow> = {}) {
  const cart = makeCart({
    delivery_address: 'Keizersgracht 12', delivery_postcode: '1015 CS', delivery_city: 'Amsterdam',
    delivery_notes: 'Achterdeur gebruiken', customer_phone: '0201234567',
  });
  const burger = makeProduct({ name: 'Cheeseburger', Productnummer: '204' });
  const cartBurger = makeCartItem({ cart_id: cart.id, product_id: burger.id, item_options: 'Extra kaas + Zonder ui' });
  const order = makeOrder({ cart_id: cart.id, ...overrides });
  const items = [
    makeOrderItem({
      order_id: order.id, product_id: burger.id, cart_item_id: cartBurger.id, name_snapshot: 'Cheeseburger', qty: 2,
      unit_price_cents: 650, line_total_cents: 1300, created_at: '2025-01-15T11:00:01.000Z',
    }),
    makeOrderItem({ order_id: order.id, name_snapshot: 'Friet groot', qty: 1, unit_price_cents: 200, line_total_cents: 200 }),
  ];
  const seed = async (db: ShopDb) => {
    await applyServerRows(db, 'carts', [cart]);
    await applyServerRows(db, 'cart_items', [cartBurger]);
    await db.products.put(burger);
    await applyServerRows(db, 'orders', [order]); // takes in the cart that came first
    await applyServerRows(db, 'order_items', items);
  };
  return { order, cart, items, seed };
}

export interface FakePrintWindow {
  window: Window;
  html(): string;
  print: ReturnType<typeof vi.fn>;
  close: ReturnType<typeof vi.fn>;
}

/** What window.open('', '_blank') returns in the tests: records document.write and print(). */
export function fakePrintWindow(): FakePrintWindow {
  let written = '';
  const print = vi.fn();
  const close = vi.fn();
  const fake = {
    document: {
      open: vi.fn(() => { written = ''; }),
      write: vi.fn((chunk: string) => { written += chunk; }),
      close: vi.fn(),
    },
    focus: vi.fn(),
    print,
    close,
    onafterprint: null,
  };
  return { window: fake as unknown as Window, html: () => written, print, close };
}
