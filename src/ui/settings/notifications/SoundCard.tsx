// Geluidsmeldingen: the on/off switch (switching on asks the browser for audio), the volume slider and
// the Test button. With audio denied the switch is disabled and says to reload (spec sections 4 and 8).
import { useId } from 'react';
import { Toggle } from '../../components/Toggle';
import { useDialogs } from '../../components/dialogs';
import { notifications } from '../../texts/notifications';
import { appAudio } from '../../lib/sound/audio';
import { playSound } from '../../lib/sound/play';
import { setAudioPermission, setSoundEnabled, setVolume, type SoundSettings } from '../../lib/sound/sound-settings';

export type SoundCardProps = { settings: SoundSettings };

export function SoundCard({ settings }: SoundCardProps) {
  const t = notifications.sound;
  const dialogs = useDialogs();
  const headingId = useId();
  const volumeId = useId();
  const denied = settings.audioPermission === 'denied';
  const on = settings.soundEnabled && !denied;

  const onToggle = async (checked: boolean) => {
    if (!checked) {
      setSoundEnabled(false);
      return;
    }
    // The switch is a user gesture: the moment the browser lets a page start audio.
    const permission = await appAudio.request();
    setAudioPermission(permission);
    if (permission === 'granted') setSoundEnabled(true);
    else await dialogs.alert(t.permissionRequired);
  };

  const onTest = async () => {
    const played = await playSound(settings.selectedSound, settings.volume);
    if (!played) await dialogs.alert(t.permissionRequired);
  };

  return (
    <section className="card notifications__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      <Toggle
        label={t.toggle}
        checked={on}
        disabled={denied}
        onChange={(checked) => void onToggle(checked)}
        stateText={on ? t.on : t.off}
      />
      {denied && <p className="field-error" role="alert">{t.denied}</p>}
      {!denied && !on && settings.audioPermission === 'prompt' && <p className="notifications__hint">{t.promptHint}</p>}
      {on && (
        <div className="notifications__volume">
          <label htmlFor={volumeId} className="notifications__volume-label">{t.volume}</label>
          <input
            id={volumeId}
            type="range"
            min={0}
            max={100}
            step={1}
            value={settings.volume}
            aria-valuetext={t.percent(settings.volume)}
            onChange={(event) => setVolume(Number(event.target.value))}
          />
          <output htmlFor={volumeId} className="notifications__percent">{t.percent(settings.volume)}</output>
          <button type="button" className="button button--primary" onClick={() => void onTest()}>
            {t.test}
          </button>
        </div>
      )}
    </section>
  );
}
