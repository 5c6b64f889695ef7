// The import session's work off the main thread: each file given is read (zips expanded, formats
// detected, parsed) here, one at a time, with a progress message before each; a replay rebuilds
// the node and runs its checks here; the "after" set is rebuilt and walked here. The page stays
// responsive with 100k-rule dumps and hostile lines, and the user can cancel any of it.
import '../zod-jitless';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { userMessage } from '../io/errors';
import type { ImportedFiles, ImportInput } from '../io/import';
import { compareAfter, type AfterResult } from '../state/compare-walk';
import { readOne } from '../state/importer';
import { replayOf, type ReplayOutcome } from '../state/replay-outcome';

export type ImportRequest =
  | { id: number; kind: 'read'; inputs: ImportInput[] }
  | { id: number; kind: 'replay'; imported: ImportedFiles }
  | { id: number; kind: 'after'; before: Scenario; inputs: ImportInput[]; probes: ProbeSpec[] };

export type ImportReply =
  | { id: number; kind: 'progress'; file: string; done: number; count: number }
  | { id: number; kind: 'done'; value: ImportedFiles[] | ReplayOutcome | AfterResult }
  | { id: number; kind: 'failed'; message: string };

const post = (reply: ImportReply) => self.postMessage(reply);

function work(request: ImportRequest): Extract<ImportReply, { kind: 'done' }>['value'] {
  switch (request.kind) {
    case 'read':
      return request.inputs.map((input, done) => {
        post({ id: request.id, kind: 'progress', file: input.name, done, count: request.inputs.length });
        return readOne(input);
      });
    case 'replay':
      return replayOf(request.imported);
    case 'after':
      return compareAfter(request.before, request.inputs, request.probes);
  }
}

self.onmessage = (e: MessageEvent<ImportRequest>) => {
  try {
    post({ id: e.data.id, kind: 'done', value: work(e.data) });
  } catch (err) {
    // The jobs catch what they expect; this is the rest, said in words rather than a stack.
    post({ id: e.data.id, kind: 'failed', message: userMessage(err, e.data.kind === 'read' ? 'the files' : 'the node in these files') });
  }
};
