import type { PreferenceRound } from '@crewline/protocol';
import WholeWords from '../../ui/WholeWords';
import AwardWords from './AwardWords';
import ReceiptLine from './ReceiptLine';

/** After the employee's turn: what they were awarded, by which choice, and why (the engine's explanation). */
export default function AwardCard({ award }: { award: NonNullable<PreferenceRound['award']> }) {
  return (
    <section className="card pref-award" aria-labelledby="pref-award-title">
      <h2 id="pref-award-title" className="card__title pref-award__title">
        Your award
      </h2>
      {award.items.length > 0 && (
        <ul className="pref-award__items">
          {award.items.map((i) => (
            <li key={i.itemId}>
              <WholeWords text={i.label} />
              {i.choice !== null && <> · your choice {i.choice}</>}
            </li>
          ))}
        </ul>
      )}
      <AwardWords text={award.explanation} className="pref-award__why" />
      {award.receipts.map((receipt) => {
        const itemId = receipt.award?.row.itemId;
        const label = award.receipts.length > 1 ? award.items.find((i) => i.itemId === itemId)?.label : undefined;
        return (
          <ReceiptLine
            key={`${receipt.event.number}:${receipt.award?.index}`}
            receipt={receipt}
            verb="awarded"
            {...(label ? { what: label } : {})}
          />
        );
      })}
    </section>
  );
}
