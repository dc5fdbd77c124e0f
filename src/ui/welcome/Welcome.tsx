// The welcome screen (spec section 2): the logo, a greeting and the way to the login, shown at / while
// signed out.
import { Link } from 'react-router-dom';
import { texts } from '../texts';

export type WelcomeProps = Record<string, never>;

export function Welcome(_props: WelcomeProps) {
  return (
    <main className="welcome">
      <img className="welcome__logo" src="/logo.svg" alt="KMFC" width={120} height={120} />
      <h1>{texts.welcome.greeting}</h1>
      <p>{texts.welcome.tagline}</p>
      <Link className="button button--primary" to="/login">
        {texts.welcome.login}
      </Link>
    </main>
  );
}
