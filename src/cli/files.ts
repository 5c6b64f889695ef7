// Reading what the user named: files, folders (recursively, names relative to the folder) and zips
// (expanded by the importer). I/O lives here, not in src/io.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ImportInput } from '../io/import';

const NOT_REGULAR = 'not a regular file or folder (a device, a pipe or a socket); refused';

/** What the CLI reads at most, per file and in all (issue 32 item 9): past it Node cannot hold the
 * text (a file over 2 GiB printed a stack trace), and no dump VFP Lab reads comes near it. */
export const MAX_INPUT_BYTES = 512 * 1024 * 1024;
const tooBig = (bytes: number, what: string) =>
  `${what} of ${(bytes / 1024 / 1024).toFixed(0)} MiB, over the ${MAX_INPUT_BYTES / 1024 / 1024} MiB the CLI reads; refused (cut the capture or the dump smaller, or read the node's files one by one)`;

/** A file's text; a device or a pipe (/dev/zero, a FIFO) is refused before it is opened, as it
 * would never end. Throws with a `code` that userMessage turns into words. */
export function readTextFile(path: string): string {
  const st = statSync(path);
  if (!st.isFile()) throw Object.assign(new Error(NOT_REGULAR), { code: st.isDirectory() ? 'EISDIR' : 'ENOTREG' });
  if (st.size > MAX_INPUT_BYTES) throw Object.assign(new Error(tooBig(st.size, 'a file')), { code: 'EFBIG' });
  return readFileSync(path, 'utf8');
}

export function readInputs(paths: string[]): { inputs: ImportInput[]; problems: string[] } {
  const inputs: ImportInput[] = [];
  const problems: string[] = [];
  let total = 0;
  /** Reads a file unless it would take the input past MAX_INPUT_BYTES, which is said instead. */
  const read = (name: string, path: string, size: number): void => {
    if (size > MAX_INPUT_BYTES) return void problems.push(`${name}: ${tooBig(size, 'a file')}`);
    if (total + size > MAX_INPUT_BYTES) return void problems.push(`${name}: ${tooBig(total + size, 'with the files before it, an input')}`);
    total += size;
    inputs.push({ name, bytes: new Uint8Array(readFileSync(path)) });
  };
  for (const p of paths) {
    let st;
    try {
      st = statSync(p);
    } catch {
      problems.push(`${p}: no such file or folder`);
      continue;
    }
    if (!st.isDirectory() && !st.isFile()) {
      problems.push(`${p}: ${NOT_REGULAR}`);
      continue;
    }
    if (st.isDirectory()) {
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
          const full = join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (entry.isFile()) read(join(p, relative(p, full)), full, statSync(full).size);
        }
      };
      walk(p);
    } else read(p, p, st.size);
  }
  return { inputs, problems };
}
