import { STORAGE_TRANSACTION_ID } from '@crewline/protocol';

/** The transaction id lives in session storage (spec §4 Session). */
export interface TransactionIdStore {
  get(): string | undefined;
  set(id: string): void;
}

export function sessionTransactionIds(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): TransactionIdStore {
  return {
    get: () => storage.getItem(STORAGE_TRANSACTION_ID) ?? undefined,
    set: (id) => storage.setItem(STORAGE_TRANSACTION_ID, id),
  };
}
