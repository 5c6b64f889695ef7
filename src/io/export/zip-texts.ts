// A zip of text files (fflate, in memory): the redacted dumps of Import mode and a node's dumps (on
// the page, or in the worker that writes a big node's: workers/node-dumps.ts).
import { strToU8, zipSync } from 'fflate';

/** A zip of text files, each at its path (UTF-8). */
export function zipTexts(files: readonly { path: string; text: string }[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((f) => [f.path, strToU8(f.text)])));
}
