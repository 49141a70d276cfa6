import { hash, verify } from '@node-rs/argon2';
import { randomSecret } from '../../lib/secrets';

let dummyHash: Promise<string> | undefined;

/** A hash nobody knows the password of, so unknown pass ids cost the same time as known ones. */
function dummy(): Promise<string> {
  dummyHash ??= hash(randomSecret());
  return dummyHash;
}

/** argon2id (the library default) check; a missing hash is checked against the dummy so the timing stays the same. */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
