import { PICK_BOARD_TEXTS } from '@crewline/protocol';
import { useVacations } from '../../domain/pick/board.queries';
import { useBoardKind } from '../../domain/pick/board-kind';
import { formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import QueryView from '../../ui/screen/QueryView';
import { useBoardChoice } from './board-choice';
import { boardPaths } from './board-paths';
import ChooseOnBoardFirst from './ChooseOnBoardFirst';
import './pick-board.css';

/** The population's 52 vacation weeks as a strip: places left now and projected at my turn, restricted weeks marked. */
export default function VacationsScreen() {
  const paths = boardPaths(useBoardKind());
  const { populationId } = useBoardChoice();
  const query = useVacations(populationId);
  const language = useLanguage();
  const back = { href: paths.pickGroups, label: 'Pick Board' };
  return (
    <HeadedScreen heading="Vacation weeks" title="Vacation Weeks" back={back} look="pick-board" keyboardScroll>
      {populationId === undefined ? (
        <ChooseOnBoardFirst what="population" />
      ) : (
        <QueryView query={query} failed="The vacation weeks could not be loaded.">
          {(data) => (
            <>
              <p className="section-note">
                You are owed {data.weeksOwed} {data.weeksOwed === 1 ? 'week' : 'weeks'}. Each week shows the places left
                now
                {data.weeks.some((w) => w.slotsAtTurn !== null) ? ' and those projected left at your turn' : ''}.
              </p>
              <ol className="week-strip" aria-label="Vacation weeks">
                {data.weeks.map((w) => {
                  const full = w.slotsNow === 0;
                  const tone = w.restricted ? 'restricted' : full ? 'full' : w.slotsAtTurn === 0 ? 'gone' : 'open';
                  return (
                    <li key={w.itemId} className={`week-cell week-cell--${tone}`}>
                      <span className="week-cell__date">{formatDisplayDate(w.weekStart, language)}</span>
                      {w.restricted ? (
                        <span className="week-cell__count">{PICK_BOARD_TEXTS.restricted}</span>
                      ) : (
                        <>
                          <span className="week-cell__count">
                            {w.slotsNow} of {w.quota} left
                          </span>
                          {w.slotsAtTurn !== null && (
                            <span className="week-cell__turn">{w.slotsAtTurn} at your turn</span>
                          )}
                        </>
                      )}
                    </li>
                  );
                })}
              </ol>
            </>
          )}
        </QueryView>
      )}
    </HeadedScreen>
  );
}
