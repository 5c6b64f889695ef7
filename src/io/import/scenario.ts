// Scenario files are recognised here so that an import of a folder can say "this is a scenario";
// reading them is the scenario loader's job (src/io/scenario). Until the importer is wired to it,
// this entry counts what the file lists and reports only YAML syntax errors.
import type { ObjectCounts } from '../formats';
import { ok, type ParseResult } from '../result';
import { isPlainObject, parseJsonLocated, parseYamlLocated } from './located';
import type { ImportFormat } from './registry';

export interface ScenarioFile {
  text: string;
  /** The document as plain data (not validated). */
  document: unknown;
}

// Unanchored: a JSON scenario may be written on one line.
const API = /["']?apiVersion["']?\s*:\s*["']?vfp-lab\/v\d/;
const KIND = /["']?kind["']?\s*:\s*["']?Scenario\b/;

export function detectScenario(text: string): number {
  const head = text.slice(0, 100_000);
  if (!API.test(head)) return 0;
  return KIND.test(head) ? 1 : 0.6;
}

function parseScenarioFile(text: string): ParseResult<ScenarioFile> {
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  if (first === '{') {
    const json = parseJsonLocated(text);
    if (!json.ok) return { warnings: [], errors: [{ message: `JSON syntax error at line ${json.line}, column ${json.column}: ${json.message}`, line: json.line }] };
    return ok({ text, document: json.doc.value });
  }
  const yaml = parseYamlLocated(text);
  if (yaml.errors.length > 0) return { warnings: [], errors: yaml.errors };
  const warnings = yaml.docs.length > 1 ? [{ message: 'a scenario is one YAML document; only the first was read' }] : [];
  return ok({ text, document: yaml.docs[0]?.doc.value ?? null }, warnings);
}

function countScenario(file: ScenarioFile): ObjectCounts {
  const doc = file.document;
  if (!isPlainObject(doc)) return {};
  const len = (key: string) => (Array.isArray(doc[key]) ? doc[key].length : 0);
  return { nodes: len('nodes'), pods: len('pods'), services: len('services'), networkPolicies: len('networkPolicies'), probes: len('probes') };
}

export const SCENARIO_FORMAT: ImportFormat<ScenarioFile> = {
  id: 'scenario',
  detect: detectScenario,
  parse: parseScenarioFile,
  count: countScenario,
};
