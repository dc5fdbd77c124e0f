// Epson ePOS-Print XML: the ticket as the SOAP document a network printer's service.cgi takes, and
// its answer read back. The writer is a PaperSink, so the ticket is laid out by the same code as the
// ESC/POS bytes; every piece of text is XML-escaped here, and control characters (which XML 1.0 does
// not allow and a printer would take as commands) are removed, so order text stays text.
// The answer is read with a small pattern, not DOMParser: it is one <response> element with three
// attributes, and DOMParser is missing in workers and in Node where this is tested.
import type { PaperSink } from '../escpos-paper';
import { failed, PRINTED, type PrintOutcome } from '../print-types';

const EPOS_NS = 'http://www.epson-pos.com/schemas/2011/03/epos-print';
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const CONTROL = /[\p{Cc}\p{Cf}]/gu;

export function escapeXml(text: string): string {
  return text.replace(CONTROL, '').replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);
}

/** Writes the <epos-print> body element by element, in the order Paper calls it. */
export class EposXmlWriter implements PaperSink {
  readonly #parts: string[] = [];
  #bold = false;
  #size = 1;

  bold(on: boolean): this {
    this.#bold = on;
    return this;
  }

  size(width: number): this {
    this.#size = width;
    return this;
  }

  line(text: string): this {
    const style = `width="${this.#size}" height="${this.#size}" em="${this.#bold}"`;
    this.#parts.push(`<text ${style}>${escapeXml(text)}&#10;</text>`);
    return this;
  }

  newline(count: number): this {
    this.#parts.push(`<feed line="${Math.max(1, Math.round(count))}"/>`);
    return this;
  }

  cut(): this {
    this.#parts.push('<cut type="no_feed"/>');
    return this;
  }

  /** The whole request body. */
  document(): string {
    return '<?xml version="1.0" encoding="utf-8"?>'
      + '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>'
      + `<epos-print xmlns="${EPOS_NS}"><text lang="en" smooth="true"/>${this.#parts.join('')}</epos-print>`
      + '</s:Body></s:Envelope>';
  }
}

// The status bits of the answer (ePOS-Print XML user's manual, "status").
export const ASB = {
  noResponse: 0x1, offLine: 0x8, coverOpen: 0x20, receiptEnd: 0x80000,
} as const;

export interface EposResponse {
  success: boolean;
  code: string;
  status: number;
}

/** The <response> element's attributes; null when the body has none. */
export function parseEposResponse(body: string): EposResponse | null {
  const element = /<(?:[\w-]+:)?response\b([^>]*)>/.exec(body);
  if (!element) return null;
  const attributes = new Map<string, string>();
  for (const [, name, value] of element[1].matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) attributes.set(name, value);
  const status = Number(attributes.get('status') ?? 0);
  return {
    success: attributes.get('success') === 'true',
    code: attributes.get('code') ?? '',
    status: Number.isFinite(status) ? status : 0,
  };
}

/** What the printer's answer means: printed, or the failure it names (its code first, then status bits). */
export function eposOutcome(response: EposResponse): PrintOutcome {
  if (response.success) return PRINTED;
  const detail = `ePOS ${response.code || 'error'} (status 0x${response.status.toString(16)})`;
  const { code, status } = response;
  if (code === 'EPTR_REC_EMPTY' || status & ASB.receiptEnd) return failed('paper-out', detail);
  if (code === 'EPTR_COVER_OPEN' || status & ASB.coverOpen) return failed('cover-open', detail);
  if (code === 'EX_TIMEOUT' || status & ASB.noResponse) return failed('no-response', detail);
  if (code === 'DeviceNotFound' || code === 'EX_BADPORT' || status & ASB.offLine) return failed('offline', detail);
  return failed('refused', detail);
}
