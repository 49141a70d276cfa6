import { PICK_OFFICE_TEXTS, type ServiceElements } from '@crewline/protocol';
import { IonButton, IonItem, IonLabel, IonList, useIonAlert } from '@ionic/react';
import { toDataURL } from 'qrcode';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLanguage } from '../../lib/language';
import { agencyDateTimeText } from '../../session/agency-time-text';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useMakeEnrolmentCode, useOfficeFindEmployees } from './pick-office.queries';
import './pick-office.css';

type Found = ServiceElements<'mta_officeFindEmployees'>['employees'][number];
type Made = ServiceElements<'mta_officeEnrolmentCode'>;
const T = PICK_OFFICE_TEXTS;

/** The supervisor's accounts: find an employee, make an enrolment or a reset code, shown once. */
export default function OfficeAccountsScreen() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | undefined>();
  const [made, setMade] = useState<Made | undefined>();
  const found = useOfficeFindEmployees(query);
  const make = useMakeEnrolmentCode();
  const [presentAlert] = useIonAlert();
  const inputId = useId();

  const search = (e: FormEvent) => {
    e.preventDefault();
    setMade(undefined);
    setQuery(text.trim());
  };
  const makeCode = (e: Found) => {
    const reset = e.HAS_PASSWORD === 'Y';
    const go = () => make.mutate({ passId: e.PASS_ID, reset }, { onSuccess: setMade });
    if (!reset) return go();
    void presentAlert({
      header: T.makeResetCode,
      message: T.resetConfirm(e.NAME),
      buttons: [
        { text: T.cancel, role: 'cancel' },
        { text: T.resetConfirmed, role: 'destructive', handler: go },
      ],
    });
  };

  return (
    <Screen title={T.accounts} contentClassName="settings office">
      <div className="office__column">
        <h1 className="settings__heading">{T.accounts}</h1>
        <p className="section-note">{T.accountsNote}</p>
        {made ? (
          <MadeCode made={made} onDone={() => setMade(undefined)} />
        ) : (
          <>
            <form className="card office-account-find" onSubmit={search} aria-label={T.accountFindEmployee}>
              <label htmlFor={inputId}>{T.accountFindEmployee}</label>
              <div className="office-account-find__row">
                <input
                  id={inputId}
                  type="search"
                  value={text}
                  minLength={2}
                  maxLength={40}
                  required
                  onChange={(e) => setText(e.target.value)}
                />
                <IonButton type="submit">{T.find}</IonButton>
              </div>
            </form>
            {query !== undefined && (
              <QueryView
                query={found}
                failed={T.accountsLoadFailed}
                isEmpty={(d) => d.employees.length === 0}
                empty={
                  <EmptyState title={T.noneFound} className="card empty-state empty-state--inset">
                    <p>{T.noneFound}</p>
                  </EmptyState>
                }
              >
                {(d) => (
                  <IonList inset aria-label={T.accountFindEmployee}>
                    {d.employees.map((e) => (
                      <IonItem key={e.PASS_ID}>
                        <IonLabel>
                          <h2>{`${e.NAME} · ${e.PASS_ID}`}</h2>
                          <p>
                            {[
                              e.DEPARTMENT,
                              e.DEPOT_CODE,
                              e.LEFT_ON
                                ? T.formerEmployee(e.LEFT_ON)
                                : e.HAS_PASSWORD === 'Y'
                                  ? T.hasAccount
                                  : T.noAccount,
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </p>
                        </IonLabel>
                        {!e.LEFT_ON && (
                          <IonButton
                            slot="end"
                            fill="outline"
                            aria-label={`${e.HAS_PASSWORD === 'Y' ? T.makeResetCode : T.makeEnrolCode}: ${e.NAME}`}
                            onClick={() => makeCode(e)}
                          >
                            {e.HAS_PASSWORD === 'Y' ? T.makeResetCode : T.makeEnrolCode}
                          </IonButton>
                        )}
                      </IonItem>
                    ))}
                  </IonList>
                )}
              </QueryView>
            )}
          </>
        )}
      </div>
    </Screen>
  );
}

/** The code, once: its expiry, the link that fills it in, and the link as a QR code for a phone. */
function MadeCode({ made, onDone }: { made: Made; onDone: () => void }) {
  const language = useLanguage();
  const [qr, setQr] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    void toDataURL(made.LINK, { margin: 1, width: 200 }).then((url) => {
      if (current) setQr(url);
    });
    return () => {
      current = false;
    };
  }, [made.LINK]);
  return (
    <section className="card office-code" aria-label={T.codeMade(made.NAME)}>
      <h2>{T.codeMade(`${made.NAME} (${made.PASS_ID})`)}</h2>
      <p className="office-code__code" data-testid="enrolment-code">
        {made.CODE}
      </p>
      <p>{T.codeExpires(agencyDateTimeText(made.EXPIRES_AT, language))}</p>
      <p className="office-code__once">{T.codeOnce}</p>
      <p>{T.codeLink}</p>
      <p className="office-code__link">
        <a href={made.LINK} data-testid="enrolment-link">
          {made.LINK}
        </a>
      </p>
      <div className="office-code__qr">{qr && <img src={qr} width={200} height={200} alt={T.codeQrAlt} />}</div>
      <IonButton onClick={onDone}>{T.done}</IonButton>
    </section>
  );
}
