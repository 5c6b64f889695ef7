// The import session's work off the main thread: each file given is read (zips expanded, formats
// detected, parsed) here, one at a time, with a progress message before each; a replay rebuilds
// the node and runs its checks here; the "after" set is rebuilt and walked here. The page stays
// responsive with 100k-rule dumps and hostile lines, and the user can cancel any of it.
// The parsed models stay here, under the keys the page gave (state/import-keeper.ts): the page is
// sent each file's summary rows, and a replay names the files it is built from by key (with the
// bytes of any file this worker has not read: a cancel ends the worker, and its models with it).
// A replayed node comes back checked and in parts (state/replay-transfer.ts): its rules a few
// thousand per message, so that the page never decodes or checks a 28 MB node in one task.
import '../zod-jitless';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { userProblem, WHAT } from '../io/errors';
import type { Msg } from '../core/message';
import type { ImportedFiles, ImportInput } from '../io/import';
import { compareAfter, type AfterResult, type AfterRole } from '../state/compare-walk';
import { keeper, type FileRead } from '../state/import-keeper';
import { EMPTY_IMPORT, mergeImports, readOne } from '../state/importer';
import { replayOf } from '../state/replay-outcome';
import { streamEtl2txt } from './capture-read';
import { checkedScenario, partText, splitOutcome, type SentOutcome } from '../state/replay-transfer';

/** A file as sent: its bytes, or the file the page read them from (a handle, cloned at no cost). */
export type SentInput = ImportInput | { name: string; file: Blob };

/** A file by its key, with its content when this worker may not hold its models. */
export interface KeyedFile {
  key: number;
  input?: SentInput;
}

/** A job: its replies (progress, then done or failed) carry its id. */
export type JobRequest =
  | { id: number; kind: 'read'; inputs: SentInput[]; keys: number[] }
  | { id: number; kind: 'replay'; files: KeyedFile[]; key: number }
  | { id: number; kind: 'after'; before: { key: number; scenario?: Scenario }; inputs: SentInput[]; probes: ProbeSpec[]; role?: AfterRole };

/** Jobs, and letting go of what the session no longer holds (no reply). */
export type ImportRequest = JobRequest | { kind: 'forget'; keys: number[] };

export type ImportReply =
  | { id: number; kind: 'progress'; file: string; done: number; count: number }
  /** A replay's rules, before its outcome (state/replay-transfer.ts): part `done` of `count`, as JSON text. */
  | { id: number; kind: 'rules'; part: string; done: number; count: number }
  | { id: number; kind: 'done'; value: FileRead[] | SentOutcome | AfterResult }
  | { id: number; kind: 'failed'; message: string; msg?: Msg };

const post = (reply: ImportReply) => self.postMessage(reply);

const models = keeper();
/** The scenarios replays built, by the key the page gave: the "after" set is compared with one. */
const replayed = new Map<number, Scenario>();

/** The bytes of a file sent as a handle, read here; a file the browser can no longer read is empty (its row says why). */
async function bytesOf(input: SentInput): Promise<ImportInput | { name: string; error: string }> {
  if (!('file' in input)) return input;
  try {
    return { name: input.name, bytes: new Uint8Array(await input.file.arrayBuffer()) };
  } catch {
    return { name: input.name, error: 'the browser could not read this file again (was it moved or changed?); pick it again' };
  }
}

const readSent = (input: ImportInput | { name: string; error: string }): ImportedFiles =>
  'error' in input ? { ...EMPTY_IMPORT, files: [{ file: input.name, format: null, objects: {}, warnings: [], errors: [{ message: input.error }] }] } : readOne(input);

async function work(request: JobRequest): Promise<Extract<ImportReply, { kind: 'done' }>['value']> {
  switch (request.kind) {
    case 'read': {
      const read: FileRead[] = [];
      for (const [done, input] of request.inputs.entries()) {
        post({ id: request.id, kind: 'progress', file: input.name, done, count: request.inputs.length });
        // A big pktmon etl2txt is streamed (never one 200 MB string); anything else is read whole.
        const streamed = 'file' in input ? await streamEtl2txt(input.name, input.file).catch(() => undefined) : undefined;
        const files = streamed ? { ...EMPTY_IMPORT, files: streamed.rows, captures: streamed.captures.map((c) => ({ file: c.file, format: 'pktmon-txt' as const, model: c.capture })) } : readSent(await bytesOf(input));
        read.push(models.keep(request.keys[done]!, files));
      }
      return read;
    }
    case 'replay': {
      const files: { key: number; input?: ImportInput }[] = [];
      for (const { key, input } of request.files) {
        const got = input && (await bytesOf(input));
        files.push({ key, input: got && 'bytes' in got ? got : undefined });
      }
      const built = replayOf(mergeImports(models.take(files, readOne)));
      if (!built.ok) return { head: built, rules: 0, checked: false };
      const { scenario, checked } = checkedScenario(built.scenario);
      replayed.set(request.key, scenario);
      // The rules go first, a part per message; the outcome, without them, ends the job.
      const { head, parts, rules } = splitOutcome({ ...built, scenario });
      parts.forEach((part, done) => post({ id: request.id, kind: 'rules', part: partText(part), done, count: parts.length }));
      return { head, rules, checked };
    }
    case 'after': {
      const before = request.before.scenario ?? replayed.get(request.before.key);
      if (!before) return { error: 'the replay is no longer held: replay the node again' };
      // The page marks the key held once it sent the scenario: keep it, for the next comparison.
      replayed.set(request.before.key, before);
      const inputs: ImportInput[] = [];
      for (const sentInput of request.inputs) {
        const got = await bytesOf(sentInput);
        if ('error' in got) return { error: `${got.name}: ${got.error}` };
        inputs.push(got);
      }
      return compareAfter(before, inputs, request.probes, request.role);
    }
  }
}

async function answer(request: ImportRequest): Promise<void> {
  if (request.kind === 'forget') {
    models.forget(request.keys);
    for (const k of request.keys) replayed.delete(k);
    return;
  }
  try {
    post({ id: request.id, kind: 'done', value: await work(request) });
  } catch (err) {
    // A batch that failed partway: the page never gets its keys, so it cannot let them go.
    if (request.kind === 'read') models.forget(request.keys);
    // The jobs catch what they expect; this is the rest, said in words rather than a stack.
    post({ id: request.id, kind: 'failed', ...userProblem(err, request.kind === 'read' ? WHAT.files : WHAT.nodeFiles) });
  }
}

// One message after the other, as they came (reading a file handed over is asynchronous): batches
// join the session in the order they were given.
// What still escapes is thrown again outside the promise chain, so that it reaches the page as the
// worker's error event (said to the user) rather than dying as an unhandled rejection.
let queue = Promise.resolve();
self.onmessage = (e: MessageEvent<ImportRequest>) => {
  queue = queue
    .then(() => answer(e.data))
    .catch((err: unknown) => {
      setTimeout(() => {
        throw err;
      });
    });
};
