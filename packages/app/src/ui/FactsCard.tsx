import { useId } from 'react';
import FactsList from './FactsList';

/** A titled card of label/value rows; rows with an empty value are left out. */
export default function FactsCard({ title, rows }: { title: string; rows: readonly [string, string][] }) {
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      <FactsList rows={rows} />
    </section>
  );
}
