// A card's facts as a description list: one row per [label, value], in order (account, app info,
// devices). The label is the row's key, so labels are unique within one list.
import type { ReactNode } from 'react';

export type FactListProps = {
  rows: readonly (readonly [string, ReactNode])[];
  className: string;
};

export function FactList({ rows, className }: FactListProps) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
