// Dates on the printed tickets (issue 17, Deliver 6), read back from the ESC/POS bytes: the kitchen
// ticket's due time and the receipt's Verwacht and Toegezegd lines say Vandaag or Morgen with the
// time, else dd/mm with the time (spec section 9), judged by Amsterdam calendar days at the instant of
// printing: today, tomorrow, the day after, around midnight and across both clock changes.
import { describe, expect, it } from 'vitest';
import { buildTicket } from '../../../src/domain/ticket';
import { ticketEscPos } from '../../../src/ui/lib/print/ticket-escpos';
import { decodeEscPos, paperText } from '../../helpers/escpos-decoder';
import { makeTicketInput } from '../../fixtures/tickets';

const WIDTHS = [{ width: 58, columns: 32 }, { width: 80, columns: 48 }] as const;

/** A pickup order placed an hour before printing, promised at `promisedAt` (ISO, UTC). */
const order = (printedAt: string, promisedAt: string) => makeTicketInput({
  delivery_type: 'pickup', placed_at: new Date(Date.parse(printedAt) - 3_600_000).toISOString(), promised_at: promisedAt,
});

async function paper(kind: 'kitchen' | 'customer', printedAt: string, promisedAt: string, width: 58 | 80) {
  const ticket = buildTicket(order(printedAt, promisedAt), { kind, copy: 1, printedAt: new Date(printedAt), promisedAt });
  return decodeEscPos(await ticketEscPos(ticket, 'KMFC Shop', { width }));
}

/** The kitchen ticket's big line under 'Toegezegd'. */
async function kitchenDue(printedAt: string, promisedAt: string, width: 58 | 80): Promise<string> {
  const { lines } = await paper('kitchen', printedAt, promisedAt, width);
  const label = lines.findIndex((line) => line.text.trim() === 'Toegezegd');
  expect(label).toBeGreaterThan(-1);
  expect(lines[label + 1]).toMatchObject({ big: true, bold: true });
  return lines[label + 1].text.trim();
}

/** The receipt's 'Toegezegd' line: the label on the left, the time on the right edge. */
async function receiptDue(printedAt: string, promisedAt: string, width: 58 | 80, columns: number): Promise<string> {
  const text = paperText(await paper('customer', printedAt, promisedAt, width));
  const line = text.find((row) => row.startsWith('Toegezegd'));
  expect(line).toHaveLength(columns);
  return (line ?? '').slice('Toegezegd'.length).trim();
}

// [what, printed at, promised at, as printed]; UTC instants, Amsterdam wall times in the names.
const CASES = [
  ['today', '2025-01-15T11:05:00.000Z', '2025-01-15T11:45:00.000Z', 'Vandaag 12:45'],
  ['tomorrow', '2025-01-15T11:05:00.000Z', '2025-01-16T17:30:00.000Z', 'Morgen 18:30'],
  ['the day after tomorrow', '2025-01-15T11:05:00.000Z', '2025-01-17T17:30:00.000Z', '17/01 18:30'],
  ['a past day (a reprint)', '2025-01-18T09:00:00.000Z', '2025-01-15T11:45:00.000Z', '15/01 12:45'],
  ['23:50, due 23:55 the same evening', '2025-01-15T22:50:00.000Z', '2025-01-15T22:55:00.000Z', 'Vandaag 23:55'],
  ['23:50, due 00:10 after midnight', '2025-01-15T22:50:00.000Z', '2025-01-15T23:10:00.000Z', 'Morgen 00:10'],
  ['00:05, due 23:55 the evening before', '2025-01-15T23:05:00.000Z', '2025-01-15T22:55:00.000Z', '15/01 23:55'],
  ['00:30 Amsterdam while still the day before in UTC', '2025-01-15T23:30:00.000Z', '2025-01-16T10:00:00.000Z', 'Vandaag 11:00'],
  ['23:30 CET before spring forward, due 03:30 CEST', '2025-03-29T22:30:00.000Z', '2025-03-30T01:30:00.000Z', 'Morgen 03:30'],
  ['01:30 CET on the short day, due 00:30 CEST two days on', '2025-03-30T00:30:00.000Z', '2025-03-31T22:30:00.000Z', '01/04 00:30'],
  ['02:30 CEST before fall back, due 02:30 CET an hour later', '2025-10-26T00:30:00.000Z', '2025-10-26T01:30:00.000Z', 'Vandaag 02:30'],
  ['23:30 CEST before the long day, due 23:30 CET 25 hours on', '2025-10-25T21:30:00.000Z', '2025-10-26T22:30:00.000Z', 'Morgen 23:30'],
  ['23:30 CET at the end of the long day, due 00:15', '2025-10-26T22:30:00.000Z', '2025-10-26T23:15:00.000Z', 'Morgen 00:15'],
] as const;

describe.each(WIDTHS)('on $width mm paper', ({ width, columns }) => {
  it.each(CASES)('%s: the kitchen ticket prints the due time big', async (_what, printedAt, promisedAt, printed) => {
    expect(await kitchenDue(printedAt, promisedAt, width)).toBe(printed);
  });

  it.each(CASES)('%s: the receipt prints it beside Toegezegd', async (_what, printedAt, promisedAt, printed) => {
    expect(await receiptDue(printedAt, promisedAt, width, columns)).toBe(printed);
  });
});

describe('the receipt’s other times', () => {
  it('keeps the placed time with its full date and writes the expected time as the spec does', async () => {
    const input = makeTicketInput({ is_asap: false, delivery_time: '2025-01-16T17:30:00.000Z' });
    const ticket = buildTicket(input, { kind: 'customer', copy: 1, printedAt: new Date('2025-01-15T11:05:00.000Z') });
    const text = paperText(decodeEscPos(await ticketEscPos(ticket, 'KMFC Shop', { width: 80 })));
    expect(text).toContain(`Besteld${' '.repeat(48 - 23)}15-01-2025 12:00`);
    expect(text).toContain(`Verwacht${' '.repeat(48 - 20)}Morgen 18:30`);
    expect(text.some((line) => line.startsWith('Toegezegd'))).toBe(false);
  });
});
