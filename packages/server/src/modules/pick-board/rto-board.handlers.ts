import type { RTO_PICK_BOARD_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import {
  aspaHolidays,
  assignmentPackages,
  assignmentsCalendar,
  holidayAssignments,
  holidays,
  packageAssignments,
  pickGroups,
  populationAttachment,
  populations,
  searchListsOfValues,
  vacationPools,
  vacations,
} from './pick-board.service';
import { packageRdos, workProgram } from './rto-board.service';

/** The board reads the signed-in employee's own department's pick: the same functions serve RTO staff. */
export const RTO_PICK_BOARD_HANDLERS: HandlersOf<typeof RTO_PICK_BOARD_SERVICES> = {
  mta_rtoPickGroups: pickGroups,
  mta_rtoPopulations: populations,
  mta_rtoPopulationAttachment: populationAttachment,
  mta_rtoSearchListsOfValues: searchListsOfValues,
  mta_rtoAssignmentsCalendar: assignmentsCalendar,
  mta_rtoAssignmentPackages: assignmentPackages,
  mta_rtoPackageAssignments: packageAssignments,
  mta_rtoVacationPools: vacationPools,
  mta_rtoVacations: vacations,
  mta_rtoHolidays: holidays,
  mta_rtoAspaHolidays: aspaHolidays,
  mta_rtoHolidayAssignments: holidayAssignments,
  mta_rtoPackageRdos: packageRdos,
  mta_rtoWorkProgram: workProgram,
};
