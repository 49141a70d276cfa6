import { LEAVE_TEXTS, type Quota } from '@crewline/protocol';
import { useId } from 'react';
import { dayName, formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import { formatDuration } from '../../lib/time-format';
import { daysText } from './quota-figures';

/** One quota: allowance, used and remaining with a bar, and every absence charged to it. */
export default function QuotaCard({ quota, year }: { quota: Quota; year: number }) {
  const titleId = useId();
  const language = useLanguage();
  const over = quota.remainingDays < 0;
  const figures: [string, number][] = [
    ['Allowance', quota.allowanceDays],
    ['Used', quota.usedDays],
    ['Remaining', quota.remainingDays],
  ];
  return (
    <section className="card quota" aria-labelledby={titleId} data-quota={quota.code}>
      <h2 id={titleId} className="card__title leave-bank__title">
        {quota.description} <span className="leave-bank__code">{quota.code}</span>
      </h2>
      <dl className="quota__figures">
        {figures.map(([label, days]) => (
          <div
            key={label}
            className={label === 'Remaining' && over ? 'leave-figure leave-figure--overdrawn' : 'leave-figure'}
          >
            <dt>{label}</dt>
            <dd>
              <span className="leave-figure__hours">{daysText(days)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <progress
        className="quota__progress"
        max={Math.max(quota.allowanceDays, 1)}
        value={Math.min(quota.usedDays, quota.allowanceDays)}
        aria-label={`${quota.description}: ${daysText(quota.usedDays)} used of ${daysText(quota.allowanceDays)}`}
      />
      {over && <p className="leave-bank__warning">{LEAVE_TEXTS.quotaOver(-quota.remainingDays)}</p>}
      {quota.code === 'SICK' && <p className="leave-bank__sum">{LEAVE_TEXTS.sickQuotaAndBank}</p>}
      {quota.absences.length === 0 ? (
        <p className="quota__empty">{LEAVE_TEXTS.noQuotaAbsences(year)}</p>
      ) : (
        <table className="quota__absences">
          <caption className="visually-hidden">
            Absences charged to {quota.description} in {year}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Charged as</th>
              <th scope="col" className="quota__hours">
                Hours
              </th>
            </tr>
          </thead>
          <tbody>
            {quota.absences.map((a) => (
              <tr key={a.date}>
                <td className="quota__date">
                  <span className="quota__day">{dayName(a.date)}</span> {formatDisplayDate(a.date, language)}
                </td>
                <td>
                  <span className="quota__kind">{LEAVE_TEXTS.absenceKinds[a.kind] ?? a.kind}</span>
                  {a.scheduled && <span className="quota__tag">Scheduled</span>}
                  {a.payCode !== null && (
                    <span className="quota__pay-code">
                      {[a.payCode, a.payCodeDescription].filter((part) => part !== null).join(' · ')}
                    </span>
                  )}
                </td>
                <td className="quota__hours">{formatDuration(a.minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
