// sendTicket to a network printer: a small ePOS-Print endpoint on loopback takes the POST, and its
// answer (printed, paper out, cover open, a 404, silence, nobody listening) comes back as the outcome.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_SETTINGS } from '../../../src/db/printer-settings';
import { buildTicket } from '../../../src/domain/ticket';
import { sendTicket } from '../../../src/ui/lib/print/send';
import { makeTicketInput, PRINTED_AT } from '../../fixtures/tickets';

type Reply = (res: ServerResponse) => void;
const eposAnswer = (success: boolean, code = '', status = 0): Reply => (res) => {
  res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
  res.end(`<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><response success="${success}" code="${code}" status="${status}" battery="0" xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"/></s:Body></s:Envelope>`);
};

let server: Server;
let host: string;
let reply: Reply = eposAnswer(true);
const received: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ticket = buildTicket(makeTicketInput({ customer_name: 'Jan <b>&</b>' }), { kind: 'customer', copy: 1, printedAt: PRINTED_AT });
const send = (timeouts = { statusMs: 200, writeMs: 2000 }, at = host) =>
  sendTicket(ticket, 'KMFC Shop', { settings: { ...DEFAULT_PRINTER_SETTINGS, connection: 'network', host: at }, timeouts });

describe('sendTicket to a network printer', () => {
  it('posts the ePOS-Print document to service.cgi and reads a success', async () => {
    reply = eposAnswer(true, '', 0x2);
    expect(await send()).toEqual({ ok: true });
    const request = received.at(-1);
    expect(request?.url).toBe('/cgi-bin/epos/service.cgi?devid=local_printer&timeout=2000');
    expect(request?.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(request?.body).toContain('<text width="1" height="1" em="false">Jan &lt;b&gt;&amp;&lt;/b&gt;&#10;</text>');
    expect(request?.body).toContain('Bedankt voor je bestelling!');
  });

  it.each([
    [eposAnswer(false, 'EPTR_REC_EMPTY', 0x80008), 'paper-out'],
    [eposAnswer(false, 'EPTR_COVER_OPEN', 0x28), 'cover-open'],
    [eposAnswer(false, 'EX_TIMEOUT', 0x1), 'no-response'],
    [(res: ServerResponse) => { res.writeHead(404); res.end('Not found'); }, 'refused'],
    [(res: ServerResponse) => { res.writeHead(200); res.end('<html></html>'); }, 'refused'],
  ] as const)('maps the answer to %#: %s', async (answer, failure) => {
    reply = answer;
    expect(await send()).toMatchObject({ ok: false, failure });
  });

  it('says no-response when the printer keeps the request without answering', async () => {
    reply = () => undefined;
    expect(await send({ statusMs: 100, writeMs: 100 })).toEqual({ ok: false, failure: 'no-response', detail: 'no answer within 200 ms' });
  });

  it('says offline when nothing listens at the address, and no-printer without one', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await send(undefined, `127.0.0.1:${port}`)).toMatchObject({ ok: false, failure: 'offline' });
    expect(await sendTicket(ticket, 'KMFC Shop', { settings: { ...DEFAULT_PRINTER_SETTINGS, connection: 'network' } }))
      .toEqual({ ok: false, failure: 'no-printer', detail: 'no printer address set' });
  });
});
