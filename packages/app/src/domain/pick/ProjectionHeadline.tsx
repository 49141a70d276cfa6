import type { ServiceElements } from '@crewline/protocol';
import WholeWords from '../../ui/WholeWords';
import { headline } from './preference-words';

/** The projection's headline on a ranked list (pick preferences, relief bids), a package's code kept whole. */
export default function ProjectionHeadline({ projection }: { projection: ServiceElements<'mta_pickProjection'> }) {
  return (
    <section className="card pref-headline" aria-label="Projection">
      {headline(projection).map((line) => (
        <p key={line}>
          <WholeWords text={line} />
        </p>
      ))}
    </section>
  );
}
