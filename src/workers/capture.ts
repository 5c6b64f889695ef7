// The capture worker: the user's pktmon files are read here (a big etl2txt streamed, with progress
// by bytes; a cancel ends the worker) and stay here, merged; the page asks for the alignment of the
// trace on screen and gets back only that (a few kilobytes), never the million events. The page
// never holds, parses or walks a capture, so it never blocks on one.
import '../zod-jitless';
import type { Scenario } from '../cluster/scenario/schema';
import { simulate, type Simulation } from '../cluster/simulation';
import type { Trace } from '../core/trace/trace';
import type { Alignment } from '../io/align/align';
import { mergeCaptures, type MergedCapture } from '../io/align/merge';
import { alignShown } from '../io/align/session';
import type { Msg } from '../core/message';
import { userProblem, WHAT } from '../io/errors';
import type { FileSummary } from '../io/import';
import { readCapture, type CaptureRead } from './capture-read';

export type CaptureRequest =
  | { id: number; kind: 'read'; files: { name: string; file: Blob }[] }
  | { id: number; kind: 'remove'; names: string[] }
  | { id: number; kind: 'align'; scenarioKey: string; scenario: Scenario; trace: Trace };

export interface ReadValue {
  files: { name: string; size: number; rows: FileSummary[]; captures: number }[];
}

export interface AlignValue {
  alignment?: Alignment;
  error?: string;
  otherSrcPort?: { captured: number; probe: number };
}

export type CaptureReply =
  | { id: number; kind: 'progress'; file: string; read: number; total: number }
  | { id: number; kind: 'done'; value: ReadValue | AlignValue | null }
  | { id: number; kind: 'failed'; message: string; msg?: Msg };

const post = (r: CaptureReply) => self.postMessage(r);

const held = new Map<string, CaptureRead>();
let merged: MergedCapture | undefined;
let sim: { key: string; value: Simulation } | undefined;

const remerge = () => {
  const all = [...held.values()].flatMap((r) => r.captures);
  merged = all.length ? mergeCaptures(all) : undefined;
};

async function work(r: CaptureRequest): Promise<ReadValue | AlignValue | null> {
  switch (r.kind) {
    case 'read': {
      const files: ReadValue['files'] = [];
      for (const f of r.files) {
        let last = 0;
        const read = await readCapture(f.name, f.file, (done, total) => {
          // A word every 2% (or at the end) is enough for a progress bar.
          if (done === total || done - last >= total / 50) {
            last = done;
            post({ id: r.id, kind: 'progress', file: f.name, read: done, total });
          }
        });
        held.set(f.name, read);
        files.push({ name: f.name, size: f.file.size, rows: read.rows, captures: read.captures.length });
      }
      remerge();
      return { files };
    }
    case 'remove':
      for (const n of r.names) held.delete(n);
      remerge();
      return null;
    case 'align': {
      if (!merged) return {};
      if (sim?.key !== r.scenarioKey) sim = { key: r.scenarioKey, value: simulate(r.scenario) };
      return alignShown(sim.value.world, r.trace, merged);
    }
  }
}

self.onmessage = (e: MessageEvent<CaptureRequest>) => {
  const r = e.data;
  work(r).then(
    (value) => post({ id: r.id, kind: 'done', value }),
    (err: unknown) => post({ id: r.id, kind: 'failed', ...userProblem(err, WHAT.capture) }),
  );
};
