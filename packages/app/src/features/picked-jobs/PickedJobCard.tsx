import { PICKED_JOB_TEXTS, type PickedJobDetails, type PickedJobSummary } from '@crewline/protocol';
import { type ReactNode, useId } from 'react';
import { useLanguage } from '../../lib/language';
import { formatDuration } from '../../lib/time-format';
import DateRange from '../../ui/DateRange';
import FactsList from '../../ui/FactsList';
import { ServiceTime, ServiceTimeRange } from '../../ui/ServiceTime';
import TimeSuffixKey from '../../ui/TimeSuffixKey';
import { daysOffText } from './picked-job-format';
import StatusChip from './StatusChip';
import WeekChips from './WeekChips';

/**
 * One picked job: its pick period, where and when it works, and its paid time. The summary
 * (a slide) shows at once; the details (weekly pattern, report time, relief…) once loaded.
 */
export default function PickedJobCard({ job, details }: { job: PickedJobSummary; details?: PickedJobDetails }) {
  const language = useLanguage();
  const titleId = useId();
  const { period } = job;
  const rows: [string, ReactNode][] = [
    ['Days off', daysOffText(job.daysOff)],
    ['Report', details ? <ServiceTime key="report" minutes={details.reportMinutes} /> : ''],
    ['Start – end', <ServiceTimeRange key="range" start={job.startMinutes} end={job.endMinutes} />],
    ['Paid a day', details ? formatDuration(details.paidMinutesPerDay) : ''],
    ['Paid a week', `${formatDuration(job.paidMinutesPerWeek)} (${job.workDaysPerWeek} days)`],
    [
      'Relief',
      details?.reliefPoint ? (
        <span key="relief">
          {details.reliefPoint}, <ServiceTime minutes={details.reliefMinutes ?? 0} />
        </span>
      ) : (
        ''
      ),
    ],
    ['Depot', details ? `${job.depotName} (${job.depotCode}), ${details.depotBorough}` : ''],
    [
      'Pick window',
      details ? <DateRange key="window" from={period.pickStartDate} to={period.pickEndDate} language={language} /> : '',
    ],
  ];
  return (
    <article className="card job-card" aria-labelledby={titleId}>
      <div className="job-card__top">
        <StatusChip status={period.status} />
        <span className="job-card__dates">
          <DateRange from={period.effectiveDate} to={period.expirationDate} language={language} />
        </span>
      </div>
      <h2 id={titleId} className="job-card__code">
        <span className="visually-hidden">{PICKED_JOB_TEXTS.statuses[period.status]} job </span>
        {job.jobCode}
      </h2>
      <p className="job-card__pick">{period.description}</p>
      <p className="job-card__where">
        {job.route} · {job.depotName}
      </p>
      {details && <WeekChips week={details.week} />}
      <FactsList rows={rows} className="facts job-card__facts" />
      <TimeSuffixKey
        minutes={[job.startMinutes, job.endMinutes, details?.reportMinutes ?? null, details?.reliefMinutes ?? null]}
      />
    </article>
  );
}
