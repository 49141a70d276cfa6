import { PICK_BOARD_TEXTS, SERVICES } from '@crewline/protocol';
import { IonButton, IonIcon, IonItem, IonLabel, IonList, useIonRouter } from '@ionic/react';
import { documentTextOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { callService } from '../../api/service-query';
import { usePickGroups, usePopulations } from '../../domain/pick/board.queries';
import { boardService, useBoardKind } from '../../domain/pick/board-kind';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import { platform } from '../../platform';
import { useRoleAllows } from '../../session/session.store';
import DateRange from '../../ui/DateRange';
import EmptyState from '../../ui/screen/EmptyState';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import QueryView from '../../ui/screen/QueryView';
import { choose, useBoardChoice } from './board-choice';
import { boardPaths } from './board-paths';
import './pick-board.css';
import { useNotice } from '../../ui/notice';

/** Pick Board (DOB and RTO): the pick in progress, the employee's groups and their populations, and where to look next. */
export default function PickGroupsScreen() {
  const kind = useBoardKind();
  const paths = boardPaths(kind);
  const groups = usePickGroups();
  // Relief has no board: whoever bids on it is told where, when no work pick is in progress.
  const bidsOnRelief = useRoleAllows(SERVICES.mta_vrCurrentPreferences.role);
  const choice = useBoardChoice();
  const language = useLanguage();
  const router = useIonRouter();
  const selected = groups.data?.groups.find((g) => g.selected);
  const groupId = choice.groupId ?? selected?.groupId;
  const populations = usePopulations(groupId);

  useEffect(() => {
    if (choice.groupId === undefined && selected) choose({ groupId: selected.groupId });
  }, [choice.groupId, selected]);

  const showNotice = useNotice();
  const report = async (populationId: number) => {
    const file = await callService(boardService(kind, 'mta_populationAttachment'), { populationId }, { loading: true });
    await platform()
      .openDocument(file)
      .catch(() => showNotice('The schedule report could not be opened: this device has no app that shows PDF files.'));
  };

  const open = (path: string, populationId?: number) => {
    if (populationId !== undefined) choose({ populationId });
    router.push(path, 'forward');
  };

  return (
    <HeadedScreen heading="Pick Board" title="Pick Board" look="pick-board">
      <QueryView
        query={groups}
        failed="The pick board could not be loaded."
        isEmpty={(d) => d.pick === null}
        empty={
          <EmptyState title={PICK_BOARD_TEXTS.noPickTitle} inset>
            <p>{PICK_BOARD_TEXTS.noPick}</p>
            {bidsOnRelief && (
              <>
                <p>{PICK_BOARD_TEXTS.reliefBids}</p>
                <IonButton routerLink={PATHS.vrSelectedBids} routerDirection="root">
                  {PICK_BOARD_TEXTS.openReliefBids}
                </IonButton>
              </>
            )}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="section-note">
              <strong>{data.pick?.description}</strong>
              <br />
              Work in force{' '}
              {data.pick && (
                <DateRange from={data.pick.effectiveDate} to={data.pick.expirationDate} language={language} />
              )}
            </p>
            <h2 className="section-title">Pick groups</h2>
            <IonList inset>
              {data.groups.map((g) => (
                <IonItem
                  key={g.groupId}
                  button
                  detail={false}
                  onClick={() => choose({ groupId: g.groupId })}
                  aria-current={g.groupId === groupId ? 'true' : undefined}
                >
                  <IonLabel>
                    <h3>{g.name}</h3>
                    <p>
                      {g.depotCode} · {g.populations} {g.populations === 1 ? 'population' : 'populations'}
                    </p>
                  </IonLabel>
                  {g.groupId === groupId && (
                    <span slot="end" className="pick-board__chosen">
                      Chosen
                    </span>
                  )}
                </IonItem>
              ))}
            </IonList>
            {populations.data && (
              <>
                <h2 className="section-title">Populations</h2>
                {populations.data.populations.map((p) => (
                  <IonList inset key={p.populationId} aria-label={p.name}>
                    <IonItem lines="full">
                      <IonLabel>
                        <h3>{p.name}</h3>
                        <p className="pick-board__wrap">{p.description}</p>
                        <p>
                          {p.packages} packages · {p.members} employees pick
                        </p>
                      </IonLabel>
                    </IonItem>
                    <IonItem button detail onClick={() => open(paths.assignmentPackages, p.populationId)}>
                      <IonLabel>Packages</IonLabel>
                    </IonItem>
                    {paths.workProgram && (
                      <IonItem button detail onClick={() => open(paths.workProgram as string, p.populationId)}>
                        <IonLabel>Work program</IonLabel>
                      </IonItem>
                    )}
                    <IonItem button detail onClick={() => open(paths.vacations, p.populationId)}>
                      <IonLabel>Vacation weeks</IonLabel>
                    </IonItem>
                    <IonItem button detail={false} onClick={() => void report(p.populationId)}>
                      <IonLabel>Schedule report (PDF)</IonLabel>
                      <IonIcon slot="end" icon={documentTextOutline} aria-hidden="true" />
                    </IonItem>
                  </IonList>
                ))}
                <h2 className="section-title">Holidays</h2>
                <IonList inset>
                  <IonItem button detail onClick={() => open(paths.holidays)}>
                    <IonLabel>Holidays and ASPA days</IonLabel>
                  </IonItem>
                </IonList>
              </>
            )}
          </>
        )}
      </QueryView>
    </HeadedScreen>
  );
}
