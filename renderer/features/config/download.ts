/** Saves bytes or text as a file through the browser's download (browser mode, and Electron's default download). */
export function downloadFile(fileName: string, content: string | Uint8Array, type: string): void {
  const blob = new Blob([typeof content === 'string' ? content : content.slice().buffer], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
