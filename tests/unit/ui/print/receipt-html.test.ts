// The 80 mm receipt document (spec section 9): page CSS, what is shown when, payment text, and every
// customer-supplied field HTML-escaped and stripped of control characters (DESIGN section 9).
import { describe, expect, it } from 'vitest';
import { buildReceipt, type ReceiptInput } from '../../../../src/domain/receipt';
import { receiptHtml } from '../../../../src/ui/lib/print/receipt-html';

const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

function input(order: Partial<ReceiptInput['order']> = {}, rest: Partial<ReceiptInput> = {}): ReceiptInput {
  return {
    order: {
      id: '3f2b9c1e-0d4a-4e6b-9a7c-12ab34cd56ef', placed_at: '2025-01-15T11:00:00.000Z', delivery_type: 'delivery',
      is_asap: true, delivery_time: null, customer_name: 'Jan Jansen', payment_status: 'paid', subtotal_cents: 1500,
      delivery_fee_cents: 250, tip_cents: 0, discount_cents: 0, total_cents: 1750, notes: null, ...order,
    },
    lines: [{ item: { qty: 2, name_snapshot: 'Cheeseburger', line_total_cents: 1300 }, productNumber: '204', options: 'Extra kaas + Zonder ui' }],
    phone: '0612345678',
    deliveryAddress: { address: 'Keizersgracht 12', postcode: '1015 CS', city: 'Amsterdam' },
    deliveryNotes: null,
    ...rest,
  };
}

// Printed five minutes after the order came in, on the same Amsterdam day.
const receiptOf = (i: ReceiptInput) => buildReceipt(i, new Date('2025-01-15T11:05:00.000Z'));
const html = (i: ReceiptInput) => plain(receiptHtml(receiptOf(i), 'KMFC Shop'));

describe('receipt document', () => {
  it('is a full HTML document sized for 80 mm paper', () => {
    const doc = html(input());
    expect(doc).toMatch(/^<!doctype html>/);
    expect(doc).toContain('@page { size: 80mm auto; margin: 0 }');
    expect(doc).toMatch(/body \{[^}]*width: 80mm/);
    expect(doc).toMatch(/font-family:[^;]*monospace/);
  });

  it('has shop, order number, date, delivery type, customer, lines and total', () => {
    const doc = html(input());
    for (const part of [
      'KMFC Shop', '#34CD56EF', '15-01-2025 12:00', 'Bezorgen', 'Jan Jansen', '0612345678', 'Keizersgracht 12',
      '1015 CS Amsterdam', '2 x Cheeseburger', 'Productnummer: 204', '+ Extra kaas', '+ Zonder ui', '€ 13,00',
      'Subtotaal', 'Totaal', '€ 17,50',
    ]) expect(doc).toContain(part);
  });

  it('says Zo snel mogelijk under the expected time only for ASAP orders', () => {
    expect(html(input({ is_asap: true }))).toContain('Zo snel mogelijk');
    expect(html(input({ is_asap: false, delivery_time: '2025-01-15T17:30:00.000Z' }))).not.toContain('Zo snel mogelijk');
    expect(html(input({ is_asap: false, delivery_time: '2025-01-15T17:30:00.000Z' }))).toContain('<span>Verwacht</span><span>Vandaag 18:30</span>');
  });

  it('shows the delivery fee only when above zero', () => {
    expect(html(input({ delivery_fee_cents: 250 }))).toContain('Bezorgkosten');
    expect(html(input({ delivery_fee_cents: 0 }))).not.toContain('Bezorgkosten');
  });

  it('shows the tip only when above zero', () => {
    expect(html(input({ tip_cents: 150 }))).toContain('<span>Fooi</span><span>€ 1,50</span>');
    expect(html(input({ tip_cents: 0 }))).not.toContain('Fooi');
  });

  it('shows a discount only when above zero', () => {
    expect(html(input({ discount_cents: 200 }))).toContain('<span>Korting</span><span>- € 2,00</span>');
    expect(html(input({ discount_cents: 0 }))).not.toContain('Korting');
  });

  it("says 'Online betaald' when paid and 'Nog te betalen' otherwise", () => {
    expect(html(input({ payment_status: 'paid' }))).toContain('Online betaald');
    expect(html(input({ payment_status: 'paid' }))).not.toContain('Nog te betalen');
    expect(html(input({ payment_status: 'pending' }))).toContain('Nog te betalen');
    expect(html(input({ payment_status: 'pending' }))).not.toContain('Online betaald');
  });

  it('leaves out notes about a completed card payment and prints other notes', () => {
    expect(html(input({ notes: 'Betaald met kaart' }))).not.toContain('Opmerkingen');
    expect(html(input({ notes: 'Betaald met kaart' }))).not.toContain('Betaald met kaart');
    expect(html(input({ notes: 'Bel aan bij de buren' }))).toContain('Bel aan bij de buren');
  });

  it('escapes every customer-supplied field', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const doc = receiptHtml(receiptOf(input(
      { customer_name: evil, notes: '<b>x</b>' },
      {
        phone: '<script>alert(2)</script>',
        deliveryAddress: { address: '<i>Straat</i> "1"', postcode: '<u>', city: "'s-Hertogenbosch" },
        deliveryNotes: '<marquee>achter</marquee>',
        lines: [{ item: { qty: 1, name_snapshot: '<script>alert(3)</script>', line_total_cents: 100 }, productNumber: '<p>', options: '<svg onload=x> + ok' }],
      },
    )), '<Shop>');
    expect(doc).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(doc).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(doc).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(doc).toContain('&lt;script&gt;alert(3)&lt;/script&gt;');
    expect(doc).toContain('&lt;i&gt;Straat&lt;/i&gt; &quot;1&quot;');
    expect(doc).toContain('&#39;s-Hertogenbosch');
    expect(doc).toContain('&lt;marquee&gt;');
    expect(doc).toContain('+ &lt;svg onload=x&gt;');
    expect(doc).toContain('&lt;Shop&gt;');
    for (const tag of ['<img', '<script', '<b>', '<i>', '<u>', '<marquee', '<svg', '<Shop']) expect(doc).not.toContain(tag);
  });

});

// Text a customer (or the shop website) can put in an order, each aimed at a way out of text.
const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(2)>',
  "' onmouseover='alert(3)' x='",
  'Fish & Chips &amp; &lt;b&gt;',
  '</p></div></body><h1>nep</h1><!--',
  '<style>body{display:none}</style>',
];
const CONTROL_BYTES = 'Jan\u0000\u0007\u001b[31mJansen\u007f\u0085\r!';

function everyField(value: string): ReceiptInput {
  return input(
    { customer_name: value, notes: value },
    {
      phone: value,
      deliveryAddress: { address: value, postcode: value, city: value },
      deliveryNotes: value,
      lines: [{ item: { qty: 1, name_snapshot: value, line_total_cents: 100 }, productNumber: value, options: value }],
    },
  );
}

/** The document as a browser reads it: its elements (tag and class) and what each says. */
function parse(doc: string) {
  const parsed = new DOMParser().parseFromString(doc, 'text/html');
  const elements = [...parsed.querySelectorAll('*')];
  return {
    parsed,
    outline: elements.map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`),
    attributes: elements.flatMap((element) => element.getAttributeNames()),
    texts: (selector: string) => [...parsed.querySelectorAll(selector)].map((element) => element.textContent),
    /** The paragraphs under a bold heading paragraph ('Klant'), up to the next rule. */
    under(heading: string) {
      const start = [...parsed.querySelectorAll('p')].find((p) => p.querySelector('strong')?.textContent === heading);
      const lines: (string | null)[] = [];
      for (let next = start?.nextElementSibling; next?.tagName === 'P'; next = next.nextElementSibling) lines.push(next.textContent);
      return lines;
    },
  };
}

describe('hostile customer text', () => {
  const benign = parse(receiptHtml(receiptOf(everyField('Jan')), 'KMFC Shop'));

  it.each(HOSTILE)('%s in every customer field stays text: the same elements as plain text, no new markup', (value) => {
    const doc = receiptHtml(receiptOf(everyField(value)), 'KMFC Shop');
    const { parsed, outline, attributes, texts, under } = parse(doc);
    expect(outline).toEqual(benign.outline);
    expect(attributes.filter((name) => !['lang', 'charset', 'class'].includes(name))).toEqual([]);
    expect(parsed.querySelectorAll('script, img, h1 ~ h1')).toHaveLength(0);
    expect(parsed.querySelectorAll('style')).toHaveLength(1);
    // Each field reads exactly as the customer typed it.
    expect(under('Klant')).toEqual([value, value, value, `${value} ${value}`]);
    expect(texts('.notes')).toEqual([value, value]);
    expect(texts('.name')).toEqual([`1 x ${value}`]);
    expect(texts('.sub')).toEqual([`Productnummer: ${value}`, `+ ${value}`]);
  });

  it('the shop name from the server is text as well', () => {
    const { parsed, outline } = parse(receiptHtml(receiptOf(everyField('Jan')), HOSTILE[1]));
    expect(outline).toEqual(benign.outline);
    expect(parsed.querySelector('h1')?.textContent).toBe(HOSTILE[1]);
  });

  it('strips control characters from every customer field, keeping the line breaks of notes', () => {
    const doc = receiptHtml(receiptOf(everyField(CONTROL_BYTES)), 'KMFC Shop');
    expect(doc).not.toMatch(/(?![\t\n])\p{Cc}/u);
    const { outline, texts } = parse(doc);
    expect(outline).toEqual(benign.outline);
    expect(texts('.name')).toEqual(['1 x Jan[31mJansen!']);
    const notes = receiptHtml(receiptOf(input({ notes: 'Geen ui\u0007\nBel\u001b aan' })), 'KMFC Shop');
    expect(parse(notes).texts('.notes')).toEqual(['Geen ui\nBel aan']);
  });
});
