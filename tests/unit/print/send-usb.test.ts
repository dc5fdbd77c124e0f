// sendTicket to a USB printer through a fake navigator.usb: the chosen device is found again by its
// ids without a prompt, two tickets sent at once go one after the other (a device opens once), and an
// unplugged or vanished printer comes back as offline or connection-lost.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_SETTINGS } from '../../../src/db/printer-settings';
import type { PrinterSettings } from '../../../src/db/printer-settings-types';
import { buildTicket } from '../../../src/domain/ticket';
import { sendTicket } from '../../../src/ui/lib/print/send';
import { decodeEscPos, paperText } from '../../helpers/escpos-decoder';
import { makeTicketInput, PRINTED_AT } from '../../fixtures/tickets';

const TIMEOUTS = { statusMs: 200, writeMs: 1000 };

function fakeDevice() {
  const state = { writes: [] as number[][], opens: 0, vanished: false, answers: [] as number[] };
  const device = {
    vendorId: 0x04b8, productId: 0x0e28, serialNumber: 'S1', opened: false, configuration: null as object | null,
    async open() {
      if (this.opened) throw new DOMException('The device is already open.', 'InvalidStateError');
      state.opens += 1;
      this.opened = true;
    },
    async close() { this.opened = false; },
    async selectConfiguration() {
      this.configuration = { configurationValue: 1, interfaces: [{ interfaceNumber: 0, alternate: { interfaceClass: 7, endpoints: [
        { endpointNumber: 1, direction: 'out', type: 'bulk' }, { endpointNumber: 2, direction: 'in', type: 'bulk' },
      ] } }] };
    },
    async claimInterface() {},
    async releaseInterface() {},
    async transferOut(_endpoint: number, data: Uint8Array) {
      // A real transfer takes a while: long enough for a second job to try the device meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.vanished) throw new DOMException('The device was disconnected.', 'NotFoundError');
      state.writes.push([...data]);
      if (data.length === 3 && data[0] === 0x10) state.answers.push(0x12);
      return { status: 'ok', bytesWritten: data.length };
    },
    async transferIn() {
      return { status: 'ok', data: new DataView(Uint8Array.from(state.answers.splice(0)).buffer) };
    },
  };
  return { device, state };
}

let devices: ReturnType<typeof fakeDevice>['device'][] = [];
beforeEach(() => {
  devices = [];
  Object.defineProperty(globalThis, 'navigator', {
    value: { usb: Object.assign(new EventTarget(), { getDevices: async () => devices, requestDevice: async () => devices[0] }) },
    configurable: true,
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'navigator');
});

const settings: PrinterSettings = {
  ...DEFAULT_PRINTER_SETTINGS, connection: 'usb', paperWidth: 58,
  usbDevice: { vendorId: 0x04b8, productId: 0x0e28, serialNumber: 'S1', name: 'EPSON TM-T20III' },
};
const input = makeTicketInput();
const send = (kind: 'kitchen' | 'customer', chosen = settings) =>
  sendTicket(buildTicket(input, { kind, copy: 1, printedAt: PRINTED_AT }), 'KMFC Shop', { settings: chosen, timeouts: TIMEOUTS });
const tickets = (writes: number[][]) => writes.filter((write) => write.length > 3);

describe('sendTicket to a USB printer', () => {
  it('sends two tickets asked for at once one after the other', async () => {
    const { device, state } = fakeDevice();
    devices.push(device);
    expect(await Promise.all([send('kitchen'), send('customer')])).toEqual([{ ok: true }, { ok: true }]);
    expect(state.opens).toBe(2);
    const [kitchen, customer] = tickets(state.writes).map((write) => paperText(decodeEscPos(Uint8Array.from(write))));
    expect(kitchen[0].trim()).toBe('KEUKEN');
    expect(customer[0].trim()).toBe('KMFC Shop');
    expect(Math.max(...[...kitchen, ...customer].map((line) => line.length))).toBeLessThanOrEqual(32);
  });

  it('finds the chosen printer by its ids; another printer is not it', async () => {
    const { device } = fakeDevice();
    devices.push({ ...device, productId: 0x0202 });
    expect(await send('kitchen')).toEqual({ ok: false, failure: 'offline', detail: 'the chosen USB printer is not connected' });
    expect(await send('kitchen', { ...settings, usbDevice: null }))
      .toEqual({ ok: false, failure: 'no-printer', detail: 'no USB printer chosen' });
  });

  it('says connection-lost when the printer goes away during the ticket', async () => {
    const { device, state } = fakeDevice();
    devices.push(device);
    const transferOut = device.transferOut.bind(device);
    device.transferOut = async (endpoint, data) => {
      if (data.length > 3) state.vanished = true;
      return transferOut(endpoint, data);
    };
    expect(await send('kitchen')).toEqual({
      ok: false, failure: 'connection-lost', detail: 'NotFoundError: The device was disconnected.',
    });
    expect(device.opened).toBe(false);
  });
});
