// A fake Epson ePOS-Print network printer on loopback for the journeys (issue 16): a node http server
// answering POST /cgi-bin/epos/service.cgi with an ePOS <response>, as a printer that printed, is out
// of paper, has its cover open, or never answers. It answers the browser's CORS and private network
// preflight, as the app's page is another origin. Every request body is kept for the test to read.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeEposMode = 'ok' | 'paper-out' | 'cover-open' | 'silent';

export interface FakeEpos {
  /** host:port for the Printer screen's address field. */
  host: string;
  mode: FakeEposMode;
  /** Every print request: its URL and XML body. */
  requests: { url: string; body: string }[];
  close(): Promise<void>;
}

const ANSWERS: Record<Exclude<FakeEposMode, 'silent'>, { success: boolean; code: string; status: number }> = {
  ok: { success: true, code: '', status: 0x2 },
  'paper-out': { success: false, code: 'EPTR_REC_EMPTY', status: 0x80008 },
  'cover-open': { success: false, code: 'EPTR_COVER_OPEN', status: 0x28 },
};

function cors(res: ServerResponse, origin: string | undefined): void {
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, SOAPAction, If-Modified-Since');
  res.setHeader('Access-Control-Allow-Private-Network', 'true');
  res.setHeader('Vary', 'Origin');
}

export async function startFakeEpos(): Promise<FakeEpos> {
  const server = createServer((req, res) => {
    cors(res, req.headers.origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    req.on('end', () => {
      fake.requests.push({ url: req.url ?? '', body });
      if (fake.mode === 'silent') return;
      const { success, code, status } = ANSWERS[fake.mode];
      res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
      res.end(`<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><response success="${success}" code="${code}" status="${status}" battery="0" xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"></response></s:Body></s:Envelope>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeEpos = {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    mode: 'ok',
    requests: [],
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
