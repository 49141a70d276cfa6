import { AWARDS_EXPORT_COLUMNS, PICK_OFFICE_TEXTS, PICK_SHEET_COLUMNS, postedName } from '@crewline/protocol';
import { type PdfColumn, tablePdf } from '../../lib/table-pdf';
import type { SheetLine } from '../pick';

/** A cell quoted as RFC 4180 wants when it holds a comma, a quote, a line end or edge spaces. */
function quoted(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly string[]) => `${cells.map(quoted).join(',')}\r\n`;

/** The Choice column of a line, in the sheet's words. */
export function choiceText(line: SheetLine): string {
  const c = PICK_OFFICE_TEXTS.sheetChoice;
  if (line.latePick) return c.latePick;
  switch (line.outcome) {
    case 'AWARDED':
      return line.choice === null ? c.latePick : c.choice(line.choice);
    case 'FORCED':
      return c.FORCED;
    case 'EXTRA_BOARD':
      return c.EXTRA_BOARD;
    case 'SKIPPED':
      return c.SKIPPED;
    case 'NO_AWARD':
      return c.noAward;
    case 'TO_COME':
      return c.toCome;
  }
}

/** The pick sheet as CSV (docs/data-formats.md#pick-sheet), built a line at a time. */
export function pickSheetCsv(lines: readonly SheetLine[]): Buffer {
  const parts = [csvLine(PICK_SHEET_COLUMNS.map((c) => c.name))];
  for (const l of lines) {
    parts.push(
      csvLine([
        String(l.rank),
        String(l.seniorityNumber),
        l.passId,
        postedName(l),
        l.item?.label ?? '',
        choiceText(l),
        l.outcome,
        l.awardedAt?.toISOString() ?? '',
      ]),
    );
  }
  return Buffer.from(parts.join(''), 'utf8');
}

/** Why an item is held, as the awards export says it. */
function reasonOf(l: SheetLine): string {
  if (l.latePick) return 'LATE_PICK';
  if (l.outcome === 'FORCED' || l.outcome === 'EXTRA_BOARD') return l.outcome;
  return l.choice === null ? 'LATE_PICK' : 'CHOICE';
}

/** The awards export (docs/data-formats.md#awards-export): the lines holding an item, for the scheduling system. */
export function awardsExportCsv(lines: readonly SheetLine[], round: { roundId: number; pickCode: string }): Buffer {
  const parts = [csvLine(AWARDS_EXPORT_COLUMNS.map((c) => c.name))];
  for (const l of lines) {
    if (l.item === null) continue;
    const reason = reasonOf(l);
    parts.push(
      csvLine([
        l.passId,
        String(round.roundId),
        round.pickCode,
        l.item.code,
        l.item.kind,
        l.item.effectiveFrom,
        l.item.effectiveTo,
        reason === 'CHOICE' && l.choice !== null ? String(l.choice) : '',
        reason,
      ]),
    );
  }
  return Buffer.from(parts.join(''), 'utf8');
}

export interface SheetPdf {
  title: string;
  subtitle: string;
  /** "printed 07-Dec-26", with the page number on every page. */
  printed: string;
  /** The pick ledger's latest checkpoint as printed on every page (docs/pick-ledger.md). */
  checkpointLine: string;
  /** The document's creation time: the same sheet made at the same time is the same file. */
  createdAt: Date;
  lines: readonly SheetLine[];
}

/** Portrait letter (612 × 792 pt): seniority, name, award, choice. */
const COLUMNS: PdfColumn[] = [70, 150, 220, 100].map((width, i) => ({
  heading: PICK_OFFICE_TEXTS.sheetHeadings[i] as string,
  width,
  size: 8.5,
  bold: i === 0,
}));

/** The pick sheet as a PDF for posting and payroll: every turn in seniority order, as the CSV. */
export function pickSheetPdf(sheet: SheetPdf): Promise<Buffer> {
  return tablePdf({
    title: sheet.title,
    subtitle: sheet.subtitle,
    footer: `${sheet.title} · ${sheet.printed}`,
    checkpointLine: sheet.checkpointLine,
    createdAt: sheet.createdAt,
    margin: 36,
    rowHeight: 16,
    headingSize: 9,
    columns: COLUMNS,
    rows: sheet.lines,
    cells: (l) => [`#${l.seniorityNumber}`, postedName(l), l.item?.label ?? '', choiceText(l)],
    color: (l) => (l.outcome === 'TO_COME' ? '#666' : '#000'),
  });
}
