import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from '../../lib/concurrency-limit';
import { randomSecret } from '../../lib/secrets';

let dummyHash: Promise<string> | undefined;

/** A hash nobody knows the password of, so unknown pass ids cost the same time as known ones. */
function dummy(): Promise<string> {
  dummyHash ??= hash(randomSecret());
  return dummyHash;
}

/**
 * Password checks under way at once: one core is always left to the server's own thread (and,
 * with PGlite, the database's), so a flood of sign-ins queues its checks instead of starving
 * every other call of CPU. Known and unknown pass ids queue alike.
 */
const checkSlot = concurrencyLimit(Math.max(1, availableParallelism() - 1));

/** argon2id (the library default) check; a missing hash is checked against the dummy so the timing stays the same. */
export function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  return checkSlot(async () => {
    if (!storedHash) {
      await verify(await dummy(), password).catch(() => false);
      return false;
    }
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  });
}

/** The argon2id hash of a new password, queued with the checks. */
export function hashPassword(password: string): Promise<string> {
  return checkSlot(() => hash(password));
}
