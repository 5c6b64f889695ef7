// Who does the import session's work: in-process (tests, and until a worker is given) or a Web
// Worker (the app: the page stays responsive). Reading files, rebuilding the node from them (the
// replay and its checks) and walking the "after" set are each a job that can be cancelled. Each
// file given is read on its own, once: adding a file reads only that file, and the session keeps
// every file's result.
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { userMessage } from '../io/errors';
import { importFiles, type ImportedFiles, type ImportInput } from '../io/import';
import { compareAfter, type AfterResult } from './compare-walk';
import { replayOf, type ReplayOutcome } from './replay-outcome';

export interface ImportProgress {
  /** The file being read. */
  file: string;
  /** Files of this batch already read, and how many there are. */
  done: number;
  count: number;
}

export interface Job<T> {
  /** Rejects only when cancelled, or when the worker itself fails (with a message for the user). */
  results: Promise<T>;
  cancel(): void;
}

/** Each input's result, in the order given. */
export type ImportJob = Job<ImportedFiles[]>;

export interface Importer {
  read(inputs: readonly ImportInput[], onProgress: (p: ImportProgress) => void): ImportJob;
  /** The node rebuilt from what was read, with its checks and probe hints. */
  replay(imported: ImportedFiles): Job<ReplayOutcome>;
  /** A second set of files rebuilt the same way, and `probes` walked in `before` and in it. */
  compareAfter(before: Scenario, inputs: readonly ImportInput[], probes: ProbeSpec[]): Job<AfterResult>;
}

export const EMPTY_IMPORT: ImportedFiles = { files: [], cni: [], kubernetes: [], scenarios: [], dumps: [] };

/** One file read on its own; the importer never throws by contract, and should it, the row says so. */
export function readOne(input: ImportInput): ImportedFiles {
  try {
    return importFiles([input]);
  } catch (e) {
    return { ...EMPTY_IMPORT, files: [{ file: input.name, format: null, objects: {}, warnings: [], errors: [{ message: userMessage(e, input.name) }] }] };
  }
}

/** The results of several files as one, in order. */
export function mergeImports(parts: readonly ImportedFiles[]): ImportedFiles {
  return {
    files: parts.flatMap((p) => p.files),
    cni: parts.flatMap((p) => p.cni),
    kubernetes: parts.flatMap((p) => p.kubernetes),
    scenarios: parts.flatMap((p) => p.scenarios),
    dumps: parts.flatMap((p) => p.dumps),
  };
}

export const CANCELLED = 'cancelled';

/** A job that failed in the worker: its message is already written for the user. */
export class JobFailed extends Error {}

/** What to tell the user about a job that did not finish (`what`: the files or the node it was about). */
export const failureOf = (e: unknown, what: string): string => (e instanceof JobFailed ? e.message : userMessage(e, what));

/** A job done here and now (its promise is already settled). */
function doneNow<T>(work: () => T): Job<T> {
  let results: Promise<T>;
  try {
    results = Promise.resolve(work());
  } catch (e) {
    results = Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
  return { results, cancel: () => undefined };
}

/** The importer that works on the calling thread: tests, and the app until its worker is given. */
export const IN_PROCESS: Importer = {
  read: (inputs) => doneNow(() => inputs.map(readOne)),
  replay: (imported) => doneNow(() => replayOf(imported)),
  compareAfter: (before, inputs, probes) => doneNow(() => compareAfter(before, inputs, probes)),
};
