// Files from the picker, a folder picker or a drop (files, folders, zips) → bytes for the importer.
// Everything stays in the browser. What cannot be handed over (too large, unreadable) becomes a row
// that says so, never an exception.
import type { FileSummary, ImportInput } from '../../io/import';

/** The zip reader's own limit for one member; a bigger file is a capture or an event log, not a dump. */
const MAX_FILE_BYTES = 256 * 1024 * 1024;
/** All files of one drop together, so a collectlogs folder with its traces cannot exhaust the tab. */
const MAX_TOTAL_BYTES = 1024 * 1024 * 1024;

export interface PickedFile {
  file: File;
  /** The path as the user sees it: a folder's files keep their folder (`collectlogs/ip.txt`). */
  path: string;
}

const megabytes = (n: number) => `${Math.round(n / 1024 / 1024).toLocaleString('en')} MB`;
const unreadRow = (file: string, p: { warning?: string; error?: string }): FileSummary => ({
  file,
  format: null,
  objects: {},
  warnings: p.warning ? [{ message: p.warning }] : [],
  errors: p.error ? [{ message: p.error }] : [],
});

/**
 * The file each input's bytes were read from: the worker is handed the file (a handle, cloned at no
 * cost) rather than a copy of its bytes, whose cloning would hold the page ~50 ms for a 30 MB dump.
 */
export const fileOfBytes = new WeakMap<Uint8Array, Blob>();

/** Bytes read at once: a 30 MB dump read in one piece would hold the page for ~100 ms (the copy into the page). */
const CHUNK_BYTES = 2 * 1024 * 1024;

/** A file's bytes, read a slice at a time so that each copy is a short task. */
async function bytesOf(file: Blob): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size);
  let at = 0;
  while (at < bytes.length) {
    const part = new Uint8Array(await file.slice(at, at + CHUNK_BYTES).arrayBuffer());
    if (!part.length) break;
    bytes.set(part.subarray(0, bytes.length - at), at);
    at += part.length;
  }
  return at < bytes.length ? bytes.slice(0, at) : bytes;
}

export async function readPicked(picked: readonly PickedFile[]): Promise<{ inputs: ImportInput[]; unread: FileSummary[] }> {
  const inputs: ImportInput[] = [];
  const unread: FileSummary[] = [];
  let total = 0;
  for (const { file, path } of picked) {
    if (file.size > MAX_FILE_BYTES) {
      unread.push(unreadRow(path, { warning: `${megabytes(file.size)}: too large for a text dump (a packet capture or an event log?); not read` }));
      continue;
    }
    if (total + file.size > MAX_TOTAL_BYTES) {
      unread.push(unreadRow(path, { warning: `not read: the files dropped together pass ${megabytes(MAX_TOTAL_BYTES)}; drop the dumps without the captures and event logs` }));
      continue;
    }
    try {
      const bytes = await bytesOf(file);
      fileOfBytes.set(bytes, file);
      inputs.push({ name: path, bytes });
      total += file.size;
    } catch {
      unread.push(unreadRow(path, { error: 'the browser could not read this file (was it moved, deleted or locked?); pick it again' }));
    }
  }
  return { inputs, unread };
}

/** Files of an `<input type=file>` (with `webkitdirectory`, each keeps its path in the folder). */
export const pickedFromList = (list: FileList | null): PickedFile[] => [...(list ?? [])].map((file) => ({ file, path: file.webkitRelativePath || file.name }));

const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));
const batchOf = (reader: FileSystemDirectoryReader) => new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));

async function walk(entry: FileSystemEntry, out: PickedFile[], failed: string[]): Promise<void> {
  const path = entry.fullPath.replace(/^\//, '');
  try {
    if (entry.isFile) out.push({ file: await fileOf(entry as FileSystemFileEntry), path });
    else if (entry.isDirectory) {
      const reader = (entry as FileSystemDirectoryEntry).createReader();
      // readEntries hands a directory over in batches (about 100 entries); an empty one ends it.
      for (let batch = await batchOf(reader); batch.length; batch = await batchOf(reader)) for (const e of batch) await walk(e, out, failed);
    }
  } catch {
    failed.push(path);
  }
}

/** What was dropped: files, and the files of dropped folders (read now: the drop's items expire after the event). */
export async function pickedFromDrop(data: DataTransfer): Promise<{ picked: PickedFile[]; failed: string[] }> {
  // The entries must be taken synchronously, while the drop event is being handled.
  const entries = [...data.items].filter((i) => i.kind === 'file').map((i) => i.webkitGetAsEntry());
  const picked: PickedFile[] = [];
  const failed: string[] = [];
  if (entries.every((e) => e === null)) return { picked: pickedFromList(data.files), failed };
  for (const e of entries) if (e) await walk(e, picked, failed);
  return { picked, failed };
}

/** Rows for dropped entries the browser would not open. */
export const failedRows = (paths: readonly string[]): FileSummary[] => paths.map((p) => unreadRow(p, { error: 'the browser could not open this file or folder; pick it with "Choose files" instead' }));
