// The import off the main thread: each file given is read (zips expanded, formats detected,
// parsed) here, one at a time, with a progress message before each, so that the page stays
// responsive with 100k-rule dumps and hostile lines, and the user can cancel.
import '../zod-jitless';
import type { ImportedFiles, ImportInput } from '../io/import';
import { readOne } from '../state/importer';

export type ImportRequest = { id: number; inputs: ImportInput[] };
export type ImportReply =
  | { id: number; kind: 'progress'; file: string; done: number; count: number }
  | { id: number; kind: 'done'; results: ImportedFiles[] };

self.onmessage = (e: MessageEvent<ImportRequest>) => {
  const { id, inputs } = e.data;
  const results: ImportedFiles[] = [];
  inputs.forEach((input, done) => {
    self.postMessage({ id, kind: 'progress', file: input.name, done, count: inputs.length } satisfies ImportReply);
    results.push(readOne(input));
  });
  self.postMessage({ id, kind: 'done', results } satisfies ImportReply);
};
