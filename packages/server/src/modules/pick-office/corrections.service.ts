import { CORRECTION_PAGE, type ServiceElements } from '@crewline/protocol';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import { applyCorrection, type CorrectionInput as Change, ledgerSigner, planCorrection } from '../pick';

type CorrectionInput = InputOf<'mta_officeCorrectionPreview'> | InputOf<'mta_officeCorrectionApply'>;

/** The correction the office asks for, as the pick takes it (the request's schema requires each kind's fields). */
function changeOf(input: CorrectionInput): Change {
  if (input.kind === 'ADD_PACKAGE') return { addPackageId: input.packageId ?? 0 };
  const passId = input.passId ?? '';
  return input.kind === 'RESTORE_LIST'
    ? { restoreList: { passId, items: input.items ?? [] } }
    : { moveTo: { passId, rank: input.rank ?? 0 } };
}

/** mta_officeCorrectionPreview: the earliest changed place and every award that would change, a page at a time (supervisor). */
export async function officeCorrectionPreview(
  ctx: SignedInContext,
  input: InputOf<'mta_officeCorrectionPreview'>,
): Promise<ServiceElements<'mta_officeCorrectionPreview'>> {
  const plan = await planCorrection(ctx.db, {
    roundId: input.roundId,
    change: changeOf(input),
    now: ctx.now,
    today: localIsoDate(ctx.now, ctx.config.timeZone),
    effectiveFrom: input.effectiveFrom,
  });
  const start = ((input.page ?? 1) - 1) * CORRECTION_PAGE;
  return {
    FROM_RANK: plan.from,
    THROUGH_RANK: plan.through,
    CHANGE_COUNT: plan.changes.length,
    ...('addPackage' in plan.change ? { PACKAGE_CODE: plan.change.addPackage.code } : {}),
    ...(plan.dated ? { EFFECTIVE_FROM: plan.dated.effectiveFrom } : {}),
    DIGEST: plan.digest,
    changes: plan.changes.slice(start, start + CORRECTION_PAGE).map((c) => ({
      RANK: c.rank,
      PASS_ID: c.passId,
      NAME: c.name,
      BEFORE: c.before,
      AFTER: c.after,
    })),
  };
}

/** mta_officeCorrectionApply: the previewed correction applied, in the ledger with the supervisor and the reason. */
export async function officeCorrectionApply(
  ctx: SignedInContext,
  input: InputOf<'mta_officeCorrectionApply'>,
): Promise<ServiceElements<'mta_officeCorrectionApply'>> {
  const applied = await applyCorrection(ctx.db, {
    roundId: input.roundId,
    change: changeOf(input),
    now: ctx.now,
    today: localIsoDate(ctx.now, ctx.config.timeZone),
    effectiveFrom: input.effectiveFrom,
    reason: input.reason,
    requestId: input.requestId,
    digest: input.digest,
    by: ctx.session.passId,
    signer: ledgerSigner(ctx.config.ledgerSigningKey),
  });
  return { RUN_ID: applied.runId, EVENT: applied.event, FROM_RANK: applied.from, CHANGE_COUNT: applied.changed };
}
