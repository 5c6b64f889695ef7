// Scenario files found among imported files: validated by the scenario loader like any opened file.
import type { Scenario } from '../../cluster/scenario/schema';
import type { ObjectCounts } from '../formats';
import { loadScenarioText, looksLikeScenario } from '../scenario/load';
import type { ParseResult } from '../result';
import type { ImportFormat } from './registry';

export interface ScenarioFile {
  text: string;
  scenario: Scenario;
}

export function detectScenario(text: string): number {
  const head = text.slice(0, 100_000);
  return looksLikeScenario(head) ? 1 : 0;
}

function parseScenarioFile(text: string): ParseResult<ScenarioFile> {
  const r = loadScenarioText(text);
  return r.value ? { value: { text, scenario: r.value }, warnings: r.warnings, errors: r.errors } : { warnings: r.warnings, errors: r.errors };
}

function countScenario(file: ScenarioFile): ObjectCounts {
  const s = file.scenario;
  return { nodes: s.nodes.length, pods: s.pods.length, services: s.services.length, networkPolicies: s.networkPolicies.length, probes: s.probes.length };
}

export const SCENARIO_FORMAT: ImportFormat<ScenarioFile> = {
  id: 'scenario',
  detect: detectScenario,
  parse: parseScenarioFile,
  count: countScenario,
};
