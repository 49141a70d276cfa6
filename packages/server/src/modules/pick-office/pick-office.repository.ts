import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, publicMonitors } from '../../db/schema';

/** Every public monitor turned on, by depot code. */
export function publicMonitorsOn(db: Db) {
  return db.select().from(publicMonitors);
}

export async function publicMonitorOf(db: Db, depotCode: string) {
  const [row] = await db.select().from(publicMonitors).where(eq(publicMonitors.depotCode, depotCode));
  return row;
}

export function turnPublicMonitorOff(db: Db, depotCode: string) {
  return db.delete(publicMonitors).where(eq(publicMonitors.depotCode, depotCode));
}

export function turnPublicMonitorOn(db: Db, depotCode: string, nameStyle: string, changedBy: string, changedAt: Date) {
  return db
    .insert(publicMonitors)
    .values({ depotCode, nameStyle, changedBy, changedAt })
    .onConflictDoUpdate({ target: publicMonitors.depotCode, set: { nameStyle, changedBy, changedAt } });
}

/** The employee by pass id: name and department; undefined when unknown. */
export async function employeeByPassId(db: Db, passId: string) {
  const [row] = await db
    .select({
      passId: employees.passId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      department: employees.department,
    })
    .from(employees)
    .where(eq(employees.passId, passId));
  return row;
}
