import { PACKAGE_PAGE_MAX, type RTO_PICK_BOARD_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../../mock-sample';

/**
 * 200001 picks at Coney Island Yard (CIY) in the open RTO pick (Summer 2027): in the demo
 * agency its group is 5, its train operators' population 9, whose first package is 1016. The
 * generator fails loudly if a sample is refused, so a seed that numbers them otherwise is caught.
 */
const CIY_GROUP = 5;
const CIY_TRAIN_OPERATORS = 9;
const CIY_TO_FIRST = 1016;
/** A pick holiday of the open RTO pick. */
const INDEPENDENCE_DAY_2027 = '2027-07-04';
const as = '200001';

export const RTO_PICK_BOARD_SAMPLES: { [S in keyof typeof RTO_PICK_BOARD_SERVICES]: MockSample<S> } = {
  mta_rtoPickGroups: { as, request: {} },
  mta_rtoPopulations: { as, request: { groupId: CIY_GROUP } },
  mta_rtoPopulationAttachment: { as, request: { populationId: CIY_TRAIN_OPERATORS } },
  mta_rtoSearchListsOfValues: { as, request: { populationId: CIY_TRAIN_OPERATORS } },
  // Every package in one file: the mock answers the same whatever page the app asks for.
  mta_rtoAssignmentPackages: { as, request: { populationId: CIY_TRAIN_OPERATORS, limit: PACKAGE_PAGE_MAX } },
  mta_rtoPackageAssignments: { as, request: { packageId: CIY_TO_FIRST } },
  mta_rtoAssignmentsCalendar: { as, request: { packageId: CIY_TO_FIRST } },
  mta_rtoVacations: { as, request: { populationId: CIY_TRAIN_OPERATORS } },
  mta_rtoHolidays: { as, request: { groupId: CIY_GROUP } },
  mta_rtoAspaHolidays: { as, request: { groupId: CIY_GROUP } },
  mta_rtoVacationPools: { as, request: { groupId: CIY_GROUP } },
  mta_rtoHolidayAssignments: { as, request: { populationId: CIY_TRAIN_OPERATORS, date: INDEPENDENCE_DAY_2027 } },
  mta_rtoPackageRdos: { as, request: { packageId: CIY_TO_FIRST } },
  mta_rtoWorkProgram: { as, request: { populationId: CIY_TRAIN_OPERATORS } },
};
