// The ePOS-Print XML for a network printer: order text with markup, XML specials and printer control
// bytes ends up as escaped text of <text> elements (nothing else is an element); the printer's answer
// is read back from its <response> and mapped to the staff's failure codes.
import { describe, expect, it } from 'vitest';
import { buildTicket } from '../../../src/domain/ticket';
import {
  ASB, EposXmlWriter, eposOutcome, escapeXml, parseEposResponse,
} from '../../../src/ui/lib/print/connections/epos-xml';
import { eposUrl } from '../../../src/ui/lib/print/connections/network';
import { Paper } from '../../../src/ui/lib/print/escpos-paper';
import { layTicket } from '../../../src/ui/lib/print/ticket-escpos';
import { makeTicketInput, PRINTED_AT } from '../../fixtures/tickets';

function kitchenXml(customerName: string, notes: string): string {
  const writer = new EposXmlWriter();
  const ticket = buildTicket(makeTicketInput({ customer_name: customerName, notes }), { kind: 'kitchen', copy: 2, printedAt: PRINTED_AT });
  layTicket(new Paper(writer, 48), ticket, 'KMFC Shop');
  return writer.document();
}

/** The text of every <text> element, unescaped, as the printer would print it. */
function printedLines(xml: string): string[] {
  return [...xml.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map(([, body]) => body
    .replace(/&#10;$/, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'").replace(/&amp;/g, '&'));
}

describe('ePOS-Print XML', () => {
  it('is one SOAP envelope with the ticket as text, feed and cut', () => {
    const xml = kitchenXml('Jan Jansen', 'Geen ui');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?><s:Envelope xmlns:s="http:\/\/schemas.xmlsoap.org\/soap\/envelope\/"><s:Body><epos-print xmlns="http:\/\/www.epson-pos.com\/schemas\/2011\/03\/epos-print">/);
    expect(xml).toMatch(/<feed line="4"\/><cut type="no_feed"\/><\/epos-print><\/s:Body><\/s:Envelope>$/);
    const lines = printedLines(xml).map((line) => line.trim());
    expect(lines.slice(0, 3)).toEqual(['KEUKEN', 'HERDRUK 1', '']);
    expect(lines).toEqual(expect.arrayContaining(['#34CD56EF', 'BEZORGEN', 'Jan Jansen', 'Geen ui']));
    // Big and bold come from the attributes of the element, not from commands in the text.
    expect(xml).toContain('<text width="2" height="2" em="true">       #34CD56EF&#10;</text>');
  });

  it('escapes markup and drops control bytes from customer text', () => {
    const xml = kitchenXml('<b>Jan</b> & "Piet"\x1b@\x1dV\x00', 'Bel aan</text><cut/>\x1bE\x01 \'hier\'\x7f');
    const elements = [...xml.matchAll(/<(\/?)([\w:-]+)/g)].map(([, close, name]) => `${close}${name}`);
    expect(new Set(elements)).toEqual(new Set(['s:Envelope', 's:Body', 'epos-print', 'text', '/text', 'feed', 'cut', '/epos-print', '/s:Body', '/s:Envelope']));
    expect(elements.filter((name) => name === 'cut')).toHaveLength(1);
    expect(xml).not.toMatch(/\p{Cc}/u);
    const lines = printedLines(xml).map((line) => line.trim());
    expect(lines).toContain('<b>Jan</b> & "Piet"@V');
    expect(lines).toContain('Bel aan</text><cut/>E \'hier\'');
    expect(escapeXml('a<b>&"\'\x1b')).toBe('a&lt;b&gt;&amp;&quot;&apos;');
  });
});

const answer = (success: boolean, code: string, status: number) =>
  `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><response success="${success}" code="${code}" status="${status}" battery="0" xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"></response></soapenv:Body></soapenv:Envelope>`;

describe('the printer’s answer', () => {
  it('is read from the response element, with or without a prefix', () => {
    expect(parseEposResponse(answer(true, '', 251658262))).toEqual({ success: true, code: '', status: 251658262 });
    expect(parseEposResponse('<s:Body><m:response success="false" code="EPTR_COVER_OPEN" status="32"/></s:Body>'))
      .toEqual({ success: false, code: 'EPTR_COVER_OPEN', status: 32 });
    expect(parseEposResponse('<html>Not found</html>')).toBeNull();
  });

  it.each([
    [true, '', 0x2, null],
    [false, 'EPTR_REC_EMPTY', 0x8, 'paper-out'],
    [false, '', ASB.receiptEnd | ASB.offLine, 'paper-out'],
    [false, 'EPTR_COVER_OPEN', 0x8, 'cover-open'],
    [false, '', ASB.coverOpen, 'cover-open'],
    [false, 'EX_TIMEOUT', 0, 'no-response'],
    [false, '', ASB.noResponse, 'no-response'],
    [false, 'DeviceNotFound', 0, 'offline'],
    [false, '', ASB.offLine, 'offline'],
    [false, 'SchemaError', 0, 'refused'],
    [false, 'EPTR_CUTTER', 0x800, 'refused'],
  ] as const)('success=%s code=%s status=%i is %s', (success, code, status, failure) => {
    const outcome = eposOutcome({ success, code, status });
    if (failure === null) expect(outcome).toEqual({ ok: true });
    else expect(outcome).toMatchObject({ ok: false, failure, detail: expect.stringContaining(code || 'error') });
  });

  it('goes to the printer’s service with its own timeout, in the page’s scheme unless the host names one', () => {
    expect(eposUrl('192.168.1.50', 10000, 'https:')).toBe('https://192.168.1.50/cgi-bin/epos/service.cgi?devid=local_printer&timeout=10000');
    expect(eposUrl('printer.local:8080', 5000, 'http:')).toBe('http://printer.local:8080/cgi-bin/epos/service.cgi?devid=local_printer&timeout=5000');
    expect(eposUrl('http://10.0.0.9/', 5000, 'https:')).toBe('http://10.0.0.9/cgi-bin/epos/service.cgi?devid=local_printer&timeout=5000');
  });
});
