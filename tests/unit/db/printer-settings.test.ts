// This device's printer settings in the device store: the defaults, patches, refused values, sign-out.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { ShopDb } from '../../../src/db/database';
import {
  DEFAULT_PRINTER_SETTINGS, PrinterSettingsError, readPrinterSettings, readPrinterTestResult, savePrinterSettings,
  savePrinterTestResult,
} from '../../../src/db/printer-settings';
import type { PrinterSettings } from '../../../src/db/printer-settings-types';
import { wipeUserData } from '../../../src/db/wipe';

const dbs: ShopDb[] = [];
function open(name: string): ShopDb {
  const db = new ShopDb(name);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

describe('printer settings', () => {
  test('start as browser printing on 80 mm, ESC/POS, nothing automatic', async () => {
    expect(await readPrinterSettings(open('printer-defaults'))).toEqual({
      connection: 'browser', paperWidth: 80, language: 'esc-pos', autoPrint: false, autoCustomer: false, host: null,
      usbDevice: null, serialPort: null, baudRate: 9600,
    });
  });

  test('merge a patch and keep the chosen device, through sign-out', async () => {
    const db = open('printer-patch');
    const usbDevice = { vendorId: 0x04b8, productId: 0x0e15, serialNumber: 'X1', name: 'EPSON TM-T20' };
    await savePrinterSettings({ connection: 'usb', usbDevice }, db);
    await savePrinterSettings({ paperWidth: 58, autoPrint: true }, db);
    await wipeUserData(db);
    expect(await readPrinterSettings(db)).toEqual({
      ...DEFAULT_PRINTER_SETTINGS, connection: 'usb', usbDevice, paperWidth: 58, autoPrint: true,
    });
  });

  test('store a host trimmed and without a trailing slash', async () => {
    const db = open('printer-host');
    for (const [given, stored] of [
      [' 192.168.1.50 ', '192.168.1.50'], ['https://printer.local:8443/', 'https://printer.local:8443'],
      ['[fe80::1]', '[fe80::1]'], ['', null],
    ] as const) expect((await savePrinterSettings({ host: given }, db)).host).toBe(stored);
  });

  test.each([
    [{ paperWidth: 60 }, /paper width/],
    [{ connection: 'bluetooth' }, /unknown connection/],
    [{ language: 'zpl' }, /printer language/],
    [{ baudRate: 1234 }, /baud rate/],
    [{ host: '192.168.1.50/cgi-bin' }, /host/],
    [{ host: 'printer"><script>' }, /host/],
  ])('refuse %j with a clear error and keep what was there', async (patch, message) => {
    const db = open('printer-refuse');
    await savePrinterSettings({ paperWidth: 58 }, db);
    await expect(savePrinterSettings(patch as unknown as Partial<PrinterSettings>, db)).rejects.toThrow(PrinterSettingsError);
    await expect(savePrinterSettings(patch as unknown as Partial<PrinterSettings>, db)).rejects.toThrow(message);
    expect((await readPrinterSettings(db)).paperWidth).toBe(58);
  });

  test('keep the last Testafdruk result', async () => {
    const db = open('printer-test');
    expect(await readPrinterTestResult(db)).toBeNull();
    await savePrinterTestResult({ at: 1000, failure: 'paper-out', detail: 'paper end' }, db);
    expect(await readPrinterTestResult(db)).toEqual({ at: 1000, failure: 'paper-out', detail: 'paper end' });
  });
});
