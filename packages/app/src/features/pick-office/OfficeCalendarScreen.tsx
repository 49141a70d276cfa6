import { PICK_OFFICE_TEXTS, type PickRoundKind, type ServiceElements } from '@crewline/protocol';
import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useStore } from '../../lib/external-store';
import { formatInstant } from '../../session/agency-instant';
import { agencyInstant } from '../../session/agency-time';
import { sessionStore } from '../../session/session.store';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import OfficeGroupChooser from './OfficeGroupChooser';
import { useCreateRound, useOfficeCalendar, usePauseRound, useResumeRound } from './pick-office.queries';
import { SchedulePanel } from './SchedulePanel';
import './pick-office.css';

type CalendarRound = ServiceElements<'mta_officeCalendar'>['rounds'][number];
const T = PICK_OFFICE_TEXTS;

/** A datetime-local field's value ("2027-01-04T08:00") as the instant it names in the agency's time. */
export function instantOfLocal(value: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, date = '', h = '0', m = '0'] = match;
  return agencyInstant(date, Number(h) * 60 + Number(m)).toISOString();
}

/**
 * The pick calendar (docs/pick.md#the-pick-office): a group's pick with its rounds and their
 * status, windows, pauses and the group's turns; a supervisor creates rounds and pauses and
 * resumes them; the office lays out and saves a group's turn schedule after a preview.
 */
export default function OfficeCalendarScreen() {
  return (
    <Screen title={T.calendar} contentClassName="settings office">
      <div className="office__column">
        <h1 className="settings__heading">{T.calendar}</h1>
        <OfficeGroupChooser>{(group) => <GroupCalendar groupId={group.GROUP_ID} />}</OfficeGroupChooser>
      </div>
    </Screen>
  );
}

function GroupCalendar({ groupId }: { groupId: number }) {
  const calendar = useOfficeCalendar(groupId);
  const supervisor = useStore(sessionStore, (s) => s?.profile.office?.role === 'PICK_SUPERVISOR');
  const [roundId, setRoundId] = useState<number | undefined>();
  return (
    <QueryView query={calendar} failed={T.loadFailed}>
      {(c) => {
        const round = c.rounds.find((r) => r.ROUND_ID === roundId);
        return (
          <>
            <RoundsTable
              rounds={c.rounds}
              supervisor={supervisor}
              chosen={roundId}
              onSchedule={(id) => setRoundId(id)}
            />
            {supervisor && c.FREE_KINDS.length > 0 && (
              <CreateRoundForm groupId={c.group.GROUP_ID} kinds={c.FREE_KINDS} />
            )}
            {round && <SchedulePanel key={round.ROUND_ID} round={round} groupId={c.group.GROUP_ID} />}
          </>
        );
      }}
    </QueryView>
  );
}

function RoundsTable(props: {
  rounds: readonly CalendarRound[];
  supervisor: boolean;
  chosen: number | undefined;
  onSchedule: (roundId: number) => void;
}) {
  if (props.rounds.length === 0) return <p className="card office-card">{T.noRounds}</p>;
  return (
    <div className="card office-card">
      <table className="office-table">
        <caption>{T.calendar}</caption>
        <thead>
          <tr>
            <th scope="col">{T.roundColumn}</th>
            <th scope="col">{T.statusColumn}</th>
            <th scope="col">{T.window}</th>
            <th scope="col">{T.schedule}</th>
            <th scope="col">{T.actionsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {props.rounds.map((r) => (
            <tr key={r.ROUND_ID} aria-selected={props.chosen === r.ROUND_ID}>
              <th scope="row">{T.kinds[r.KIND] ?? r.KIND}</th>
              <td>
                {T.statusNames[r.STATUS] ?? r.STATUS}
                {r.PAUSED_AT !== '' && <div className="office-paused">{T.pausedSince(formatInstant(r.PAUSED_AT))}</div>}
              </td>
              <td>
                {formatInstant(r.OPENS_AT)} – {formatInstant(r.CLOSES_AT)}
              </td>
              <td>
                <div>{T.turnsOfGroup(r.TURNS, r.PROCESSED)}</div>
                <div className="office-note">
                  {r.FIRST_TURN_AT === ''
                    ? T.noTurns
                    : T.firstLast(formatInstant(r.FIRST_TURN_AT), formatInstant(r.LAST_TURN_AT))}
                </div>
                {r.STATUS !== 'CLOSED' && (
                  <IonButton size="small" fill="outline" onClick={() => props.onSchedule(r.ROUND_ID)}>
                    {`${T.schedule}: ${T.kinds[r.KIND] ?? r.KIND}`}
                  </IonButton>
                )}
              </td>
              <td>{props.supervisor && r.STATUS !== 'CLOSED' && <PauseControls round={r} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PauseControls({ round }: { round: CalendarRound }) {
  const pause = usePauseRound();
  const resume = useResumeRound();
  const [moveTo, setMoveTo] = useState(false);
  const [newStart, setNewStart] = useState('');
  const [done, setDone] = useState('');
  const kind = T.kinds[round.KIND] ?? round.KIND;
  if (round.PAUSED_AT === '')
    return (
      <>
        <IonButton
          size="small"
          color="warning"
          onClick={() => pause.mutate({ roundId: round.ROUND_ID }, { onSuccess: () => setDone(T.pausedDone) })}
        >
          {`${T.pause}: ${kind}`}
        </IonButton>
        {done && <p role="status">{done}</p>}
      </>
    );
  const start = moveTo ? instantOfLocal(newStart) : undefined;
  return (
    <form
      className="office-form office-form--tight"
      onSubmit={(e) => {
        e.preventDefault();
        resume.mutate(
          { roundId: round.ROUND_ID, ...(start ? { newStart: start } : {}) },
          { onSuccess: (r) => setDone(T.resumed(r.MOVED)) },
        );
      }}
    >
      <label className="office-check">
        <input type="radio" name={`resume-${round.ROUND_ID}`} checked={!moveTo} onChange={() => setMoveTo(false)} />
        {T.resumeShift}
      </label>
      <label className="office-check">
        <input type="radio" name={`resume-${round.ROUND_ID}`} checked={moveTo} onChange={() => setMoveTo(true)} />
        {T.resumeAt}
      </label>
      {moveTo && (
        <label>
          {T.newStart}
          <input type="datetime-local" value={newStart} onChange={(e) => setNewStart(e.target.value)} required />
        </label>
      )}
      <IonButton size="small" type="submit" disabled={moveTo && !start}>
        {`${T.resume}: ${kind}`}
      </IonButton>
      {done && <p role="status">{done}</p>}
    </form>
  );
}

function CreateRoundForm({ groupId, kinds }: { groupId: number; kinds: readonly PickRoundKind[] }) {
  const create = useCreateRound();
  const [kind, setKind] = useState<PickRoundKind>(kinds[0] ?? 'WORK');
  const [opens, setOpens] = useState('');
  const [closes, setCloses] = useState('');
  const [done, setDone] = useState('');
  const opensAt = instantOfLocal(opens);
  const closesAt = instantOfLocal(closes);
  return (
    <form
      className="card office-card office-form"
      aria-label={T.createRound}
      onSubmit={(e) => {
        e.preventDefault();
        if (!opensAt || !closesAt) return;
        create.mutate({ groupId, kind, opensAt, closesAt }, { onSuccess: () => setDone(T.created) });
      }}
    >
      <h2>{T.createRound}</h2>
      <label>
        {T.kindField}
        <select value={kind} onChange={(e) => setKind(e.target.value as PickRoundKind)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {T.kinds[k] ?? k}
            </option>
          ))}
        </select>
      </label>
      <label>
        {T.opens}
        <input type="datetime-local" value={opens} onChange={(e) => setOpens(e.target.value)} required />
      </label>
      <label>
        {T.closes}
        <input type="datetime-local" value={closes} onChange={(e) => setCloses(e.target.value)} required />
      </label>
      <IonButton type="submit" disabled={!opensAt || !closesAt}>
        {T.create}
      </IonButton>
      {done && <p role="status">{done}</p>}
    </form>
  );
}
