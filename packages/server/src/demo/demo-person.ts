import type { Department } from './agency';

/** Who a demo sign-in is (an employee's or the pick office's): what the seed writes of them. */
export interface DemoPerson {
  passId: string;
  firstName: string;
  lastName: string;
  department: Department;
  subdivision: string;
  title: string;
  titleClass: string;
  depotCode: string;
  /** One line for `npm start` to print. */
  description: string;
}
