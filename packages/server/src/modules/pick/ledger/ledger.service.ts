import type { Db } from '../../../db/client';
import { readPickEvents } from './ledger.repository';
import { type ChainCheck, checkChain, GENESIS_HASH } from './ledger-chain';

const VERIFY_BATCH = 10_000;

/** Reads the whole ledger in order and checks every row's place in the chain; names the first row that breaks it. */
export async function verifyLedgerChain(db: Db): Promise<ChainCheck> {
  let prev = GENESIS_HASH;
  let afterId = 0;
  let rows = 0;
  for (;;) {
    const batch = await readPickEvents(db, afterId, VERIFY_BATCH);
    if (batch.length === 0) return { ok: true, rows, head: prev };
    const check = checkChain(prev, batch, rows);
    if (!check.ok) return check;
    prev = check.head;
    rows = check.rows;
    afterId = batch.at(-1)?.id ?? afterId;
  }
}
