// namespaces[] as the API server takes Namespace objects: one per name, labels it would accept, and
// kubernetes.io/metadata.name, which it sets to the name over whatever was written.
import { NS_NAME_LABEL } from '../network-policy-common';
import type { Issue, Path } from './issues';
import { apiIssue, apiMsg as m, type ScenarioApiMsg } from './messages-api';
import { isLabelKey, isLabelValue } from './policy-api';
import type { Scenario } from './schema';

export function namespaceIssues(s: Pick<Scenario, 'namespaces'>): Issue[] {
  const issues: Issue[] = [];
  const err = (path: Path, message: ScenarioApiMsg) => issues.push(apiIssue(path, 'error', message));
  const warn = (path: Path, message: ScenarioApiMsg) => issues.push(apiIssue(path, 'warning', message));
  const seen = new Set<string>();
  (s.namespaces ?? []).forEach((n, i) => {
    if (seen.has(n.name)) err(['namespaces', i, 'name'], m('scenarioApi.namespaceTwice', { n: n.name }));
    seen.add(n.name);
    for (const [k, v] of Object.entries(n.labels)) {
      if (!isLabelKey(k)) err(['namespaces', i, 'labels', k], m('scenarioApi.labelKeyWhy', { k }));
      if (!isLabelValue(v)) err(['namespaces', i, 'labels', k], m('scenarioApi.labelValueWhy', { v }));
    }
    const written = n.labels[NS_NAME_LABEL];
    if (written !== undefined && written !== n.name) warn(['namespaces', i, 'labels', NS_NAME_LABEL], m('scenarioApi.nsNameLabel', { k: NS_NAME_LABEL, n: n.name, w: written }));
  });
  return issues;
}
