// Pushmeldingen: the switch that subscribes this device to Web Push. Only getting the key and
// subscribing wait on the network (progress is shown); the server's row goes through the outbox, so
// switching off works offline. Says why when the browser cannot, the permission is blocked, or there is
// no connection.
import { useId, useState } from 'react';
import { appDb } from '../../../db/database';
import { dismissPushRejections, usePushOutbox, usePushState } from '../../../db/push-subscriptions';
import { Toggle } from '../../components/Toggle';
import { useEngine } from '../../lib/engine';
import { notificationPermission, pushSupported } from '../../lib/push/browser-push';
import type { PushOnResult } from '../../lib/push/push-flow';
import { actionError } from '../../texts/rejections';
import { notifications } from '../../texts/notifications';

type Problem = Exclude<PushOnResult, 'on'>;

/** The subscribe flow loads when the switch is used, not with the screen (push code only when used). */
const pushFlow = () => import('../../lib/push/push-flow');

export function PushCard() {
  const t = notifications.push;
  const engine = useEngine();
  const db = appDb();
  const state = usePushState(db);
  const outbox = usePushOutbox(db);
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const supported = pushSupported();
  const blocked = supported && notificationPermission() === 'denied';
  const on = Boolean(state?.enabled) && supported && !blocked;
  const shown: Problem | null = !supported ? 'unsupported' : blocked ? 'denied' : problem;

  const onToggle = async (checked: boolean) => {
    setProblem(null);
    if (!checked) {
      await (await pushFlow()).turnPushOff(db);
      return;
    }
    setBusy(true);
    try {
      const result = await (await pushFlow()).turnPushOn(engine, db);
      setProblem(result === 'on' ? null : result);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card notifications__card" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>{t.title}</h2>
      <Toggle
        label={t.toggle}
        checked={on || busy}
        disabled={busy || state === undefined || !supported || blocked}
        onChange={(checked) => void onToggle(checked)}
        stateText={on ? t.on : t.off}
        unsent={outbox?.unsent}
      />
      <p className="notifications__hint">{t.explain}</p>
      {busy ? (
        <p role="status" className="notifications__progress">{t.busy}</p>
      ) : (
        <p role="status" className="visually-hidden">{on ? t.isOn : t.isOff}</p>
      )}
      {shown && <p className="field-error" role="alert">{t[shown]}</p>}
      {outbox?.unsent && <p className="notifications__hint">{t.unsent}</p>}
      {outbox?.rejected && (
        <div className="field-error notifications__rejected" role="alert">
          <span>{actionError(outbox.rejected.action)}</span>{' '}
          <button type="button" className="button" onClick={() => void dismissPushRejections(db)}>{t.dismiss}</button>
        </div>
      )}
    </section>
  );
}
