import type { PICK_OFFICE_SERVICES } from '@crewline/protocol';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pickRounds } from '../../db/schema';
import type { MockSample } from '../mock-sample';

/** The first group of the demo agency's open bus pick; the supervisor (900002) runs every group. */
const FIRST_GROUP_ID = 1;
/** The open DOB pick's work round (pick-preferences.samples.ts): turns of it are processed on the mock day. */
const DOB_WORK_ROUND_ID = 7;

/** The bus pick has work, vacation and holiday rounds: the samples add its VR round, well after them. */
const VR_OPENS = '2027-09-01T12:00:00.000Z';
const VR_CLOSES = '2027-10-29T20:00:00.000Z';
const SETTINGS = {
  startDate: '2027-09-02',
  minutesPerTurn: 5,
  officeStart: 8 * 60,
  officeEnd: 16 * 60,
  breaks: [{ start: 12 * 60, end: 12 * 60 + 30 }],
  weekdaysOff: [0, 6],
  datesOff: ['2027-09-06'],
};

/** The round mta_officeCreateRound made: the newest. */
async function newRound(db: Db): Promise<{ roundId: number }> {
  const [row] = await db
    .select({ id: pickRounds.id })
    .from(pickRounds)
    .where(eq(pickRounds.kind, 'VR'))
    .orderBy(desc(pickRounds.id))
    .limit(1);
  return { roundId: row?.id ?? 0 };
}

export const PICK_OFFICE_SAMPLES: { [S in keyof typeof PICK_OFFICE_SERVICES]: MockSample<S> } = {
  mta_officeGroups: { as: '900001', request: {} },
  mta_officeMonitor: { as: '900002', request: { groupId: FIRST_GROUP_ID } },
  mta_officePublicMonitor: { as: '900002', request: { depotCode: 'FB', setting: 'NAME' } },
  mta_officeCalendar: { as: '900002', request: { groupId: FIRST_GROUP_ID } },
  mta_officeCreateRound: {
    as: '900002',
    request: { groupId: FIRST_GROUP_ID, kind: 'VR', opensAt: VR_OPENS, closesAt: VR_CLOSES },
  },
  mta_officeSchedulePreview: {
    as: '900002',
    request: { roundId: 0, groupId: FIRST_GROUP_ID, settings: SETTINGS, offset: 0, limit: 20 },
    prepare: newRound,
  },
  mta_officeScheduleSave: {
    as: '900002',
    request: { roundId: 0, groupId: FIRST_GROUP_ID, settings: SETTINGS },
    prepare: newRound,
  },
  mta_officePause: { as: '900002', request: { roundId: DOB_WORK_ROUND_ID } },
  mta_officeResume: { as: '900002', request: { roundId: DOB_WORK_ROUND_ID } },
};
