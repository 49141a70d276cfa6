/**
 * Who may do what (docs/product.md#roles). The server enforces these on every call; the app's menu reads
 * the same rules, so a menu item and the service behind it can never disagree.
 */
export interface RoleSubject {
  dept: string;
  subdivision: string;
  class: string;
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
} as const satisfies Record<string, (s: RoleSubject) => boolean>;

export type Role = keyof typeof ROLES;

export function roleAllows(role: Role, subject: RoleSubject): boolean {
  return ROLES[role](subject);
}
