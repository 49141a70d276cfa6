import { type PayCode, TIMECARD_TEXTS, type Timecard } from '@crewline/protocol';
import TimeSuffixKey from '../../ui/TimeSuffixKey';
import TimecardDayCard from './TimecardDayCard';
import TimecardLegend from './TimecardLegend';
import TimecardTotals from './TimecardTotals';

/** A week's timecard: totals, the days, the legend; on a wide screen the days beside the other two. */
export default function TimecardWeekView({
  timecard,
  payCodes,
}: {
  timecard: Timecard;
  payCodes: ReadonlyMap<string, PayCode>;
}) {
  const inProgress = timecard.status === 'IN_PROGRESS';
  return (
    <div className={`tc-layout${inProgress ? ' tc-layout--in-progress' : ''}`}>
      {inProgress && <p className="tc-layout__note">{TIMECARD_TEXTS.inProgress}</p>}
      <div className="tc-layout__totals">
        <TimecardTotals totals={timecard.totals} />
      </div>
      <section className="tc-layout__days" aria-label="Days of the week">
        <TimeSuffixKey minutes={timecard.days.flatMap((day) => day.lines.flatMap((line) => [line.start, line.end]))} />
        {timecard.days.map((day) => (
          <TimecardDayCard key={day.date} day={day} payCodes={payCodes} inProgress={inProgress} />
        ))}
      </section>
      <div className="tc-layout__legend">
        <TimecardLegend codeTotals={timecard.codeTotals} payCodes={payCodes} />
      </div>
    </div>
  );
}
