import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, page content stream by stream, for tests: each compressed stream is
 * inflated and the strings of its text operators (Tj, TJ) joined, hex or literal. Enough for the
 * standard-font text pdfkit writes; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (a font, an image)
    }
    for (const op of body.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\((.*?)\)\s*Tj/g)) {
      const parts = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>|\((.*?)\)/g)] : [op];
      out.push(
        parts
          .map((p) => {
            const hex = p[1] ?? p[2];
            if (op[1] === undefined && op[2] !== undefined) return Buffer.from(op[2], 'hex').toString('latin1');
            if (op[1] === undefined) return op[3] ?? '';
            return p[1] !== undefined ? Buffer.from(hex ?? '', 'hex').toString('latin1') : (p[2] ?? '');
          })
          .join(''),
      );
    }
    streams.lastIndex = end;
  }
  return out.join('\n');
}
