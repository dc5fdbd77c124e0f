// The USB receipt printer, through the browser's WebUSB API directly. Not through
// @point-of-sale/webusb-receipt-printer (2.1.0): its print() catches every transfer error and only
// logs it, it never reads the printer's status, and it ships no types, so a failed print would look
// printed. Here the chosen device is kept by its ids (printer settings) and found again without a
// prompt through navigator.usb.getDevices(); it is opened for one job and closed after it.
import type { PrinterSettings, UsbPrinterId } from '../../../../db/printer-settings-types';
import { failed, type PrintOutcome } from '../print-types';
import { AnswerBytes } from './answer-bytes';
import { printOverLink, type ByteLink, type LinkTimeouts } from './byte-link';
import { linkErrorOutcome } from './link-errors';
import { usbApi, type UsbDevice, type UsbEndpoint } from './web-devices';

const PRINTER_CLASS = 7;
// Receipt printer makers whose printers show a vendor-specific class instead of the printer class:
// Epson, Star, Bixolon, Citizen, HP, Zjiang, Xprinter and the common STM32-based ones.
const VENDORS = [0x04b8, 0x0519, 0x1504, 0x0419, 0x1d90, 0x05d9, 0x0416, 0x0483, 0x04c5, 0x0fe6, 0x1fc9];

function idOf(device: UsbDevice): UsbPrinterId {
  const name = [device.manufacturerName, device.productName].filter(Boolean).join(' ') || null;
  return { vendorId: device.vendorId, productId: device.productId, serialNumber: device.serialNumber ?? null, name };
}

/** The browser's chooser; the chosen printer's ids, or null when staff closed it without choosing. */
export async function chooseUsbPrinter(): Promise<UsbPrinterId | null> {
  const usb = usbApi();
  if (!usb) return null;
  try {
    const filters = [{ classCode: PRINTER_CLASS }, ...VENDORS.map((vendorId) => ({ vendorId }))];
    return idOf(await usb.requestDevice({ filters }));
  } catch (error) {
    // NotFoundError: the chooser was closed without a choice.
    if (error instanceof Error && error.name === 'NotFoundError') return null;
    throw error;
  }
}

async function findDevice(id: UsbPrinterId): Promise<UsbDevice | null> {
  const devices = (await usbApi()?.getDevices()) ?? [];
  const same = devices.filter((device) => device.vendorId === id.vendorId && device.productId === id.productId);
  return same.find((device) => (device.serialNumber ?? null) === id.serialNumber) ?? same[0] ?? null;
}

class UsbLink implements ByteLink {
  readonly #device: UsbDevice;
  readonly #out: number;

  constructor(device: UsbDevice, out: UsbEndpoint, input: UsbEndpoint | null) {
    this.#device = device;
    this.#out = out.endpointNumber;
    const inEndpoint = input?.endpointNumber;
    // One transfer at a time (answer-bytes.ts); a transfer with no data is an empty chunk, not the end.
    const answers = inEndpoint === undefined ? null : new AnswerBytes(async () => {
      const { data } = await device.transferIn(inEndpoint, 64);
      return data ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array();
    });
    this.read = answers ? (ms) => answers.read(ms) : null;
  }

  readonly read: ((timeoutMs: number) => Promise<number | null>) | null;

  async write(bytes: Uint8Array): Promise<void> {
    const result = await this.#device.transferOut(this.#out, bytes);
    if (result.status !== 'ok') throw new Error(`USB transfer ${result.status}`);
  }

  async close(): Promise<void> {
    // Closing also ends a transfer that still waits for an answer.
    await this.#device.close().catch(() => undefined);
  }
}

async function openLink(device: UsbDevice): Promise<ByteLink> {
  if (!device.opened) await device.open();
  if (!device.configuration) await device.selectConfiguration(1);
  const interfaces = device.configuration?.interfaces ?? [];
  const bulkOut = (endpoints: UsbEndpoint[]) => endpoints.find((e) => e.direction === 'out' && e.type === 'bulk');
  const chosen = interfaces.find((i) => i.alternate.interfaceClass === PRINTER_CLASS && bulkOut(i.alternate.endpoints))
    ?? interfaces.find((i) => bulkOut(i.alternate.endpoints));
  const out = chosen && bulkOut(chosen.alternate.endpoints);
  if (!chosen || !out) throw Object.assign(new Error('this USB device has no printer interface'), { name: 'NotSupportedError' });
  await device.claimInterface(chosen.interfaceNumber);
  const input = chosen.alternate.endpoints.find((e) => e.direction === 'in' && e.type === 'bulk') ?? null;
  return new UsbLink(device, out, input);
}

/** Prints the bytes on the chosen USB printer and says how it went. */
export async function printUsb(bytes: Uint8Array, settings: PrinterSettings, timeouts: LinkTimeouts): Promise<PrintOutcome> {
  if (!usbApi()) return failed('no-printer', 'this browser has no WebUSB');
  if (!settings.usbDevice) return failed('no-printer', 'no USB printer chosen');
  const device = await findDevice(settings.usbDevice);
  if (!device) return failed('offline', 'the chosen USB printer is not connected');
  let link: ByteLink | null = null;
  try {
    link = await openLink(device);
    return await printOverLink(link, bytes, settings.language === 'esc-pos', timeouts);
  } catch (error) {
    return linkErrorOutcome(error);
  } finally {
    await (link ? link.close() : device.close().catch(() => undefined));
  }
}
