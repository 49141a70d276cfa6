import { PACKAGE_PAGE_MAX, type PICK_BOARD_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../../mock-sample';

/**
 * 100001 picks at Flatbush (FB) in the open DOB pick: in the demo agency its group is 2 and
 * its full-time population 3 (groups and populations are inserted ENY, FB, JG). FB's first
 * full-time package is 272 (FB-FT101), whose runs start at 1471. The generator fails loudly
 * if a sample is refused, so a seed that numbers them otherwise is caught.
 */
const FB_GROUP = 2;
const FB_FULL_TIME = 3;
const FB_FT101 = 272;
const FB_FT101_RUN = 1471;
/** A pick holiday of the open DOB pick (Winter 2027). */
const MEMORIAL_DAY_2027 = '2027-05-31';

export const PICK_BOARD_SAMPLES: { [S in keyof typeof PICK_BOARD_SERVICES]: MockSample<S> } = {
  mta_pickGroups: { request: {} },
  mta_populations: { request: { groupId: FB_GROUP } },
  mta_populationAttachment: { request: { populationId: FB_FULL_TIME } },
  mta_searchListsOfValues: { request: { populationId: FB_FULL_TIME } },
  // Every package in one file: the mock answers the same whatever page the app asks for.
  mta_assignmentPackages: { request: { populationId: FB_FULL_TIME, limit: PACKAGE_PAGE_MAX } },
  mta_packageAssignments: { request: { packageId: FB_FT101 } },
  mta_calendarActivities: { request: { jobId: FB_FT101_RUN } },
  mta_assignmentsCalendar: { request: { packageId: FB_FT101 } },
  mta_vacations: { request: { populationId: FB_FULL_TIME } },
  mta_holidays: { request: { groupId: FB_GROUP } },
  mta_aspaHolidays: { request: { groupId: FB_GROUP } },
  mta_vacationPools: { request: { groupId: FB_GROUP } },
  mta_vacationsByLocations: { request: {} },
  mta_holidayAssignments: { request: { populationId: FB_FULL_TIME, date: MEMORIAL_DAY_2027 } },
};
