import type { Row } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import {
  employeesPage,
  insertEmployees,
  type StoredEmployee,
  signOutLeavers,
  updateEmployee,
} from './employees.repository';
import { DEPARTMENTS, OFFICE_ROLES } from './values';

function stored(r: Row): StoredEmployee {
  return {
    passId: r.pass_id as string,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    department: r.department as string,
    division: r.division as string,
    subdivision: r.subdivision as string,
    title: r.title as string,
    titleClass: r.class as string,
    seniorityNumber: r.seniority_number as number,
    seniorityDate: r.seniority_date as string,
    depotCode: r.depot as string,
    email: r.email as string | null,
    officeRole: r.office_role as string | null,
    officeGroups: r.office_groups as string[],
    leftOn: r.left_on as string | null,
  };
}

export const employeesKind: FileKind = {
  name: 'employees',
  file: 'employees.csv',
  about:
    'Everyone who picks, and the pick office. A re-import updates each employee by pass id; an employee who leaves stays in the file with `left_on` set: from the import on they cannot sign in, their sessions end, and their records and pick history stay.',
  tables:
    'One row of `employees` each; a password and second factor are never imported (the employee sets them). `left_on` set clears the password and second factor and ends every session.',
  columns: [
    {
      name: 'pass_id',
      type: 'pass id',
      required: true,
      example: '012345',
      about: 'The pass number, kept as text: leading zeros are part of it.',
    },
    { name: 'first_name', type: 'text', required: true, example: 'Maria', about: '' },
    { name: 'last_name', type: 'text', required: true, example: 'Santos', about: '' },
    {
      name: 'department',
      type: 'one of',
      values: DEPARTMENTS,
      required: true,
      example: 'DOB',
      about: 'DOB (buses) or RTO (subway).',
    },
    { name: 'division', type: 'text', required: true, example: 'Brooklyn', about: '' },
    { name: 'subdivision', type: 'text', required: true, example: 'Jackie Gleason', about: '' },
    { name: 'title', type: 'text', required: true, example: 'Bus Operator', about: '' },
    {
      name: 'class',
      type: 'text',
      required: true,
      example: 'FT',
      about: 'The title class (full time, part time …) as the agency codes it.',
    },
    {
      name: 'seniority_number',
      type: 'integer',
      min: 1,
      required: true,
      example: '1042',
      about: 'Order of the pick within the department, 1 first: unique in the department.',
    },
    { name: 'seniority_date', type: 'date', required: true, example: '2009-03-16', about: '' },
    {
      name: 'depot',
      type: 'text',
      required: true,
      example: 'JG',
      about: 'The code of a depot or terminal of depots.csv.',
    },
    { name: 'email', type: 'e-mail', required: false, example: 'maria.santos@example.org', about: '' },
    {
      name: 'office_role',
      type: 'one of',
      values: OFFICE_ROLES,
      required: false,
      example: 'PICK_CLERK',
      about:
        'The pick office: PICK_CLERK (runs the groups of office_groups) or PICK_SUPERVISOR (all of them); empty for everyone else.',
    },
    {
      name: 'office_groups',
      type: 'list',
      required: false,
      example: 'JG;FB',
      about: "A PICK_CLERK's groups: depot codes, separated by `;`; empty otherwise.",
    },
    {
      name: 'left_on',
      type: 'date',
      required: false,
      example: '2026-11-30',
      about: 'The day the employee left; empty while employed.',
    },
  ],
  key: ['pass_id'],
  unique: [['department', 'seniority_number']],
  references: [{ columns: ['depot'], kind: 'depots' }],
  checkRow(row) {
    const groups = row.office_groups as string[];
    if (row.office_role === 'PICK_CLERK' && groups.length === 0)
      return { column: 'office_groups', problem: 'a PICK_CLERK needs the groups they run' };
    if (row.office_role !== 'PICK_CLERK' && groups.length > 0)
      return { column: 'office_groups', problem: 'only a PICK_CLERK has groups' };
    return undefined;
  },
  read: (db) =>
    paged(db, employeesPage, (e) => ({
      pass_id: e.passId,
      first_name: e.firstName,
      last_name: e.lastName,
      department: e.department,
      division: e.division,
      subdivision: e.subdivision,
      title: e.title,
      class: e.titleClass,
      seniority_number: e.seniorityNumber,
      seniority_date: e.seniorityDate,
      depot: e.depotCode,
      email: e.email,
      office_role: e.officeRole,
      office_groups: e.officeGroups,
      left_on: e.leftOn,
    })),
  async refuse(_db, { removed }) {
    return removed.map((row) => ({
      row,
      column: 'pass_id',
      problem: 'an employee is never removed (their history stays): keep the row and set left_on',
    }));
  },
  async write(db, { added, changed }, { now }) {
    await insertEmployees(db, added.map(stored));
    for (const { row } of changed) await updateEmployee(db, stored(row));
    const leavers = [...added, ...changed.map((c) => c.row)]
      .filter((r) => r.left_on !== null)
      .map((r) => r.pass_id as string);
    if (leavers.length === 0) return;
    await signOutLeavers(db, leavers, now);
  },
};
