import { AWARDS_EXPORT_COLUMNS, PICK_OFFICE_TEXTS, PICK_SHEET_COLUMNS, postedName } from '@crewline/protocol';
import PDFDocument from 'pdfkit';
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

const MARGIN = 36;
const ROW = 16;
const HEAD = 18;
/** Portrait letter (612 × 792 pt): seniority, name, award, choice. */
const WIDTHS = [70, 150, 220, 100];

/**
 * The pick sheet as a PDF for posting and payroll: every turn in seniority order, as the CSV.
 * Standard fonts only (nothing read from disk but pdfkit's metrics); pages are written as they
 * fill, so a group of 2,000 is 48 pages made in one pass.
 */
export function pickSheetPdf(sheet: SheetPdf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: sheet.title, Subject: sheet.subtitle, Creator: 'Crewline', CreationDate: sheet.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const bottom = doc.page.height - MARGIN;
  const full = WIDTHS.reduce((a, b) => a + b, 0);
  let page = 1;
  const footer = () =>
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555')
      .text(`${sheet.title} · ${sheet.printed} · page ${page}`, MARGIN, bottom - 8, { lineBreak: false })
      .text(sheet.checkpointLine, MARGIN, bottom - 17, { width: full, lineBreak: false, ellipsis: true });
  const header = (first: boolean) => {
    let y = MARGIN;
    if (first) {
      doc.font('Helvetica-Bold').fontSize(14).fillColor('#000').text(sheet.title, MARGIN, y, { width: full });
      y = doc.y + 4;
      doc.font('Helvetica').fontSize(9).fillColor('#333').text(sheet.subtitle, MARGIN, y, { width: full });
      y = doc.y + 8;
    }
    let x = MARGIN;
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#000');
    PICK_OFFICE_TEXTS.sheetHeadings.forEach((h, i) => {
      doc.text(h, x + 2, y + 4, { width: (WIDTHS[i] as number) - 4, lineBreak: false });
      x += WIDTHS[i] as number;
    });
    doc
      .moveTo(MARGIN, y + HEAD)
      .lineTo(MARGIN + full, y + HEAD)
      .strokeColor('#000')
      .stroke();
    return y + HEAD;
  };
  let y = header(true);
  sheet.lines.forEach((l, index) => {
    if (y + ROW > bottom - 23) {
      footer();
      doc.addPage();
      page++;
      y = header(false);
    }
    if (index % 2 === 1) doc.rect(MARGIN, y, full, ROW).fillColor('#f1f3f7').fill();
    const cells = [`#${l.seniorityNumber}`, postedName(l), l.item?.label ?? '', choiceText(l)];
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc
        .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8.5)
        .fillColor(l.outcome === 'TO_COME' ? '#666' : '#000')
        .text(cell, x + 2, y + 4, { width: (WIDTHS[i] as number) - 4, lineBreak: false, ellipsis: true });
      x += WIDTHS[i] as number;
    });
    y += ROW;
  });
  footer();
  doc.end();
  return done;
}
