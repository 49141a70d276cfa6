/**
 * Who may do what (docs/product.md#roles). The server enforces these on every call; the app's menu reads
 * the same rules, so a menu item and the service behind it can never disagree.
 */

/** The pick office's roles an employee may hold; the agency's employee file gives them (docs/data-formats.md). */
export const OFFICE_ROLES = ['PICK_CLERK', 'PICK_SUPERVISOR'] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

/** An office person: their role, and for a PICK_CLERK the depots and terminals whose groups they run. */
export interface OfficeSubject {
  role: OfficeRole;
  groups: readonly string[];
}

export interface RoleSubject {
  dept: string;
  subdivision: string;
  class: string;
  /** Absent (or null) for everyone outside the pick office. */
  office?: OfficeSubject | null;
}

export const ROLES = {
  /** No ticket needed. */
  public: () => true,
  /** Any signed-in employee. */
  employee: () => true,
  DOB: (s: RoleSubject) => s.dept === 'DOB',
  RTO: (s: RoleSubject) => s.dept !== 'DOB',
  RTO_NOT_SIRTOA: (s: RoleSubject) => s.dept !== 'DOB' && s.subdivision !== 'SIRTOA',
  RTO_HR: (s: RoleSubject) => s.dept !== 'DOB' && s.class === 'HR',
  /** The pick office, clerk or supervisor; a clerk only for their own groups (officeRunsGroup). */
  PICK_CLERK: (s: RoleSubject) => s.office != null,
  PICK_SUPERVISOR: (s: RoleSubject) => s.office?.role === 'PICK_SUPERVISOR',
} as const satisfies Record<string, (s: RoleSubject) => boolean>;

export type Role = keyof typeof ROLES;

export function roleAllows(role: Role, subject: RoleSubject): boolean {
  return ROLES[role](subject);
}

/** Whether the office person runs the group of this depot or terminal: a supervisor every group, a clerk theirs. */
export function officeRunsGroup(subject: RoleSubject, depotCode: string): boolean {
  if (subject.office == null) return false;
  return subject.office.role === 'PICK_SUPERVISOR' || subject.office.groups.includes(depotCode);
}
