import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (second-factor secrets) are stored sealed with AES-256-GCM
 * under SECRET_KEY: `s1.<key id>.<iv>.<tag>.<ciphertext>`, base64url. The key id names the key a
 * value was sealed with, so a value sealed under SECRET_KEY_PREVIOUS is still read while the
 * re-encryption (`npm run secrets -- rotate`) moves every value to the new key.
 */

const PREFIX = 's1';
const IV_BYTES = 12;

/**
 * The demo agency's key: public on purpose (anyone may read it here), so a secret sealed with it
 * is hidden from nobody. Production refuses to start with it (docs/deploying.md#secrets).
 */
export const DEMO_SECRET_KEY = createHash('sha256')
  .update('crewline demo secret key: public, hides nothing')
  .digest('base64');

/** The 32 bytes of a key written as base64 (or base64url); undefined when it is not that. */
export function secretKeyBytes(text: string): Buffer | undefined {
  const bytes = Buffer.from(text.trim(), 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

/** Names a key without telling it: the first 8 hex digits of the SHA-256 of its bytes. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export interface SecretBox {
  /** The id of the key new values are sealed with. */
  keyId: string;
  seal(plain: string): string;
  /** The plain text of a sealed value, under the current or the previous key. */
  open(sealed: string): string;
  /** Whether the value is sealed at all, and under the current key. */
  state(value: string): 'plain' | 'current' | 'previous' | 'unknown-key';
}

export const isSealed = (value: string) => value.startsWith(`${PREFIX}.`);

/** A box sealing with `current` and opening values of `current` or `previous`. */
export function secretBox(current: string, previous?: string): SecretBox {
  const key = secretKeyBytes(current);
  if (!key) throw new SecretBoxError('SECRET_KEY must be the base64 of 32 bytes');
  const keyId = keyIdOf(key);
  const keys = new Map<string, Buffer>([[keyId, key]]);
  const old = previous === undefined ? undefined : secretKeyBytes(previous);
  if (previous !== undefined && !old) throw new SecretBoxError('SECRET_KEY_PREVIOUS must be the base64 of 32 bytes');
  if (old && !keys.has(keyIdOf(old))) keys.set(keyIdOf(old), old);

  const parts = (sealed: string) => {
    const [prefix, id, iv, tag, data, ...rest] = sealed.split('.');
    if (prefix !== PREFIX || !id || !iv || !tag || data === undefined || rest.length > 0) {
      throw new SecretBoxError('not a sealed value');
    }
    return { id, iv, tag, data };
  };

  return {
    keyId,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [PREFIX, keyId, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const { id, iv, tag, data } = parts(sealed);
      const k = keys.get(id);
      if (!k) throw new SecretBoxError(`sealed under key ${id}, neither SECRET_KEY nor SECRET_KEY_PREVIOUS`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError(`a value sealed under key ${id} does not open: altered, or another key of that id`);
      }
    },
    state(value) {
      if (!isSealed(value)) return 'plain';
      const { id } = parts(value);
      if (id === keyId) return 'current';
      return keys.has(id) ? 'previous' : 'unknown-key';
    },
  };
}
