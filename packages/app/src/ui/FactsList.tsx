/** Label/value rows as a description list; rows with an empty value are left out. */
export default function FactsList({
  rows,
  className = 'facts',
}: {
  rows: readonly [string, string][];
  className?: string;
}) {
  return (
    <dl className={className}>
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
