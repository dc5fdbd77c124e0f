// "Something this device reports about itself changed": e.g. a push subscription was made
// or removed. The presence reporter (ui/shell) of the driving tab listens and reports at once instead
// of at the next minute. A window event for this tab and a BroadcastChannel for the others (the
// change may happen in a tab that does not drive), so the code that changes it needs no reporter.
export const DEVICE_CHANGED_EVENT = 'kmfc:device-changed';

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(DEVICE_CHANGED_EVENT) : null;
}

export function announceDeviceChange(): void {
  window.dispatchEvent(new Event(DEVICE_CHANGED_EVENT));
  const other = channel();
  other?.postMessage('changed');
  other?.close();
}

/** Calls back on a change announced in this tab or another; returns the unsubscribe. */
export function onDeviceChange(listener: () => void): () => void {
  const others = channel();
  window.addEventListener(DEVICE_CHANGED_EVENT, listener);
  others?.addEventListener('message', listener);
  return () => {
    window.removeEventListener(DEVICE_CHANGED_EVENT, listener);
    others?.close();
  };
}
