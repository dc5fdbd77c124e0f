// The receipt model of spec §9: fee and tip only above zero, card-payment notes left out, payment text.
import { describe, expect, it } from 'vitest';
import {
  buildReceipt, mentionsCompletedCardPayment, receiptNotes, splitOptions, type ReceiptInput, type ReceiptOrder,
} from '../../../src/domain/receipt';

const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

function order(overrides: Partial<ReceiptOrder> = {}): ReceiptOrder {
  return {
    id: '3f2b9c1e-0d4a-4e6b-9a7c-12ab34cd56ef',
    placed_at: '2025-01-15T11:00:00.000Z',
    delivery_type: 'delivery',
    is_asap: true,
    delivery_time: null,
    customer_name: 'Jan Jansen',
    payment_status: 'paid',
    subtotal_cents: 1500,
    delivery_fee_cents: 250,
    tip_cents: 0,
    discount_cents: 0,
    total_cents: 1750,
    notes: null,
    ...overrides,
  };
}

function input(overrides: Partial<ReceiptOrder> = {}, rest: Partial<ReceiptInput> = {}): ReceiptInput {
  return {
    order: order(overrides),
    lines: [],
    phone: '0612345678',
    deliveryAddress: { address: 'Keizersgracht 12', postcode: '1015 CS', city: 'Amsterdam' },
    deliveryNotes: null,
    ...rest,
  };
}

// Printed five minutes after the order came in, on the same Amsterdam day.
const PRINTED_AT = new Date('2025-01-15T11:05:00.000Z');
const receiptOf = (receiptInput: ReceiptInput) => buildReceipt(receiptInput, PRINTED_AT);

const kinds = (receipt: ReturnType<typeof buildReceipt>) => receipt.totals.map((total) => total.kind);

describe('buildReceipt totals', () => {
  it('shows the delivery fee only when it is above zero', () => {
    expect(kinds(receiptOf(input({ delivery_fee_cents: 250 })))).toContain('deliveryFee');
    expect(kinds(receiptOf(input({ delivery_fee_cents: 0 })))).not.toContain('deliveryFee');
  });

  it('shows the tip only when it is above zero', () => {
    expect(kinds(receiptOf(input({ tip_cents: 100 })))).toContain('tip');
    expect(kinds(receiptOf(input({ tip_cents: 0 })))).not.toContain('tip');
  });

  it('shows a discount only when above zero, as a minus amount', () => {
    const receipt = receiptOf(input({ discount_cents: 300 }));
    expect(receipt.totals.find((total) => total.kind === 'discount')?.amount).toMatch(/^- €\s3,00$/u);
    expect(kinds(receiptOf(input({ discount_cents: 0 })))).not.toContain('discount');
  });

  it('lists subtotal, fee, tip, discount and total in that order, in nl-NL euro', () => {
    const receipt = receiptOf(input({ delivery_fee_cents: 250, tip_cents: 100, discount_cents: 50, total_cents: 1800 }));
    expect(kinds(receipt)).toEqual(['subtotal', 'deliveryFee', 'tip', 'discount', 'total']);
    expect(plain(receipt.totals[0].amount)).toBe('€ 15,00');
    expect(plain(receipt.totals[4].amount)).toBe('€ 18,00');
  });
});

describe('buildReceipt fields', () => {
  it('says paid only for payment_status paid', () => {
    expect(receiptOf(input({ payment_status: 'paid' })).paid).toBe(true);
    expect(receiptOf(input({ payment_status: 'pending' })).paid).toBe(false);
    expect(receiptOf(input({ payment_status: 'unpaid' })).paid).toBe(false);
  });

  it('has the order number, the full placed date and the expected time as spec §9 writes it (ASAP = placed + 1 hour)', () => {
    const receipt = receiptOf(input());
    expect(receipt.orderNumber).toBe('#34CD56EF');
    expect(receipt.placedAt).toBe('15-01-2025 12:00');
    expect(receipt.expectedAt).toBe('Vandaag 13:00');
    expect(receipt.promisedAt).toBeUndefined();
  });

  it('reads expected and promised times from the instant of printing: Vandaag, Morgen, else dd/mm', () => {
    const later = input({ is_asap: false, delivery_time: '2025-01-16T17:30:00.000Z', promised_at: '2025-01-17T18:15:00.000Z' });
    expect(buildReceipt(later, PRINTED_AT)).toMatchObject({ expectedAt: 'Morgen 18:30', promisedAt: '17/01 19:15' });
    // A reprint two days on: the same times now lie in the past, and read as dates.
    expect(buildReceipt(later, new Date('2025-01-18T09:00:00.000Z'))).toMatchObject({ expectedAt: '16/01 18:30', promisedAt: '17/01 19:15' });
  });

  it('takes the delivery address from the cart for delivery orders only', () => {
    expect(receiptOf(input()).addressLines).toEqual(['Keizersgracht 12', '1015 CS Amsterdam']);
    expect(receiptOf(input({ delivery_type: 'pickup' })).addressLines).toEqual([]);
    expect(receiptOf(input({}, { deliveryAddress: null })).addressLines).toEqual([]);
  });

  it('makes lines with quantity, name, Productnummer, split options and the line total', () => {
    const receipt = receiptOf(input({}, {
      lines: [{
        item: { qty: 2, name_snapshot: 'Cheeseburger', line_total_cents: 1300 },
        productNumber: '204',
        options: 'Extra kaas + Zonder ui',
      }],
    }));
    expect(receipt.lines).toEqual([
      { qty: 2, name: 'Cheeseburger', productNumber: '204', options: ['Extra kaas', 'Zonder ui'], total: expect.any(String) },
    ]);
    expect(plain(receipt.lines[0].total)).toBe('€ 13,00');
  });

  it('leaves card-payment notes out and keeps the others', () => {
    expect(receiptOf(input({ notes: 'Betaald met kaart' })).notes).toBeNull();
    expect(receiptOf(input({ notes: 'Graag extra servetten' })).notes).toBe('Graag extra servetten');
  });
});

describe('card payment notes', () => {
  const hidden = [
    'Betaald met kaart',
    'betaald met PIN',
    'Kaartbetaling voltooid',
    'Pinbetaling geslaagd',
    'Gepind bij de kassa',
    'Card payment completed',
    'Paid by card',
    'Betaling: creditcard (afgerond)',
  ];
  for (const note of hidden) {
    it(`hides "${note}"`, () => {
      expect(mentionsCompletedCardPayment(note)).toBe(true);
      expect(receiptNotes(note)).toBeNull();
    });
  }

  const shown = [
    'Graag pinnen aan de deur',
    'Betalen met pin bij levering',
    'Pinapparaat meenemen',
    'Niet betaald, met kaart bij de deur',
    'Kaartbetaling mislukt',
    'Card payment failed',
    'Betaald via iDEAL',
    'Extra pindasaus, betaald',
  ];
  for (const note of shown) {
    it(`keeps "${note}"`, () => {
      expect(receiptNotes(note)).toBe(note);
    });
  }

  it('drops only the card-payment sentence or clause of a longer note', () => {
    expect(receiptNotes('Geen ui. Betaald met pin.')).toBe('Geen ui.');
    expect(receiptNotes('Geen ui, betaald met kaart')).toBe('Geen ui');
    expect(receiptNotes('Bel aan bij de buren\nCard payment completed')).toBe('Bel aan bij de buren');
  });

  it('drops a whole sentence when the mention spans its clauses', () => {
    expect(receiptNotes('Betaald, met kaart. Zonder saus')).toBe('Zonder saus');
  });

  it('gives null for empty notes', () => {
    expect(receiptNotes(null)).toBeNull();
    expect(receiptNotes('')).toBeNull();
  });
});

describe('splitOptions', () => {
  it('splits the options text on plus signs and trims', () => {
    expect(splitOptions(' Extra kaas +Zonder ui+ ')).toEqual(['Extra kaas', 'Zonder ui']);
    expect(splitOptions(null)).toEqual([]);
  });
});
