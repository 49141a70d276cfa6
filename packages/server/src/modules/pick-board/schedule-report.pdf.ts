import { DAY_NAMES } from '@crewline/protocol';
import PDFDocument from 'pdfkit';

/** A package's line in the report. */
export interface ReportPackage {
  code: string;
  kindLabel: string;
  daysOff: string;
  weeklyHours: string;
  /** Sunday first: "FB-0412 06:30A–03:40P", or "OFF". */
  days: string[];
}

export interface ScheduleReport {
  title: string;
  subtitle: string;
  printedOn: string;
  /** The document's creation time: the same report made at the same time is the same file, byte for byte. */
  createdAt: Date;
  /** The pick ledger's latest checkpoint as printed on every page (docs/pick-ledger.md). */
  checkpointLine: string;
  packages: ReportPackage[];
}

const MARGIN = 28;
const ROW = 22;
const HEAD = 18;
/** Column widths on a landscape letter page (792 × 612 pt): package, kind, days off, hours, then the week. */
const WIDTHS = [62, 52, 54, 44, ...DAY_NAMES.map(() => 73)];
const HEADINGS = ['Package', 'Kind', 'Days off', 'Weekly', ...DAY_NAMES];

/**
 * The population's schedule report as a PDF (the pick board's "population attachment"): every
 * package on a row, its run of each weekday (code and times), days off and weekly paid hours.
 * Standard fonts only: nothing to embed, nothing read from disk but pdfkit's own font metrics.
 */
export function scheduleReportPdf(report: ScheduleReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: report.title, Subject: report.subtitle, Creator: 'Crewline', CreationDate: report.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = doc.page.height - MARGIN;
  let page = 1;
  const footer = () =>
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555')
      .text(`${report.title} · printed ${report.printedOn} · page ${page}`, MARGIN, bottom - 8, {
        lineBreak: false,
      })
      .text(report.checkpointLine, MARGIN, bottom - 17, { lineBreak: false });
  const header = (first: boolean) => {
    let y = MARGIN;
    if (first) {
      doc.font('Helvetica-Bold').fontSize(14).fillColor('#000').text(report.title, MARGIN, y);
      y += 18;
      doc.font('Helvetica').fontSize(9).fillColor('#333').text(report.subtitle, MARGIN, y);
      y += 16;
    }
    let x = MARGIN;
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#000');
    HEADINGS.forEach((h, i) => {
      doc.text(h, x + 2, y + 4, { width: (WIDTHS[i] as number) - 4, lineBreak: false });
      x += WIDTHS[i] as number;
    });
    doc
      .moveTo(MARGIN, y + HEAD)
      .lineTo(x, y + HEAD)
      .strokeColor('#000')
      .stroke();
    return y + HEAD;
  };

  let y = header(true);
  report.packages.forEach((p, index) => {
    if (y + ROW > bottom - 23) {
      footer();
      doc.addPage();
      page++;
      y = header(false);
    }
    if (index % 2 === 1)
      doc
        .rect(
          MARGIN,
          y,
          WIDTHS.reduce((a, b) => a + b, 0),
          ROW,
        )
        .fillColor('#f1f3f7')
        .fill();
    const cells = [p.code, p.kindLabel, p.daysOff, p.weeklyHours, ...p.days];
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc
        .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(i >= 4 ? 6.5 : 7.5)
        .fillColor(cell === 'OFF' ? '#777' : '#000')
        .text(cell, x + 2, y + 3, { width: (WIDTHS[i] as number) - 4, height: ROW - 4, ellipsis: true });
      x += WIDTHS[i] as number;
    });
    y += ROW;
  });
  footer();
  doc.end();
  return done;
}
