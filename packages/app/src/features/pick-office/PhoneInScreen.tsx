import { PICK_OFFICE_TEXTS, type ServiceElements } from '@crewline/protocol';
import { IonButton } from '@ionic/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLanguage } from '../../lib/language';
import { newUuid } from '../../lib/uuid';
import { agencyDateTimeText } from '../../session/agency-time-text';
import { useNotice } from '../../ui/notice';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useOfficeEmployee, useOfficeLatePick, useOfficeMarkAbsent, useOfficeSaveList } from './pick-office.queries';
import './pick-office.css';

type OfficeRound = ServiceElements<'mta_officeEmployee'>['rounds'][number];
const T = PICK_OFFICE_TEXTS;

/**
 * Phone-in lists, absences and bid-around (docs/pick.md#the-pick-office): the clerk finds an
 * employee of their groups by pass id and, round by round, enters the list they give by phone,
 * marks them absent before their turn, or records their pick from what is left after a skip.
 */
export default function PhoneInScreen() {
  const [typed, setTyped] = useState('');
  const [passId, setPassId] = useState<string | undefined>();
  const employee = useOfficeEmployee(passId);
  const find = (e: FormEvent) => {
    e.preventDefault();
    const id = typed.trim();
    if (id !== '') setPassId(id);
  };
  return (
    <Screen title={T.phoneIn} contentClassName="settings office">
      <div className="office__column">
        <h1 className="settings__heading">{T.phoneIn}</h1>
        <form className="card office-find" onSubmit={find} aria-label={T.findEmployee}>
          <label htmlFor="office-pass-id">{T.passIdLabel}</label>
          <input
            id="office-pass-id"
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <IonButton type="submit">{T.find}</IonButton>
        </form>
        {passId !== undefined && (
          <QueryView query={employee} failed={T.loadFailed}>
            {(data) => (
              <>
                <h2 className="office-employee">
                  {`${data.employee.NAME} (${data.employee.PASS_ID}) · ${data.employee.GROUP_NAME} (${data.employee.DEPOT_CODE}) · ${data.employee.PICK_DESCRIPTION}`}
                </h2>
                <div className="office__rounds">
                  {data.rounds.map((r) => (
                    <RoundCard
                      key={`${data.employee.PASS_ID}:${r.ROUND_ID}`}
                      passId={data.employee.PASS_ID}
                      round={r}
                    />
                  ))}
                </div>
              </>
            )}
          </QueryView>
        )}
      </div>
    </Screen>
  );
}

function RoundCard({ passId, round: r }: { passId: string; round: OfficeRound }) {
  const language = useLanguage();
  const kind = T.kinds[r.KIND] ?? r.KIND;
  return (
    <section className="card office-round" aria-label={kind}>
      <h2>
        {kind} <span className="office-round__status">{r.STATUS}</span>
      </h2>
      <p>
        {`${T.employeeTurnAt(agencyDateTimeText(r.TURN_AT, language))} · #${r.RANK} · ${T.turnStatuses[r.TURN_STATUS] ?? r.TURN_STATUS}`}
      </p>
      <h3>{T.currentList}</h3>
      {r.LIST && r.LIST.items.length > 0 ? (
        <ol className="office-list" aria-label={`${T.currentList}: ${kind}`}>
          {r.LIST.items.map((i) => (
            <li key={i.itemId}>{i.label}</li>
          ))}
        </ol>
      ) : (
        <p>{T.noList}</p>
      )}
      {r.LIST?.enteredBy && (
        <p className="section-note">
          {`Version ${r.LIST.version}, entered ${r.LIST.enteredBy.text}${r.LIST.enteredBy.note ? ` (${r.LIST.enteredBy.note})` : ''}.`}
        </p>
      )}
      {r.AWARD && (
        <div className="office-award">
          {r.AWARD.explanation.split('\n').map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {r.CAN_ENTER && <ListEditor passId={passId} round={r} />}
      {r.CAN_ENTER && <MarkAbsent passId={passId} round={r} />}
      {r.CAN_LATE_PICK && <LatePick passId={passId} round={r} />}
    </section>
  );
}

/** The list the employee gives by phone: their current one to start from, items added from what is offered. */
function ListEditor({ passId, round: r }: { passId: string; round: OfficeRound }) {
  const current = r.LIST?.items.map((i) => i.itemId) ?? [];
  const [draft, setDraft] = useState<number[]>(current);
  const [adding, setAdding] = useState('');
  const version = r.LIST?.version ?? 0;
  // A newer version read (after a save, or someone else's): start again from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the version read changes
  useEffect(() => setDraft(r.LIST?.items.map((i) => i.itemId) ?? []), [version]);
  const save = useOfficeSaveList();
  const notice = useNotice();
  const labelOf = new Map(r.OFFERED.map((i) => [i.ITEM_ID, i.LABEL]));
  for (const i of r.LIST?.items ?? []) labelOf.set(i.itemId, i.label);
  const addable = r.OFFERED.filter((i) => i.OPEN && !draft.includes(i.ITEM_ID));
  const id = `office-add-${r.ROUND_ID}`;
  const move = (at: number) =>
    setDraft((d) => {
      const next = [...d];
      [next[at - 1], next[at]] = [next[at] as number, next[at - 1] as number];
      return next;
    });
  return (
    <div className="office-editor">
      <h3>{T.enterList}</h3>
      <ol className="office-list" aria-label={T.choices}>
        {draft.map((itemId, at) => {
          const label = labelOf.get(itemId) ?? `#${itemId}`;
          return (
            <li key={itemId}>
              <span className="office-list__label">{label}</span>
              {at > 0 && (
                <IonButton size="small" fill="clear" aria-label={T.moveUp(label)} onClick={() => move(at)}>
                  {T.up}
                </IonButton>
              )}
              <IonButton
                size="small"
                fill="clear"
                aria-label={T.removeChoice(label)}
                onClick={() => setDraft((d) => d.filter((x) => x !== itemId))}
              >
                {T.remove}
              </IonButton>
            </li>
          );
        })}
      </ol>
      <div className="office-row">
        <label htmlFor={id}>{T.offered}</label>
        <select id={id} value={adding} onChange={(e) => setAdding(e.target.value)}>
          <option value="">–</option>
          {addable.map((i) => (
            <option key={i.ITEM_ID} value={i.ITEM_ID}>
              {i.LABEL}
            </option>
          ))}
        </select>
        <IonButton
          fill="outline"
          disabled={adding === ''}
          onClick={() => {
            setDraft((d) => [...d, Number(adding)]);
            setAdding('');
          }}
        >
          {T.addChoice}
        </IonButton>
      </div>
      <IonButton
        onClick={() =>
          save.mutate(
            { passId, roundId: r.ROUND_ID, requestId: newUuid(), baseVersion: version, items: draft },
            { onSuccess: (answer) => notice(T.listSaved(answer.list.version)) },
          )
        }
      >
        {T.saveList}
      </IonButton>
    </div>
  );
}

function MarkAbsent({ passId, round: r }: { passId: string; round: OfficeRound }) {
  const [reason, setReason] = useState('');
  const absent = useOfficeMarkAbsent();
  const notice = useNotice();
  const id = `office-reason-${r.ROUND_ID}`;
  return (
    <div className="office-row">
      <label htmlFor={id}>{T.absentReason}</label>
      <input id={id} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      <IonButton
        color="warning"
        disabled={reason.trim().length < 3}
        onClick={() =>
          absent.mutate(
            { passId, roundId: r.ROUND_ID, requestId: newUuid(), baseVersion: r.LIST?.version ?? 0, reason },
            { onSuccess: () => notice(T.markedAbsent) },
          )
        }
      >
        {T.markAbsent}
      </IonButton>
    </div>
  );
}

function LatePick({ passId, round: r }: { passId: string; round: OfficeRound }) {
  const [chosen, setChosen] = useState('');
  const pick = useOfficeLatePick();
  const notice = useNotice();
  const id = `office-late-${r.ROUND_ID}`;
  return (
    <div className="office-editor">
      <h3>{T.latePick}</h3>
      <div className="office-row">
        <label htmlFor={id}>{T.offered}</label>
        <select id={id} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">–</option>
          {r.OFFERED.filter((i) => i.OPEN).map((i) => (
            <option key={i.ITEM_ID} value={i.ITEM_ID}>
              {i.LABEL}
            </option>
          ))}
        </select>
        <IonButton
          disabled={chosen === ''}
          onClick={() =>
            pick.mutate(
              { passId, roundId: r.ROUND_ID, requestId: newUuid(), items: [Number(chosen)] },
              { onSuccess: (answer) => notice(T.picked(answer.award.items.map((i) => i.label).join(', '))) },
            )
          }
        >
          {T.pickThis}
        </IonButton>
      </div>
    </div>
  );
}
