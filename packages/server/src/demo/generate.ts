import { ALL_DEPOTS, type DepotRow } from './depots';
import { type EmployeeRow, generateEmployees } from './employees';
import { generatePicks, type Picks } from './picks';

export interface AgencyInput {
  seed: number;
  size: number;
  /** ISO date the data is relative to (password expiries, the upcoming pick). */
  today: string;
  timeZone: string;
}

export interface AgencyData extends Picks {
  depots: readonly DepotRow[];
  /** Without password hashes: those are added when inserting. */
  employees: EmployeeRow[];
  /** Pass ids with a medical appointment to come. */
  upcomingMedical: string[];
}

/** The whole demo agency as plain rows: a pure function of its input. */
export function generateAgency(input: AgencyInput): AgencyData {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.today)) throw new Error(`today must be an ISO date: ${input.today}`);
  const { employees, upcomingMedical } = generateEmployees(input.seed, input.size, input.today);
  return {
    depots: ALL_DEPOTS,
    employees,
    upcomingMedical,
    ...generatePicks(input.seed, input.today, input.timeZone, employees),
  };
}
