import {
  addDays,
  daysBetween,
  MISCELLANEOUS_BACK_DAYS,
  MISCELLANEOUS_KINDS,
  MISCELLANEOUS_MAX_DAYS,
  MISCELLANEOUS_TEXTS,
  type ServiceElements,
} from '@crewline/protocol';
import { RefusalError } from '../../../exec/errors';
import type { InputOf, SignedInContext } from '../../../exec/handlers';
import { localIsoDate } from '../../../lib/local-time';
import { appendMyTimeEvents } from '../my-time-events.repository';
import {
  insertMiscellaneous,
  lockMiscellaneous,
  type MiscellaneousRow,
  miscellaneousByRequestId,
  myMiscellaneous,
} from './miscellaneous.repository';

type Answer = ServiceElements<'mta_miscellaneousInit'>['requests'][number];

function answerOf(r: MiscellaneousRow): Answer {
  return {
    requestNumber: r.id,
    kind: r.kind as Answer['kind'],
    firstDay: r.firstDay,
    lastDay: r.lastDay,
    note: r.note,
    attachment:
      r.attachmentName && r.attachmentType && r.attachmentBytes
        ? {
            name: r.attachmentName,
            type: r.attachmentType as NonNullable<Answer['attachment']>['type'],
            bytes: r.attachmentBytes,
          }
        : null,
    status: r.status as Answer['status'],
    submittedAt: r.submittedAt.toISOString(),
  };
}

/** mta_miscellaneousInit: what a request may be for, and my requests, newest first. */
export async function miscellaneousInit({
  db,
  session,
}: SignedInContext): Promise<ServiceElements<'mta_miscellaneousInit'>> {
  return {
    kinds: MISCELLANEOUS_KINDS.map((k) => ({ ...k })),
    requests: (await myMiscellaneous(db, session.passId)).map(answerOf),
  };
}

/** mta_miscellaneousSubmit: stores the request as SUBMITTED, with its history; a retry answers the first result. */
export async function miscellaneousSubmit(
  { db, session, now, config }: SignedInContext,
  { requestId, kind, firstDay, lastDay, note, attachment }: InputOf<'mta_miscellaneousSubmit'>,
): Promise<ServiceElements<'mta_miscellaneousSubmit'>> {
  const { passId } = session;
  const today = localIsoDate(now, config.timeZone);
  const stored = await db.transaction(async (tx) => {
    await lockMiscellaneous(tx, passId);
    const earlier = await miscellaneousByRequestId(tx, requestId);
    if (earlier) {
      if (earlier.passId !== passId) throw new RefusalError(MISCELLANEOUS_TEXTS.requestId);
      return earlier;
    }
    const what = MISCELLANEOUS_KINDS.find((k) => k.code === kind);
    if (lastDay < firstDay) throw new RefusalError(MISCELLANEOUS_TEXTS.order);
    if (daysBetween(firstDay, lastDay) + 1 > MISCELLANEOUS_MAX_DAYS)
      throw new RefusalError(MISCELLANEOUS_TEXTS.tooLong);
    if (firstDay < addDays(today, -MISCELLANEOUS_BACK_DAYS)) throw new RefusalError(MISCELLANEOUS_TEXTS.tooOld);
    const text = note.trim();
    if (what?.noteRequired && text === '') throw new RefusalError(MISCELLANEOUS_TEXTS.noteRequired(what.name));
    const row = await insertMiscellaneous(tx, {
      requestId,
      passId,
      kind,
      firstDay,
      lastDay,
      note: text,
      attachmentName: attachment?.name ?? null,
      attachmentType: attachment?.type ?? null,
      attachmentBytes: attachment?.bytes ?? null,
      status: 'SUBMITTED',
      submittedAt: now,
    });
    await appendMyTimeEvents(tx, [
      {
        at: now,
        passId,
        actor: passId,
        kind: 'MISCELLANEOUS_SUBMITTED',
        payload: { requestNumber: row.id, kind, firstDay, lastDay, requestId },
      },
    ]);
    return row;
  });
  return { request: answerOf(stored), requests: (await myMiscellaneous(db, passId)).map(answerOf) };
}
