import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Db } from '../../src/db/client';
import { RefusalError } from '../../src/exec/errors';
import { applyCorrection, type CorrectionPlan, planCorrection } from '../../src/modules/pick';
import type { CorrectionInput } from '../../src/modules/pick/corrections/corrected-setup';
import { demoLedgerSigner } from '../../src/modules/pick/ledger/signers';

/** What planCorrection is asked: the round, the correction, the time, and a date once the pick is in force. */
type Request = Parameters<typeof planCorrection>[1];

/** A wrong place: any participant moved to any place. */
export const movedTo = (everyone: readonly string[]): fc.Arbitrary<CorrectionInput> =>
  fc.record({
    moveTo: fc.record({ passId: fc.constantFrom(...everyone), rank: fc.integer({ min: 1, max: everyone.length }) }),
  });

/** A lost list of up to `maxItems` of the round's items, or a wrong place (movedTo). */
export const setupErrors = (
  everyone: readonly string[],
  itemIds: readonly number[],
  maxItems = 5,
): fc.Arbitrary<CorrectionInput> =>
  fc.oneof(
    fc.record({
      restoreList: fc.record({
        passId: fc.constantFrom(...everyone),
        items: fc.uniqueArray(fc.constantFrom(...itemIds), { minLength: 1, maxLength: maxItems }),
      }),
    }),
    movedTo(everyone),
  );

/** The preview, or undefined when the correction is refused in words (a random one often changes nothing). */
export function planOrRefused(db: Db, request: Request): Promise<CorrectionPlan | undefined> {
  return planCorrection(db, request).catch((err) => {
    if (err instanceof RefusalError) return undefined;
    throw err;
  });
}

/** Applies a previewed correction as supervisor 900002 approves it, under a request id of its own. */
export function applyPlan(db: Db, request: Request, plan: CorrectionPlan, reason = 'property') {
  return applyCorrection(db, {
    ...request,
    reason,
    requestId: randomUUID(),
    digest: plan.digest,
    by: '900002',
    signer: demoLedgerSigner(),
  });
}
