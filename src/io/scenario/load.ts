// Scenario files (YAML or JSON) in, a validated Scenario out; problems name the file's line and
// the field's path. Never throws.
import { stringify } from 'yaml';
import { formatPath, type Issue } from '../../cluster/scenario/issues';
import { scenarioIssues } from '../../cluster/scenario/scenario-issues';
import type { Scenario } from '../../cluster/scenario/schema';
import { safeParseScenario } from '../../cluster/scenario/parse-scenario';
import { failed, guard, type ParseResult, type Problem } from '../result';
import { notObject, parseLocated, zodProblems } from './located';
import { locatedMsg } from './messages';

export function loadScenarioText(text: string): ParseResult<Scenario> {
  return guard(() => {
    const p = parseLocated(text);
    if (!p.value) return failed(p.errors);
    const { data, lineOf } = p.value;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return failed([{ ...notObject(locatedMsg('located.scenario', {})), line: 1 }]);
    const parsed = safeParseScenario(data);
    if (!parsed.success) return failed(zodProblems(p.value, parsed.error));
    const issues = scenarioIssues(parsed.data);
    // The check's value goes with its English (issue 30): the page says it in the user's language.
    const toProblem = (x: Issue): Problem => ({ message: x.message, ...(x.msg ? { msg: x.msg } : {}), field: formatPath(x.path), line: lineOf(x.path) });
    const errors = issues.filter((x) => x.severity === 'error').map(toProblem);
    const warnings = issues.filter((x) => x.severity === 'warning').map(toProblem);
    return errors.length ? { warnings, errors } : { value: parsed.data, warnings, errors: [] };
  });
}

/** A scenario as YAML (what Save downloads). */
export function scenarioToYaml(s: Scenario): string {
  return stringify(s, { lineWidth: 0 });
}

export const looksLikeScenario = (text: string): boolean => /apiVersion["']?\s*:\s*["']?vfp-lab\//.test(text) && /kind["']?\s*:\s*["']?Scenario/.test(text);

