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
function download(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * A document from a service (a schedule report PDF): opened in the device's viewer (a new tab:
 * the browser's or the phone's PDF viewer) and downloaded where it cannot open one, in the
 * desktop shell (its window asks where to save) or when a new window is refused. The object URL
 * is freed once the viewer has had time to read it.
 */
export function openDocument(file: DocumentFile): void {
  const url = URL.createObjectURL(blobOf(file));
  if (window.crewlineDesktop !== undefined || !window.open(url, '_blank')) download(url, file.fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
