import PDFDocument from 'pdfkit';

/** A column of a printed table: its heading, width (pt) and how its cells are set. */
export interface PdfColumn {
  heading: string;
  width: number;
  /** Font size of its cells. */
  size: number;
  bold?: boolean;
}

export interface PdfTable<Row> {
  title: string;
  subtitle: string;
  /** The words before the page number at the foot of every page: "<title> · printed 07-Dec-26". */
  footer: string;
  /** The pick ledger's latest checkpoint as printed on every page (docs/pick-ledger.md). */
  checkpointLine: string;
  /** The document's creation time: the same table made at the same time is the same file, byte for byte. */
  createdAt: Date;
  landscape?: boolean;
  margin: number;
  rowHeight: number;
  headingSize: number;
  columns: readonly PdfColumn[];
  rows: readonly Row[];
  cells(row: Row): readonly string[];
  color(row: Row, cell: string): string;
  /** A cell's words wrap within its row (else one line, cut with an ellipsis). */
  wrap?: boolean;
}

const HEAD = 18;

/**
 * A table printed on letter pages for posting (the pick sheet, a population's schedule report):
 * title and subtitle on the first page, the headings on every page, every other row shaded, the
 * footer and the ledger's checkpoint on every page. Standard fonts only: nothing to embed,
 * nothing read from disk but pdfkit's own metrics. Pages are written as they fill, so a
 * group of 2,000 is one pass.
 */
export function tablePdf<Row>(table: PdfTable<Row>): Promise<Buffer> {
  const { margin, rowHeight, columns } = table;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: table.landscape ? 'landscape' : 'portrait',
    margin,
    info: { Title: table.title, Subject: table.subtitle, Creator: 'Crewline', CreationDate: table.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = doc.page.height - margin;
  const full = columns.reduce((sum, c) => sum + c.width, 0);
  let page = 1;
  const footer = () =>
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555')
      .text(`${table.footer} · page ${page}`, margin, bottom - 8, { lineBreak: false })
      .text(table.checkpointLine, margin, bottom - 17, { width: full, lineBreak: false, ellipsis: true });
  const header = (first: boolean) => {
    let y = margin;
    if (first) {
      doc.font('Helvetica-Bold').fontSize(14).fillColor('#000').text(table.title, margin, y, { width: full });
      y = doc.y + 4;
      doc.font('Helvetica').fontSize(9).fillColor('#333').text(table.subtitle, margin, y, { width: full });
      y = doc.y + 8;
    }
    let x = margin;
    doc.font('Helvetica-Bold').fontSize(table.headingSize).fillColor('#000');
    for (const c of columns) {
      doc.text(c.heading, x + 2, y + 4, { width: c.width - 4, lineBreak: false });
      x += c.width;
    }
    doc
      .moveTo(margin, y + HEAD)
      .lineTo(margin + full, y + HEAD)
      .strokeColor('#000')
      .stroke();
    return y + HEAD;
  };

  let y = header(true);
  table.rows.forEach((row, index) => {
    if (y + rowHeight > bottom - 23) {
      footer();
      doc.addPage();
      page++;
      y = header(false);
    }
    if (index % 2 === 1) doc.rect(margin, y, full, rowHeight).fillColor('#f1f3f7').fill();
    let x = margin;
    table.cells(row).forEach((cell, i) => {
      const column = columns[i] as PdfColumn;
      const box = table.wrap
        ? { width: column.width - 4, height: rowHeight - 4, ellipsis: true }
        : { width: column.width - 4, lineBreak: false, ellipsis: true };
      doc
        .font(column.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(column.size)
        .fillColor(table.color(row, cell))
        .text(cell, x + 2, y + (table.wrap ? 3 : 4), box);
      x += column.width;
    });
    y += rowHeight;
  });
  footer();
  doc.end();
  return done;
}
