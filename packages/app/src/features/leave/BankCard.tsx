import { LEAVE_TEXTS, type LeaveBankBalance } from '@crewline/protocol';
import { useId } from 'react';
import { earnedSum, formatDays, formatHours } from './leave-figures';

/** One bank's four figures, in hours and in days, and how earned adds up. */
export default function BankCard({ bank, year }: { bank: LeaveBankBalance; year: number }) {
  const titleId = useId();
  const overdrawn = bank.availableMinutes < 0;
  const figures: [string, number][] = [
    ['Earned', bank.earnedMinutes],
    ['Used', bank.usedMinutes],
    ['Scheduled', bank.scheduledMinutes],
    ['Available', bank.availableMinutes],
  ];
  return (
    <section className="card leave-bank" aria-labelledby={titleId} data-bank={bank.bank}>
      <h2 id={titleId} className="card__title leave-bank__title">
        {bank.name} <span className="leave-bank__code">{bank.bank}</span>
      </h2>
      <dl className="leave-bank__figures">
        {figures.map(([label, minutes]) => (
          <div
            key={label}
            className={label === 'Available' && overdrawn ? 'leave-figure leave-figure--overdrawn' : 'leave-figure'}
          >
            <dt>{label}</dt>
            <dd>
              <span className="leave-figure__hours">{formatHours(minutes)}</span>
              <span className="leave-figure__days">{formatDays(minutes)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {overdrawn && <p className="leave-bank__warning">{LEAVE_TEXTS.overdrawn}</p>}
      {bank.onRecord ? (
        <p className="leave-bank__sum">{earnedSum(bank)}</p>
      ) : (
        <p className="leave-bank__sum">{LEAVE_TEXTS.bankNotOnRecord(year)}</p>
      )}
      {bank.bank === 'SICK' && <p className="leave-bank__sum">{LEAVE_TEXTS.sickBankAndQuota}</p>}
    </section>
  );
}
