// Reading what the user named: files, folders (recursively, names relative to the folder) and zips
// (expanded by the importer). I/O lives here, not in src/io.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ImportInput } from '../io/import';

const NOT_REGULAR = 'not a regular file or folder (a device, a pipe or a socket); refused';

/** A file's text; a device or a pipe (/dev/zero, a FIFO) is refused before it is opened, as it
 * would never end. Throws with a `code` that userMessage turns into words. */
export function readTextFile(path: string): string {
  const st = statSync(path);
  if (!st.isFile()) throw Object.assign(new Error(NOT_REGULAR), { code: st.isDirectory() ? 'EISDIR' : 'ENOTREG' });
  return readFileSync(path, 'utf8');
}

export function readInputs(paths: string[]): { inputs: ImportInput[]; problems: string[] } {
  const inputs: ImportInput[] = [];
  const problems: string[] = [];
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
          else if (entry.isFile()) inputs.push({ name: join(p, relative(p, full)), bytes: new Uint8Array(readFileSync(full)) });
        }
      };
      walk(p);
    } else inputs.push({ name: p, bytes: new Uint8Array(readFileSync(p)) });
  }
  return { inputs, problems };
}
