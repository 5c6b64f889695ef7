// The import session's work off the main thread: each file given is read (zips expanded, formats
// detected, parsed) here, one at a time, with a progress message before each; a replay rebuilds
// the node and runs its checks here; the "after" set is rebuilt and walked here. The page stays
// responsive with 100k-rule dumps and hostile lines, and the user can cancel any of it.
// The parsed models stay here, under the keys the page gave (state/import-keeper.ts): the page is
// sent each file's summary rows, and a replay names the files it is built from by key (with the
// bytes of any file this worker has not read: a cancel ends the worker, and its models with it).
import '../zod-jitless';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { userMessage } from '../io/errors';
import type { ImportInput } from '../io/import';
import { compareAfter, type AfterResult } from '../state/compare-walk';
import { keeper, type FileRead } from '../state/import-keeper';
import { mergeImports, readOne } from '../state/importer';
import { replayOf, type ReplayOutcome } from '../state/replay-outcome';

/** A file by its key, with its bytes when this worker may not hold its models. */
export interface KeyedFile {
  key: number;
  input?: ImportInput;
}

/** A job: its replies (progress, then done or failed) carry its id. */
export type JobRequest =
  | { id: number; kind: 'read'; inputs: ImportInput[]; keys: number[] }
  | { id: number; kind: 'replay'; files: KeyedFile[]; key: number }
  | { id: number; kind: 'after'; before: { key: number; scenario?: Scenario }; inputs: ImportInput[]; probes: ProbeSpec[] };

/** Jobs, and letting go of what the session no longer holds (no reply). */
export type ImportRequest = JobRequest | { kind: 'forget'; keys: number[] };

export type ImportReply =
  | { id: number; kind: 'progress'; file: string; done: number; count: number }
  | { id: number; kind: 'done'; value: FileRead[] | ReplayOutcome | AfterResult }
  | { id: number; kind: 'failed'; message: string };

const post = (reply: ImportReply) => self.postMessage(reply);

const models = keeper();
/** The scenarios replays built, by the key the page gave: the "after" set is compared with one. */
const replayed = new Map<number, Scenario>();

function work(request: JobRequest): Extract<ImportReply, { kind: 'done' }>['value'] {
  switch (request.kind) {
    case 'read':
      return request.inputs.map((input, done) => {
        post({ id: request.id, kind: 'progress', file: input.name, done, count: request.inputs.length });
        return models.keep(request.keys[done]!, readOne(input));
      });
    case 'replay': {
      const outcome = replayOf(mergeImports(models.take(request.files, readOne)));
      if (outcome.ok) replayed.set(request.key, outcome.scenario);
      return outcome;
    }
    case 'after': {
      const before = request.before.scenario ?? replayed.get(request.before.key);
      if (!before) return { error: 'the replay is no longer held: replay the node again' };
      return compareAfter(before, request.inputs, request.probes);
    }
  }
}

self.onmessage = (e: MessageEvent<ImportRequest>) => {
  const request = e.data;
  if (request.kind === 'forget') {
    models.forget(request.keys);
    for (const k of request.keys) replayed.delete(k);
    return;
  }
  try {
    post({ id: request.id, kind: 'done', value: work(request) });
  } catch (err) {
    // The jobs catch what they expect; this is the rest, said in words rather than a stack.
    post({ id: request.id, kind: 'failed', message: userMessage(err, request.kind === 'read' ? 'the files' : 'the node in these files') });
  }
};
