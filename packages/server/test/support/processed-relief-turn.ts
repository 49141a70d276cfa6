/**
 * The demo agency a week on, for the e2e journey of a relief award: seeded as of seven days
 * ago, 200002 ranks open relief bids through mta_vrSetPreferences before their turn, then the
 * clock passes the turn and the turn processor awards the list, then every turn due by now is
 * processed. The e2e server then serves DATA_DIR on its clock (the real one, or AS_OF as this
 * script reads it too): bidding is closed, 200002's turn is processed and the award is theirs to read. Made before the e2e servers start
 * (packages/app/e2e/support/prepare-databases.mjs).
 */
import { addDays, isoDateIn, type ServiceElements } from '@crewline/protocol';
import { DEFAULT_TIME_ZONE, loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { ensureSeeded, SIZE_PRESETS } from '../../src/demo/seed';
import { processDueTurns } from '../../src/modules/pick/turns/turn-processor';
import { callService, signedIn, testApp } from './app';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR: where to make the database');

/** When the e2e server starts serving this database, by its clock. */
const servedFrom = loadConfig().clock();
const seedDay = addDays(isoDateIn(servedFrom, DEFAULT_TIME_ZONE), -7);
let now = new Date(`${seedDay}T15:00:00.000Z`);

const database = await openDatabase({ dataDir });
await ensureSeeded(database.db, { today: seedDay, size: SIZE_PRESETS.small });
const app = await testApp({ db: database.db, now: () => now });

async function ok<E>(service: string, auth: { passId: string; ticket: string }, payload = {}): Promise<E> {
  const body = (await callService(app, service, payload, auth)).json();
  if (!body.success) throw new Error(`${service}: ${JSON.stringify(body)}`);
  return body.Response.Elements as E;
}

const kim = await signedIn(app, '200002');
const { round, weeks } = await ok<ServiceElements<'mta_vrWeeks'>>('mta_vrWeeks', kim);
if (!round?.canEdit) throw new Error(`200002 cannot bid on ${seedDay}: ${JSON.stringify(round)}`);
// The open bids of the three weeks with the most, ranked as the app saves them: weeks in order.
const open = new Map<number, string>();
for (const w of [...weeks].sort((a, b) => b.open - a.open).slice(0, 3)) {
  const { bids } = await ok<ServiceElements<'mta_vrOpenBids'>>('mta_vrOpenBids', kim, { weekStart: w.weekStart });
  for (const b of bids) if (b.status === 'OPEN') open.set(b.bidId, b.firstWeek);
}
const items = [...open.keys()].sort((a, b) => (open.get(a) as string).localeCompare(open.get(b) as string));
await ok('mta_vrSetPreferences', kim, { requestId: crypto.randomUUID(), items });
now = new Date(new Date(round.turnAt).getTime() + 60_000);
await processDueTurns(database.db, now);
await processDueTurns(database.db, servedFrom);
await app.close();
await database.close();
console.log(`relief award ready in ${dataDir}: seeded ${seedDay}, 200002 ranked ${items.length} bids`);
process.exit(0);
