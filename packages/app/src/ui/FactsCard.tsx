import { useId } from 'react';

/** A titled card of label/value rows; rows with an empty value are left out. */
export default function FactsCard({ title, rows }: { title: string; rows: readonly [string, string][] }) {
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      <dl className="facts">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
