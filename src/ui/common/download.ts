// A file the browser hands to the user: a download started from bytes. (The zips of text files are
// in zip-texts.ts, so that fflate stays out of the first load.)

/** Starts a download of `bytes` named `name`. */
export function downloadBytes(bytes: Uint8Array, name: string, type = 'application/zip'): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // The click starts the download synchronously; the URL can go once it has been handed over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
