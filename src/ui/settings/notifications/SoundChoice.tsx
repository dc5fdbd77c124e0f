// Geluidskeuze: the standard beep and the four sound files, each selectable (a radio group) and each
// with a play button to hear it at the chosen volume.
import { useId } from 'react';
import { useDialogs } from '../../components/dialogs';
import { notifications } from '../../texts/notifications';
import { playSound } from '../../lib/sound/play';
import { SOUND_OPTIONS, setSelectedSound, type SoundOption, type SoundSettings } from '../../lib/sound/sound-settings';

export type SoundChoiceProps = { settings: SoundSettings };

export function SoundChoice({ settings }: SoundChoiceProps) {
  const headingId = useId();
  return (
    <section className="card notifications__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{notifications.choice.title}</h2>
      <div className="sound-options" role="radiogroup" aria-labelledby={headingId}>
        {SOUND_OPTIONS.map((option) => (
          <SoundOptionRow key={option.id} option={option} selected={option.id === settings.selectedSound} volume={settings.volume} />
        ))}
      </div>
    </section>
  );
}

export type SoundOptionRowProps = { option: SoundOption; selected: boolean; volume: number };

function SoundOptionRow({ option, selected, volume }: SoundOptionRowProps) {
  const t = notifications.choice;
  const dialogs = useDialogs();
  const typeId = useId();
  const name = t.names[option.id];

  const onPlay = async () => {
    const played = await playSound(option.id, volume);
    if (!played) await dialogs.alert(notifications.sound.permissionRequired);
  };

  return (
    <div className={`sound-option${selected ? ' sound-option--selected' : ''}`}>
      <label className="sound-option__pick">
        <input
          type="radio"
          name="alert-sound"
          value={option.id}
          checked={selected}
          aria-label={name}
          aria-describedby={typeId}
          onChange={() => setSelectedSound(option.id)}
        />
        <span className="sound-option__text">
          <span className="sound-option__name">{name}</span>
          <span className="sound-option__type" id={typeId}>
            {option.type === 'generated' ? t.generated : t.file}
          </span>
          {selected && <span className="sound-option__mark">✓ {t.selected}</span>}
        </span>
      </label>
      <button type="button" className="icon-button sound-option__play" aria-label={t.play(name)} onClick={() => void onPlay()}>
        <span aria-hidden="true">▶</span>
      </button>
    </div>
  );
}
