import { randomUUID } from 'node:crypto';
import {
  addDays,
  PICK_REQUEST_TEXTS,
  PREFERENCE_TEXTS,
  RAW_ERRORS,
  VACATION_RELIEF_SERVICES,
  VR_TEXTS,
  type VrBid,
} from '@crewline/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { processDueTurns } from '../../src/modules/pick/turns/turn-processor';
import { TEST_TODAY } from '../helper';
import { signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { type Auth, serviceCalls } from '../support/service-calls';

/** 10:00 in New York on TEST_TODAY: relief bidding at 207 is open, 200002's turn is still to come. */
const NOW = `${TEST_TODAY}T15:00:00.000Z`;

const weeksOf = (b: Pick<VrBid, 'firstWeek' | 'weeks'>) =>
  Array.from({ length: b.weeks }, (_, i) => addDays(b.firstWeek, 7 * i));

describe('vacation relief services on the demo pick', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { ok, refused } = serviceCalls(() => demo.app);
  let kim: Auth;
  let bids: VrBid[];

  /** Every bid of the round, asked for week by week as the open-bids screen does. */
  async function allBids(auth: Auth): Promise<VrBid[]> {
    const seen = new Map<number, VrBid>();
    for (const { weekStart } of (await ok('mta_vrWeeks', auth)).weeks)
      for (const bid of (await ok('mta_vrOpenBids', auth, { weekStart })).bids) seen.set(bid.bidId, bid);
    return [...seen.values()];
  }

  beforeAll(async () => {
    kim = await signedIn(demo.app, '200002');
    bids = await allBids(kim);
  });

  it("shows 200002 the open relief round, their place and every week's bids", async () => {
    const { round, weeks } = await ok('mta_vrWeeks', kim);
    expect(round).toMatchObject({ status: 'OPEN', turnStatus: 'WAITING', canEdit: true });
    expect(round?.rank).toBeGreaterThan(1);
    expect(new Date(round?.turnAt as string).getTime()).toBeGreaterThan(new Date(NOW).getTime());
    expect(weeks.length).toBeGreaterThanOrEqual(8);
    // Each week counts the bids covering it, a bid of several weeks in each of them.
    for (const w of weeks) {
      const covering = bids.filter((b) => weeksOf(b).includes(w.weekStart));
      expect(w.bids).toBe(covering.length);
      expect(w.open).toBe(covering.filter((b) => b.status === 'OPEN').length);
    }
    expect(weeks.some((w) => w.open > 0)).toBe(true);
  });

  it('describes each bid: whose vacation, the job, its days and times, and who took it', async () => {
    expect(bids.some((b) => b.status === 'TAKEN')).toBe(true);
    expect(bids.some((b) => b.status === 'OPEN')).toBe(true);
    for (const b of bids) {
      expect(b.covering).toMatch(/^[A-Z]\. .+, (Train Operator|Conductor)$/);
      expect(b.job.workDays.length).toBeGreaterThanOrEqual(4);
      expect(b.job.endMinutes).toBeGreaterThan(b.job.startMinutes);
      expect(b.lastDay).toBe(addDays(b.firstWeek, 7 * b.weeks - 1));
      expect(b.takenBy === null).toBe(b.status === 'OPEN');
      if (b.takenBy) expect(b.takenBy).toMatch(/^#\d+ [A-Z]\. /);
    }
    const long = bids.find((b) => b.weeks > 1) as VrBid;
    const week = addDays(long.firstWeek, 7);
    const ofWeek = (await ok('mta_vrOpenBids', kim, { weekStart: week })).bids;
    // A bid of several weeks is listed in each of them; a week with no relief work has none.
    expect(ofWeek.map((b) => b.bidId)).toContain(long.bidId);
    expect(ofWeek.map((b) => b.bidId)).toEqual(bids.filter((b) => weeksOf(b).includes(week)).map((b) => b.bidId));
    expect((await ok('mta_vrOpenBids', kim, { weekStart: '2020-01-05' })).bids).toEqual([]);
    const bad = await refused('mta_vrOpenBids', kim, { weekStart: 'next week' });
    expect([bad.Error, ...bad.PopupMessages].join(' ')).toContain(VR_TEXTS.weekStart);
  });

  it('saves ranked bids as versions, answers a retry with the first result, and projects them', async () => {
    const open = bids.filter((b) => b.status === 'OPEN').map((b) => b.bidId);
    expect((await ok('mta_vrCurrentPreferences', kim)).list).toBeNull();
    const requestId = randomUUID();
    const first = await ok('mta_vrSetPreferences', kim, { requestId, items: open.slice(0, 3) });
    expect(first.list?.version).toBe(1);
    const again = await ok('mta_vrSetPreferences', kim, { requestId, items: open.slice(0, 3) });
    expect(again.list).toEqual(first.list);
    const current = await ok('mta_vrCurrentPreferences', kim);
    expect(current.list?.items.map((i) => i.itemId)).toEqual(open.slice(0, 3));
    expect(current.bids.map((b) => b.bidId)).toEqual(open.slice(0, 3));
    expect(current.projection?.choices.map((c) => c.itemId)).toEqual(open.slice(0, 3));
    expect(current.award).toBeNull();
  });

  it('refuses a taken bid, an unknown one, a duplicate and a bad request id, saving nothing', async () => {
    const taken = bids.find((b) => b.status === 'TAKEN') as VrBid;
    const open = bids.find((b) => b.status === 'OPEN') as VrBid;
    const before = (await ok('mta_vrCurrentPreferences', kim)).list;
    const cases: [Record<string, unknown>, string][] = [
      [{ requestId: randomUUID(), items: [taken.bidId] }, PREFERENCE_TEXTS.taken(taken.label)],
      [{ requestId: randomUUID(), items: [987_654] }, PREFERENCE_TEXTS.unknownItem(987_654)],
      [{ requestId: randomUUID(), items: [open.bidId, open.bidId] }, PREFERENCE_TEXTS.duplicate(open.label)],
      [{ requestId: 'again', items: [open.bidId] }, PICK_REQUEST_TEXTS.requestId],
      [{ requestId: randomUUID(), items: [0] }, VR_TEXTS.bidId],
    ];
    for (const [payload, message] of cases) {
      const refusal = await refused('mta_vrSetPreferences', kim, payload);
      expect([refusal.Error, ...refusal.PopupMessages].join(' ')).toContain(message);
    }
    expect((await ok('mta_vrCurrentPreferences', kim)).list).toEqual(before);
  });

  it('refuses every relief service to RTO staff not of class HR, to SIRTOA and to bus operators', async () => {
    for (const passId of ['200001', '300001', '100001']) {
      const auth = await signedIn(demo.app, passId);
      // mta_vrPickedJobs is every RTO employee's (the relief work they were given); the bidding is class HR's.
      const bidding = (Object.keys(VACATION_RELIEF_SERVICES) as (keyof typeof VACATION_RELIEF_SERVICES)[]).filter(
        (s) => VACATION_RELIEF_SERVICES[s].role === 'RTO_HR',
      );
      for (const service of bidding) {
        const payload =
          service === 'mta_vrSetPreferences'
            ? { requestId: randomUUID(), items: [] }
            : service === 'mta_vrOpenBids'
              ? { weekStart: bids[0]?.firstWeek }
              : {};
        const refusal = await refused(service, auth, payload);
        expect(refusal.Error).toBe(RAW_ERRORS.roleRefused);
      }
    }
  });

  it('at the turn, gives each listed bid still open whose weeks are free, in order, and explains it', async () => {
    const wanted = bids.filter((b) => b.status === 'OPEN');
    // A bid first (the longest that shares a week with another open bid), then one sharing a week
    // with it (to be passed over: one person cannot work both), then others.
    const share = (a: VrBid, b: VrBid) => a !== b && weeksOf(a).some((w) => weeksOf(b).includes(w));
    const first = [...wanted].sort((a, b) => b.weeks - a.weeks).find((a) => wanted.some((b) => share(a, b))) as VrBid;
    const overlapping = wanted.find((b) => share(first, b)) as VrBid;
    const others = wanted.filter((b) => b !== first && !share(first, b)).slice(0, 3);
    const list = [first, overlapping, ...others];
    expect(overlapping).toBeDefined();
    await ok('mta_vrSetPreferences', kim, { requestId: randomUUID(), items: list.map((b) => b.bidId) });
    const { round } = await ok('mta_vrWeeks', kim);
    demo.clock.advance(new Date(round?.turnAt as string).getTime() + 60_000 - demo.clock.now().getTime());
    await processDueTurns(demo.database.db, demo.clock.now());
    kim = await signedIn(demo.app, '200002');
    const after = await allBids(kim);
    const holderOf = new Map(after.map((b) => [b.bidId, b.takenBy]));
    const mine = (await ok('mta_vrCurrentPreferences', kim)).award;
    const myName = after.find((b) => mine?.items[0]?.itemId === b.bidId)?.takenBy;
    // The reference: the list in order, skipping what a senior took and what overlaps a week already given.
    const held = new Set<string>();
    const expected: number[] = [];
    for (const b of list) {
      const holder = holderOf.get(b.bidId);
      if (holder !== null && holder !== myName) continue;
      if (weeksOf(b).some((w) => held.has(w))) continue;
      for (const w of weeksOf(b)) held.add(w);
      expected.push(b.bidId);
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(mine?.items.map((i) => i.itemId)).toEqual(expected);
    if (expected.includes(first.bidId)) expect(expected).not.toContain(overlapping.bidId);
    expect(mine?.explanation).toMatch(/^Awarded your (1st|2nd|3rd) choice/);
    // A sentence a line: one for each bid given, each bid passed over explained once, and the
    // list's end no news once relief was given.
    const sentences = (mine?.explanation ?? '').split('\n');
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
    expect(sentences.filter((s) => s.startsWith('Awarded '))).toHaveLength(expected.length);
    expect(sentences.length).toBe(new Set(sentences).size);
    expect(mine?.explanation).not.toContain('Skipped');
    if (expected.includes(first.bidId)) expect(mine?.explanation).toContain(`(${overlapping.label}) overlaps`);
    for (const id of expected) expect(holderOf.get(id)).toBe(myName);
    // My Time's VR picked jobs: the same bids, by first week, each with its job and whose vacation.
    const picked = (await ok('mta_vrPickedJobs', kim)).jobs;
    const byId = new Map(after.map((b) => [b.bidId, b]));
    const weekOf = (id: number) => byId.get(id)?.firstWeek ?? '';
    const byWeek = (ids: number[]) => [...ids].sort((x, y) => weekOf(x).localeCompare(weekOf(y)));
    expect(picked.map((j) => j.bid.bidId)).toEqual(byWeek(expected));
    for (const j of picked) {
      expect(j.bid).toEqual(byId.get(j.bid.bidId));
      expect(j.choice).toBe(list.findIndex((b) => b.bidId === j.bid.bidId) + 1);
    }
    const { round: processed } = await ok('mta_vrWeeks', kim);
    expect(processed).toMatchObject({ turnStatus: 'PROCESSED', canEdit: false });
    expect((await ok('mta_vrCurrentPreferences', kim)).projection).toBeNull();
    const late = await refused('mta_vrSetPreferences', kim, { requestId: randomUUID(), items: [list[0]?.bidId] });
    expect(late.Error).not.toBe('');
  });
});
