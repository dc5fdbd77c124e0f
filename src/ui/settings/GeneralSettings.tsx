// General settings: a placeholder in the spec itself (still being converted).
import { texts } from '../texts';
import { BackLink } from '../components/BackLink';

export function GeneralSettings() {
  return (
    <section className="screen">
      <BackLink to="/app/settings" />
      <h1>{texts.products.general.title}</h1>
      <p className="card placeholder">{texts.products.general.body}</p>
    </section>
  );
}
