// namespaces[] as the API server takes Namespace objects: one per name, labels it would accept, and
// kubernetes.io/metadata.name, which it sets to the name over whatever was written.
import { NS_NAME_LABEL } from '../network-policy-common';
import type { Issue, Path } from './issues';
import { isLabelKey, isLabelValue } from './policy-api';
import type { Scenario } from './schema';

export function namespaceIssues(s: Pick<Scenario, 'namespaces'>): Issue[] {
  const issues: Issue[] = [];
  const err = (path: Path, message: string) => issues.push({ path, message, severity: 'error' });
  const warn = (path: Path, message: string) => issues.push({ path, message, severity: 'warning' });
  const seen = new Set<string>();
  (s.namespaces ?? []).forEach((n, i) => {
    if (seen.has(n.name)) err(['namespaces', i, 'name'], `two namespaces are named ${n.name}`);
    seen.add(n.name);
    for (const [k, v] of Object.entries(n.labels)) {
      if (!isLabelKey(k)) err(['namespaces', i, 'labels', k], `"${k}" is not a valid label key (a name of 1-63 letters, digits, "-", "_" or ".", optionally after a DNS prefix and "/")`);
      if (!isLabelValue(v)) err(['namespaces', i, 'labels', k], `"${v}" is not a valid label value (at most 63 letters, digits, "-", "_" or ".", alphanumeric at both ends)`);
    }
    const written = n.labels[NS_NAME_LABEL];
    if (written !== undefined && written !== n.name) warn(['namespaces', i, 'labels', NS_NAME_LABEL], `the API server sets ${NS_NAME_LABEL} to the namespace's name: ${n.name}, not ${written}`);
  });
  return issues;
}
