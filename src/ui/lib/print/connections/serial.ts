// The serial or Bluetooth-serial receipt printer, through the browser's Web Serial API directly. Not
// through @point-of-sale/webserial-receipt-printer (2.0.0): its print() returns before the bytes are
// written and drops write errors, and it ships no types, so a failed print would look printed. The
// chosen port is kept by its USB ids (printer settings) and found again through getPorts() without a
// prompt; it is opened for one job and closed after it.
import type { PrinterSettings, SerialPortId } from '../../../../db/printer-settings-types';
import { failed, type PrintOutcome } from '../print-types';
import { AnswerBytes } from './answer-bytes';
import { printOverLink, type ByteLink, type LinkTimeouts } from './byte-link';
import { linkErrorOutcome } from './link-errors';
import { serialApi, type SerialPortLike } from './web-devices';

function idOf(port: SerialPortLike): SerialPortId {
  const info = port.getInfo();
  return { usbVendorId: info.usbVendorId ?? null, usbProductId: info.usbProductId ?? null };
}

/** The browser's chooser; the chosen port's ids, or null when staff closed it without choosing. */
export async function chooseSerialPort(): Promise<SerialPortId | null> {
  const serial = serialApi();
  if (!serial) return null;
  try {
    return idOf(await serial.requestPort());
  } catch (error) {
    if (error instanceof Error && error.name === 'NotFoundError') return null;
    throw error;
  }
}

async function findPort(id: SerialPortId): Promise<SerialPortLike | null> {
  const ports = (await serialApi()?.getPorts()) ?? [];
  const same = ports.filter((port) => {
    const info = idOf(port);
    return info.usbVendorId === id.usbVendorId && info.usbProductId === id.usbProductId;
  });
  // A Bluetooth port has no USB ids: then the one granted port without them is it.
  return same[0] ?? null;
}

class SerialLink implements ByteLink {
  readonly #port: SerialPortLike;
  readonly #reader: ReadableStreamDefaultReader<Uint8Array> | null;
  /** The writer of a write still under way (one the printer never took in before the timeout). */
  #writer: WritableStreamDefaultWriter<Uint8Array> | null = null;

  constructor(port: SerialPortLike) {
    this.#port = port;
    this.#reader = port.readable?.getReader() ?? null;
    const reader = this.#reader;
    const answers = reader && new AnswerBytes(async () => {
      const { value, done } = await reader.read();
      return done ? null : value ?? new Uint8Array();
    });
    this.read = answers ? (ms) => answers.read(ms) : null;
  }

  readonly read: ((timeoutMs: number) => Promise<number | null>) | null;

  async write(bytes: Uint8Array): Promise<void> {
    if (!this.#port.writable) throw Object.assign(new Error('the serial port cannot be written'), { name: 'NetworkError' });
    const writer = this.#port.writable.getWriter();
    this.#writer = writer;
    try {
      await writer.write(bytes);
    } finally {
      this.#writer = null;
      writer.releaseLock();
    }
  }

  async close(): Promise<void> {
    // Cancelling ends a read that still waits, aborting a write that still waits; the port closes
    // only with its streams unlocked, and a port left open would refuse the next job.
    const writer = this.#writer;
    if (writer) {
      // Not awaited: a stream's abort waits for the write under way, which is the one that hangs.
      void writer.abort().catch(() => undefined);
      writer.releaseLock();
    }
    await this.#reader?.cancel().catch(() => undefined);
    this.#reader?.releaseLock();
    await this.#port.close().catch(() => undefined);
  }
}

/** Prints the bytes on the chosen serial port and says how it went. */
export async function printSerial(bytes: Uint8Array, settings: PrinterSettings, timeouts: LinkTimeouts): Promise<PrintOutcome> {
  if (!serialApi()) return failed('no-printer', 'this browser has no Web Serial');
  if (!settings.serialPort) return failed('no-printer', 'no serial printer chosen');
  const port = await findPort(settings.serialPort);
  if (!port) return failed('offline', 'the chosen serial printer is not connected');
  let link: ByteLink | null = null;
  try {
    await port.open({ baudRate: settings.baudRate });
    link = new SerialLink(port);
    return await printOverLink(link, bytes, settings.language === 'esc-pos', timeouts);
  } catch (error) {
    return linkErrorOutcome(error);
  } finally {
    await (link ? link.close() : port.close().catch(() => undefined));
  }
}
