export { LEAVE_HANDLERS } from './leave.handlers';
export {
  type AbsenceRow,
  daysAway,
  insertAbsences,
  removeAwardAbsences,
  workedHolidaysChosen,
} from './leave.repository';
export { balancesOf, bankForYear, yearBanks, yearOf, yearsAhead } from './leave.service';
