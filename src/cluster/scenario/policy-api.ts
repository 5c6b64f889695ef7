// NetworkPolicy as the Kubernetes API server validates it (pkg/apis/networking/validation:
// ValidateNetworkPolicySpec, and metav1 validation of label selectors): what `kubectl apply` would
// refuse, a scenario refuses too, so a policy that the simulator walks is one a cluster can hold
// (issue 29). The schema already checks the types, enums and port numbers; these are the rules
// between fields.
import { parsePrefix, prefixCovers } from '../../core/net/ip';
import type { Issue, Path } from './issues';
import { apiIssue, apiMsg as m, type ScenarioApiMsg } from './messages-api';
import type { LabelSelector, NetworkPolicySpec, PolicyPeer } from './schema';

/** IANA_SVC_NAME (RFC 6335): 1-15 characters, lower case letters, digits and "-", at least one letter, no "-" at an end or twice in a row. */
export const isServicePortName = (s: string): boolean => s.length >= 1 && s.length <= 15 && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(s) && /[a-z]/.test(s) && !s.includes('--');

/** A label key: an optional DNS-subdomain prefix and "/", then a name of 1-63 characters (letters, digits, "-", "_", "."), alphanumeric at both ends. */
const LABEL_NAME = /^[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
export function isLabelKey(k: string): boolean {
  const slash = k.lastIndexOf('/');
  if (slash < 0) return LABEL_NAME.test(k);
  const prefix = k.slice(0, slash);
  return prefix.length <= 253 && DNS_SUBDOMAIN.test(prefix) && LABEL_NAME.test(k.slice(slash + 1));
}
/** A label value: empty, or as a label name (at most 63 characters). */
export const isLabelValue = (v: string): boolean => v === '' || LABEL_NAME.test(v);

type Err = (p: Path, message: ScenarioApiMsg) => void;

function selectorIssues(sel: LabelSelector | undefined, path: Path, err: Err) {
  if (!sel) return;
  for (const [k, v] of Object.entries(sel.matchLabels ?? {})) {
    if (!isLabelKey(k)) err([...path, 'matchLabels', k], m('scenarioApi.labelKeyWhy', { k }));
    if (!isLabelValue(v)) err([...path, 'matchLabels', k], m('scenarioApi.labelValueWhy', { v }));
  }
  (sel.matchExpressions ?? []).forEach((e, i) => {
    const at = [...path, 'matchExpressions', i];
    if (!isLabelKey(e.key)) err([...at, 'key'], m('scenarioApi.labelKey', { k: e.key }));
    const values = e.values ?? [];
    if ((e.operator === 'In' || e.operator === 'NotIn') && values.length === 0) err([...at, 'values'], m('scenarioApi.opNeedsValues', { op: e.operator }));
    if ((e.operator === 'Exists' || e.operator === 'DoesNotExist') && values.length > 0) err([...at, 'values'], m('scenarioApi.opNoValues', { op: e.operator }));
    values.forEach((v, j) => {
      if (!isLabelValue(v)) err([...at, 'values', j], m('scenarioApi.labelValue', { v }));
    });
  });
}

function peerIssues(peer: PolicyPeer, path: Path, err: Err) {
  const kinds = [peer.podSelector, peer.namespaceSelector, peer.ipBlock].filter((x) => x !== undefined).length;
  if (kinds === 0) err(path, m('scenarioApi.peerNone', {}));
  if (peer.ipBlock && kinds > 1) err(path, m('scenarioApi.peerIpBlockAlone', {}));
  selectorIssues(peer.podSelector, [...path, 'podSelector'], err);
  selectorIssues(peer.namespaceSelector, [...path, 'namespaceSelector'], err);
  if (peer.ipBlock) {
    const cidr = parsePrefix(peer.ipBlock.cidr);
    (peer.ipBlock.except ?? []).forEach((x, i) => {
      const ex = parsePrefix(x);
      // The API: each except must be a strict subset of cidr (inside it, and a longer prefix).
      if (cidr && ex && !(prefixCovers(cidr, ex) && ex.len > cidr.len)) err([...path, 'ipBlock', 'except', i], m('scenarioApi.exceptSubset', { x, cidr: peer.ipBlock!.cidr }));
    });
  }
}

type PolicyPort = NonNullable<NonNullable<NetworkPolicySpec['spec']['ingress']>[number]['ports']>[number];

function portIssues(p: PolicyPort, path: Path, err: Err) {
  if (typeof p.port === 'string' && !isServicePortName(p.port)) err([...path, 'port'], m('scenarioApi.portName', { p: p.port }));
  if (p.endPort !== undefined) {
    if (p.port === undefined) err([...path, 'endPort'], m('scenarioApi.endPortNoPort', {}));
    else if (typeof p.port === 'string') err([...path, 'endPort'], m('scenarioApi.endPortNamed', {}));
    else if (p.endPort < p.port) err([...path, 'endPort'], m('scenarioApi.endPortBelow', { e: p.endPort, p: p.port }));
  }
}

/** What the API server would refuse in `networkPolicies[i]`, with the path of each field. */
export function networkPolicyIssues(policies: NetworkPolicySpec[]): Issue[] {
  const issues: Issue[] = [];
  const err: Err = (path, message) => issues.push(apiIssue(path, 'error', message));
  policies.forEach((np, i) => {
    const at: Path = ['networkPolicies', i, 'spec'];
    const spec = np.spec;
    selectorIssues(spec.podSelector, [...at, 'podSelector'], err);
    const types = spec.policyTypes ?? [];
    if (new Set(types).size < types.length) err([...at, 'policyTypes'], m('scenarioApi.policyTypesTwice', {}));
    for (const [dir, peersKey] of [
      ['ingress', 'from'],
      ['egress', 'to'],
    ] as const) {
      (spec[dir] ?? []).forEach((rule, r) => {
        const peers = (rule as Record<string, PolicyPeer[] | undefined>)[peersKey] ?? [];
        peers.forEach((peer, j) => peerIssues(peer, [...at, dir, r, peersKey, j], err));
        (rule.ports ?? []).forEach((p, j) => portIssues(p, [...at, dir, r, 'ports', j], err));
      });
    }
  });
  return issues;
}
