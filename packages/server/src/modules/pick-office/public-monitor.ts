import { createHash } from 'node:crypto';
import { MONITOR_LATEST_AWARDS, monitorName, PICK_OFFICE_TEXTS } from '@crewline/protocol';
import type { Db } from '../../db/client';
import { headerDateTime } from '../../lib/local-time';
import { groupBoard, roundStatus, roundsOfPick } from '../pick';
import { openGroupAt, settingOf } from './office-groups';
import { publicMonitorOf } from './pick-office.repository';
import { MONITOR_STYLE, type MonitorView } from './public-monitor.page';

/** The page's one stylesheet by its hash: the page runs no script and loads nothing. */
export const MONITOR_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(MONITOR_STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * A depot's public board (docs/pick.md#the-pick-office): the round open now (or the next to
 * open) of its open pick, from the same group board the office's live monitor reads. Undefined
 * while the monitor is off or the depot has no open pick: the page is then not found.
 */
export async function publicMonitorView(
  db: Db,
  depotCode: string,
  now: Date,
  timeZone: string,
): Promise<MonitorView | undefined> {
  const setting = settingOf((await publicMonitorOf(db, depotCode))?.nameStyle);
  if (setting === 'OFF') return undefined;
  const group = await openGroupAt(db, depotCode);
  if (!group) return undefined;
  const rounds = (await roundsOfPick(db, group.pickPeriodId)).filter((r) => roundStatus(r, now) !== 'CLOSED');
  const round = rounds.find((r) => roundStatus(r, now) === 'OPEN') ?? rounds[0];
  const board = round && (await groupBoard(db, round.id, group.groupId, now, MONITOR_LATEST_AWARDS));
  const base = { group: `${group.name} (${group.depotCode})`, asOf: headerDateTime(now, timeZone) };
  if (!board)
    return { ...base, round: PICK_OFFICE_TEXTS.publicNoRound, upNow: null, next: null, latest: [], left: null };
  const name = (p: Parameters<typeof monitorName>[1] | null) => (p ? monitorName(setting, p) : null);
  const T = PICK_OFFICE_TEXTS;
  return {
    ...base,
    round: `${group.description} · ${T.kinds[board.kind] ?? board.kind}`,
    upNow: name(board.upNow),
    next: name(board.next),
    latest: board.latestAwards.map((a) => ({
      who: monitorName(setting, a),
      what: a.outcome === 'SKIPPED' ? T.skippedAward : a.item,
    })),
    left: board.left && T.leftOf(board.kind, board.left.items, board.left.seats, board.left.ofItems),
  };
}
