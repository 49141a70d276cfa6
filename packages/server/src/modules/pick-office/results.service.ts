import {
  isoToDisplayDate,
  LEDGER_TEXTS,
  officeRunsGroup,
  PICK_OFFICE_TEXTS,
  type ServiceElements,
} from '@crewline/protocol';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import { groupResultCounts, latestCheckpoint, pickSheet, resultGroups, roundStatus, roundsOfPick } from '../pick';
import { awardsExportCsv, pickSheetCsv, pickSheetPdf } from './result-files';

type ResultGroup = ServiceElements<'mta_officeResults'>['groups'][number];

/** The groups of picks in force or to come that the caller runs (a clerk their depot's, a supervisor all). */
async function myResultGroups(ctx: SignedInContext) {
  const today = localIsoDate(ctx.now, ctx.config.timeZone);
  return (await resultGroups(ctx.db, today)).filter((g) => officeRunsGroup(ctx.session.subject, g.depotCode));
}

/** mta_officeResults: every round × group whose results the caller may download, with its counts. */
export async function officeResults(ctx: SignedInContext): Promise<ServiceElements<'mta_officeResults'>> {
  const today = localIsoDate(ctx.now, ctx.config.timeZone);
  const groups: ResultGroup[] = [];
  for (const g of await myResultGroups(ctx)) {
    const rounds: ResultGroup['rounds'] = [];
    for (const r of await roundsOfPick(ctx.db, g.pickPeriodId)) {
      const counts = await groupResultCounts(ctx.db, r.id, g.groupId);
      if (!counts || counts.turns === 0) continue;
      rounds.push({
        ROUND_ID: r.id,
        KIND: counts.kind,
        STATUS: roundStatus(r, ctx.now),
        TURNS: counts.turns,
        AWARDS: counts.awards,
      });
    }
    groups.push({
      GROUP_ID: g.groupId,
      DEPOT_CODE: g.depotCode,
      GROUP_NAME: g.name,
      PICK_CODE: g.pickCode,
      PICK_DESCRIPTION: g.description,
      DEPARTMENT: g.department,
      WORK_FROM: g.effectiveDate,
      WORK_TO: g.expirationDate,
      WORK_IN_FORCE: g.effectiveDate <= today ? 'Y' : 'N',
      rounds,
    });
  }
  return { groups };
}

/**
 * mta_officeResultFile: a round's pick sheet (CSV or PDF) or awards export for a group the
 * caller runs (docs/pick.md#results); another depot's clerk is refused whatever the app sends.
 */
export async function officeResultFile(
  ctx: SignedInContext,
  input: InputOf<'mta_officeResultFile'>,
): Promise<ServiceElements<'mta_officeResultFile'>> {
  const today = localIsoDate(ctx.now, ctx.config.timeZone);
  const group = (await resultGroups(ctx.db, today)).find((g) => g.groupId === input.groupId);
  if (!group) throw new RefusalError(PICK_OFFICE_TEXTS.noSuchGroup);
  if (!officeRunsGroup(ctx.session.subject, group.depotCode)) throw new RefusalError(PICK_OFFICE_TEXTS.notYourGroup);
  const round = (await roundsOfPick(ctx.db, group.pickPeriodId)).find((r) => r.id === input.roundId);
  if (!round) throw new RefusalError(PICK_OFFICE_TEXTS.resultsNoSuchRound);
  const sheet = await pickSheet(ctx.db, round.id, group.groupId, {
    from: group.effectiveDate,
    to: group.expirationDate,
  });
  if (!sheet) throw new RefusalError(PICK_OFFICE_TEXTS.resultsNoSuchRound);
  const base = `${group.pickCode}-${group.depotCode}-${sheet.kind}`;
  if (input.file === 'AWARDS_EXPORT') {
    const csv = awardsExportCsv(sheet.lines, { roundId: round.id, pickCode: group.pickCode });
    return { fileName: `${base}-awards.csv`, contentType: 'text/csv; charset=utf-8', base64: csv.toString('base64') };
  }
  if (input.file === 'PICK_SHEET_CSV') {
    const csv = pickSheetCsv(sheet.lines);
    return {
      fileName: `${base}-pick-sheet.csv`,
      contentType: 'text/csv; charset=utf-8',
      base64: csv.toString('base64'),
    };
  }
  const checkpoint = await latestCheckpoint(ctx.db);
  const T = PICK_OFFICE_TEXTS;
  const pdf = await pickSheetPdf({
    title: T.sheetTitle(group.name, group.depotCode, T.kinds[sheet.kind] ?? sheet.kind),
    subtitle: T.sheetSubtitle(group.description, roundStatus(round, ctx.now), sheet.turns, sheet.processed),
    printed: T.sheetPrinted(isoToDisplayDate(today)),
    checkpointLine: checkpoint ? LEDGER_TEXTS.printedCheckpoint(checkpoint) : LEDGER_TEXTS.noCheckpointYet,
    createdAt: ctx.now,
    lines: sheet.lines,
  });
  return { fileName: `${base}-pick-sheet.pdf`, contentType: 'application/pdf', base64: pdf.toString('base64') };
}
