import type { ReactNode } from 'react';

/** Label/value rows as a description list; rows with an empty value are left out. */
export default function FactsList({
  rows,
  className = 'facts',
}: {
  rows: readonly [string, ReactNode][];
  className?: string;
}) {
  return (
    <dl className={className}>
      {rows
        .filter(([, value]) => value !== '' && value !== null && value !== undefined && value !== false)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
