import { PICK_OFFICE_TEXTS, type ResultFile, type ServiceElements } from '@crewline/protocol';
import { IonButton } from '@ionic/react';
import { callService } from '../../api/service-query';
import { platform } from '../../platform';
import { useNotice } from '../../ui/notice';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useOfficeResults } from './pick-office.queries';
import './pick-office.css';

type ResultGroup = ServiceElements<'mta_officeResults'>['groups'][number];
const T = PICK_OFFICE_TEXTS;

const FILES: readonly { file: ResultFile; label: string }[] = [
  { file: 'PICK_SHEET_PDF', label: T.pickSheetPdf },
  { file: 'PICK_SHEET_CSV', label: T.pickSheetCsv },
  { file: 'AWARDS_EXPORT', label: T.awardsExport },
];

/** The pick office's results: each round × group the caller runs, with its pick sheet and awards export. */
export default function OfficeResultsScreen() {
  const results = useOfficeResults();
  return (
    <Screen title={T.results} contentClassName="settings office">
      <div className="office__column">
        <h1 className="settings__heading">{T.results}</h1>
        <p className="section-note">{T.resultsNote}</p>
        <QueryView
          query={results}
          failed={T.resultsLoadFailed}
          isEmpty={(d) => d.groups.length === 0}
          empty={
            <EmptyState title={T.noResults} className="card empty-state empty-state--inset">
              <p>{T.noResults}</p>
            </EmptyState>
          }
        >
          {(data) => (
            <div className="office__results">
              {data.groups.map((g) => (
                <GroupResults key={g.GROUP_ID} group={g} />
              ))}
            </div>
          )}
        </QueryView>
      </div>
    </Screen>
  );
}

function GroupResults({ group: g }: { group: ResultGroup }) {
  const showNotice = useNotice();
  const download = async (roundId: number, file: ResultFile) => {
    const answer = await callService('mta_officeResultFile', { groupId: g.GROUP_ID, roundId, file }, { loading: true });
    await platform()
      .openDocument(answer)
      .catch(() => showNotice(`${answer.fileName} could not be opened on this device.`));
  };
  const name = `${g.GROUP_NAME} (${g.DEPOT_CODE}) · ${g.PICK_DESCRIPTION}`;
  return (
    <section className="card office-results" aria-label={name}>
      <h2>{name}</h2>
      <table className="office-results__table">
        <caption className="visually-hidden">{`${T.results}: ${name}`}</caption>
        <thead>
          <tr>
            <th scope="col">Round</th>
            <th scope="col">Status</th>
            <th scope="col">Turns and awards</th>
            <th scope="col">Files</th>
          </tr>
        </thead>
        <tbody>
          {g.rounds.map((r) => {
            const kind = T.kinds[r.KIND] ?? r.KIND;
            return (
              <tr key={r.ROUND_ID}>
                <th scope="row">{kind}</th>
                <td>{r.STATUS}</td>
                <td>{T.awardsIn(r.AWARDS, r.TURNS)}</td>
                <td className="office-results__files">
                  {FILES.map((f) => (
                    <IonButton
                      key={f.file}
                      size="small"
                      fill="outline"
                      aria-label={`${f.label}: ${kind}, ${g.GROUP_NAME}`}
                      onClick={() => void download(r.ROUND_ID, f.file)}
                    >
                      {f.label}
                    </IonButton>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
