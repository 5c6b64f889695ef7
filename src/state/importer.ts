// Who does the import session's work: in-process (tests, and until a worker is given) or a Web
// Worker (the app: the page stays responsive). Reading files, rebuilding the node from them (the
// replay and its checks) and walking the "after" set are each a job that can be cancelled. Each
// file given is read on its own, once: adding a file reads only that file.
// The parsed models (a 100k-rule dump is hundreds of thousands of objects) stay with the importer,
// under a key; the page is given only what it shows: each file's summary rows and which files made
// a model. A replay names the keys it is built from.
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { userMessage, userMsg, userProblem, type What } from '../io/errors';
import type { Msg } from '../core/message';
import { readText, type ReadMsg } from './read-messages';
import { importFiles, type FileSummary, type ImportedFiles, type ImportInput } from '../io/import';
import { compareAfter, type AfterResult, type AfterRole } from './compare-walk';
import { keeper, type FileRead } from './import-keeper';
import { replayOf, type ReplayOutcome } from './replay-outcome';

export { canReplay, mergeReads, NOTHING_READ, type FileRead, type ModelKind, type ReadSummary } from './import-keeper';

export interface ImportProgress {
  /** The file being read. */
  file: string;
  /** Files of this batch already read, and how many there are. */
  done: number;
  count: number;
}

/** Parts of a replayed node received (the worker sends a big node's rules in parts). */
export interface ReplayReceived {
  done: number;
  count: number;
}

export interface Job<T> {
  /** Rejects only when cancelled, or when the worker itself fails (with a message for the user). */
  results: Promise<T>;
  cancel(): void;
}

/** Each input's summary, in the order given (its models stay with the importer). */
export type ImportJob = Job<FileRead[]>;

/** A file the session holds: its bytes (to read it again should the importer have lost it) and what it gave. */
export interface HeldFile {
  input: ImportInput;
  read: FileRead;
}

/** A scenario a replay built, kept by the importer too: the "after" set is compared with it. */
export interface HeldScenario {
  key: number;
  scenario: Scenario;
}

export interface Importer {
  read(inputs: readonly ImportInput[], onProgress: (p: ImportProgress) => void): ImportJob;
  /** The node rebuilt from these files, with its checks and probe hints; its scenario is kept under `key` for compareAfter.
   * `onReceived`: how much of a node sent in parts (a worker's) has come. */
  replay(files: readonly HeldFile[], key: number, onReceived?: (p: ReplayReceived) => void): Job<ReplayOutcome>;
  /** A second set of files rebuilt the same way, and `probes` walked in `before` and in it (`role`: which state the set is). */
  compareAfter(before: HeldScenario, inputs: readonly ImportInput[], probes: ProbeSpec[], role?: AfterRole): Job<AfterResult>;
  /** Lets go of the models (files, replays) under these keys: the session no longer holds them. */
  forget(keys: readonly number[]): void;
}

/** The in-process importer, which can also read at once (the session does without a worker). */
export interface LocalImporter extends Importer {
  readNow(inputs: readonly ImportInput[]): FileRead[];
}

export const EMPTY_IMPORT: ImportedFiles = { files: [], cni: [], kubernetes: [], scenarios: [], dumps: [], captures: [] };

/** One file read on its own; the importer never throws by contract, and should it, the row says so. */
export function readOne(input: ImportInput): ImportedFiles {
  try {
    return importFiles([input]);
  } catch (e) {
    const row: FileSummary = { file: input.name, format: null, objects: {}, warnings: [], errors: [userProblem(e, input.name)] };
    return { ...EMPTY_IMPORT, files: [row] };
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
    captures: parts.flatMap((p) => p.captures ?? []),
  };
}

// Keys are unique in the page, whichever importer made them: a file read in-process and later
// replayed by a worker is never taken for another.
let lastKey = 0;
export const newKey = (): number => ++lastKey;

export const CANCELLED = 'cancelled';

/** A job that failed in the worker: its message is already written for the user, and its value. */
export class JobFailed extends Error {
  constructor(
    message: string,
    readonly msg?: Msg,
  ) {
    super(message);
  }
}

/** A worker's own failure (it stopped, or sent back what could not be read). */
export const workerFailed = (m: ReadMsg): JobFailed => new JobFailed(readText(m), m);

/** What to tell the user about a job that did not finish (`what`: the files or the node it was about), as a value. */
export const failureMsg = (e: unknown, what: What): Msg | undefined => (e instanceof JobFailed ? e.msg : userMsg(e, what));

/** The same in English. */
export const failureOf = (e: unknown, what: What): string => (e instanceof JobFailed ? e.message : userMessage(e, what));

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
export function inProcess(): LocalImporter {
  const kept = keeper();
  const readNow = (inputs: readonly ImportInput[]) => inputs.map((input) => kept.keep(newKey(), readOne(input)));
  return {
    readNow,
    read: (inputs) => doneNow(() => readNow(inputs)),
    replay: (files) => doneNow(() => replayOf(mergeImports(kept.take(files.map((f) => ({ key: f.read.key, input: f.input })), readOne)))),
    compareAfter: (before, inputs, probes, role) => doneNow(() => compareAfter(before.scenario, inputs, probes, role)),
    forget: (keys) => kept.forget(keys),
  };
}

