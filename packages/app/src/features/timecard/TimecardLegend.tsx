import type { PayCode, Timecard } from '@crewline/protocol';
import { useId } from 'react';
import PayCodeRow from './PayCodeRow';

/** The pay codes used in the week, each with its colour, meaning and week total. */
export default function TimecardLegend({
  codeTotals,
  payCodes,
}: {
  codeTotals: Timecard['codeTotals'];
  payCodes: ReadonlyMap<string, PayCode>;
}) {
  const titleId = useId();
  return (
    <section className="card tc-legend" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Pay codes this week
      </h2>
      <ul className="tc-rows">
        {codeTotals.map(({ payCode, minutes }) => (
          <PayCodeRow key={payCode} code={payCode} payCode={payCodes.get(payCode)} minutes={minutes} />
        ))}
      </ul>
    </section>
  );
}
