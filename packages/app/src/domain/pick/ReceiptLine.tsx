import { type Receipt, receiptName } from '@crewline/protocol';
import { IonButton } from '@ionic/react';
import { useLanguage } from '../../lib/language';
import { agencyDateTimeText } from '../../session/agency-time-text';
import { useNotice } from '../../ui/notice';
import WholeWords from '../../ui/WholeWords';

/** Where the receipt's proof stands, in words. */
export function proofText(receipt: Receipt, language: string): string {
  const c = receipt.checkpoint;
  if (!c || !receipt.inclusion)
    return 'Its proof comes with the next checkpoint (after the next award run, or within a day).';
  return `In the ledger's signed checkpoint of ${c.size.toLocaleString('en-US')} events (${agencyDateTimeText(c.time, language)}).`;
}

/**
 * "Receipt 7f3a…c2, saved Sat 21-Nov-26 10:42A" under a saved list or an award: the ledger's
 * receipt (docs/pick-ledger.md), its proof, and a button that copies it whole, for the employee
 * or their union to check with `npm run pick -- check-receipt`.
 */
export default function ReceiptLine({
  receipt,
  verb,
  what,
}: {
  receipt: Receipt;
  verb: 'saved' | 'deleted' | 'awarded';
  /** The award row it is the receipt of, when a run gave several. */
  what?: string;
}) {
  const language = useLanguage();
  const showNotice = useNotice();
  const name = receiptName(receipt.event.hash);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${JSON.stringify(receipt, null, 2)}\n`);
      showNotice('Receipt copied');
    } catch {
      showNotice('This device would not copy the receipt: try again from a secure (https) page.');
    }
  };
  return (
    <div className="pref-receipt">
      <p className="pref-receipt__line">
        <span className="keep-whole">
          Receipt <code>{name}</code>
          {what ? '' : ','}
        </span>
        {/* What the row is wraps as a sentence does: only the name and each dated word stay whole. */}
        {what ? (
          <>
            {' '}
            <WholeWords text={`(${what}),`} />
          </>
        ) : null}{' '}
        {verb} <WholeWords text={agencyDateTimeText(receipt.event.at, language)} />
      </p>
      <p className="pref-receipt__proof">{proofText(receipt, language)}</p>
      <IonButton size="small" fill="clear" className="pref-receipt__copy" onClick={() => void copy()}>
        Copy receipt<span className="visually-hidden"> {name}</span>
      </IonButton>
    </div>
  );
}
