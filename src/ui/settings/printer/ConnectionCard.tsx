// Verbinding: browser window, USB, serial/Bluetooth or a network printer, as far as this browser can;
// "Printer kiezen" opens the browser's own chooser, and the choice is kept so it reconnects silently.
import { useId, useState } from 'react';
import type { PrinterConnection, PrinterSettings } from '../../../db/printer-settings-types';
import { SERIAL_BAUD_RATES } from '../../../db/printer-settings-types';
import { chooseSerialPort } from '../../lib/print/connections/serial';
import { chooseUsbPrinter } from '../../lib/print/connections/usb';
import { serialApi, usbApi } from '../../lib/print/connections/web-devices';
import { printer as printerTexts } from '../../texts/printer';
import { Choices } from './Choices';
import { HostField } from './HostField';
import { save } from './save';

const t = printerTexts;

export type ConnectionCardProps = { settings: PrinterSettings };

function unsupportedText(usb: boolean, serial: boolean): string | null {
  if (!usb && !serial) return t.unsupported.both;
  if (!usb) return t.unsupported.usb;
  if (!serial) return t.unsupported.serial;
  return null;
}

function chosenName(settings: PrinterSettings): string | null {
  if (settings.connection === 'usb' && settings.usbDevice) {
    const { name, vendorId, productId } = settings.usbDevice;
    return name ?? t.usbName(vendorId, productId);
  }
  if (settings.connection === 'serial' && settings.serialPort) {
    return t.serialName(settings.serialPort.usbVendorId, settings.serialPort.usbProductId);
  }
  return null;
}

export function ConnectionCard({ settings }: ConnectionCardProps) {
  const headingId = useId();
  const baudId = useId();
  const [error, setError] = useState<string | null>(null);
  const usb = usbApi() !== null;
  const serial = serialApi() !== null;
  const options = (['browser', 'usb', 'serial', 'network'] as const)
    .filter((value) => (value === 'usb' ? usb : value === 'serial' ? serial : true) || value === settings.connection)
    .map((value) => ({ value, label: t.connection[value] }));
  const unsupported = unsupportedText(usb, serial);
  const onError = () => setError(t.saveFailed);

  const choose = async () => {
    setError(null);
    try {
      if (settings.connection === 'usb') {
        const usbDevice = await chooseUsbPrinter();
        if (usbDevice) await save({ usbDevice }, onError);
      } else {
        const serialPort = await chooseSerialPort();
        if (serialPort) await save({ serialPort }, onError);
      }
    } catch (cause) {
      console.error('choosing a printer failed', cause);
      setError(t.chooseFailed);
    }
  };

  const device = settings.connection === 'usb' || settings.connection === 'serial';
  const name = chosenName(settings);
  return (
    <section className="card printer__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.connection.title}</h2>
      <Choices<PrinterConnection>
        legend={t.connection.title}
        hideLegend
        name="printer-connection"
        options={options}
        value={settings.connection}
        onChange={(connection) => void save({ connection }, onError)}
      />
      {unsupported && <p className="printer__hint">{unsupported}</p>}
      {device && (
        <div className="printer__device">
          <p>{name ? t.chosen(name) : t.noneChosen}</p>
          <button type="button" className="button" onClick={() => void choose()}>{t.choose}</button>
        </div>
      )}
      {settings.connection === 'serial' && (
        <div className="field">
          <label htmlFor={baudId}>{t.baudRate}</label>
          <select id={baudId} value={settings.baudRate} onChange={(event) => void save({ baudRate: Number(event.target.value) }, onError)}>
            {SERIAL_BAUD_RATES.map((rate) => <option key={rate} value={rate}>{rate}</option>)}
          </select>
        </div>
      )}
      {settings.connection === 'network' && <HostField host={settings.host} />}
      {error && <p className="field-error" role="alert">{error}</p>}
    </section>
  );
}
