import { payCodes, quotas } from '../../db/schema';
import type { Db } from '../../db/types';
import { PAY_CODES, QUOTAS } from '../../lib/pay-codes';

/**
 * The pay codes and absence quotas the screens know: the product's vocabulary, not an agency
 * file. An import into an empty database writes them (as the seed does) so its absences can name them.
 */
export async function ensureProductCodes(tx: Db): Promise<void> {
  await tx
    .insert(payCodes)
    .values([...PAY_CODES])
    .onConflictDoNothing();
  await tx
    .insert(quotas)
    .values([...QUOTAS])
    .onConflictDoNothing();
}
