import { PICK_OFFICE_TEXTS as T } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { RefusalError } from '../../../exec/errors';
import { pickPackages } from '../pick-offer.repository';
import { workSetupItem } from '../turns/round-setup';
import type { LoadedRound } from '../turns/snapshot';
import type { CorrectionInput, SetupCorrection } from './corrected-setup';

/**
 * The correction as the ledger records it: a missing package read from the pick's data, whole,
 * so that replay needs nothing but the ledger. Refused in words unless the round is a work round
 * and the package is of its pick and not offered by it yet (docs/adr/0031-a-missing-package-is-imported-then-added.md).
 */
export async function setupChangeOf(db: Db, loaded: LoadedRound, input: CorrectionInput): Promise<SetupCorrection> {
  if (!('addPackageId' in input)) return input;
  if (loaded.snapshot.kind !== 'WORK') throw new RefusalError(T.correctionPackageNotWork);
  const [row] = await pickPackages(db, loaded.pickPeriodId, [input.addPackageId]);
  if (!row) throw new RefusalError(T.correctionPackageNoSuch(input.addPackageId));
  if (loaded.labelOf.has(row.id)) throw new RefusalError(T.correctionPackageInRound(row.code));
  return { addPackage: workSetupItem(row) };
}
