import { PUBLIC_MONITOR_NAME_STYLES, type PublicMonitorSetting, type ServiceElements } from '@crewline/protocol';
import type { Db } from '../../db/client';
import { openPickGroups } from '../pick';
import { publicMonitorsOn } from './pick-office.repository';

export type OpenGroup = Awaited<ReturnType<typeof openPickGroups>>[number];
type GroupElements = ServiceElements<'mta_officeGroups'>['groups'][number];

/** The setting a stored name style stands for: a row of another style (none is written) counts as off. */
export function settingOf(nameStyle: string | undefined): PublicMonitorSetting {
  return PUBLIC_MONITOR_NAME_STYLES.find((s) => s === nameStyle) ?? 'OFF';
}

/** The open groups with their depot's public monitor setting. */
export async function openGroupsWithMonitors(db: Db): Promise<{ group: OpenGroup; elements: GroupElements }[]> {
  const [groups, monitors] = await Promise.all([openPickGroups(db), publicMonitorsOn(db)]);
  const styleOf = new Map(monitors.map((m) => [m.depotCode, m.nameStyle]));
  return groups.map((g) => ({
    group: g,
    elements: {
      GROUP_ID: g.groupId,
      DEPOT_CODE: g.depotCode,
      GROUP_NAME: g.name,
      PICK_CODE: g.pickCode,
      PICK_DESCRIPTION: g.description,
      DEPARTMENT: g.department,
      PUBLIC_MONITOR: settingOf(styleOf.get(g.depotCode)),
    },
  }));
}

/** The open group at a depot: the latest pick's, when two are open. */
export async function openGroupAt(db: Db, depotCode: string): Promise<OpenGroup | undefined> {
  const groups = (await openPickGroups(db)).filter((g) => g.depotCode === depotCode);
  return groups.sort((a, b) => b.pickPeriodId - a.pickPeriodId)[0];
}
