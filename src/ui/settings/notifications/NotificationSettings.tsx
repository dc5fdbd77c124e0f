// The Meldingen screen (spec section 2 "Notifications"): sound on/off with volume and test, the choice
// of alert sound, Web Push for this device, a status card, and the company's devices
// (Apparaten). The settings are shared with the order alert (ui/alert).
import { BackLink } from '../../components/BackLink';
import { SectionBoundary } from '../../components/SectionBoundary';
import { notifications } from '../../texts/notifications';
import { useSoundSettings } from '../../lib/sound/sound-settings';
import { SoundCard } from './SoundCard';
import { PushCard } from './PushCard';
import { SoundChoice } from './SoundChoice';
import { StatusCard } from './StatusCard';
import { DevicesCard } from './DevicesCard';
import './notifications.css';

export function NotificationSettings() {
  const settings = useSoundSettings();
  return (
    <section className="screen notifications">
      <BackLink to="/app/settings" />
      <h1>{notifications.title}</h1>
      <div className="notifications__cards">
        <SectionBoundary name="sound">
          <SoundCard settings={settings} />
        </SectionBoundary>
        <SectionBoundary name="push">
          <PushCard />
        </SectionBoundary>
        <SectionBoundary name="sound-choice">
          <SoundChoice settings={settings} />
        </SectionBoundary>
        <SectionBoundary name="sound-status">
          <StatusCard settings={settings} />
        </SectionBoundary>
        <SectionBoundary name="devices">
          <DevicesCard />
        </SectionBoundary>
      </div>
    </section>
  );
}
