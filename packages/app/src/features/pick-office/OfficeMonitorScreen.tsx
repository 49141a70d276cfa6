import {
  PICK_OFFICE_TEXTS,
  PUBLIC_MONITOR_SETTINGS,
  type PublicMonitorSetting,
  type ServiceElements,
} from '@crewline/protocol';
import { IonItem, IonLabel, IonList } from '@ionic/react';
import { useState } from 'react';
import { useStore } from '../../lib/external-store';
import { useLanguage } from '../../lib/language';
import { agencyDateTimeText } from '../../session/agency-time-text';
import { sessionStore } from '../../session/session.store';
import { useNotice } from '../../ui/notice';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import OfficeGroupChooser, { type OfficeGroup } from './OfficeGroupChooser';
import ProgressBar from './ProgressBar';
import { useOfficeMonitor, useSetPublicMonitor } from './pick-office.queries';
import './pick-office.css';

type MonitorRound = ServiceElements<'mta_officeMonitor'>['rounds'][number];
const T = PICK_OFFICE_TEXTS;

/** The pick office's live monitor: a group's rounds, who is up now and next, the counts, what is left. */
export default function OfficeMonitorScreen() {
  return (
    <Screen title={T.monitor} contentClassName="settings office">
      <div className="office__column">
        <h1 className="settings__heading">{T.monitor}</h1>
        <OfficeGroupChooser>{(group) => <GroupMonitor group={group} />}</OfficeGroupChooser>
      </div>
    </Screen>
  );
}

function GroupMonitor({ group }: { group: OfficeGroup }) {
  const monitor = useOfficeMonitor(group.GROUP_ID);
  const supervisor = useStore(sessionStore, (s) => s?.profile.office?.role === 'PICK_SUPERVISOR');
  return (
    <>
      {supervisor && <PublicMonitorSwitch group={group} />}
      <p className="section-note">{T.refreshes}</p>
      <QueryView query={monitor} failed={T.loadFailed}>
        {(m) => (
          <div className="office__rounds">
            {m.rounds.map((r) => (
              <RoundCard key={r.ROUND_ID} round={r} />
            ))}
          </div>
        )}
      </QueryView>
    </>
  );
}

/** A supervisor's switch for the depot's public board: off, or on with how names show. */
function PublicMonitorSwitch({ group }: { group: OfficeGroup }) {
  const [setting, setSetting] = useState<PublicMonitorSetting>(group.PUBLIC_MONITOR);
  const save = useSetPublicMonitor();
  const notice = useNotice();
  const id = `office-public-monitor-${group.GROUP_ID}`;
  const title = T.publicMonitorOf(group.DEPOT_CODE);
  return (
    <section className="card office-card" aria-label={title}>
      <h2>{title}</h2>
      <p className="section-note">{T.publicMonitorNote}</p>
      <div className="office-row">
        <label htmlFor={id}>{T.publicMonitors}</label>
        <select
          id={id}
          value={setting}
          disabled={save.isPending}
          onChange={(e) => {
            const chosen = e.target.value as PublicMonitorSetting;
            setSetting(chosen);
            save.mutate(
              { depotCode: group.DEPOT_CODE, setting: chosen },
              {
                onSuccess: (answer) => notice(T.publicMonitorSet(answer.DEPOT_CODE, answer.URL)),
                onError: () => setSetting(group.PUBLIC_MONITOR),
              },
            );
          }}
        >
          {PUBLIC_MONITOR_SETTINGS.map((s) => (
            <option key={s} value={s}>
              {T.settingNames[s]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}

function RoundCard({ round: r }: { round: MonitorRound }) {
  const language = useLanguage();
  const turn = (t: MonitorRound['UP_NOW']) =>
    t ? `#${t.SENIORITY_NUMBER} ${t.NAME} · ${agencyDateTimeText(t.TURN_AT, language)}` : T.nobody;
  return (
    <section className="card office-round" aria-label={T.kinds[r.KIND] ?? r.KIND}>
      <h2>
        {T.kinds[r.KIND] ?? r.KIND} <span className="office-round__status">{r.STATUS}</span>
      </h2>
      <ProgressBar processed={r.PROCESSED} skipped={r.SKIPPED} toCome={r.TO_COME} />
      <dl className="office-round__counts">
        <div>
          <dt>{T.upNow}</dt>
          <dd>{turn(r.UP_NOW)}</dd>
        </div>
        <div>
          <dt>{T.next}</dt>
          <dd>{r.NEXT ? turn(r.NEXT) : '–'}</dd>
        </div>
        <div>
          <dt>{T.processed}</dt>
          <dd>{r.PROCESSED}</dd>
        </div>
        <div>
          <dt>{T.skipped}</dt>
          <dd>{r.SKIPPED}</dd>
        </div>
        <div>
          <dt>{T.toCome}</dt>
          <dd>{r.TO_COME}</dd>
        </div>
        <div>
          <dt>{T.toComeWithList}</dt>
          <dd>{r.TO_COME_WITH_LIST}</dd>
        </div>
        <div>
          <dt>{T.left}</dt>
          <dd>{r.LEFT ? T.leftOf(r.KIND, r.LEFT.ITEMS, r.LEFT.SEATS, r.LEFT.OF_ITEMS) : T.leftAll}</dd>
        </div>
      </dl>
      <h3>{T.latestAwards}</h3>
      {r.LATEST_AWARDS.length === 0 ? (
        <p>{T.noAwards}</p>
      ) : (
        <IonList aria-label={`${T.latestAwards}: ${T.kinds[r.KIND] ?? r.KIND}`}>
          {r.LATEST_AWARDS.map((a) => (
            <IonItem key={`${a.PASS_ID} ${a.OUTCOME} ${a.AWARDED_AT}`}>
              <IonLabel>
                <h3>{`#${a.SENIORITY_NUMBER} ${a.NAME}`}</h3>
                <p>{a.OUTCOME === 'SKIPPED' ? T.skippedAward : a.ITEM}</p>
              </IonLabel>
            </IonItem>
          ))}
        </IonList>
      )}
    </section>
  );
}
