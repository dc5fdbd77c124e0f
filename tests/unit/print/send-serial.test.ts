// sendTicket to a serial printer through a fake navigator.serial with real Web Streams: the port is
// opened at the chosen speed and closed after every job, also after a printer that took nothing in
// (no-response), so the next job can open it again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_SETTINGS } from '../../../src/db/printer-settings';
import type { PrinterSettings } from '../../../src/db/printer-settings-types';
import { buildTicket } from '../../../src/domain/ticket';
import { sendTicket } from '../../../src/ui/lib/print/send';
import { decodeEscPos, paperText } from '../../helpers/escpos-decoder';
import { makeTicketInput, PRINTED_AT } from '../../fixtures/tickets';

const TIMEOUTS = { statusMs: 100, writeMs: 200 };

/** A port whose printer answers DLE EOT with 0x12, or, when `stuck`, never takes a byte in. */
function fakePort() {
  const state = { stuck: false, writes: [] as number[][], opens: [] as number[], open: false };
  let answer: ((byte: number) => void) | null = null;
  const port = {
    readable: null as ReadableStream<Uint8Array> | null,
    writable: null as WritableStream<Uint8Array> | null,
    getInfo: () => ({ usbVendorId: 0x0403, usbProductId: 0x6001 }),
    async open({ baudRate }: { baudRate: number }) {
      if (state.open) throw new DOMException('The port is already open.', 'InvalidStateError');
      state.open = true;
      state.opens.push(baudRate);
      port.readable = new ReadableStream<Uint8Array>({ start: (controller) => { answer = (byte) => controller.enqueue(Uint8Array.of(byte)); } });
      port.writable = new WritableStream<Uint8Array>({
        write: (chunk) => {
          if (state.stuck) return new Promise(() => undefined);
          state.writes.push([...chunk]);
          if (chunk.length === 3 && chunk[0] === 0x10) answer?.(0x12);
          return undefined;
        },
      });
    },
    async close() {
      if (port.readable?.locked || port.writable?.locked) throw new TypeError('a stream is locked');
      state.open = false;
      port.readable = null;
      port.writable = null;
    },
  };
  return { port, state };
}

let ports: ReturnType<typeof fakePort>['port'][] = [];
beforeEach(() => {
  ports = [];
  Object.defineProperty(globalThis, 'navigator', {
    value: { serial: { getPorts: async () => ports, requestPort: async () => ports[0] } },
    configurable: true,
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'navigator');
});

const settings: PrinterSettings = {
  ...DEFAULT_PRINTER_SETTINGS, connection: 'serial', baudRate: 115200, serialPort: { usbVendorId: 0x0403, usbProductId: 0x6001 },
};
const send = () => sendTicket(buildTicket(makeTicketInput(), { kind: 'kitchen', copy: 3, printedAt: PRINTED_AT }), 'KMFC Shop', { settings, timeouts: TIMEOUTS });

describe('sendTicket to a serial printer', () => {
  it('prints at the chosen speed and closes the port', async () => {
    const { port, state } = fakePort();
    ports.push(port);
    expect(await send()).toEqual({ ok: true });
    expect(state.opens).toEqual([115200]);
    expect(state.open).toBe(false);
    const ticket = state.writes.find((write) => write.length > 3) ?? [];
    expect(paperText(decodeEscPos(Uint8Array.from(ticket))).map((line) => line.trim())).toContain('HERDRUK 2');
  });

  it('says no-response for a printer that takes nothing in, and leaves the port closed for the next job', async () => {
    const { port, state } = fakePort();
    ports.push(port);
    state.stuck = true;
    expect(await send()).toMatchObject({ ok: false, failure: 'no-response' });
    expect(state.open).toBe(false);
    state.stuck = false;
    expect(await send()).toEqual({ ok: true });
  });
});
