// A fix's changed object printed in its own format (Kubernetes YAML, CNI or HNS JSON, a vfpctrl
// rule), with a unified diff, and the fix as the trace JSON's `fixes[]` entry (design.md §4).
import { stringify } from 'yaml';
import type { Fix } from '../../cluster/fixes';
import type { ChangedObject } from '../../cluster/fixes';
import { convertToJson } from '../export/convertto-json';
import { endpointJson } from '../export/hns-json';
import { ruleLines } from '../export/vfpctrl-rules';
import { unifiedDiff } from './unified-diff';

export interface ChangeText {
  format: 'yaml' | 'json' | 'vfpctrl';
  before: string;
  after: string;
  diff: string;
}

function texts(c: ChangedObject): { before: string; after: string } {
  switch (c.format) {
    case 'yaml':
      return { before: stringify(c.before, { lineWidth: 0 }), after: stringify(c.after, { lineWidth: 0 }) };
    case 'json':
      if (c.kind === 'hns-endpoint') return { before: convertToJson([endpointJson(c.before, c.network)]), after: convertToJson([endpointJson(c.after, c.network)]) };
      return { before: JSON.stringify(c.before, null, 2) + '\n', after: JSON.stringify(c.after, null, 2) + '\n' };
    case 'vfpctrl': {
      // What `vfpctrl /port P /layer L /group G /list-rule` prints for the rule, with where it sits.
      const head = [`PORT : ${c.port.id} (${c.port.friendlyName})`, `LAYER : ${c.layer}`, `  GROUP : ${c.group}`];
      return { before: c.before ? [...head, ...ruleLines(c.before)].join('\n') + '\n' : head.join('\n') + '\n', after: [...head, ...ruleLines(c.after)].join('\n') + '\n' };
    }
  }
}

export function changeText(c: ChangedObject): ChangeText {
  const t = texts(c);
  return { format: c.format, ...t, diff: unifiedDiff(t.before, t.after) };
}

/** `fixes[]` of `trace --fix --json`: summary, level, change, and the result of walking again. */
export function fixJson(f: Fix) {
  const v = f.trace.request.verdict;
  return {
    summary: f.summary,
    level: f.level,
    change: changeText(f.change),
    after: { outcome: v.outcome, reason: v.reason, endpoint: f.trace.request.delivered?.endpoint ?? null },
  };
}

export type FixJson = ReturnType<typeof fixJson>;

