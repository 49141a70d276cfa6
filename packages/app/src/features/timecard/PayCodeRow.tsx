import type { PayCode } from '@crewline/protocol';
import type { ReactNode } from 'react';
import { formatDuration } from '../../lib/time-format';
import PayCodeChip from './PayCodeChip';

/** One pay code with its minutes: a line of a day, or an entry of the legend. */
export default function PayCodeRow({
  code,
  payCode,
  minutes,
  detail,
}: {
  code: string;
  payCode: PayCode | undefined;
  minutes: number;
  detail?: ReactNode;
}) {
  return (
    <li className="tc-row">
      <PayCodeChip code={code} payCode={payCode} />
      <span className="tc-row__text">
        <span className="tc-row__description">{payCode?.description ?? code}</span>
        {detail ? <span className="tc-row__detail">{detail}</span> : null}
      </span>
      <span className="tc-row__hours">{formatDuration(minutes)}</span>
    </li>
  );
}
