// /app/products/options (issue 31): the option groups ('Saus: Kies 1', 'Extra's: Kies maximaal 3') in
// order with their options and the products they serve; staff add, edit, remove and reorder groups and
// options and attach a group to many products at once. Everything is read from and written to the
// device first (src/db/option-groups.ts), so it works offline.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { SectionBoundary } from '../../components/SectionBoundary';
import { options } from '../../texts/options';
import { GroupList } from './GroupList';
import { OptionDialogs, type OpenDialog } from './OptionDialogs';
import './options.css';

export function OptionGroupsScreen() {
  const t = options.groups;
  const [open, setOpen] = useState<OpenDialog | null>(null);
  return (
    <section className="screen options-screen">
      <BackLink to="/app/products" />
      <div className="options-screen__head">
        <h1>{t.title}</h1>
        <Link to="/app/products/option-values" className="options-screen__link">{t.toValues}</Link>
      </div>
      <p className="options-screen__intro">{t.intro}</p>
      <div className="options-screen__actions">
        <button type="button" className="button button--primary" onClick={() => setOpen({ kind: 'group', group: null })}>
          <span aria-hidden="true">+</span> {t.add}
        </button>
      </div>
      <SectionBoundary name="option-groups" message={t.loadFailed}>
        <GroupList onOpen={setOpen} />
      </SectionBoundary>
      {open && (
        <SectionBoundary name="option-dialog">
          <OptionDialogs open={open} onClose={() => setOpen(null)} />
        </SectionBoundary>
      )}
    </section>
  );
}
