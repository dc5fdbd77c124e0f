// The hand-print marks (issue 16): a ticket marked as printed by hand is left by automatic printing
// until unmarked or its lifetime ends; a job in the ledger counts the same.
import { describe, expect, it } from 'vitest';
import { applyServerRows } from '../../../src/db/mirror';
import { MARK_LIFETIME_MS, markPrintByHand, ticketTaken, unmarkPrintByHand } from '../../../src/db/print-by-hand';
import { makePrintJob } from '../../fixtures/rows';
import { useTestDb } from './harness';

const t = useTestDb();
const ORDER = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'a0000000-0000-4000-8000-000000000002';

describe('tickets printed by hand', () => {
  it('a marked ticket is taken for that order and kind only, until unmarked', async () => {
    expect(await ticketTaken(t.db, ORDER, 'customer')).toBe(false);
    await markPrintByHand(t.db, ORDER, 'customer');
    expect(await ticketTaken(t.db, ORDER, 'customer')).toBe(true);
    expect(await ticketTaken(t.db, ORDER, 'kitchen')).toBe(false);
    expect(await ticketTaken(t.db, OTHER, 'customer')).toBe(false);
    await unmarkPrintByHand(t.db, ORDER, 'customer');
    expect(await ticketTaken(t.db, ORDER, 'customer')).toBe(false);
  });

  it('a job in the ledger takes the ticket too', async () => {
    await applyServerRows(t.db, 'print_jobs', [makePrintJob({ order_id: ORDER, kind: 'kitchen' })]);
    expect(await ticketTaken(t.db, ORDER, 'kitchen')).toBe(true);
  });

  it('a mark left behind (a tab closed mid-print) stops counting after its lifetime, and is dropped', async () => {
    await markPrintByHand(t.db, ORDER, 'customer');
    t.clock.advance(MARK_LIFETIME_MS - 1);
    expect(await ticketTaken(t.db, ORDER, 'customer')).toBe(true);
    t.clock.advance(1);
    expect(await ticketTaken(t.db, ORDER, 'customer')).toBe(false);
    await markPrintByHand(t.db, OTHER, 'kitchen');
    expect((await t.db.meta.get('print_by_hand'))?.value).toEqual([{ orderId: OTHER, kind: 'kitchen', at: t.clock.now }]);
  });
});
