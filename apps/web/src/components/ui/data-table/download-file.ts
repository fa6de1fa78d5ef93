/** Saves a blob under `fileName` through a temporary link, as the browser's own download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
