// Change password: at least 6 characters and confirmed, then sent to auth (online only).
import { useId, useState, type FormEvent } from 'react';
import { useEngine } from '../../lib/engine';
import { useAccountChange } from './useAccountChange';
import { useOnline } from '../../lib/useOnline';
import { account } from '../../texts/account';
import { newPasswordError } from './validation';

export function ChangePasswordForm() {
  const t = account.changePassword;
  const engine = useEngine();
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { error, busy, run } = useAccountChange(t, 'password');
  const headingId = useId();
  const newId = useId();
  const confirmId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) =>
    run(event, newPasswordError(password, confirmation), () => engine.changePassword(password), () => {
      setPassword('');
      setConfirmation('');
    });

  const described = error ? errorId : undefined;
  return (
    <form className="card" aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={headingId}>{t.title}</h2>
      <div className="field">
        <label htmlFor={newId}>{t.newLabel}</label>
        <input
          id={newId}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={described}
        />
      </div>
      <div className="field">
        <label htmlFor={confirmId}>{t.confirmLabel}</label>
        <input
          id={confirmId}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          aria-describedby={described}
        />
      </div>
      {error && <p id={errorId} className="field-error" role="alert">{error}</p>}
      {!online && <p className="account__offline">{account.offlineNote}</p>}
      <button type="submit" className="button button--primary" disabled={!online || busy} aria-busy={busy}>
        {t.submit}
      </button>
    </form>
  );
}
