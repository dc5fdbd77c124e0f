// Fake receipt printers for the journeys (issue 16), put into every page of a context by an init
// script: a `navigator.usb` with one USB printer and a `navigator.serial` with one serial port, both
// already granted (so the app finds them again without a prompt, as after "Printer kiezen"). Each
// records every byte the page writes and answers the ESC/POS real-time status (DLE EOT 2 and 4) as a
// healthy printer, one out of paper, one with the cover open, or not at all (`setPrinterMode`).
// `printedBytes` gives the ticket bytes without the status requests, ready for escpos-decoder.
import type { BrowserContext, Page } from '@playwright/test';

export type FakePrinterMode = 'ok' | 'paper-out' | 'cover-open' | 'silent';
export type FakePrinterKind = 'usb' | 'serial';

export interface FakePrinterState {
  mode: FakePrinterMode;
  /** Every write, in order, as plain numbers (status requests included). */
  writes: number[][];
  /** The serial port's baud rate at its last open. */
  baudRate: number | null;
  /** False: the USB printer is unplugged (open fails as with a disconnected device). */
  connected: boolean;
}

declare global {
  interface Window {
    __fakePrinters?: Record<FakePrinterKind, FakePrinterState>;
  }
}

export const FAKE_USB = { vendorId: 0x04b8, productId: 0x0e28, name: 'EPSON TM-T20III' } as const;
export const FAKE_SERIAL = { usbVendorId: 0x0403, usbProductId: 0x6001 } as const;

/** Runs in the page before any of its scripts. Self-contained: no closures over this module. */
function installFakePrinters(ids: { usb: typeof FAKE_USB; serial: typeof FAKE_SERIAL }): void {
  const ANSWERS: Record<FakePrinterMode, Record<number, number> | null> = {
    ok: { 2: 0x12, 4: 0x12 },
    'paper-out': { 2: 0x32, 4: 0x72 },
    'cover-open': { 2: 0x16, 4: 0x12 },
    silent: null,
  };
  const state = (): FakePrinterState => ({ mode: 'ok', writes: [], baudRate: null, connected: true });
  const printers = { usb: state(), serial: state() };
  window.__fakePrinters = printers;

  /** Records the bytes; gives the status answer a DLE EOT n request gets (none when silent). */
  function take(printer: FakePrinterState, bytes: Uint8Array): number[] {
    printer.writes.push(Array.from(bytes));
    if (bytes.length !== 3 || bytes[0] !== 0x10 || bytes[1] !== 0x04) return [];
    const answer = ANSWERS[printer.mode]?.[bytes[2]];
    return answer === undefined ? [] : [answer];
  }

  const notFound = (what: string) => new DOMException(what, 'NotFoundError');

  // USB: one printer-class interface with a bulk OUT and a bulk IN endpoint.
  const usbQueue: number[] = [];
  let usbWaiter: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const device = {
    vendorId: ids.usb.vendorId, productId: ids.usb.productId, serialNumber: 'FAKE-0001',
    manufacturerName: 'EPSON', productName: 'TM-T20III', opened: false,
    configuration: null as null | object,
    async open() {
      if (!printers.usb.connected) throw notFound('The device was disconnected.');
      this.opened = true;
    },
    async close() {
      this.opened = false;
      usbWaiter?.reject(new DOMException('The transfer was cancelled.', 'AbortError'));
      usbWaiter = null;
    },
    async selectConfiguration() {
      this.configuration = { configurationValue: 1, interfaces: [{ interfaceNumber: 0, alternate: { interfaceClass: 7, endpoints: [
        { endpointNumber: 1, direction: 'out', type: 'bulk' }, { endpointNumber: 2, direction: 'in', type: 'bulk' },
      ] } }] };
    },
    async claimInterface() {},
    async releaseInterface() {},
    async transferOut(_endpoint: number, data: Uint8Array) {
      if (!printers.usb.connected) throw notFound('The device was disconnected.');
      usbQueue.push(...take(printers.usb, new Uint8Array(data)));
      if (usbQueue.length) usbWaiter?.resolve();
      return { status: 'ok', bytesWritten: data.byteLength };
    },
    async transferIn() {
      if (!usbQueue.length) await new Promise<void>((resolve, reject) => { usbWaiter = { resolve, reject }; });
      usbWaiter = null;
      return { status: 'ok', data: new DataView(Uint8Array.from(usbQueue.splice(0)).buffer) };
    },
  };
  const usb = Object.assign(new EventTarget(), {
    getDevices: async () => [device],
    requestDevice: async () => device,
  });

  // Serial: fresh streams on every open, as a real port has.
  let answer: ((bytes: number[]) => void) | null = null;
  const port = Object.assign(new EventTarget(), {
    readable: null as ReadableStream<Uint8Array> | null,
    writable: null as WritableStream<Uint8Array> | null,
    getInfo: () => ({ ...ids.serial }),
    async open(options: { baudRate: number }) {
      if (port.readable) throw new DOMException('The port is already open.', 'InvalidStateError');
      printers.serial.baudRate = options.baudRate;
      port.readable = new ReadableStream<Uint8Array>({
        start(controller) {
          answer = (bytes) => controller.enqueue(Uint8Array.from(bytes));
        },
      });
      port.writable = new WritableStream<Uint8Array>({
        write(chunk) {
          const bytes = take(printers.serial, chunk);
          if (bytes.length) answer?.(bytes);
        },
      });
    },
    async close() {
      port.readable = null;
      port.writable = null;
      answer = null;
    },
  });
  const serial = Object.assign(new EventTarget(), {
    getPorts: async () => [port],
    requestPort: async () => port,
  });

  Object.defineProperty(navigator, 'usb', { value: usb, configurable: true });
  Object.defineProperty(navigator, 'serial', { value: serial, configurable: true });
}

/** Every page of the context gets the fake USB printer and serial port. */
export async function addFakePrinters(context: BrowserContext): Promise<void> {
  await context.addInitScript(installFakePrinters, { usb: FAKE_USB, serial: FAKE_SERIAL });
}

export async function setPrinterMode(page: Page, kind: FakePrinterKind, mode: FakePrinterMode): Promise<void> {
  await page.evaluate(([k, m]) => {
    const printers = window.__fakePrinters;
    if (!printers) throw new Error('no fake printers in this page: call addFakePrinters first');
    printers[k].mode = m;
  }, [kind, mode] as const);
}

/** Forgets what the printer received so far. */
export async function clearPrinter(page: Page, kind: FakePrinterKind): Promise<void> {
  await page.evaluate((k) => { if (window.__fakePrinters) window.__fakePrinters[k].writes = []; }, kind);
}

const isStatusRequest = (write: number[]) => write.length === 3 && write[0] === 0x10 && write[1] === 0x04;

/** The bytes the printer was sent, status requests left out. */
export async function printedBytes(page: Page, kind: FakePrinterKind): Promise<Uint8Array> {
  const writes = await page.evaluate((k) => window.__fakePrinters?.[k].writes ?? [], kind);
  return Uint8Array.from(writes.filter((write) => !isStatusRequest(write)).flat());
}

/** The status requests the printer was sent (DLE EOT n), as their n. */
export async function statusRequests(page: Page, kind: FakePrinterKind): Promise<number[]> {
  const writes = await page.evaluate((k) => window.__fakePrinters?.[k].writes ?? [], kind);
  return writes.filter(isStatusRequest).map((write) => write[2]);
}
