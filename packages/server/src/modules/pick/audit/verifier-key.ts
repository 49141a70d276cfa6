import type { KeyObject } from 'node:crypto';
import type { Config } from '../../../config';
import { DEMO_LEDGER_SIGNING_KEY, KeyError, keyIdOf, publicKeyOf, signerOf } from '../../../lib/signing-key';

export interface VerifierKey {
  key: KeyObject;
  keyId: string;
  /** The base64 of its 32 bytes. */
  publicKey: string;
  /** The demo agency's key: anyone can sign with it. */
  demo: boolean;
}

/**
 * The public key the audit commands hold checkpoints to: the command line's, else
 * LEDGER_PUBLIC_KEY, else that of LEDGER_SIGNING_KEY (the server's own configuration). Never
 * one read from the database: a ledger rewritten with its key would prove itself.
 */
export function verifierKey(
  fromCommandLine: string | undefined,
  config: Config,
  fail: (m: string) => never,
): VerifierKey {
  try {
    const text = fromCommandLine ?? config.ledgerPublicKey ?? signerOf(config.ledgerSigningKey).publicKey;
    const key = publicKeyOf(text);
    const demo = keyIdOf(key) === signerOf(DEMO_LEDGER_SIGNING_KEY).keyId;
    const raw = (key.export({ format: 'jwk' }) as { x: string }).x;
    return { key, keyId: keyIdOf(key), publicKey: Buffer.from(raw, 'base64url').toString('base64'), demo };
  } catch (err) {
    if (err instanceof KeyError) return fail(`--public-key: ${err.message}`);
    throw err;
  }
}
