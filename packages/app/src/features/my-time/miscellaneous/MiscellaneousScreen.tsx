import {
  ATTACHMENT_TYPES,
  addDays,
  MISCELLANEOUS_BACK_DAYS,
  MISCELLANEOUS_MAX_DAYS,
  MISCELLANEOUS_TEXTS,
  NOTE_MAX,
  type ServiceElements,
} from '@crewline/protocol';
import { IonButton, IonItem, IonList, IonRadio, IonRadioGroup } from '@ionic/react';
import { useId, useRef, useState } from 'react';
import { useLanguage } from '../../../lib/language';
import { agencyDate } from '../../../session/agency-time';
import DateField from '../../../ui/DateField';
import DateRange from '../../../ui/DateRange';
import EmptyState from '../../../ui/screen/EmptyState';
import QueryView from '../../../ui/screen/QueryView';
import { useMiscellaneous, useSubmitMiscellaneous } from '../my-time.queries';
import { STATUS_TONES } from '../request-words';
import { PAPERS_TEXTS, type Papers, papersOf, sizeWords } from './papers';
import '../../../domain/pick/pick.css';
import { useNotice } from '../../../ui/notice';
import MyTimePage, { BACK_TO_MY_TIME } from '../MyTimePage';
import { useRequestId } from '../request-id';

type Init = ServiceElements<'mta_miscellaneousInit'>;
type Kind = Init['kinds'][number]['code'];

function RequestForm({ kinds }: { kinds: Init['kinds'] }) {
  const showNotice = useNotice();
  const submit = useSubmitMiscellaneous();
  const ids = { kinds: useId(), note: useId(), papers: useId(), file: useId(), fileHint: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<Kind | undefined>();
  const [firstDay, setFirstDay] = useState('');
  const [lastDay, setLastDay] = useState('');
  const [note, setNote] = useState('');
  const [papers, setPapers] = useState<Papers | null>(null);
  // A file the request cannot name (another type, empty, too large) is refused in words, not dropped.
  const [fileRefused, setFileRefused] = useState(false);
  const [requestId, renewRequestId] = useRequestId();
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      renewRequestId();
    };
  const onFile = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const described = papersOf(file);
    setFileRefused(described === null);
    changed(setPapers)(described);
    // The same file chosen again after Remove is a change too.
    input.value = '';
  };
  const noteNeeded = kinds.find((k) => k.code === kind)?.noteRequired ?? false;
  const send = () => {
    if (!kind || !firstDay) return;
    submit.mutate(
      { requestId, kind, firstDay, lastDay: lastDay || firstDay, note, attachment: papers },
      {
        onSuccess: () => {
          showNotice('Your request is submitted.');
          setKind(undefined);
          setFirstDay('');
          setLastDay('');
          setNote('');
          setPapers(null);
          setFileRefused(false);
          renewRequestId();
        },
      },
    );
  };
  return (
    <section aria-labelledby="misc-new">
      <h2 id="misc-new" className="section-title">
        New request
      </h2>
      <div className="card my-time__fields">
        <div className="field">
          <span id={ids.kinds} className="field__label">
            What it is for
          </span>
          <IonRadioGroup
            value={kind}
            onIonChange={(e) => changed(setKind)(e.detail.value as Kind)}
            aria-labelledby={ids.kinds}
            className="my-time__choice"
          >
            {/* The group is the radio group; the list is only its look (axe: a list holds list items). */}
            <IonList role="presentation" lines="none">
              {kinds.map((k) => (
                <IonItem key={k.code}>
                  {/* Circles on every platform: iOS shows an unchosen radio as nothing at all. */}
                  <IonRadio mode="md" value={k.code} justify="start" labelPlacement="end">
                    {k.name}
                  </IonRadio>
                </IonItem>
              ))}
            </IonList>
          </IonRadioGroup>
        </div>
      </div>
      <div className="card my-time__fields">
        <DateField
          label="First day"
          min={addDays(agencyDate(new Date()), -MISCELLANEOUS_BACK_DAYS)}
          value={firstDay}
          onChange={changed(setFirstDay)}
        />
        <DateField
          label="Last day (optional)"
          placeholder="Same as the first day"
          optional
          min={firstDay || undefined}
          max={firstDay ? addDays(firstDay, MISCELLANEOUS_MAX_DAYS - 1) : undefined}
          value={lastDay}
          onChange={changed(setLastDay)}
        />
      </div>
      <div className="card my-time__fields">
        <div className="field">
          <label htmlFor={ids.note}>{noteNeeded ? 'Note (needed)' : 'Note (optional)'}</label>
          <textarea
            id={ids.note}
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(e) => changed(setNote)(e.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label id={ids.papers} htmlFor={ids.file}>
            {PAPERS_TEXTS.label}
          </label>
          <div className="my-time__file">
            <input
              ref={fileInput}
              id={ids.file}
              type="file"
              className="visually-hidden"
              accept={ATTACHMENT_TYPES.join(',')}
              aria-labelledby={ids.papers}
              aria-describedby={ids.fileHint}
              onChange={(e) => onFile(e.currentTarget)}
            />
            {/* The input's own look differs by browser; this is what is pressed to choose a file. */}
            <label htmlFor={ids.file} className="my-time__file-button" aria-hidden="true">
              {papers ? PAPERS_TEXTS.chooseAnother : PAPERS_TEXTS.choose}
            </label>
            {papers && (
              <button
                type="button"
                className="my-time__file-button"
                onClick={() => {
                  changed(setPapers)(null);
                  // The button goes with the file: the keyboard stays on the papers field.
                  fileInput.current?.focus();
                }}
              >
                {PAPERS_TEXTS.remove}
              </button>
            )}
          </div>
          <p id={ids.fileHint} className={`my-time__note${fileRefused ? ' my-time__refused' : ''}`} role="status">
            {papers
              ? PAPERS_TEXTS.named(papers.name, papers.bytes)
              : fileRefused
                ? PAPERS_TEXTS.refused
                : PAPERS_TEXTS.hint}
          </p>
        </div>
      </div>
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
    <MyTimePage title="Miscellaneous" heading="Miscellaneous" back={BACK_TO_MY_TIME}>
      <QueryView query={query} failed="Your requests could not be loaded.">
        {({ kinds, requests }) => (
          <>
            <RequestForm kinds={kinds} />
            <h2 className="section-title">Your requests</h2>
            {requests.length === 0 ? (
              <EmptyState title="No requests" inset>
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
    </MyTimePage>
  );
}
