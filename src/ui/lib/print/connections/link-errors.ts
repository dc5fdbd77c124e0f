// What a thrown error from WebUSB or Web Serial means for the staff: a timeout is a printer that does
// not answer, a lost device is a lost connection, a refusal by the browser or the operating system
// (the interface is held by a driver, the permission was taken back) is refused.
import { failed, type PrintOutcome } from '../print-types';
import { LinkTimeout } from './byte-link';

export function linkErrorOutcome(error: unknown): PrintOutcome {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (error instanceof LinkTimeout) return failed('no-response', detail);
  const name = error instanceof Error ? error.name : '';
  // NotFoundError: "The device was disconnected"; NetworkError / BreakError: the port went away mid-write.
  if (name === 'NotFoundError' || name === 'NetworkError' || name === 'BreakError') return failed('connection-lost', detail);
  return failed('refused', detail);
}
