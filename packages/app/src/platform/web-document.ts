export interface DocumentFile {
  fileName: string;
  contentType: string;
  base64: string;
}

function blobOf(file: DocumentFile): Blob {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: file.contentType });
}

/** Saves the file through the browser's download (the desktop shell asks where). */
function download(doc: Document, url: string, fileName: string): void {
  const a = doc.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  doc.body.append(a);
  a.click();
  a.remove();
}

/**
 * A document in a browser or the desktop shell: opened in a new tab (the browser's PDF viewer),
 * or downloaded under its name where no tab opens — in the desktop shell (`saveOnly`: its window
 * asks where to save) or when a new window is refused. The object URL is freed once the viewer
 * has had time to read it.
 */
export function openInBrowser(win: Window, file: DocumentFile, { saveOnly = false } = {}): void {
  const url = URL.createObjectURL(blobOf(file));
  if (saveOnly || !win.open(url, '_blank')) download(win.document, url, file.fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
