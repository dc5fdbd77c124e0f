// Every option by group, each with its group name, extra price and 'Op voorraad' switch; a search by
// option or group name (a group's name shows all of its options). Judged sold out at the current time,
// re-read the moment the first sold-out end passes.
import { useId } from 'react';
import { useOptionValues, type ValueWithGroup } from '../../../db/menu-reads';
import { useUnsentKeys } from '../../../db/pending';
import { useDialogs } from '../../components/dialogs';
import { useNowPassing } from '../../lib/useNow';
import { texts } from '../../texts';
import { options } from '../../texts/options';
import { ValueStockToggle } from './ValueStockToggle';
import type { WriteResult } from '../../../db/menu-write';

export type ValueStockListProps = { term: string };

interface GroupOfValues {
  id: string;
  name: string;
  values: ValueWithGroup[];
}

/** The values that match `term` (in their own or their group's name), grouped in order. */
export function groupedValues(values: readonly ValueWithGroup[], term: string): GroupOfValues[] {
  const needle = term.trim().toLocaleLowerCase('nl');
  const groups = new Map<string, GroupOfValues>();
  for (const value of values) {
    const hit = !needle || value.name.toLocaleLowerCase('nl').includes(needle) || value.group.name.toLocaleLowerCase('nl').includes(needle);
    if (!hit) continue;
    const group = groups.get(value.group.id) ?? { ...value.group, values: [] };
    group.values.push(value);
    groups.set(value.group.id, group);
  }
  return [...groups.values()];
}

export function ValueStockList({ term }: ValueStockListProps) {
  const t = options.stock;
  const values = useOptionValues();
  const unsent = useUnsentKeys();
  const now = useNowPassing(values?.map((value) => value.sold_out_until) ?? []);
  if (!values) return <p className="placeholder">{texts.common.loading}</p>;
  const groups = groupedValues(values, term);
  if (groups.length === 0) {
    const searching = values.length > 0;
    return (
      <div className="card options-empty">
        <p className="options-empty__title">{searching ? t.notFound : t.empty}</p>
        <p className="options-empty__hint">{searching ? t.notFoundHint : t.emptyHint}</p>
      </div>
    );
  }
  return (
    <div className="value-stock-groups">
      {groups.map((group) => (
        <ValueGroup key={group.id} group={group} now={now} unsent={unsent} />
      ))}
    </div>
  );
}

type ValueGroupProps = { group: GroupOfValues; now: number; unsent: ReadonlySet<string> | undefined };

function ValueGroup({ group, now, unsent }: ValueGroupProps) {
  const headingId = useId();
  return (
    <section className="value-stock-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="value-stock-group__name">{group.name}</h2>
      <ul className="value-stock-list" aria-label={options.stock.listLabel(group.name)}>
        {group.values.map((value) => (
          <li key={value.id}>
            <ValueStockCard value={value} now={now} unsent={unsent?.has(`product_option_values:${value.id}`) ?? false} />
          </li>
        ))}
      </ul>
    </section>
  );
}

type ValueStockCardProps = { value: ValueWithGroup; now: number; unsent: boolean };

function ValueStockCard({ value, now, unsent }: ValueStockCardProps) {
  const { alert } = useDialogs();
  const nameId = useId();
  // The switch shows the mirrored row, which the mutation changes at once; a failure leaves it as it was.
  const run = async (change: () => Promise<WriteResult>) => {
    try {
      const result = await change();
      if (!result.ok) await alert(options.stock.failed);
    } catch (error) {
      console.error('option stock toggle failed', error);
      await alert(options.stock.failed);
    }
  };
  return (
    <article className="card value-stock" aria-labelledby={nameId}>
      <div className="value-stock__text">
        <h3 id={nameId} className="value-stock__name">{value.name}</h3>
        <p className="value-stock__meta">
          <span>{value.group.name}</span>
          <span className="value-stock__price">{options.priceDelta(value.price_delta_cents)}</span>
        </p>
      </div>
      <ValueStockToggle value={value} now={now} unsent={unsent} run={(change) => void run(change)} />
    </article>
  );
}
