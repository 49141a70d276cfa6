import type { PICK_BOARD_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../../exec/handlers';
import {
  aspaHolidays,
  assignmentPackages,
  assignmentsCalendar,
  calendarActivities,
  holidayAssignments,
  holidays,
  packageAssignments,
  pickGroups,
  populationAttachment,
  populations,
  searchListsOfValues,
  vacationPools,
  vacations,
  vacationsByLocations,
} from './dob.service';

export const PICK_BOARD_HANDLERS: HandlersOf<typeof PICK_BOARD_SERVICES> = {
  mta_pickGroups: pickGroups,
  mta_populations: populations,
  mta_populationAttachment: populationAttachment,
  mta_searchListsOfValues: searchListsOfValues,
  mta_assignmentPackages: assignmentPackages,
  mta_packageAssignments: packageAssignments,
  mta_calendarActivities: calendarActivities,
  mta_assignmentsCalendar: assignmentsCalendar,
  mta_vacations: vacations,
  mta_holidays: holidays,
  mta_aspaHolidays: aspaHolidays,
  mta_vacationPools: vacationPools,
  mta_vacationsByLocations: vacationsByLocations,
  mta_holidayAssignments: holidayAssignments,
};
