import {
  CORRECTION_KINDS,
  CORRECTION_PAGE,
  type CorrectionKind,
  PICK_OFFICE_TEXTS,
  type ServiceElements,
} from '@crewline/protocol';
import { IonButton, useIonAlert } from '@ionic/react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { ServicePayload } from '../../api/service-client';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useApplyCorrection, useCorrectionPreview, useOfficeResults } from './pick-office.queries';
import './pick-office.css';

type Preview = ServiceElements<'mta_officeCorrectionPreview'>;
type Applied = ServiceElements<'mta_officeCorrectionApply'> & {
  packageCode?: string | undefined;
  effectiveFrom?: string | undefined;
};
type Asked = ServicePayload<'mta_officeCorrectionPreview'>;
const T = PICK_OFFICE_TEXTS;

/** A round to correct; `work` when its pick's work is in force (the correction then applies from a date). */
type RoundToCorrect = {
  id: number;
  label: string;
  work?: { from: string; to: string } | undefined;
  /** A vacation relief round: from a date, the bids begun before it stay with their holders. */
  relief: boolean;
};

/** The rounds with a processed turn, open or closed, once each (a round has turns in several groups). */
function roundsToCorrect(d: ServiceElements<'mta_officeResults'>): RoundToCorrect[] {
  const seen = new Map<number, RoundToCorrect>();
  for (const g of d.groups)
    for (const r of g.rounds)
      if (r.STATUS !== 'UPCOMING' && r.AWARDS > 0 && !seen.has(r.ROUND_ID))
        seen.set(r.ROUND_ID, {
          id: r.ROUND_ID,
          label: `${g.PICK_DESCRIPTION} · ${T.kinds[r.KIND] ?? r.KIND} (round ${r.ROUND_ID})`,
          work: g.WORK_IN_FORCE === 'Y' ? { from: g.WORK_FROM, to: g.WORK_TO } : undefined,
          relief: r.KIND === 'VR',
        });
  return [...seen.values()];
}

/** The supervisor's corrections: a lost list, a wrong place or a missing package, previewed, then applied with a confirm. */
export default function OfficeCorrectionsScreen() {
  const results = useOfficeResults();
  const [applied, setApplied] = useState<Applied | undefined>();
  return (
    <Screen title={T.corrections} contentClassName="settings office">
      <div className="office__column office-corrections">
        <h1 className="settings__heading">{T.corrections}</h1>
        <p className="section-note">{T.correctionsNote}</p>
        {applied ? (
          <section className="card office-corrections__done" aria-label={T.corrections}>
            <p role="status">
              {applied.packageCode && applied.CHANGE_COUNT === 0
                ? T.correctionPackageApplied(applied.packageCode, applied.EVENT)
                : T.correctionApplied(applied.FROM_RANK, applied.CHANGE_COUNT, applied.EVENT)}
              {applied.effectiveFrom && ` ${T.correctionEffectiveFromIs(applied.effectiveFrom)}`}
            </p>
            <IonButton onClick={() => setApplied(undefined)}>{T.correctionAnother}</IonButton>
          </section>
        ) : (
          <QueryView
            query={results}
            failed={T.correctionRoundsFailed}
            isEmpty={(d) => roundsToCorrect(d).length === 0}
            empty={
              <EmptyState title={T.correctionNoRounds} className="card empty-state empty-state--inset">
                <p>{T.correctionNoRounds}</p>
              </EmptyState>
            }
          >
            {(d) => <CorrectionForm rounds={roundsToCorrect(d)} onApplied={setApplied} />}
          </QueryView>
        )}
      </div>
    </Screen>
  );
}

/** "805, 812 801" → [805, 812, 801]; what is not a number is left for the server to refuse in words. */
const itemsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

function CorrectionForm({ rounds, onApplied }: { rounds: RoundToCorrect[]; onApplied: (a: Applied) => void }) {
  const ids = {
    round: useId(),
    kind: useId(),
    pass: useId(),
    items: useId(),
    rank: useId(),
    pkg: useId(),
    reason: useId(),
    from: useId(),
    fromNote: useId(),
  };
  const [roundId, setRoundId] = useState(rounds[0]?.id ?? 0);
  const [kind, setKind] = useState<CorrectionKind>('RESTORE_LIST');
  const [passId, setPassId] = useState('');
  const [items, setItems] = useState('');
  const [rank, setRank] = useState('');
  const [packageId, setPackageId] = useState('');
  const [reason, setReason] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const chosen = rounds.find((r) => r.id === roundId);
  const work = chosen?.work;
  const [asked, setAsked] = useState<Asked | undefined>();
  const [requestId, setRequestId] = useState('');
  const preview = useCorrectionPreview(asked);
  const apply = useApplyCorrection();
  const [presentAlert] = useIonAlert();

  const ask = (e: FormEvent) => {
    e.preventDefault();
    const base = { roundId, kind, reason, page: 1, ...(work ? { effectiveFrom } : {}) };
    const who = { ...base, passId: passId.trim() };
    if (kind === 'ADD_PACKAGE') setAsked({ ...base, packageId: Number(packageId) });
    else setAsked(kind === 'RESTORE_LIST' ? { ...who, items: itemsOf(items) } : { ...who, rank: Number(rank) });
    setRequestId(crypto.randomUUID());
  };
  const confirm = (p: Preview) => {
    if (!asked) return;
    const { page: _page, ...correction } = asked;
    void presentAlert({
      header: T.correctionApply,
      message: [
        p.PACKAGE_CODE && p.CHANGE_COUNT === 0
          ? T.correctionPackageConfirm(p.PACKAGE_CODE)
          : T.correctionConfirm(p.FROM_RANK, p.CHANGE_COUNT),
        p.EFFECTIVE_FROM ? T.correctionEffectiveFromIs(p.EFFECTIVE_FROM) : '',
      ]
        .filter(Boolean)
        .join(' '),
      buttons: [
        { text: T.cancel, role: 'cancel' },
        {
          text: T.correctionApply,
          role: 'destructive',
          handler: () =>
            apply.mutate(
              { ...correction, requestId, digest: p.DIGEST },
              { onSuccess: (a) => onApplied({ ...a, packageCode: p.PACKAGE_CODE, effectiveFrom: p.EFFECTIVE_FROM }) },
            ),
        },
      ],
    });
  };
  // Any change to the form makes the preview shown no longer the one to apply.
  const edit =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setAsked(undefined);
    };

  return (
    <>
      <form className="card office-corrections__form" onSubmit={ask} aria-label={T.corrections}>
        <label htmlFor={ids.round}>{T.correctionRound}</label>
        <select id={ids.round} value={roundId} onChange={(e) => edit(setRoundId)(Number(e.target.value))}>
          {rounds.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
        <label htmlFor={ids.kind}>{T.correctionKindLabel}</label>
        <select id={ids.kind} value={kind} onChange={(e) => edit(setKind)(e.target.value as CorrectionKind)}>
          {CORRECTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {T.correctionKinds[k]}
            </option>
          ))}
        </select>
        {kind !== 'ADD_PACKAGE' && (
          <>
            <label htmlFor={ids.pass}>{T.correctionEmployee}</label>
            <input
              id={ids.pass}
              inputMode="numeric"
              required
              value={passId}
              onChange={(e) => edit(setPassId)(e.target.value)}
            />
          </>
        )}
        {kind === 'ADD_PACKAGE' ? (
          <>
            <label htmlFor={ids.pkg}>{T.correctionPackageLabel}</label>
            <input
              id={ids.pkg}
              type="number"
              min={1}
              required
              value={packageId}
              onChange={(e) => edit(setPackageId)(e.target.value)}
            />
          </>
        ) : kind === 'RESTORE_LIST' ? (
          <>
            <label htmlFor={ids.items}>{T.correctionItemsLabel}</label>
            <input id={ids.items} required value={items} onChange={(e) => edit(setItems)(e.target.value)} />
          </>
        ) : (
          <>
            <label htmlFor={ids.rank}>{T.correctionRankLabel}</label>
            <input
              id={ids.rank}
              type="number"
              min={1}
              required
              value={rank}
              onChange={(e) => edit(setRank)(e.target.value)}
            />
          </>
        )}
        {work && (
          <>
            <label htmlFor={ids.from}>{T.correctionEffectiveFromLabel}</label>
            <input
              id={ids.from}
              type="date"
              required
              min={work.from}
              max={work.to}
              aria-describedby={ids.fromNote}
              value={effectiveFrom}
              onChange={(e) => edit(setEffectiveFrom)(e.target.value)}
            />
            <p id={ids.fromNote} className="section-note office-corrections__note">
              {T.correctionEffectiveFromNote(work.from, work.to)}
              {chosen?.relief && ` ${T.correctionEffectiveFromRelief}`}
            </p>
          </>
        )}
        <label htmlFor={ids.reason}>{T.correctionReasonLabel}</label>
        <textarea
          id={ids.reason}
          required
          minLength={3}
          maxLength={300}
          rows={2}
          value={reason}
          onChange={(e) => edit(setReason)(e.target.value)}
        />
        <IonButton type="submit">{T.correctionPreview}</IonButton>
      </form>
      {asked && (
        <QueryView query={preview} failed={T.correctionPreviewFailed}>
          {(p) => (
            <PreviewTable
              preview={p}
              page={asked.page ?? 1}
              onPage={(page) => setAsked({ ...asked, page })}
              onApply={() => confirm(p)}
              applying={apply.isPending}
            />
          )}
        </QueryView>
      )}
    </>
  );
}

function PreviewTable({
  preview: p,
  page,
  onPage,
  onApply,
  applying,
}: {
  preview: Preview;
  page: number;
  onPage: (page: number) => void;
  onApply: () => void;
  applying: boolean;
}) {
  return (
    <section className="card office-corrections__preview" aria-label={T.correctionPreview}>
      {p.EFFECTIVE_FROM && <p className="office-corrections__from">{T.correctionEffectiveFromIs(p.EFFECTIVE_FROM)}</p>}
      {p.PACKAGE_CODE && <p>{T.correctionPackageAdded(p.PACKAGE_CODE)}</p>}
      {p.CHANGE_COUNT === 0 ? (
        <p className="office-corrections__earliest">{T.correctionPackageNoChange(p.FROM_RANK)}</p>
      ) : (
        <PreviewChanges preview={p} page={page} onPage={onPage} />
      )}
      <IonButton color="danger" disabled={applying} onClick={onApply}>
        {T.correctionApply}
      </IonButton>
    </section>
  );
}

/** The awards that change, a page at a time, the earliest changed place first. */
function PreviewChanges({
  preview: p,
  page,
  onPage,
}: {
  preview: Preview;
  page: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(p.CHANGE_COUNT / CORRECTION_PAGE));
  const caption = useMemo(() => T.correctionChangeCount(p.CHANGE_COUNT, p.THROUGH_RANK), [p]);
  return (
    <>
      <p className="office-corrections__earliest">{T.correctionEarliest(p.FROM_RANK)}</p>
      <table className="office-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {T.correctionHeadings.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {p.changes.map((c) => (
            <tr key={c.PASS_ID} className={c.RANK === p.FROM_RANK ? 'office-corrections__first' : undefined}>
              <td>{c.RANK}</td>
              <td>{`${c.NAME} · ${c.PASS_ID}`}</td>
              <td>{c.BEFORE}</td>
              <td>{c.AFTER}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <div className="office-corrections__pages">
          <IonButton fill="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {T.correctionPrevious}
          </IonButton>
          <span>{T.correctionPage(page, pages)}</span>
          <IonButton fill="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {T.correctionNext}
          </IonButton>
        </div>
      )}
    </>
  );
}
