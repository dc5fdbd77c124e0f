// Printing over a byte pipe (USB or serial): ask the printer how it is, send the ticket, ask again.
// ESC/POS printers answer the real-time status request DLE EOT n with one byte even while busy or
// offline, so the answer says paper out or cover open, and no answer within the timeout says the
// printer is not listening. StarPRNT has no DLE EOT: for it the bytes are only sent.
import { failed, PRINTED, type PrintOutcome } from '../print-types';

/** A connection that moves bytes both ways; `read` gives null when nothing came within the time. */
export interface ByteLink {
  write(bytes: Uint8Array): Promise<void>;
  /** Null when this link cannot read answers at all (a USB printer without an IN endpoint). */
  read: ((timeoutMs: number) => Promise<number | null>) | null;
  close(): Promise<void>;
}

export interface LinkTimeouts {
  /** How long to wait for one status byte. */
  statusMs: number;
  /** How long the printer may take to take in the whole ticket. */
  writeMs: number;
}

export const DEFAULT_TIMEOUTS: LinkTimeouts = { statusMs: 3000, writeMs: 15000 };

const DLE = 0x10;
const EOT = 0x04;
/** DLE EOT 2: the offline cause; DLE EOT 4: the paper roll sensor. */
export const STATUS_OFFLINE_CAUSE = Uint8Array.of(DLE, EOT, 2);
export const STATUS_PAPER = Uint8Array.of(DLE, EOT, 4);

/** A status answer has bit 1 and 4 set, bit 0 and 7 clear (ESC/POS real-time status, every n). */
export function isStatusByte(byte: number): boolean {
  return (byte & 0x93) === 0x12;
}

/** What one status answer says is wrong, or null for nothing. */
export function statusFailure(request: 2 | 4, byte: number): PrintOutcome | null {
  if (request === 2) {
    if (byte & 0x04) return failed('cover-open', `offline cause 0x${byte.toString(16)}: cover open`);
    if (byte & 0x20) return failed('paper-out', `offline cause 0x${byte.toString(16)}: paper end`);
    if (byte & 0x40) return failed('refused', `offline cause 0x${byte.toString(16)}: printer error`);
    return null;
  }
  if ((byte & 0x60) === 0x60) return failed('paper-out', `paper sensor 0x${byte.toString(16)}: paper end`);
  return null;
}

export class LinkTimeout extends Error {}

/** Rejects with LinkTimeout when the promise is not settled within ms. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LinkTimeout(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function askStatus(link: ByteLink, read: (ms: number) => Promise<number | null>, timeouts: LinkTimeouts): Promise<PrintOutcome> {
  for (const [request, query] of [[2, STATUS_OFFLINE_CAUSE], [4, STATUS_PAPER]] as const) {
    await within(link.write(query), timeouts.writeMs, 'status request');
    let byte = await read(timeouts.statusMs);
    // Skip anything that is not a status answer (an automatic status sent earlier, noise).
    while (byte !== null && !isStatusByte(byte)) byte = await read(timeouts.statusMs);
    if (byte === null) return failed('no-response', `no answer to DLE EOT ${request} within ${timeouts.statusMs} ms`);
    const failure = statusFailure(request, byte);
    if (failure) return failure;
  }
  return PRINTED;
}

/** Sends a ticket: status, bytes, status (ESC/POS); the bytes only for StarPRNT or a write-only link. */
export async function printOverLink(link: ByteLink, bytes: Uint8Array, askStatusFirst: boolean, timeouts: LinkTimeouts): Promise<PrintOutcome> {
  const read = askStatusFirst ? link.read : null;
  if (read) {
    const before = await askStatus(link, read, timeouts);
    if (!before.ok) return before;
  }
  await within(link.write(bytes), timeouts.writeMs, 'ticket');
  // Asked again after the ticket: the paper may have run out while it printed.
  return read ? askStatus(link, read, timeouts) : PRINTED;
}
