// Reports this device while it drives (usePresenceReport); shows nothing. Loaded after the first
// screen, like the order alert, so its code stays out of the first-screen bundle.
import { usePresenceReport, type PresenceOptions } from './usePresenceReport';

export type DevicePresenceProps = PresenceOptions;

export function DevicePresence(props: DevicePresenceProps) {
  usePresenceReport(props);
  return null;
}
