import { DAY_NAMES } from '@crewline/protocol';
import { useAssignmentsCalendar } from '../../domain/pick/board.queries';
import { useBoardKind } from '../../domain/pick/board-kind';
import { formatDayDate, formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useBoardChoice } from './board-choice';
import { boardPaths } from './board-paths';
import ChooseOnBoardFirst from './ChooseOnBoardFirst';
import { type CalendarDay, type CalendarMonth, calendarMonths } from './calendar-months';
import './pick-board.css';

const WEEKDAYS = DAY_NAMES;

/** A run as a narrow day cell shows it: without the depot ("FT101" of "FB-FT101"). */
const shortRun = (code: string) => code.slice(code.indexOf('-') + 1);

/** Under a month: its holidays and dated changes in full, which its cells can only mark. */
function MonthNotes({ month, language }: { month: CalendarMonth; language: string }) {
  const marked = month.weeks
    .flat()
    .filter((d): d is CalendarDay => d !== null && (d.holiday !== null || d.note !== null));
  if (marked.length === 0) return null;
  return (
    <ul className="month-notes">
      {marked.map((d) => (
        <li key={d.date}>
          <strong>{formatDayDate(d.date, language)}</strong> {[d.holiday, d.note].filter(Boolean).join(' · ')}
          {d.runCode ? ` · works ${d.runCode}` : ' · off'}
        </li>
      ))}
    </ul>
  );
}

/** A package over the pick period, a month grid at a time: the run of each day, days off, holidays, dated changes. */
export default function AssignmentsCalendarScreen() {
  const paths = boardPaths(useBoardKind());
  const { packageId } = useBoardChoice();
  const query = useAssignmentsCalendar(packageId);
  const language = useLanguage();
  const back = { href: paths.assignments, label: 'Assignments' };
  const monthName = (key: string) =>
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${key}-01T00:00:00Z`),
    );
  return (
    <Screen title="Calendar" back={back} contentClassName="settings pick-board" keyboardScroll>
      <div className="settings__column">
        {packageId === undefined ? (
          <ChooseOnBoardFirst what="package" />
        ) : (
          <QueryView query={query} failed="The calendar could not be loaded.">
            {(data) => (
              <>
                <h1 className="settings__heading">Calendar</h1>
                <p className="section-note">
                  {formatDisplayDate(data.from, language)} – {formatDisplayDate(data.to, language)}. Holidays are
                  marked; a dated change to the week is named under the day.
                </p>
                {calendarMonths(data.days).map((month) => (
                  <section key={month.key} className="card month-grid" aria-label={monthName(month.key)}>
                    <h2 className="month-grid__title">{monthName(month.key)}</h2>
                    <table className="month-grid__table">
                      <thead>
                        <tr>
                          {WEEKDAYS.map((d) => (
                            <th key={d} scope="col">
                              {d}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {month.weeks.map((week) => (
                          <tr key={week.find((d) => d)?.date}>
                            {week.map((day, i) =>
                              day ? (
                                <td
                                  key={day.date}
                                  className={`month-day${day.runCode ? '' : ' month-day--off'}${day.holiday ? ' month-day--holiday' : ''}`}
                                  title={[day.holiday, day.note].filter(Boolean).join(' · ') || undefined}
                                >
                                  <span className="month-day__date">
                                    <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                                    <span className="visually-hidden">{formatDayDate(day.date, language)}</span>
                                  </span>
                                  <span className="month-day__work">{day.runCode ? shortRun(day.runCode) : 'Off'}</span>
                                  {day.holiday && <span className="month-day__mark">{day.holiday}</span>}
                                  {day.note && <span className="month-day__mark">{day.note}</span>}
                                </td>
                              ) : (
                                // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell's place in its week is its identity
                                <td key={`empty-${i}`} className="month-day month-day--empty" />
                              ),
                            )}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                    <MonthNotes month={month} language={language} />
                  </section>
                ))}
              </>
            )}
          </QueryView>
        )}
      </div>
    </Screen>
  );
}
