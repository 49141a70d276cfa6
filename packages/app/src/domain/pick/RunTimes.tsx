import type { Run } from '@crewline/protocol';
import { formatDuration } from '../../lib/time-format';
import { ServiceTime } from '../../ui/ServiceTime';
import './pick.css';

/** A run's times as the pick sheet lists them. */
export default function RunTimes({ run }: { run: Run }) {
  return (
    <dl className="run-times">
      <div>
        <dt>Report</dt>
        <dd>
          <ServiceTime minutes={run.reportMinutes} />
        </dd>
      </div>
      <div>
        <dt>Start</dt>
        <dd>
          <ServiceTime minutes={run.startMinutes} />
        </dd>
      </div>
      <div>
        <dt>End</dt>
        <dd>
          <ServiceTime minutes={run.endMinutes} />
        </dd>
      </div>
      <div>
        <dt>Relief</dt>
        <dd>
          {run.reliefPoint && run.reliefMinutes !== null ? (
            <>
              <ServiceTime minutes={run.reliefMinutes} /> {run.reliefPoint}
            </>
          ) : (
            'None'
          )}
        </dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>{formatDuration(run.paidMinutes)}</dd>
      </div>
      <div>
        <dt>Platform</dt>
        <dd>{formatDuration(run.platformMinutes)}</dd>
      </div>
      <div>
        <dt>Spread</dt>
        <dd>{formatDuration(run.spreadMinutes)}</dd>
      </div>
    </dl>
  );
}
