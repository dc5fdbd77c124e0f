// What the printer connections use of WebUSB and Web Serial, typed here: TypeScript's DOM library
// has neither, and the @types packages would add a dependency for a dozen lines. Both are Chromium-only;
// `usbApi()` and `serialApi()` say whether this browser has them.

export interface UsbEndpoint {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: 'bulk' | 'interrupt' | 'isochronous';
}

export interface UsbInterface {
  interfaceNumber: number;
  alternate: { interfaceClass: number; endpoints: UsbEndpoint[] };
}

export interface UsbDevice {
  vendorId: number;
  productId: number;
  serialNumber?: string;
  productName?: string;
  manufacturerName?: string;
  opened: boolean;
  configuration: { configurationValue: number; interfaces: UsbInterface[] } | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(number: number): Promise<void>;
  releaseInterface(number: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<{ status: 'ok' | 'stall' | 'babble'; bytesWritten: number }>;
  transferIn(endpoint: number, length: number): Promise<{ status: 'ok' | 'stall' | 'babble'; data?: DataView }>;
}

export interface UsbApi extends EventTarget {
  getDevices(): Promise<UsbDevice[]>;
  requestDevice(options: { filters: { vendorId?: number; classCode?: number }[] }): Promise<UsbDevice>;
}

export interface SerialPortLike extends EventTarget {
  readable: ReadableStream<Uint8Array> | null;
  writable: WritableStream<Uint8Array> | null;
  getInfo(): { usbVendorId?: number; usbProductId?: number };
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
}

export interface SerialApi extends EventTarget {
  getPorts(): Promise<SerialPortLike[]>;
  requestPort(options?: object): Promise<SerialPortLike>;
}

export function usbApi(): UsbApi | null {
  return (globalThis.navigator as Navigator & { usb?: UsbApi } | undefined)?.usb ?? null;
}

export function serialApi(): SerialApi | null {
  return (globalThis.navigator as Navigator & { serial?: SerialApi } | undefined)?.serial ?? null;
}
