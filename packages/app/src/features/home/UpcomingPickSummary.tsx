import type { UpcomingPick } from '../../session/profile';

/** The upcoming pick turn from the sign-in profile (shown only when it is not empty). */
export default function UpcomingPickSummary({ pick }: { pick: UpcomingPick }) {
  const rows: [string, string][] = [
    ['Your turn', pick.dateTime],
    ['Type', pick.type],
    ['Description', pick.description],
    ['Pick opens', pick.start],
    ['Pick closes', pick.end],
    ['Effective', pick.effective],
    ['Expires', pick.expiration],
  ];
  return (
    <section className="card" aria-labelledby="upcoming-pick-title">
      <h2 id="upcoming-pick-title" className="card__title">
        Upcoming pick
      </h2>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
