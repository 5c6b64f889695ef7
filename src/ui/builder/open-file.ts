// Reading a scenario file the user picked or dropped: parsed and validated like every import;
// problems name the file, the line and the field.
import { loadScenarioText } from '../../io/scenario/load';
import type { ParseResult, Problem } from '../../io/result';
import type { Scenario } from '../../cluster/scenario/schema';
import { trustNodeOverrides } from '../../cluster/scenario/node-overrides';
import { trustCheckedEdits } from '../../cluster/scenario/parse-scenario';
import type { ScenarioFileReply, ScenarioFileRequest } from '../../workers/scenario-file';
import { askWorker } from '../common/ask-worker';

/** Scenario files are a few KB; a 600-pod cluster is ~100 KB. Anything far bigger is not one. */
const MAX_BYTES = 5 * 1024 * 1024;

export type Opened = { ok: true; name: string; scenario: Scenario } | { ok: false; name: string; problems: Problem[] };

/** What to say when the file itself is the problem, in the UI's language. */
export interface OpenWords {
  tooBig: (mb: number) => string;
  unreadable: string;
}

const ENGLISH: OpenWords = {
  tooBig: (mb) => `the file is ${mb} MB; a scenario is a YAML or JSON file of a few KB`,
  unreadable: 'the file could not be read (was it moved or deleted?)',
};

export async function readScenarioFile(file: File, words: OpenWords = ENGLISH): Promise<Opened> {
  if (file.size > MAX_BYTES) return { ok: false, name: file.name, problems: [{ message: words.tooBig(Math.round(file.size / 1024 / 1024)) }] };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, name: file.name, problems: [{ message: words.unreadable }] };
  }
  const r = await inWorker(text).catch(() => loadScenarioText(text));
  return r.value ? { ok: true, name: file.name, scenario: r.value } : { ok: false, name: file.name, problems: r.errors };
}

let seq = 0;

/** How long the worker may take before the page reads the file itself (a 5 MB file checks in a few
 * seconds on a slow machine). */
const WORKER_PATIENCE_MS = 30_000;

/** The file parsed and checked in a worker (issue 32 item 4: a 2.4 MB document held the page for
 * its parse); rejected when the worker cannot run, and the page parses it itself. What the worker
 * checked (the imported rules of nodes[].vfp, the hand edits) is taken as checked here. */
async function inWorker(text: string): Promise<ParseResult<Scenario>> {
  const start = () => new Worker(new URL('../../workers/scenario-file.ts', import.meta.url), { type: 'module' });
  const r = await askWorker<ScenarioFileReply>(start, { id: ++seq, text } satisfies ScenarioFileRequest, { patienceMs: WORKER_PATIENCE_MS });
  const s = r.scenario;
  if (!s) return { errors: r.problems, warnings: [] };
  trustNodeOverrides(s.nodes);
  trustCheckedEdits(s);
  return { value: s, errors: [], warnings: [] };
}
