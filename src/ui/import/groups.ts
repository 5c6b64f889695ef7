// The file list as the user gave it: one entry per file, per zip (its members inside) and per
// folder (its files inside), so a collectlogs folder is one entry and not forty.
import type { FileSummary } from '../../io/import';
import { belongsTo } from '../../state/import-store';

export interface FileGroup {
  /** The file, zip or top folder name. */
  name: string;
  kind: 'file' | 'zip' | 'folder';
  /** The names given to the importer (what "remove" takes away). */
  inputs: string[];
  rows: FileSummary[];
}

const topFolder = (path: string): string | undefined => (path.includes('/') ? path.slice(0, path.indexOf('/')) : undefined);

export function groupFiles(inputs: readonly string[], rows: readonly FileSummary[], unread: readonly FileSummary[]): FileGroup[] {
  const groups = new Map<string, FileGroup>();
  const groupOf = (name: string, kind: FileGroup['kind']): FileGroup => {
    let g = groups.get(name);
    if (!g) groups.set(name, (g = { name, kind, inputs: [], rows: [] }));
    return g;
  };
  for (const input of inputs) {
    const own = rows.filter((r) => belongsTo(r.file, input));
    const folder = topFolder(input);
    const g = folder ? groupOf(folder, 'folder') : groupOf(input, own.some((r) => r.file !== input) ? 'zip' : 'file');
    g.inputs.push(input);
    g.rows.push(...own);
  }
  for (const u of unread) {
    const folder = topFolder(u.file);
    const g = folder ? groupOf(folder, 'folder') : groupOf(u.file, 'file');
    g.inputs.push(u.file);
    g.rows.push(u);
  }
  return [...groups.values()];
}

/** A row's name inside its group (`collectlogs.zip!ip.txt` → `ip.txt`, `logs/ip.txt` → `ip.txt`). */
export function nameInGroup(row: string, group: FileGroup): string {
  if (group.kind === 'zip') return row.slice(group.name.length + 1) || row;
  if (group.kind === 'folder') return row.slice(group.name.length + 1);
  return row;
}
