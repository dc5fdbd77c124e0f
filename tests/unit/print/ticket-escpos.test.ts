// The printer bytes of both tickets, read back with a small ESC/POS decoder into what the paper says:
// for 58 mm (32 columns) and 80 mm (48 columns), with the reprint mark, and with a customer name and
// notes full of markup and printer commands (ESC 0x1b, GS 0x1d, NUL, DEL, C1) that print as text.
import { describe, expect, it } from 'vitest';
import { buildTicket, type TicketKind } from '../../../src/domain/ticket';
import { ticketEscPos } from '../../../src/ui/lib/print/ticket-escpos';
import { decodeEscPos, paperText, type Paper } from '../../helpers/escpos-decoder';
import { makeTicketInput, PRINTED_AT } from '../../fixtures/tickets';

const WIDTHS = [{ width: 58, columns: 32 }, { width: 80, columns: 48 }] as const;

async function print(kind: TicketKind, width: 58 | 80, copy = 1, input = makeTicketInput()): Promise<Paper> {
  return decodeEscPos(await ticketEscPos(buildTicket(input, { kind, copy, printedAt: PRINTED_AT }), 'KMFC Shop', { width }));
}

const trimmed = (paper: Paper) => paperText(paper).map((line) => line.trim());
const bigLines = (paper: Paper) => paper.lines.filter((line) => line.big).map((line) => line.text.trim());

describe.each(WIDTHS)('on $width mm paper', ({ width, columns }) => {
  it('prints the kitchen ticket: big number, delivery, due time and lines, no prices, one cut', async () => {
    const paper = await print('kitchen', width);
    const text = trimmed(paper);
    expect(text.slice(0, 4)).toEqual(['KEUKEN', '#34CD56EF', 'BEZORGEN', '']);
    expect(bigLines(paper)).toEqual(['#34CD56EF', 'BEZORGEN', 'Vandaag 13:00', '2 x Cheeseburger', '1 x Friet groot']);
    expect(text).toEqual(expect.arrayContaining([
      'Verwacht', 'Zo snel mogelijk', 'Jan Jansen', 'Productnummer: 204', '+ Extra kaas',
      '+ Zonder ui', '+ Saus: Mayo', 'Productnummer: 103', 'Bezorginstructies', 'Achterdeur gebruiken', 'Opmerkingen',
      'Geen ui op de friet.',
    ]));
    expect(text.join('\n')).not.toMatch(/€|HERDRUK|Totaal/);
    expect(paper.cuts).toBe(1);
  });

  it('prints the customer receipt as today’s: amounts on the right, payment, thanks', async () => {
    const paper = await print('customer', width);
    const text = paperText(paper);
    expect(text[0].trim()).toBe('KMFC Shop');
    expect(text).toContain(`Besteld${' '.repeat(columns - 23)}15-01-2025 12:00`);
    expect(text).toContain(`Totaal${' '.repeat(columns - 13)}€ 20,50`);
    expect(trimmed(paper)).toEqual(expect.arrayContaining([
      'Bestelling #34CD56EF', 'BEZORGEN', 'Klant', 'Jan Jansen', '0612345678', 'Keizersgracht 12', '1015 CS Amsterdam',
      'Productnummer: 204', '+ Extra kaas', 'Online betaald', 'Bedankt voor je bestelling!',
    ]));
    expect(text.find((line) => line.startsWith('2 x Cheeseburger'))).toMatch(/€ 13,00$/);
    expect(text.join('\n')).not.toContain('HERDRUK');
    expect(paper.cuts).toBe(1);
  });

  it('keeps every line within the paper: big text within half as many characters', async () => {
    const long = makeTicketInput({ customer_name: 'Maximiliaan van Oldenbarnevelt-Schimmelpenninck' }, {
      lines: [{ item: { qty: 12, name_snapshot: 'Broodje gezond met extra veel groenten en saus', line_total_cents: 12345 }, productNumber: '301', options: null }],
    });
    for (const kind of ['kitchen', 'customer'] as const) {
      const paper = await print(kind, width, 1, long);
      for (const line of paper.lines) expect(line.text.length).toBeLessThanOrEqual(line.big ? columns / 2 : columns);
      expect(paperText(paper).join(' ').replace(/\s+/g, ' ')).toContain('Broodje gezond met extra veel groenten en saus');
    }
  });

  it('says HERDRUK n, big and bold, on copy n + 1 of both tickets', async () => {
    for (const kind of ['kitchen', 'customer'] as const) {
      const reprint = await print(kind, width, 2);
      expect(reprint.lines.filter((line) => line.text.trim() === 'HERDRUK 1')).toEqual([
        expect.objectContaining({ big: true, bold: true }),
      ]);
      expect(trimmed(await print(kind, width, 4))).toContain('HERDRUK 3');
    }
  });

  it('prints markup and printer commands in a name and note as plain text', async () => {
    const evil = makeTicketInput({
      customer_name: '<b>Jan</b>\x1b@\x1dV\x00A"<script>',
      notes: 'Bel aan\x1bE\x01 <img src=x onerror=alert(1)>\x1d!\x11\x7f\u009bklaar\tnu',
    }, { deliveryNotes: 'Achter\x1bd\x05om' });
    for (const kind of ['kitchen', 'customer'] as const) {
      const paper = await print(kind, width, 1, evil);
      const text = trimmed(paper);
      expect(text).toContain('<b>Jan</b>@VA"<script>');
      expect(text.join(' ')).toContain('Bel aanE <img src=x onerror=alert(1)>!klaar nu');
      expect(text).toContain('Achterdom');
      // the decoder throws on any control byte it did not expect, and only these commands change style
      expect(paper.lines.find((line) => line.text.includes('Bel aan'))).toMatchObject({ bold: false, big: false });
    }
  });
});

describe('the decoder', () => {
  it('refuses a control byte that is no command the renderer makes', () => {
    expect(() => decodeEscPos(new Uint8Array([0x41, 0x1b, 0x70, 0x00, 0x0a]))).toThrow(/unexpected control byte/);
    expect(decodeEscPos(new Uint8Array([0x1b, 0x45, 0x01, 0x41, 0x0a, 0x1d, 0x56, 0x00]))).toEqual({
      lines: [{ text: 'A', bold: true, big: false }], cuts: 1,
    });
  });
});
