// The login screen (spec section 2): logo, form, progress per sign-in step, the Dutch error of
// section 8, and the privacy policy modal.
import { useState } from 'react';
import { texts } from '../texts';
import { LoginForm } from './LoginForm';
import { PrivacyModal } from './PrivacyModal';
import { useSignInFlow } from './useSignInFlow';
import './login.css';

export type LoginProps = Record<string, never>;

export function Login(_props: LoginProps) {
  const flow = useSignInFlow();
  const [privacyOpen, setPrivacyOpen] = useState(false);

  return (
    <main className="login">
      <div className="card login__card">
        <img className="login__logo" src="/logo.svg" alt={texts.login.logoAlt} width={88} height={88} />
        <h1 className="login__title">{texts.login.title}</h1>
        <p className="login__intro">{texts.login.intro}</p>
        <LoginForm busy={flow.busy} onSubmit={(email, password) => void flow.signIn(email, password)} onOpenPrivacy={() => setPrivacyOpen(true)} />
        <p className={`login__progress${flow.step === 'success' ? ' login__progress--done' : ''}`} role="status">
          {flow.step && flow.step !== 'success' && <span className="spin login__spinner" aria-hidden="true">↻</span>}
          {flow.step && <span>{texts.login.steps[flow.step]}</span>}
        </p>
        {flow.error && <p className="login__error" role="alert">{flow.error}</p>}
      </div>
      {privacyOpen && <PrivacyModal onClose={() => setPrivacyOpen(false)} />}
    </main>
  );
}
