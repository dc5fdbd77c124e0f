// The session ended (password changed elsewhere, refresh token revoked): queued changes are kept and
// wait; signing in again as the same staff member sends them.
import { useState, type FormEvent } from 'react';
import { useSession } from '../../db/session';
import { useEngine } from '../lib/engine';
import { texts } from '../texts';
import { signInErrorText } from '../texts/sign-in';
import { useOnline } from '../lib/useOnline';

export function Reauth() {
  const session = useSession();
  const engine = useEngine();
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!session) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(texts.login.passwordRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await engine.signIn(session.email, password);
      setPassword('');
    } catch (failure) {
      setError(signInErrorText(failure, online));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="notice notice--auth" onSubmit={submit} aria-label={texts.shell.reauth.title}>
      <p>{texts.shell.reauth.explain(session.email)}</p>
      <label className="field">
        <span>{texts.shell.reauth.password}</span>
        <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="button button--primary" disabled={busy}>{texts.shell.reauth.submit}</button>
    </form>
  );
}
