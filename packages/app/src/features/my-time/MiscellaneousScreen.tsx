import { ATTACHMENT_TYPES, MISCELLANEOUS_TEXTS, NOTE_MAX, type ServiceElements } from '@crewline/protocol';
import { IonButton, IonItem, IonList, IonRadio, IonRadioGroup, IonTextarea, useIonToast } from '@ionic/react';
import { useState } from 'react';
import { PATHS } from '../../app/paths';
import { useLanguage } from '../../lib/language';
import { newUuid } from '../../lib/uuid';
import DateField from '../../ui/DateField';
import DateRange from '../../ui/DateRange';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useMiscellaneous, useSubmitMiscellaneous } from './my-time.queries';
import { STATUS_TONES } from './request-words';
import '../../ui/pick/pick.css';
import './my-time.css';

type Init = ServiceElements<'mta_miscellaneousInit'>;
type Kind = Init['kinds'][number]['code'];
type Papers = { name: string; type: (typeof ATTACHMENT_TYPES)[number]; bytes: number };

const sizeWords = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function RequestForm({ kinds }: { kinds: Init['kinds'] }) {
  const [presentToast] = useIonToast();
  const submit = useSubmitMiscellaneous();
  const [kind, setKind] = useState<Kind | undefined>();
  const [firstDay, setFirstDay] = useState('');
  const [lastDay, setLastDay] = useState('');
  const [note, setNote] = useState('');
  const [papers, setPapers] = useState<Papers | null>(null);
  // One request id per form filled: sending it again is a retry, stored once.
  const [requestId, setRequestId] = useState(newUuid);
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setRequestId(newUuid());
    };
  const onFile = (file: File | undefined) => {
    const type = ATTACHMENT_TYPES.find((t) => t === file?.type);
    changed(setPapers)(file && type ? { name: file.name, type, bytes: file.size } : null);
  };
  const send = () => {
    if (!kind || !firstDay) return;
    submit.mutate(
      { requestId, kind, firstDay, lastDay: lastDay || firstDay, note, attachment: papers },
      {
        onSuccess: () => {
          void presentToast({ message: 'Your request is submitted.', duration: 2500, position: 'bottom' });
          setKind(undefined);
          setFirstDay('');
          setLastDay('');
          setNote('');
          setPapers(null);
          setRequestId(newUuid());
        },
      },
    );
  };
  return (
    <section aria-labelledby="misc-new">
      <h2 id="misc-new" className="section-title">
        New request
      </h2>
      <IonRadioGroup value={kind} onIonChange={(e) => changed(setKind)(e.detail.value as Kind)}>
        {/* The group is the radio group; the list is only its look (axe: a list holds list items). */}
        <IonList inset role="presentation">
          {kinds.map((k) => (
            <IonItem key={k.code}>
              <IonRadio value={k.code}>{k.name}</IonRadio>
            </IonItem>
          ))}
        </IonList>
      </IonRadioGroup>
      <div className="card my-time__dates">
        <DateField label="First day" value={firstDay} onChange={changed(setFirstDay)} />
        <DateField
          label="Last day (optional)"
          placeholder="Same as the first day"
          optional
          min={firstDay || undefined}
          value={lastDay}
          onChange={changed(setLastDay)}
        />
      </div>
      <IonList inset>
        <IonItem>
          <IonTextarea
            label={kinds.find((k) => k.code === kind)?.noteRequired ? 'Note (needed)' : 'Note'}
            labelPlacement="stacked"
            autoGrow
            maxlength={NOTE_MAX}
            value={note}
            onIonInput={(e) => changed(setNote)(String(e.detail.value ?? ''))}
          />
        </IonItem>
        <IonItem>
          <label className="my-time__file">
            <span>Papers you will hand in (PDF, JPEG or PNG, optional)</span>
            <input
              type="file"
              accept={ATTACHMENT_TYPES.join(',')}
              onChange={(e) => onFile(e.currentTarget.files?.[0])}
            />
          </label>
        </IonItem>
      </IonList>
      {papers && (
        <p className="section-note">
          {papers.name} ({sizeWords(papers.bytes)}) is named in the request; the file stays on this device — hand the
          papers to the crew office.
        </p>
      )}
      <div className="my-time__actions">
        <IonButton expand="block" disabled={!kind || !firstDay} onClick={send}>
          Submit the request
        </IonButton>
      </div>
    </section>
  );
}

/** Miscellaneous (My Time): jury duty, bereavement, military and union business, with their dates and papers. */
export default function MiscellaneousScreen() {
  const query = useMiscellaneous();
  const language = useLanguage();
  return (
    <Screen
      title="Miscellaneous"
      back={{ href: PATHS.myTime.root, label: 'My Time' }}
      contentClassName="settings my-time"
    >
      <div className="settings__column">
        <h1 className="settings__heading">Miscellaneous</h1>
        <QueryView query={query} failed="Your requests could not be loaded.">
          {({ kinds, requests }) => (
            <>
              <RequestForm kinds={kinds} />
              <h2 className="section-title">Your requests</h2>
              {requests.length === 0 ? (
                <EmptyState title="No requests" className="card empty-state empty-state--inset">
                  <p>Requests you submit appear here until the crew office decides them.</p>
                </EmptyState>
              ) : (
                <ul className="my-time__cards" aria-label="Your miscellaneous requests">
                  {requests.map((r) => (
                    <li key={r.requestNumber} className="card my-time__card">
                      <span className="my-time__title">{kinds.find((k) => k.code === r.kind)?.name ?? r.kind}</span>
                      <span>
                        <DateRange from={r.firstDay} to={r.lastDay} language={language} />
                      </span>
                      {r.note && <span className="my-time__note">{r.note}</span>}
                      {r.attachment && (
                        <span className="my-time__note">
                          Papers: {r.attachment.name} ({sizeWords(r.attachment.bytes)})
                        </span>
                      )}
                      <span className={`board-chip my-time__status board-chip--${STATUS_TONES[r.status]}`}>
                        {MISCELLANEOUS_TEXTS.statuses[r.status]} · no. {r.requestNumber}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryView>
      </div>
    </Screen>
  );
}
