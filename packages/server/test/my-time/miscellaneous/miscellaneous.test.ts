import { randomUUID } from 'node:crypto';
import {
  addDays,
  DATE_RANGE_PROBLEM,
  MISCELLANEOUS_SERVICES,
  MISCELLANEOUS_TEXTS,
  RAW_ERRORS,
} from '@crewline/protocol';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { miscellaneousRequests, myTimeEvents } from '../../../src/db/schema';
import { TEST_TODAY } from '../../helper';
import { signedIn } from '../../support/app';
import { demoAppOn } from '../../support/demo-app';
import { type Auth, serviceCalls } from '../../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const summons = { name: 'jury-summons.pdf', type: 'application/pdf', bytes: 184_320 };

describe('My Time: miscellaneous requests (jury duty, bereavement, military, union business)', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { call, ok, refused } = serviceCalls(() => demo.app);
  let robert: Auth;
  const count = async () =>
    (await demo.database.db.select({ n: sql<number>`count(*)::int` }).from(miscellaneousRequests))[0]?.n;

  beforeAll(async () => {
    robert = await signedIn(demo.app, '200001');
  });

  it('offers the kinds, stores a request with its papers described, and answers a retry with the first result', async () => {
    const init = await ok('mta_miscellaneousInit', robert);
    expect(init.kinds.map((k) => k.code)).toEqual(['JURY', 'BEREAVEMENT', 'MILITARY', 'UNION']);
    expect(init.requests).toEqual([]);
    const payload = {
      requestId: randomUUID(),
      kind: 'JURY',
      firstDay: addDays(TEST_TODAY, 10),
      lastDay: addDays(TEST_TODAY, 12),
      note: '  Kings County, summons 4471 ',
      attachment: summons,
    };
    const first = await ok('mta_miscellaneousSubmit', robert, payload);
    expect(first.request).toMatchObject({
      kind: 'JURY',
      note: 'Kings County, summons 4471',
      attachment: summons,
      status: 'SUBMITTED',
    });
    const again = await ok('mta_miscellaneousSubmit', robert, payload);
    expect(again.request).toEqual(first.request);
    expect(await count()).toBe(1);
    expect((await ok('mta_miscellaneousInit', robert)).requests).toEqual([first.request]);
    const history = await demo.database.db.select().from(myTimeEvents).where(eq(myTimeEvents.passId, '200001'));
    expect(history.map((e) => [e.kind, e.actor])).toEqual([['MISCELLANEOUS_SUBMITTED', '200001']]);
  });

  it('refuses backwards, too long, too old, a missing note, bad papers and unknown kinds — storing nothing', async () => {
    const day = (n: number) => addDays(TEST_TODAY, n);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'JURY', firstDay: day(5), lastDay: day(4) }, MISCELLANEOUS_TEXTS.order],
      [{ kind: 'MILITARY', firstDay: day(1), lastDay: day(40) }, MISCELLANEOUS_TEXTS.tooLong],
      [{ kind: 'JURY', firstDay: day(-45), lastDay: day(-44) }, MISCELLANEOUS_TEXTS.tooOld],
      [
        { kind: 'BEREAVEMENT', firstDay: day(1), lastDay: day(3), note: '   ' },
        MISCELLANEOUS_TEXTS.noteRequired('Bereavement'),
      ],
      [{ kind: 'VACATION', firstDay: day(1), lastDay: day(1) }, MISCELLANEOUS_TEXTS.kind],
      [{ kind: 'JURY', firstDay: 'monday', lastDay: day(1) }, MISCELLANEOUS_TEXTS.date],
      [{ kind: 'JURY', firstDay: day(1), lastDay: day(1), note: 'x'.repeat(501) }, MISCELLANEOUS_TEXTS.note],
      [
        { kind: 'JURY', firstDay: day(1), lastDay: day(1), attachment: { ...summons, bytes: 50_000_000 } },
        `attachment.bytes: ${MISCELLANEOUS_TEXTS.attachmentBytes}`,
      ],
      // Each part of the papers' description is refused in our words, never zod's.
      [
        { kind: 'JURY', firstDay: day(1), lastDay: day(1), attachment: { ...summons, type: 'text/html' } },
        `attachment.type: ${MISCELLANEOUS_TEXTS.attachmentType}`,
      ],
      [
        { kind: 'JURY', firstDay: day(1), lastDay: day(1), attachment: { ...summons, name: '' } },
        `attachment.name: ${MISCELLANEOUS_TEXTS.attachmentName}`,
      ],
      [
        { kind: 'JURY', firstDay: day(1), lastDay: day(1), attachment: { ...summons, bytes: 0 } },
        `attachment.bytes: ${MISCELLANEOUS_TEXTS.attachmentBytes}`,
      ],
      [{ kind: 'JURY', firstDay: '0000-01-01', lastDay: day(1) }, `firstDay: ${DATE_RANGE_PROBLEM}`],
    ];
    const before = await count();
    for (const [payload, message] of cases) {
      const refusal = await refused('mta_miscellaneousSubmit', robert, { requestId: randomUUID(), ...payload });
      expect([refusal.Error, ...refusal.PopupMessages].join(' ')).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it("never shows another employee's requests, and refuses bus operators", async () => {
    expect((await ok('mta_miscellaneousInit', await signedIn(demo.app, '200002'))).requests).toEqual([]);
    const maria = await signedIn(demo.app, '100001');
    for (const service of Object.keys(MISCELLANEOUS_SERVICES) as (keyof typeof MISCELLANEOUS_SERVICES)[]) {
      expect((await call(service, maria, {})).message.Error).toBe(RAW_ERRORS.roleRefused);
    }
  });
});
