import {
  PICK_OFFICE_TEXTS,
  SCHEDULE_PREVIEW_PAGE,
  type ScheduleSettingsInput,
  type ServiceElements,
} from '@crewline/protocol';
import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { formatInstant } from '../../session/agency-instant';
import { agencyDate } from '../../session/agency-time';
import { useSaveSchedule, useSchedulePreview } from './pick-office.queries';

type CalendarRound = ServiceElements<'mta_officeCalendar'>['rounds'][number];
const T = PICK_OFFICE_TEXTS;

const PREVIEW_PAGE = SCHEDULE_PREVIEW_PAGE;

const minutesOf = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface Draft {
  startDate: string;
  minutesPerTurn: string;
  officeStart: string;
  officeEnd: string;
  breakStart: string;
  breakEnd: string;
  weekdaysOff: number[];
  datesOff: string;
}

/** The settings a draft names (the server checks them again). */
export function settingsOf(d: Draft): ScheduleSettingsInput {
  const breaks = d.breakStart && d.breakEnd ? [{ start: minutesOf(d.breakStart), end: minutesOf(d.breakEnd) }] : [];
  return {
    startDate: d.startDate,
    minutesPerTurn: Number(d.minutesPerTurn),
    officeStart: minutesOf(d.officeStart),
    officeEnd: minutesOf(d.officeEnd),
    breaks,
    weekdaysOff: [...d.weekdaysOff].sort((a, b) => a - b),
    datesOff: d.datesOff
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  };
}

/** A group's turn schedule in a round: settings, a paged preview from the server, then the save. */
export function SchedulePanel({ round, groupId }: { round: CalendarRound; groupId: number }) {
  const [draft, setDraft] = useState<Draft>({
    startDate: agencyDate(round.OPENS_AT),
    minutesPerTurn: '5',
    officeStart: hhmmOf(8 * 60),
    officeEnd: hhmmOf(16 * 60),
    breakStart: hhmmOf(12 * 60),
    breakEnd: hhmmOf(12 * 60 + 30),
    weekdaysOff: [0, 6],
    datesOff: '',
  });
  const [shown, setShown] = useState<ScheduleSettingsInput | undefined>();
  const [offset, setOffset] = useState(0);
  const [saved, setSaved] = useState('');
  const preview = useSchedulePreview(
    shown && { roundId: round.ROUND_ID, groupId, settings: shown, offset, limit: PREVIEW_PAGE },
  );
  const save = useSaveSchedule();
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => {
    setDraft({ ...draft, [field]: e.target.value });
    setSaved('');
  };
  const kind = T.kinds[round.KIND] ?? round.KIND;
  const p = preview.data;
  return (
    <section className="card office-card" aria-label={`${T.schedule}: ${kind}`}>
      <h2>{`${T.schedule}: ${kind}`}</h2>
      <form
        className="office-form"
        onSubmit={(e) => {
          e.preventDefault();
          setShown(settingsOf(draft));
          setOffset(0);
          setSaved('');
        }}
      >
        <label>
          {T.firstDay}
          <input type="date" value={draft.startDate} onChange={set('startDate')} required />
        </label>
        <label>
          {T.turnMinutes}
          <input
            type="number"
            min={1}
            max={240}
            value={draft.minutesPerTurn}
            onChange={set('minutesPerTurn')}
            required
          />
        </label>
        <label>
          {T.officeFrom}
          <input type="time" value={draft.officeStart} onChange={set('officeStart')} required />
        </label>
        <label>
          {T.officeTo}
          <input type="time" value={draft.officeEnd} onChange={set('officeEnd')} required />
        </label>
        <label>
          {T.breakFrom}
          <input type="time" value={draft.breakStart} onChange={set('breakStart')} />
        </label>
        <label>
          {T.breakTo}
          <input type="time" value={draft.breakEnd} onChange={set('breakEnd')} />
        </label>
        <fieldset>
          <legend>{T.daysOffWeek}</legend>
          {T.weekdayNames.map((name, day) => (
            <label key={name} className="office-check">
              <input
                type="checkbox"
                checked={draft.weekdaysOff.includes(day)}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    weekdaysOff: e.target.checked
                      ? [...draft.weekdaysOff, day]
                      : draft.weekdaysOff.filter((d) => d !== day),
                  })
                }
              />
              {name}
            </label>
          ))}
        </fieldset>
        <label className="office-form__wide">
          {T.daysOffListed}
          <input type="text" value={draft.datesOff} onChange={set('datesOff')} />
        </label>
        <IonButton type="submit">{T.preview}</IonButton>
      </form>
      {p && shown && (
        <div className="office-preview">
          <p role="status">
            {T.previewOf(p.TURNS, p.DAYS)}
            {p.TURNS > 0 && ` · ${T.firstLast(formatInstant(p.FIRST_TURN_AT), formatInstant(p.LAST_TURN_AT))}`}
          </p>
          {p.PROBLEMS.length > 0 && (
            <ul className="office-problems" role="alert">
              {p.PROBLEMS.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          <table className="office-table">
            <caption>{T.pageOf(offset + 1, offset + p.turns.length, p.TURNS)}</caption>
            <thead>
              <tr>
                <th scope="col">{T.rank}</th>
                <th scope="col">{T.seniority}</th>
                <th scope="col">{T.name}</th>
                <th scope="col">{T.turnAt}</th>
              </tr>
            </thead>
            <tbody>
              {p.turns.map((t) => (
                <tr key={t.PASS_ID}>
                  <td>{t.RANK}</td>
                  <td>{`#${t.SENIORITY_NUMBER}`}</td>
                  <th scope="row">{t.NAME}</th>
                  <td>{formatInstant(t.TURN_AT)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="office-pager">
            <IonButton
              fill="outline"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PREVIEW_PAGE))}
            >
              {T.previousPage}
            </IonButton>
            <IonButton
              fill="outline"
              disabled={offset + PREVIEW_PAGE >= p.TURNS}
              onClick={() => setOffset(offset + PREVIEW_PAGE)}
            >
              {T.nextPage}
            </IonButton>
            <IonButton
              disabled={p.PROBLEMS.length > 0 || p.TURNS === 0}
              onClick={() =>
                save.mutate(
                  { roundId: round.ROUND_ID, groupId, settings: shown },
                  { onSuccess: (r) => setSaved(T.saved(r.TURNS)) },
                )
              }
            >
              {T.save}
            </IonButton>
          </div>
          {saved && <p role="status">{saved}</p>}
        </div>
      )}
    </section>
  );
}
