/** Where this installation keeps the random id it reports to the device services. */
export const DEVICE_ID_KEY = 'crewline_device_id';

/** 32 random hex digits: an id that names this installation and nothing else. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This installation's id: made once, then read back. */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'>, newId: () => string = randomId): string {
  const kept = storage.getItem(DEVICE_ID_KEY);
  if (kept) return kept;
  const id = newId();
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}
