// Every issue of a scenario as the app and the CLI check a document they are given: what resolving
// it finds, and the namespaces and NetworkPolicy forms the Kubernetes API refuses (namespace-issues.ts,
// policy-api.ts). Kept apart from resolveScenario, which the walk runs on every scenario (the
// built-ins too), so that the first load of the page does not carry the API's rules.
import { namespaceIssues } from './namespace-issues';
import { networkPolicyIssues } from './policy-api';
import { podPortsIssues } from './pod-ports-issues';
import { resolveScenario, type ResolvedScenario } from './resolve';
import type { Scenario } from './schema';
import type { Issue } from './issues';

export function scenarioIssues(s: Scenario, resolved: ResolvedScenario = resolveScenario(s)): Issue[] {
  return [...resolved.issues, ...namespaceIssues(s), ...podPortsIssues(s), ...networkPolicyIssues(s.networkPolicies)];
}
