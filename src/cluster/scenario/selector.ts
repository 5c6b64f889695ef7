// Kubernetes label selectors: a map (Service selectors) or matchLabels + matchExpressions.
import type { LabelSelector } from './schema';

export function selects(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([k, v]) => labels[k] === v);
}

export function matchesSelector(sel: LabelSelector, labels: Record<string, string>): boolean {
  if (sel.matchLabels && !selects(sel.matchLabels, labels)) return false;
  for (const e of sel.matchExpressions ?? []) {
    const has = e.key in labels;
    const v = labels[e.key];
    switch (e.operator) {
      case 'In':
        if (!has || !(e.values ?? []).includes(v!)) return false;
        break;
      case 'NotIn':
        if (has && (e.values ?? []).includes(v!)) return false;
        break;
      case 'Exists':
        if (!has) return false;
        break;
      case 'DoesNotExist':
        if (has) return false;
        break;
    }
  }
  return true;
}
