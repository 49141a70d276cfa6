import type { Db } from '../../db/types';
import type { SecretBox } from '../../lib/secret-box';
import { lockStoredTotpSecrets, storeTotpSecret } from './totp-secrets.repository';

export interface Resealed {
  /** Secrets found plain (stored before they were sealed), now sealed. */
  wasPlain: number;
  /** Secrets sealed under SECRET_KEY_PREVIOUS, now under SECRET_KEY. */
  wasPrevious: number;
  /** Pass ids whose secret is sealed under a key neither SECRET_KEY nor SECRET_KEY_PREVIOUS: left as they are. */
  unopenable: string[];
}

/**
 * Brings every second-factor secret under the current key (docs/deploying.md#rotating-secret_key):
 * plain ones are sealed, those of the previous key opened and sealed again, each row locked and
 * rewritten in one transaction with the rest. The server runs it at every start, and
 * `npm run secrets -- rotate` on demand; a second run finds nothing to do.
 */
export async function resealTotpSecrets(db: Db, secrets: SecretBox): Promise<Resealed> {
  return db.transaction(async (tx) => {
    const rows = await lockStoredTotpSecrets(tx);
    const done: Resealed = { wasPlain: 0, wasPrevious: 0, unopenable: [] };
    for (const { passId, totpSecret } of rows) {
      if (totpSecret === null) continue;
      const state = secrets.state(totpSecret);
      if (state === 'current') continue;
      if (state === 'unknown-key') {
        done.unopenable.push(passId);
        continue;
      }
      const plain = state === 'plain' ? totpSecret : secrets.open(totpSecret);
      await storeTotpSecret(tx, passId, secrets.seal(plain));
      if (state === 'plain') done.wasPlain++;
      else done.wasPrevious++;
    }
    return done;
  });
}
