// Files the browser hands to the user: a download started from bytes, and a zip of text files
// (fflate, in memory). Used by the redacted dumps of Import mode and by a node's dumps.
import { strToU8, zipSync } from 'fflate';

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

/** A zip of text files, each at its path (UTF-8). */
export function zipTexts(files: readonly { path: string; text: string }[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((f) => [f.path, strToU8(f.text)])));
}
