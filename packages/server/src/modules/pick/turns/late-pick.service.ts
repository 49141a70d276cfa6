import { PREFERENCE_TEXTS } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { forgetEmployeeRecords } from '../../../exec/cached-records';
import { RefusalError } from '../../../exec/errors';
import type { LedgerSigner } from '../../../lib/signing-key';
import { applyLatePick } from '../engine';
import { runOfRequest } from '../ledger/ledger.repository';
import { findRound } from '../pick.repository';
import { forgetRoundProjections } from '../projection/projection.service';
import { writeRun } from './run-writer';
import { loadRound, participantOf } from './snapshot';
import { lockRound } from './snapshot.repository';

export interface LatePickRequest {
  roundId: number;
  passId: string;
  requestId: string;
  now: Date;
  signer: LedgerSigner;
  /** The pick office records it for the employee (bid-around): who, and how it was taken. */
  enteredBy?: { passId: string; channel: string };
}

/** The late pick made: its award run (the employee's row is the run's one row). */
export interface LatePick {
  runId: number;
}

/**
 * A pick after one's turn (docs/pick.md#late-picks: skipped — no list, or it ran out — "may pick what is left
 * until the round closes"): the first item of `itemIds` the engine accepts exactly as at a
 * turn is given at once, as a run of its own (LATE_PICK, its request in the ledger). Undefined when the
 * employee's turn has not been processed yet (their list is saved instead). Runs under the
 * round's turns lock, so it never races a turn or the close.
 */
export async function latePick(
  db: Db,
  request: LatePickRequest,
  itemIds: readonly number[],
): Promise<LatePick | undefined> {
  let committed: () => void = () => undefined;
  const result = await db.transaction(async (tx) => {
    await lockRound(tx, request.roundId);
    const loaded = await loadRound(tx, request.roundId, request.now);
    const me = loaded && participantOf(loaded, request.passId);
    if (!loaded || !me || me.rank > loaded.snapshot.policy.processedThroughRank) return undefined;
    const earlier = await runOfRequest(tx, request);
    if (earlier !== undefined) return { runId: earlier };
    const round = await findRound(tx, request.roundId);
    if (!round || round.closedAt !== null || request.now >= round.closesAt) {
      throw new RefusalError(PREFERENCE_TEXTS.roundClosed);
    }
    let allHeld = false;
    for (const itemId of itemIds) {
      const pick = applyLatePick(loaded.snapshot, request.passId, itemId);
      if (pick.accepted) {
        const written = await writeRun(tx, {
          owner: db,
          signer: request.signer,
          loaded,
          now: request.now,
          kind: 'LATE_PICK',
          given: [pick.award],
          request: {
            passId: request.passId,
            items: [...itemIds],
            requestId: request.requestId,
            ...(request.enteredBy ? { enteredBy: request.enteredBy } : {}),
          },
        });
        committed = written.committed;
        return { runId: written.runId };
      }
      if (pick.refusal.reason === 'ENTITLEMENT_USED') allHeld = true;
    }
    throw new RefusalError(allHeld ? PREFERENCE_TEXTS.allHeld : PREFERENCE_TEXTS.nothingLeft);
  });
  if (result === undefined) return undefined;
  committed();
  forgetRoundProjections(db, request.roundId);
  forgetEmployeeRecords(db, request.passId);
  return result;
}
