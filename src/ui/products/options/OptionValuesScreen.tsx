// /app/products/option-values (issue 31): every option with its group and extra price, and its
// 'Op voorraad' switch with the same 'Uitverkocht tot …' choices as a product; searchable by option
// or group name, grouped by group. Reads and writes the device's mirror, so it works offline.
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { SectionBoundary } from '../../components/SectionBoundary';
import { options } from '../../texts/options';
import { ValueStockList } from './ValueStockList';
import './options.css';

export function OptionValuesScreen() {
  const t = options.stock;
  const [term, setTerm] = useState('');
  const deferredTerm = useDeferredValue(term);
  const searchId = useId();
  return (
    <section className="screen options-screen">
      <BackLink to="/app/products" />
      <div className="options-screen__head">
        <h1>{t.title}</h1>
        <Link to="/app/products/options" className="options-screen__link">{t.toGroups}</Link>
      </div>
      <p className="options-screen__intro">{t.intro}</p>
      <SectionBoundary name="option-search">
        <div role="search" className="field options-search">
          <label htmlFor={searchId}>{t.searchLabel}</label>
          <input id={searchId} type="search" value={term} placeholder={t.searchPlaceholder} autoComplete="off"
            onChange={(event) => setTerm(event.target.value)} />
        </div>
      </SectionBoundary>
      <SectionBoundary name="option-values" message={t.loadFailed}>
        <ValueStockList term={deferredTerm} />
      </SectionBoundary>
    </section>
  );
}
