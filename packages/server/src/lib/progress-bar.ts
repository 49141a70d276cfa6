/** A one-line text progress bar, redrawn in place on a terminal stream. */
export function progressBar(stream: NodeJS.WriteStream, label: string, width = 30) {
  let last = '';
  return (done: number, total: number) => {
    const ratio = total === 0 ? 1 : done / total;
    const filled = Math.round(ratio * width);
    const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(ratio * 100)}% ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`;
    if (line === last) return;
    last = line;
    // Without a terminal (CI logs) each redraw would be a new line: print only the end.
    if (stream.isTTY) stream.write(`\r${line}`);
    if (done >= total) stream.write(stream.isTTY ? '\n' : `${line}\n`);
  };
}
