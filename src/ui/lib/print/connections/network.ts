// The network printer: Epson ePOS-Print over HTTP(S) POST to the printer's own service.cgi (Chrome asks
// for local network access the first time). The printer answers when the job is done or failed;
// an unreachable host is offline, a request that outlives the printer's own timeout is no-response.
import type { PrinterSettings } from '../../../../db/printer-settings-types';
import { failed, type PrintOutcome } from '../print-types';
import type { LinkTimeouts } from './byte-link';
import { eposOutcome, parseEposResponse } from './epos-xml';

/** The printer's service address; the page's scheme when the host has none (https pages need https). */
export function eposUrl(host: string, timeoutMs: number, pageProtocol: string): string {
  const base = /^https?:\/\//i.test(host) ? host : `${pageProtocol === 'https:' ? 'https' : 'http'}://${host}`;
  return `${base.replace(/\/$/, '')}/cgi-bin/epos/service.cgi?devid=local_printer&timeout=${timeoutMs}`;
}

/** Sends the ePOS-Print document to the configured host and says how it went. */
export async function printNetwork(xml: string, settings: PrinterSettings, timeouts: LinkTimeouts): Promise<PrintOutcome> {
  if (!settings.host) return failed('no-printer', 'no printer address set');
  const url = eposUrl(settings.host, timeouts.writeMs, globalThis.location?.protocol ?? 'http:');
  const abort = new AbortController();
  // The printer gives up after writeMs itself; the extra time is for its answer to arrive.
  const timer = setTimeout(() => abort.abort(), timeouts.writeMs + timeouts.statusMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/xml; charset=utf-8',
        SOAPAction: '""',
        'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT',
      },
      body: xml,
      signal: abort.signal,
    });
    const body = await response.text();
    if (!response.ok) return failed('refused', `HTTP ${response.status} from the printer`);
    const answer = parseEposResponse(body);
    return answer ? eposOutcome(answer) : failed('refused', 'the printer gave no ePOS-Print answer');
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (abort.signal.aborted) return failed('no-response', `no answer within ${timeouts.writeMs + timeouts.statusMs} ms`);
    // fetch rejects with a TypeError when the host cannot be reached (or local network access was denied).
    return failed('offline', detail);
  } finally {
    clearTimeout(timer);
  }
}
