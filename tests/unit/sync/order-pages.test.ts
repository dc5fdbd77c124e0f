// A page of order_page_compact made back into row objects (order-pages.ts): each row gets its table's
// columns in the server's order; an answer without a table's columns or rows is refused, not read as empty.
import { describe, expect, it } from 'vitest';
import { expandPage, type CompactPage } from '../../../src/sync/order-pages';

const EMPTY = { orders: [], order_items: [], carts: [], cart_items: [], print_jobs: [] };
const COLUMNS = { orders: ['id', 'status'], order_items: ['id', 'order_id', 'qty'], carts: ['id'], cart_items: ['id'], print_jobs: ['id'] };

describe('expandPage', () => {
  it('gives each row its columns by position, nested values as they are', () => {
    const page = {
      ...EMPTY, columns: COLUMNS,
      orders: [['o1', 'created'], ['o2', 'delivered']],
      order_items: [['l1', 'o1', 2]],
      cart_items: [['ci1']],
    } as unknown as CompactPage;
    expect(expandPage(page)).toEqual({
      ...EMPTY,
      orders: [{ id: 'o1', status: 'created' }, { id: 'o2', status: 'delivered' }],
      order_items: [{ id: 'l1', order_id: 'o1', qty: 2 }],
      cart_items: [{ id: 'ci1' }],
    });
  });

  it('refuses an answer that lacks a table (an older function, or not a page at all)', () => {
    expect(() => expandPage({ ...EMPTY, orders: [['o1']] } as unknown as CompactPage)).toThrow('order page without orders');
    expect(() => expandPage({ ...EMPTY, columns: COLUMNS, print_jobs: undefined } as unknown as CompactPage)).toThrow('order page without print_jobs');
  });
});
