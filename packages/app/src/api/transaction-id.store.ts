import { STORAGE_TRANSACTION_ID } from '@crewline/protocol';

/** The transaction id lives in session storage (docs/product.md#session). */
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
