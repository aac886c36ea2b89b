/**
 * Saves a file through the browser's download: browser mode downloads it, the desktop app's
 * default download asks where to save it. The link is attached while clicked (some engines ignore
 * a detached one) and the URL kept long enough for a large file to be read.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Text or bytes as a file of the given type. */
export function downloadFile(fileName: string, content: string | Uint8Array, type: string): void {
  downloadBlob(fileName, new Blob([typeof content === 'string' ? content : content.slice().buffer], { type }));
}
