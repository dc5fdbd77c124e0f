// The Printer screen (issue 16): what a browser without WebUSB / Web Serial offers and why, choosing a
// USB printer through the browser's chooser (kept per device), paper and automatic printing saved,
// the network address checked, and Testafdruk with its last result in Dutch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readPrinterSettings, savePrinterSettings } from '../../../../src/db/printer-settings';
import { renderApp } from '../../../helpers/render-app';

const PATH = '/app/settings/printer';

function fakeUsb(device: object) {
  const usb = Object.assign(new EventTarget(), {
    requestDevice: vi.fn(async () => device),
    getDevices: vi.fn(async () => [device]),
  });
  Object.defineProperty(navigator, 'usb', { value: usb, configurable: true });
  return usb;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'usb');
  vi.restoreAllMocks();
});


describe('the Printer screen', () => {
  it('is reached from Instellingen by every signed-in user', async () => {
    const user = userEvent.setup();
    await renderApp('/app/settings', { permissions: { can_manage_settings: false, can_change_product_status: false } });
    await user.click(await screen.findByRole('link', { name: /Printer/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Printer' })).toBeInTheDocument();
  });

  it('offers only the browser window and a network printer without WebUSB and Web Serial, and says why', async () => {
    await renderApp(PATH);
    const group = await screen.findByRole('group', { name: 'Verbinding' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Via de browser (afdrukvenster)', 'Netwerkprinter (Epson ePOS)',
    ]);
    expect(within(group).getByRole('radio', { name: 'Via de browser (afdrukvenster)' })).toBeChecked();
    expect(screen.getByText(/Deze browser kan niet rechtstreeks met USB- of seriële printers praten/)).toBeInTheDocument();
  });

  it('chooses a USB printer in the browser’s chooser and keeps it for this device', async () => {
    const usb = fakeUsb({ vendorId: 0x04b8, productId: 0x0e15, serialNumber: 'X1', manufacturerName: 'EPSON', productName: 'TM-T20' });
    const user = userEvent.setup();
    await renderApp(PATH);
    await user.click(await screen.findByRole('radio', { name: 'USB-printer' }));
    expect(await screen.findByText('Nog geen printer gekozen.')).toBeInTheDocument();
    expect(screen.getByText(/Deze browser kan niet rechtstreeks met seriële of Bluetooth-printers praten/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Printer kiezen' }));
    expect(await screen.findByText('Gekozen: EPSON TM-T20')).toBeInTheDocument();
    expect(usb.requestDevice).toHaveBeenCalledWith({ filters: expect.arrayContaining([{ classCode: 7 }, { vendorId: 0x04b8 }]) });
    expect(await readPrinterSettings()).toMatchObject({
      connection: 'usb', usbDevice: { vendorId: 0x04b8, productId: 0x0e15, serialNumber: 'X1', name: 'EPSON TM-T20' },
    });
  });

  it('saves the paper width, the printer language and automatic printing', async () => {
    fakeUsb({ vendorId: 1, productId: 2 });
    await savePrinterSettings({ connection: 'usb' });
    const user = userEvent.setup();
    await renderApp(PATH);
    await user.click(await screen.findByRole('radio', { name: '58 mm' }));
    await user.click(screen.getByRole('radio', { name: 'StarPRNT (Star)' }));
    const customer = screen.getByRole('switch', { name: 'Ook de klantbon automatisch' });
    expect(customer).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Automatisch afdrukken' }));
    await waitFor(() => expect(customer).toBeEnabled());
    await user.click(customer);
    await waitFor(async () => expect(await readPrinterSettings()).toMatchObject({
      paperWidth: 58, language: 'star-prnt', autoPrint: true, autoCustomer: true,
    }));
    expect(screen.getByRole('radio', { name: '58 mm' })).toBeChecked();
  });

  it('checks the network printer’s address before saving it', async () => {
    const user = userEvent.setup();
    await renderApp(PATH);
    await user.click(await screen.findByRole('radio', { name: 'Netwerkprinter (Epson ePOS)' }));
    const host = await screen.findByRole('textbox', { name: 'Adres van de printer' });
    await user.type(host, '192.168.1.50/admin');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vul een IP-adres of printernaam in, zonder pad.');
    expect((await readPrinterSettings()).host).toBeNull();
    await user.clear(host);
    await user.type(host, ' 192.168.1.50 ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(async () => expect((await readPrinterSettings()).host).toBe('192.168.1.50'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The printer language is the ePOS-Print XML's business for a network printer.
    expect(screen.queryByRole('group', { name: 'Printertaal' })).not.toBeInTheDocument();
  });

  it('prints the Testafdruk in the browser window and says it was printed', async () => {
    const target = { document: document.implementation.createHTMLDocument(''), focus: vi.fn(), print: vi.fn(), close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    const user = userEvent.setup();
    await renderApp(PATH, { session: { companyName: 'Snackbar De Hoek' } });
    await user.click(await screen.findByRole('button', { name: 'Testafdruk' }));
    const result = screen.getByRole('status', { name: 'Laatste testafdruk' });
    await waitFor(() => expect(result).toHaveTextContent(/^Afgedrukt om \d\d:\d\d$/));
    expect(target.print).toHaveBeenCalledTimes(1);
    expect(target.document.body.textContent).toContain('Snackbar De Hoek');
    expect(target.document.body.textContent).toContain('TESTAFDRUK');
  });

  it('shows why the Testafdruk failed, in Dutch, and keeps it', async () => {
    fakeUsb({ vendorId: 1, productId: 2 });
    await savePrinterSettings({ connection: 'usb' });
    const user = userEvent.setup();
    const { unmount } = await renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Testafdruk' }));
    const failedText = /^Mislukt om \d\d:\d\d: Er is geen printer gekozen\. Kies eerst een printer\.$/;
    await waitFor(() => expect(screen.getByRole('status', { name: 'Laatste testafdruk' })).toHaveTextContent(failedText));
    unmount();
    await renderApp(PATH);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Laatste testafdruk' })).toHaveTextContent(failedText));
  });
});
