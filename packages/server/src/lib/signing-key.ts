import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/**
 * The Ed25519 key the server signs ledger checkpoints with (LEDGER_SIGNING_KEY), and the public
 * key anyone checks them with. A private key is written as the base64 of its 32-byte seed or
 * as a PKCS#8 PEM; a public key as the base64 of its 32 bytes or as an SPKI PEM.
 */

/** The DER before a 32-byte Ed25519 seed (PKCS#8) and before a 32-byte public key (SPKI). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * The demo agency's key: public on purpose (anyone may read it here), so checkpoints signed
 * with it prove nothing to a union. A real agency sets LEDGER_SIGNING_KEY.
 */
export const DEMO_LEDGER_SIGNING_KEY = createHash('sha256')
  .update('crewline demo ledger signing key: public, proves nothing')
  .digest('base64');

export interface LedgerSigner {
  /** Names the key: the first 16 hex digits of the SHA-256 of its 32 public bytes. */
  keyId: string;
  /** The base64 of the 32 public bytes: what a verifier is given. */
  publicKey: string;
  /** The base64 Ed25519 signature of the UTF-8 text. */
  sign(message: string): string;
}

export class KeyError extends Error {
  override name = 'KeyError';
}

function privateKeyOf(text: string): KeyObject {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('-----BEGIN')) return createPrivateKey(trimmed);
    const seed = Buffer.from(trimmed, 'base64');
    if (seed.length !== 32) throw new KeyError('not 32 bytes');
    return createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  } catch {
    throw new KeyError('LEDGER_SIGNING_KEY must be an Ed25519 private key: the base64 of its 32-byte seed, or a PEM');
  }
}

/** The 32 public bytes of an Ed25519 key. */
function rawPublic(key: KeyObject): Buffer {
  if (key.asymmetricKeyType !== 'ed25519') throw new KeyError('the key is not an Ed25519 key');
  return (key.export({ format: 'der', type: 'spki' }) as Buffer).subarray(SPKI_PREFIX.length);
}

export function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256').update(rawPublic(publicKey)).digest('hex').slice(0, 16);
}

export function signerOf(secret: string): LedgerSigner {
  const privateKey = privateKeyOf(secret);
  const publicKey = createPublicKey(privateKey);
  if (publicKey.asymmetricKeyType !== 'ed25519') throw new KeyError('LEDGER_SIGNING_KEY is not an Ed25519 key');
  return {
    keyId: keyIdOf(publicKey),
    publicKey: rawPublic(publicKey).toString('base64'),
    sign: (message) => sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64'),
  };
}

/** A public key as given to a verifier (base64 of 32 bytes, or an SPKI PEM). */
export function publicKeyOf(text: string): KeyObject {
  const trimmed = text.trim();
  try {
    const key = trimmed.startsWith('-----BEGIN')
      ? createPublicKey(trimmed)
      : createPublicKey({
          key: Buffer.concat([SPKI_PREFIX, Buffer.from(trimmed, 'base64')]),
          format: 'der',
          type: 'spki',
        });
    rawPublic(key);
    return key;
  } catch {
    throw new KeyError('the public key must be an Ed25519 public key: the base64 of its 32 bytes, or a PEM');
  }
}

export function verifySignature(publicKey: KeyObject, message: string, signature: string): boolean {
  try {
    return verify(null, Buffer.from(message, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
