// Reading a scenario file the user picked or dropped: parsed and validated like every import;
// problems name the file, the line and the field.
import { loadScenarioText } from '../../io/scenario/load';
import type { Problem } from '../../io/result';
import type { Scenario } from '../../cluster/scenario/schema';

/** Scenario files are a few KB; a 600-pod cluster is ~100 KB. Anything far bigger is not one. */
const MAX_BYTES = 5 * 1024 * 1024;

export type Opened = { ok: true; name: string; scenario: Scenario } | { ok: false; name: string; problems: Problem[] };

export async function readScenarioFile(file: File): Promise<Opened> {
  if (file.size > MAX_BYTES) return { ok: false, name: file.name, problems: [{ message: `the file is ${Math.round(file.size / 1024 / 1024)} MB; a scenario is a YAML or JSON file of a few KB` }] };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, name: file.name, problems: [{ message: 'the file could not be read (was it moved or deleted?)' }] };
  }
  const r = loadScenarioText(text);
  return r.value ? { ok: true, name: file.name, scenario: r.value } : { ok: false, name: file.name, problems: r.errors };
}
