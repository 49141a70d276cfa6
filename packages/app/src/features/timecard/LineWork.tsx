import type { TimecardLine } from '@crewline/protocol';
import { ServiceTimeRange } from '../../ui/ServiceTime';

type Work = Pick<TimecardLine, 'job' | 'start' | 'end'>;

const timed = (line: Work) => line.start !== null && line.end !== null;

/** Whether a line names any work (leave lines name none). */
export const namesWork = (line: Work) => line.job !== null || timed(line);

/** What a line says of the work: the run or job and its times ('FB-0412 · 06:00A – 02:30P'). */
export default function LineWork({ line }: { line: Work }) {
  const times = timed(line);
  return (
    <>
      {line.job}
      {line.job !== null && times && ' · '}
      {times && <ServiceTimeRange start={line.start as number} end={line.end as number} />}
    </>
  );
}
