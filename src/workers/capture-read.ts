// A capture file read as the capture worker reads it: an etl2txt text over STREAM_OVER bytes is
// decoded and parsed as a stream (Etl2txtReader, slice by slice) with progress by bytes, so a
// 200 MB capture never exists as one string; anything else (a zip, a pcapng, `pktmon list`, a small
// text) goes through the importer whole. Never throws: a file that cannot be read is a row saying so.
import { countCapture, detectEtl2txt, Etl2txtReader } from '../io/capture/read';
import type { Capture } from '../io/capture/model';
import { userProblem } from '../io/errors';
import type { FileSummary } from '../io/import';
import { importFiles } from '../io/import';

/** Above this, an etl2txt text is streamed. */
export const STREAM_OVER = 8 * 1024 * 1024;
/** What is sniffed to tell the format before streaming. */
const HEAD = 64 * 1024;

export interface CaptureRead {
  rows: FileSummary[];
  captures: { file: string; capture: Capture }[];
}

export type Progress = (read: number, total: number) => void;

/** Slices read one at a time: a bounded piece of the file in memory, wherever it comes from. */
const SLICE = 4 * 1024 * 1024;

async function whole(name: string, file: Blob): Promise<CaptureRead> {
  const r = importFiles([{ name, bytes: new Uint8Array(await file.arrayBuffer()) }]);
  return { rows: r.files, captures: r.captures.map((c) => ({ file: c.file, capture: c.model })) };
}

/**
 * A plain UTF-8 etl2txt text over STREAM_OVER bytes, decoded and parsed slice by slice; undefined
 * when the file is no such text (the caller reads it whole). Throws only what reading the file throws.
 */
export async function streamEtl2txt(name: string, file: Blob, progress?: Progress, cancelled: () => boolean = () => false): Promise<CaptureRead | undefined> {
  if (file.size <= STREAM_OVER) return undefined;
  const head = new Uint8Array(await file.slice(0, HEAD).arrayBuffer());
  // Only plain UTF-8 text is streamed (UTF-16, zips and pcapng are read whole by the importer).
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff) || (head.length > 3 && head[1] === 0 && head[3] === 0);
  const headText = new TextDecoder('utf-8').decode(head);
  const lastLf = headText.lastIndexOf('\n');
  if (utf16 || head[0] === 0x50 /* PK: zip */ || detectEtl2txt(lastLf > 0 ? headText.slice(0, lastLf) : headText) < 0.3) return undefined;
  const reader = new Etl2txtReader();
  const decoder = new TextDecoder('utf-8');
  for (let at = 0; at < file.size; at += SLICE) {
    if (cancelled()) return { rows: [{ file: name, format: null, objects: {}, warnings: [{ message: 'reading was cancelled' }], errors: [] }], captures: [] };
    const end = Math.min(file.size, at + SLICE);
    // `stream: true` keeps a character cut by the slice's end for the next slice.
    reader.push(decoder.decode(await file.slice(at, end).arrayBuffer(), { stream: end < file.size }));
    progress?.(end, file.size);
  }
  const r = reader.end();
  const rows: FileSummary[] = [{ file: name, format: 'pktmon-txt', objects: r.value ? countCapture(r.value) : {}, warnings: r.warnings, errors: r.errors }];
  return { rows, captures: r.value ? [{ file: name, capture: r.value }] : [] };
}

export async function readCapture(name: string, file: Blob, progress?: Progress, cancelled: () => boolean = () => false): Promise<CaptureRead> {
  try {
    return (await streamEtl2txt(name, file, progress, cancelled)) ?? (await whole(name, file));
  } catch (e) {
    return { rows: [{ file: name, format: null, objects: {}, warnings: [], errors: [userProblem(e, name)] }], captures: [] };
  }
}
