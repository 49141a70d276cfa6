import type { LeaveBankBalance } from '@crewline/protocol';
import { useId } from 'react';
import { bankBar, bankBarText, formatHours } from './leave-figures';

/** Every bank as one stacked bar (used, scheduled, available of earned): which bank runs low, at a glance. */
export default function BalanceChart({ banks }: { banks: readonly LeaveBankBalance[] }) {
  const titleId = useId();
  return (
    <section className="card leave-chart" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        At a glance
      </h2>
      <ul className="leave-chart__legend" aria-label="Legend">
        <li>
          <span className="leave-swatch leave-swatch--used" aria-hidden="true" /> Used
        </li>
        <li>
          <span className="leave-swatch leave-swatch--scheduled" aria-hidden="true" /> Scheduled
        </li>
        <li>
          <span className="leave-swatch leave-swatch--available" aria-hidden="true" /> Available
        </li>
        {banks.some((b) => b.availableMinutes < 0) && (
          <li>
            <span className="leave-swatch leave-swatch--mark" aria-hidden="true" /> End of earned
          </li>
        )}
      </ul>
      <ul className="leave-chart__rows">
        {banks.map((bank) => (
          <BankBarRow key={bank.bank} bank={bank} />
        ))}
      </ul>
    </section>
  );
}

function BankBarRow({ bank }: { bank: LeaveBankBalance }) {
  const bar = bankBar(bank);
  const overdrawn = bank.availableMinutes < 0;
  return (
    <li className="leave-chart__row">
      <span className="leave-chart__name">{bank.name}</span>
      <div className="leave-chart__bar" role="img" aria-label={bankBarText(bank)}>
        {bar.parts.map((part) => (
          <span
            key={part.kind}
            className={`leave-chart__part leave-swatch--${part.kind}`}
            style={{ width: `${part.percent}%` }}
          />
        ))}
        {bar.earnedMarkPercent !== undefined && (
          <span className="leave-chart__mark" style={{ left: `${bar.earnedMarkPercent}%` }} />
        )}
      </div>
      <span className={overdrawn ? 'leave-chart__left leave-chart__left--overdrawn' : 'leave-chart__left'}>
        {overdrawn ? `${formatHours(-bank.availableMinutes)} over` : `${formatHours(bank.availableMinutes)} left`}
      </span>
    </li>
  );
}
