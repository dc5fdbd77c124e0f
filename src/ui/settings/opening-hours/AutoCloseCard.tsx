// "Automatisch sluiten zonder apparaat": the owner's setting that closes the shop while no
// device has been seen for 3 minutes (fn_is_open's no_device). Only for staff who manage settings;
// the switch shows the mirrored value, so a refused change springs back.
import { useId } from 'react';
import { usePermissions } from '../../../db/session';
import { useShopSettings } from '../../../db/shop';
import { setAutoCloseWithoutDevice } from '../../../db/shop-changes';
import { useUnsentKeys } from '../../../db/pending';
import { Toggle, UnsentMark } from '../../components/Toggle';
import { useDialogs } from '../../components/dialogs';
import { texts } from '../../texts';

export function AutoCloseCard() {
  const t = texts.openingHours.autoClose;
  const permissions = usePermissions();
  const settings = useShopSettings();
  const unsentKeys = useUnsentKeys();
  const { alert, toast } = useDialogs();
  const headingId = useId();
  if (!permissions?.can_manage_settings) return null;
  const on = settings?.auto_close_without_device ?? false;
  const unsent = settings ? (unsentKeys?.has(`shop_settings:${settings.id}`) ?? false) : false;

  const change = async (value: boolean) => {
    try {
      await setAutoCloseWithoutDevice(value);
      toast(value ? t.enabled : t.disabled);
    } catch (error) {
      console.error('auto close not changed', error);
      await alert(t.failed);
    }
  };

  return (
    <article className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      {!settings ? (
        <p className="placeholder">{texts.common.loading}</p>
      ) : (
        <div className="opening-hours__switch-row">
          <Toggle
            label={t.label}
            hideLabel
            checked={on}
            onChange={(value) => void change(value)}
            stateText={<span aria-hidden="true">{on ? t.on : t.off}</span>}
          />
          {unsent && <UnsentMark />}
        </div>
      )}
      <p className="opening-hours__explain">{t.explain}</p>
    </article>
  );
}
