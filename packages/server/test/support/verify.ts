import type { Db } from '../../src/db/client';
import { publicKeyOf } from '../../src/lib/signing-key';
import { type VerifyOptions, type VerifyReport, verifyLedger } from '../../src/modules/pick/audit/verify';
import { demoLedgerSigner } from '../../src/modules/pick/ledger/signers';

/** The demo agency's public key: what the tests' checkpoints are signed with. */
export const demoPublicKey = () => publicKeyOf(demoLedgerSigner().publicKey);

/** `npm run pick -- verify` over the test's database, held to the demo key. */
export function verifyAll(db: Db, options: Partial<VerifyOptions> = {}): Promise<VerifyReport> {
  return verifyLedger(db, { publicKey: demoPublicKey(), ...options });
}
