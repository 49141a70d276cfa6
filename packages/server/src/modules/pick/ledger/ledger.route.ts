import { LEDGER_CHECKPOINTS_PATH, LEDGER_PROOF_PATH, LEDGER_TEXTS } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { allCheckpoints } from './checkpoint.repository';
import { eventProof } from './receipts';

const whole = (error: string) =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(Number.MAX_SAFE_INTEGER, { error });
const proofQuery = z.object({
  event: whole(LEDGER_TEXTS.proofEvent),
  size: whole(LEDGER_TEXTS.proofSize).optional(),
});

/**
 * The ledger in public (docs/pick-ledger.md), without sign-in: GET /ledger/checkpoints, every
 * signed checkpoint as a JSON array, oldest first; GET /ledger/proof?event=N[&size=M], event N's
 * hash and its path to the latest checkpoint (or to the one of M events).
 */
export async function ledgerRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(LEDGER_CHECKPOINTS_PATH, async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(await allCheckpoints(db));
  });
  app.get(LEDGER_PROOF_PATH, async (request, reply) => {
    const query = proofQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: query.error.issues[0]?.message });
    const { event, size } = query.data;
    const proof = await eventProof(db, event, size);
    if (proof === 'NO_EVENT') return reply.code(404).send({ error: LEDGER_TEXTS.noEvent(event) });
    if (proof === 'NO_CHECKPOINT') return reply.code(404).send({ error: LEDGER_TEXTS.noCheckpoint(size ?? 0) });
    if (proof === 'NOT_COVERED') return reply.code(404).send({ error: LEDGER_TEXTS.notCovered(event) });
    return reply.header('cache-control', 'no-cache').send(proof);
  });
}
