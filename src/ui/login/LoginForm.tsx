// The login form: email, password and privacy consent, checked on submit (spec section 5). The
// button stays disabled until consent is given and while signing in.
import { useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { texts } from '../texts';
import { firstInvalid, validateLogin, type LoginErrors, type LoginField } from './validate';
import { PRIVACY_URL } from './PrivacyModal';

export type LoginFormProps = {
  busy: boolean;
  onSubmit(email: string, password: string): void;
  onOpenPrivacy(): void;
};

export function LoginForm({ busy, onSubmit, onOpenPrivacy }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    consent: useRef<HTMLInputElement>(null),
  } satisfies Record<LoginField, unknown>;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const found = validateLogin({ email, password, consent });
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    onSubmit(email, password);
  };

  // With the button disabled the browser ignores Enter; run the checks so the consent message shows.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && !consent && target instanceof HTMLInputElement && target.type !== 'checkbox') {
      event.preventDefault();
      submit();
    }
  };

  const openPrivacy = (event: MouseEvent) => {
    event.preventDefault();
    onOpenPrivacy();
  };

  const describedBy = (field: LoginField) => (errors[field] ? `login-${field}-error` : undefined);

  return (
    <form className="login__form" noValidate onSubmit={submit} onKeyDown={onKeyDown} aria-label={texts.login.title}>
      <fieldset className="login__fields" disabled={busy}>
        <label className="field">
          <span>{texts.login.email}</span>
          <input
            ref={refs.email} type="email" name="email" autoComplete="username" inputMode="email"
            value={email} onChange={(e) => setEmail(e.target.value)}
            aria-invalid={Boolean(errors.email)} aria-describedby={describedBy('email')}
          />
        </label>
        {errors.email && <p id="login-email-error" className="field-error" role="alert">{errors.email}</p>}
        <label className="field">
          <span>{texts.login.password}</span>
          <input
            ref={refs.password} type="password" name="password" autoComplete="current-password"
            value={password} onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(errors.password)} aria-describedby={describedBy('password')}
          />
        </label>
        {errors.password && <p id="login-password-error" className="field-error" role="alert">{errors.password}</p>}
        <div className="login__consent">
          <input
            ref={refs.consent} id="login-consent" type="checkbox" checked={consent}
            onChange={(e) => {
              setConsent(e.target.checked);
              if (e.target.checked) setErrors((current) => ({ ...current, consent: undefined }));
            }}
            aria-labelledby="login-consent-label login-consent-link"
            aria-invalid={Boolean(errors.consent)} aria-describedby={describedBy('consent')}
          />
          <span>
            <label id="login-consent-label" htmlFor="login-consent">{texts.login.consentBefore}</label>{' '}
            <a id="login-consent-link" href={PRIVACY_URL} onClick={openPrivacy}>{texts.login.consentLink}</a>
          </span>
        </div>
        {errors.consent && <p id="login-consent-error" className="field-error" role="alert">{errors.consent}</p>}
        <button type="submit" className="button button--primary button--block" disabled={busy || !consent}>
          {texts.login.submit}
        </button>
      </fieldset>
    </form>
  );
}
