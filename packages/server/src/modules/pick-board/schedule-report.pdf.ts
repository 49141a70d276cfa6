import { DAY_NAMES } from '@crewline/protocol';
import { type PdfColumn, tablePdf } from '../../lib/table-pdf';

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

/** Column widths on a landscape letter page (792 × 612 pt): package, kind, days off, hours, then the week. */
const COLUMNS: PdfColumn[] = [
  { heading: 'Package', width: 62, size: 7.5, bold: true },
  { heading: 'Kind', width: 52, size: 7.5 },
  { heading: 'Days off', width: 54, size: 7.5 },
  { heading: 'Weekly', width: 44, size: 7.5 },
  ...DAY_NAMES.map((day) => ({ heading: day, width: 73, size: 6.5 })),
];

/**
 * The population's schedule report as a PDF (the pick board's "population attachment"): every
 * package on a row, its run of each weekday (code and times), days off and weekly paid hours.
 */
export function scheduleReportPdf(report: ScheduleReport): Promise<Buffer> {
  return tablePdf({
    title: report.title,
    subtitle: report.subtitle,
    footer: `${report.title} · printed ${report.printedOn}`,
    checkpointLine: report.checkpointLine,
    createdAt: report.createdAt,
    landscape: true,
    margin: 28,
    rowHeight: 22,
    headingSize: 8,
    columns: COLUMNS,
    rows: report.packages,
    cells: (p) => [p.code, p.kindLabel, p.daysOff, p.weeklyHours, ...p.days],
    color: (_p, cell) => (cell === 'OFF' ? '#777' : '#000'),
    wrap: true,
  });
}
