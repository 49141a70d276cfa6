import { DAY_NAMES, weekdayOf } from '@crewline/protocol';
import { usePackageRdos } from '../../domain/pick/board.queries';
import { formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import QueryView from '../../ui/screen/QueryView';

/** RTO: a package's days off over the pick — the regular pair, and the other days a dated change gives off. */
export default function PackageDaysOff({ packageId }: { packageId: number }) {
  const query = usePackageRdos(packageId);
  const language = useLanguage();
  return (
    <QueryView query={query} failed="The package's days off could not be loaded." failedClassName="board-days-off">
      {({ rdoPair, daysOff, dates }) => {
        const extra = dates.filter((d) => !daysOff.includes(DAY_NAMES[weekdayOf(d)] as (typeof DAY_NAMES)[number]));
        return (
          <section className="card board-days-off" aria-labelledby="board-days-off-title">
            <h2 id="board-days-off-title" className="section-title">
              Days off
            </h2>
            <p>
              {rdoPair ? `${rdoPair} every week` : 'No regular days off'} · {dates.length} days off over the pick
            </p>
            {extra.length > 0 && (
              <>
                <p className="section-note">Also off (holiday schedule):</p>
                <ul className="board-days-off__dates">
                  {extra.map((d) => (
                    <li key={d}>{formatDisplayDate(d, language)}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
        );
      }}
    </QueryView>
  );
}
