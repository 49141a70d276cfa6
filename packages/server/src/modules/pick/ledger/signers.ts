import { DEMO_LEDGER_SIGNING_KEY, type LedgerSigner, signerOf } from '../../../lib/signing-key';

const signers = new Map<string, LedgerSigner>();

/** The signer of a LEDGER_SIGNING_KEY, made once per key. */
export function ledgerSigner(secret: string): LedgerSigner {
  let signer = signers.get(secret);
  if (!signer) {
    signer = signerOf(secret);
    signers.set(secret, signer);
  }
  return signer;
}

/** The demo agency's signer: where no LEDGER_SIGNING_KEY is configured (tests, the seed by default). */
export function demoLedgerSigner(): LedgerSigner {
  return ledgerSigner(DEMO_LEDGER_SIGNING_KEY);
}
