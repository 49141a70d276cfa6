import { IonItem, IonLabel, IonList } from '@ionic/react';
import { useAspaHolidays, useHolidays } from '../../domain/pick/board.queries';
import { useBoardKind } from '../../domain/pick/board-kind';
import { formatDayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import QueryView from '../../ui/screen/QueryView';
import { useBoardChoice } from './board-choice';
import { boardPaths } from './board-paths';
import ChooseOnBoardFirst from './ChooseOnBoardFirst';
import './pick-board.css';

/** The group's pick holidays (who must work, places off left) and the ASPA days. */
export default function HolidaysScreen() {
  const paths = boardPaths(useBoardKind());
  const { groupId } = useBoardChoice();
  const query = useHolidays(groupId);
  const aspa = useAspaHolidays(groupId);
  const language = useLanguage();
  const back = { href: paths.pickGroups, label: 'Pick Board' };
  const date = (iso: string) => formatDayDate(iso, language);
  return (
    <HeadedScreen heading="Holidays" title="Holidays" back={back} look="pick-board" keyboardScroll>
      {groupId === undefined ? (
        <ChooseOnBoardFirst what="pick group" />
      ) : (
        <QueryView query={query} failed="The holidays could not be loaded.">
          {(data) => (
            <>
              <p className="section-note">
                On a pick holiday the group must have enough operators at work; the others may take it off, in seniority
                order.
              </p>
              <IonList inset aria-label="Pick holidays">
                {data.holidays.map((h) => (
                  <IonItem key={h.itemId}>
                    <IonLabel>
                      <h3>{h.name}</h3>
                      <p>{date(h.date)}</p>
                      <p>
                        {h.mustWork} of {h.members} must work · {h.offLeft} off {h.offLeft === 1 ? 'place' : 'places'}{' '}
                        left
                      </p>
                    </IonLabel>
                  </IonItem>
                ))}
              </IonList>
              {aspa.data && aspa.data.holidays.length > 0 && (
                <>
                  <h2 className="section-title">ASPA days</h2>
                  <p className="section-note">Service runs a holiday schedule on these days.</p>
                  <IonList inset aria-label="ASPA days">
                    {aspa.data.holidays.map((h) => (
                      <IonItem key={h.date}>
                        <IonLabel>
                          <h3>{h.name}</h3>
                          <p>{date(h.date)}</p>
                        </IonLabel>
                      </IonItem>
                    ))}
                  </IonList>
                </>
              )}
            </>
          )}
        </QueryView>
      )}
    </HeadedScreen>
  );
}
