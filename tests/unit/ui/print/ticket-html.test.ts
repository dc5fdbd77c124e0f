// The tickets as HTML documents for the browser's print window: the kitchen ticket's content without
// prices, the reprint mark on both tickets, the paper width, and every customer field escaped text.
import { describe, expect, it } from 'vitest';
import { buildTicket, type TicketKind } from '../../../../src/domain/ticket';
import { ticketHtml } from '../../../../src/ui/lib/print/ticket-html';
import { makeTicketInput, PRINTED_AT } from '../../../fixtures/tickets';

const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

function doc(kind: TicketKind, copy = 1, input = makeTicketInput(), width: 58 | 80 = 80): string {
  return plain(ticketHtml(buildTicket(input, { kind, copy, printedAt: PRINTED_AT }), 'KMFC Shop', width));
}

/** What a reader of the printed page sees: the document parsed, its body's text. */
function visibleText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return parsed.body.textContent ?? '';
}

describe('kitchen ticket document', () => {
  it('has the order number, delivery, due time, lines with Productnummer and options, notes, and no prices', () => {
    const html = doc('kitchen');
    expect(html).toContain('<title>Keukenbon #34CD56EF</title>');
    for (const part of [
      '<h1>KEUKEN</h1>', '<p class="big">#34CD56EF</p>', '<p class="type">Bezorgen</p>', '<p class="big">Vandaag 13:00</p>',
      'Zo snel mogelijk', '2 x Cheeseburger', 'Productnummer: 204', '+ Extra kaas', '+ Saus: Mayo',
      'Achterdeur gebruiken', 'Geen ui op de friet.',
    ]) expect(html).toContain(part);
    expect(visibleText(html)).not.toMatch(/€|Totaal/);
  });

  it('is sized to the chosen paper', () => {
    expect(doc('kitchen', 1, makeTicketInput(), 58)).toContain('@page { size: 58mm auto; margin: 0 }');
    expect(doc('customer', 1, makeTicketInput(), 58)).toMatch(/body \{[^}]*width: 58mm/);
  });
});

describe('reprint mark', () => {
  it('says HERDRUK n on copy n + 1 of both tickets, and nothing on the first', () => {
    for (const kind of ['kitchen', 'customer'] as const) {
      expect(doc(kind, 2)).toContain('<p class="reprint">HERDRUK 1</p>');
      expect(doc(kind, 3)).toContain('HERDRUK 2');
      expect(doc(kind, 1)).not.toContain('HERDRUK');
    }
  });
});

describe('customer text stays text', () => {
  const evil = makeTicketInput({
    customer_name: '<b>Jan</b><script>alert(1)</script>\x1b@\x1dV',
    notes: 'Bel aan "><img src=x onerror=alert(1)>\x00\x7f',
  }, {
    lines: [{ item: { qty: 1, name_snapshot: '<i>Burger</i>', line_total_cents: 500 }, productNumber: '<u>1</u>', options: '<s>kaas</s>', customizations: [{ name: '<em>x</em>' }] }],
  });

  it.each(['kitchen', 'customer'] as const)('escapes markup and strips control bytes on the %s ticket', (kind) => {
    const html = doc(kind, 2, evil);
    expect(html).not.toMatch(/<(script|img|b|i|u|s|em)[\s>]/);
    expect(html).toContain('&lt;b&gt;Jan&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;@V');
    expect(html).not.toMatch(/(?![\t\n])\p{Cc}/u);
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelectorAll('script, img, b, i, u, s, em')).toHaveLength(0);
    const text = visibleText(html);
    expect(text).toContain('<b>Jan</b><script>alert(1)</script>@V');
    expect(text).toContain('Bel aan "><img src=x onerror=alert(1)>');
    expect(text).toContain('<i>Burger</i>');
  });
});

describe('the due time on the tickets (issue 17)', () => {
  it('the kitchen ticket shows the promised time as Toegezegd, else the expected time as Verwacht', () => {
    const promised = plain(ticketHtml(buildTicket(makeTicketInput(), { kind: 'kitchen', copy: 1, printedAt: PRINTED_AT, promisedAt: '2025-01-15T12:20:00.000Z' }), 'KMFC Shop'));
    expect(promised).toContain('<p class="center">Toegezegd</p>\n<p class="big">Vandaag 13:20</p>');
    expect(doc('kitchen')).toContain('<p class="center">Verwacht</p>\n<p class="big">Vandaag 13:00</p>');
  });
});
