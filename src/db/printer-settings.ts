// This device's printer settings and the last Testafdruk result, kept in the `device` store:
// the printer is a fact of this tablet, not of whoever is signed in, so sign-out keeps it. Values are
// checked on the way in, so a bad patch (a paper width of 60, a host with a path) is refused here.
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import {
  SERIAL_BAUD_RATES, type PrinterConnection, type PrinterSettings, type PrinterTestResult,
} from './printer-settings-types';

const SETTINGS_KEY = 'printer_settings';
const TEST_KEY = 'printer_test';

export const DEFAULT_PRINTER_SETTINGS: PrinterSettings = {
  connection: 'browser', paperWidth: 80, language: 'esc-pos', autoPrint: false, autoCustomer: false, host: null,
  usbDevice: null, serialPort: null, baudRate: 9600,
};

const CONNECTIONS: readonly PrinterConnection[] = ['browser', 'usb', 'serial', 'network'];
// A host name or IP address, optionally with a port and an http(s):// in front; nothing after it.
const HOST = /^(https?:\/\/)?(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?\/?$/i;

export class PrinterSettingsError extends Error {}

/** The host as stored: trimmed, without a trailing slash; null for empty. Throws on anything else. */
export function normalizeHost(host: string | null): string | null {
  const trimmed = host?.trim() ?? '';
  if (!trimmed) return null;
  if (!HOST.test(trimmed)) throw new PrinterSettingsError(`not a host name or IP address: ${trimmed}`);
  return trimmed.replace(/\/$/, '');
}

function checked(settings: PrinterSettings): PrinterSettings {
  if (!CONNECTIONS.includes(settings.connection)) throw new PrinterSettingsError(`unknown connection ${settings.connection}`);
  if (settings.paperWidth !== 58 && settings.paperWidth !== 80) throw new PrinterSettingsError(`paper width must be 58 or 80, not ${settings.paperWidth}`);
  if (settings.language !== 'esc-pos' && settings.language !== 'star-prnt') throw new PrinterSettingsError(`unknown printer language ${settings.language}`);
  if (!(SERIAL_BAUD_RATES as readonly number[]).includes(settings.baudRate)) throw new PrinterSettingsError(`unsupported baud rate ${settings.baudRate}`);
  return { ...settings, host: normalizeHost(settings.host), autoPrint: !!settings.autoPrint, autoCustomer: !!settings.autoCustomer };
}

export async function readPrinterSettings(db: ShopDb = appDb()): Promise<PrinterSettings> {
  const row = await db.device.get(SETTINGS_KEY);
  const stored = row?.value as Partial<PrinterSettings> | undefined;
  // Fields added later take their defaults on a device that saved before them.
  return { ...DEFAULT_PRINTER_SETTINGS, ...stored };
}

/** Merges the patch into this device's settings; throws PrinterSettingsError on a bad value. */
export async function savePrinterSettings(patch: Partial<PrinterSettings>, db: ShopDb = appDb()): Promise<PrinterSettings> {
  return db.transaction('rw', db.device, async () => {
    const next = checked({ ...(await readPrinterSettings(db)), ...patch });
    await db.device.put({ key: SETTINGS_KEY, value: next });
    return next;
  });
}

/** This device's printer settings, live; undefined while loading. */
export function usePrinterSettings(db: ShopDb = appDb()): PrinterSettings | undefined {
  return useLiveQuery(() => readPrinterSettings(db), [db]);
}

export async function readPrinterTestResult(db: ShopDb = appDb()): Promise<PrinterTestResult | null> {
  const row = await db.device.get(TEST_KEY);
  return (row?.value as PrinterTestResult | undefined) ?? null;
}

export async function savePrinterTestResult(result: PrinterTestResult, db: ShopDb = appDb()): Promise<void> {
  await db.device.put({ key: TEST_KEY, value: result });
}

/** The last Testafdruk on this device, live; null when none, undefined while loading. */
export function usePrinterTestResult(db: ShopDb = appDb()): PrinterTestResult | null | undefined {
  return useLiveQuery(() => readPrinterTestResult(db), [db]);
}
