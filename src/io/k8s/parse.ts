// parseKubernetes: kubectl output (YAML or JSON; a List, several documents, or single objects) →
// KubeObjects. Kinds we do not use are counted and warned about; errors name the document, the
// object, the field path and the line.
import type { z } from 'zod';
import { formatPath } from '../import/located';
import { failed, guard, type ParseResult, type Problem } from '../result';
import { toEndpoints, toEndpointSlice, toNamespace, toNetworkPolicy, toNode, toPod, toService } from './convert';
import { type KubeItem, readKubeDocuments } from './documents';
import { issueMsg, issuePath } from './issues';
import { k8sMsg, k8sText, type K8sMsg } from './messages';
import { emptyKubeObjects, type KubeObjects } from './model';
import { endpointSliceSchema, endpointsSchema, namespaceSchema, networkPolicySchema, nodeSchema, podSchema, serviceSchema, stripNulls } from './schemas';

type Read = { ok: true; add(into: KubeObjects): void } | { ok: false; issues: z.core.$ZodIssue[] };

function kind<S extends z.ZodType>(schema: S, add: (into: KubeObjects, value: z.output<S>) => void): (value: unknown) => Read {
  return (value) => {
    const parsed = schema.safeParse(value, { reportInput: true });
    return parsed.success ? { ok: true, add: (into) => add(into, parsed.data) } : { ok: false, issues: parsed.error.issues };
  };
}

const KINDS = new Map<string, (value: unknown) => Read>([
  ['Node', kind(nodeSchema, (o, v) => o.nodes.push(toNode(v)))],
  ['Namespace', kind(namespaceSchema, (o, v) => o.namespaces.push(toNamespace(v)))],
  ['Pod', kind(podSchema, (o, v) => o.pods.push(toPod(v)))],
  ['Service', kind(serviceSchema, (o, v) => o.services.push(toService(v)))],
  ['EndpointSlice', kind(endpointSliceSchema, (o, v) => o.endpointSlices.push(toEndpointSlice(v)))],
  ['Endpoints', kind(endpointsSchema, (o, v) => o.endpoints.push(toEndpoints(v)))],
  ['NetworkPolicy', kind(networkPolicySchema, (o, v) => o.networkPolicies.push(toNetworkPolicy(v)))],
]);

/** Never throws: bad input comes back as errors. */
export function parseKubernetes(text: string, _file?: string): ParseResult<KubeObjects> {
  return guard(() => read(text));
}

function read(text: string): ParseResult<KubeObjects> {
  const { items, errors } = readKubeDocuments(text);
  if (items.length === 0 && errors.length > 0) return failed(errors);
  const warnings: Problem[] = [];
  const objects = emptyKubeObjects();
  const skipped = new Map<string, { count: number; line?: number }>();
  const seen = new Set<string>();
  for (const item of items) {
    const line = item.doc.lineAt(item.path);
    const kindName = typeof item.value.kind === 'string' ? item.value.kind : item.impliedKind;
    if (kindName === undefined) {
      errors.push({ ...said(where(item, k8sMsg('k8s.noKind', {}))), line, ...field([...item.path, 'kind']) });
      continue;
    }
    const reader = KINDS.get(kindName);
    if (!reader) {
      const entry = skipped.get(kindName) ?? { count: 0, line };
      entry.count++;
      skipped.set(kindName, entry);
      continue;
    }
    const result = reader(stripNulls(item.value));
    if (!result.ok) {
      for (const issue of result.issues) {
        const path = [...item.path, ...issuePath(issue)];
        errors.push({ ...said(where(item, issueMsg(issue), kindName)), line: item.doc.lineAt(path), ...field(path) });
      }
      continue;
    }
    const id = `${kindName} ${identity(item)}`;
    if (seen.has(id)) warnings.push({ ...said(where(item, k8sMsg('k8s.twice', { id }))), line });
    seen.add(id);
    result.add(objects);
  }
  for (const [kindName, { count, line }] of skipped)
    warnings.push({ ...said(k8sMsg('k8s.skipped', { n: count, kind: kindName })), ...(line ? { line } : {}) });
  if (items.length === 0 && errors.length === 0) warnings.push(said(k8sMsg('k8s.noObjects', {})));
  return { value: objects, warnings, errors };
}

const field = (path: (string | number)[]): { field?: string } => {
  const f = formatPath(path);
  return f ? { field: f } : {};
};

function identity(item: KubeItem): string {
  const m = item.value.metadata;
  if (typeof m !== 'object' || m === null) return '(no metadata)';
  const name = 'name' in m && typeof m.name === 'string' ? m.name : '(no name)';
  const ns = 'namespace' in m && typeof m.namespace === 'string' ? m.namespace : undefined;
  return ns ? `${ns}/${name}` : name;
}

/** "document 2, Service default/web: …" — enough to find the object in a long dump. */
function where(item: KubeItem, m: K8sMsg, kindName?: string): K8sMsg {
  const doc = item.docCount > 1 ? item.docIndex + 1 : 0;
  return doc || kindName ? k8sMsg('k8s.at', { doc, kind: kindName ?? '', id: kindName ? identity(item) : '', m }) : m;
}

/** A problem's English and its value. */
export const said = (m: K8sMsg): { message: string; msg: K8sMsg } => ({ message: k8sText(m), msg: m });
