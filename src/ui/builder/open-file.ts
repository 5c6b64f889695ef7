// Reading a scenario file the user picked or dropped: parsed and validated like every import;
// problems name the file, the line and the field.
import { loadScenarioText } from '../../io/scenario/load';
import type { Problem } from '../../io/result';
import type { Scenario } from '../../cluster/scenario/schema';

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
  const r = loadScenarioText(text);
  return r.value ? { ok: true, name: file.name, scenario: r.value } : { ok: false, name: file.name, problems: r.errors };
}
