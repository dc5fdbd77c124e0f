// Change email: validated against the current address, then sent to auth (online only). Supabase
// mails a confirmation link, so the shown address changes after that is followed.
import { useId, useState, type FormEvent } from 'react';
import { useEngine } from '../../lib/engine';
import { useAccountChange } from './useAccountChange';
import { useOnline } from '../../lib/useOnline';
import { account } from '../../texts/account';
import { newEmailError } from './validation';

export type ChangeEmailFormProps = { currentEmail: string };

export function ChangeEmailForm({ currentEmail }: ChangeEmailFormProps) {
  const t = account.changeEmail;
  const engine = useEngine();
  const online = useOnline();
  const [email, setEmail] = useState('');
  const { error, busy, run } = useAccountChange(t, 'email');
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) =>
    run(event, newEmailError(email, currentEmail), () => engine.changeEmail(email.trim()), () => setEmail(''));

  return (
    <form className="card" aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={headingId}>{t.title}</h2>
      <div className="field">
        <label htmlFor={fieldId}>{t.label}</label>
        <input
          id={fieldId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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
