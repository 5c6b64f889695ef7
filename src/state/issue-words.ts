// Problems of an edit in words a user understands: the object and field by name ("Pod web-1 ·
// IP") rather than a path (pods[1].ip), and the schema's terse messages as sentences.
import type { Msg } from '../core/message';
import type { Issue, Path } from '../cluster/scenario/issues';
import type { Scenario } from '../cluster/scenario/schema';

const FIELD_WORDS: Record<string, string> = {
  ip: 'IP',
  podCIDR: 'pod CIDR',
  clusterCIDR: 'cluster CIDR',
  serviceCIDR: 'service CIDR',
  nodeSubnet: 'node subnet',
  clusterIP: 'ClusterIP',
  clusterIPs: 'ClusterIPs',
  ipFamilies: 'IP families',
  ipFamilyPolicy: 'IP family policy',
  ipFamily: 'IP family',
  targetPort: 'target port',
  nodePort: 'node port',
  sourceVip: 'source VIP',
  externalIPs: 'external IPs',
  loadBalancerIP: 'load balancer IP',
  loadBalancerIngress: 'load balancer ingress IPs',
  sessionAffinityConfig: 'session affinity timeout',
  sessionAffinity: 'session affinity',
  externalTrafficPolicy: 'external traffic policy',
  internalTrafficPolicy: 'internal traffic policy',
  podSelector: 'pod selector',
  namespaceSelector: 'namespace selector',
  matchLabels: 'labels',
  policyTypes: 'policy types',
  ipBlock: 'IP block',
  srcPort: 'source port',
  listen: 'listening ports',
  containerPort: 'container port',
  hostPort: 'host port',
  mtu: 'MTU',
  vni: 'VNI',
  dsr: 'DSR',
  cni: 'CNI plugin',
  vfpEdits: 'VFP edits',
  srcIp: 'source addresses',
  dstIp: 'destination addresses',
  srcPorts: 'source ports',
  dstPorts: 'destination ports',
};

const ns = (namespace: string | undefined, name: string) => (namespace && namespace !== 'default' ? `${namespace}/${name}` : name);

/** The object a path starts in, by its name: "Pod web-1", "Service web", "Cluster settings". */
function objectWords(s: Scenario, path: Path): { words: string; rest: Path } {
  const [list, index, ...rest] = path;
  const i = typeof index === 'number' ? index : -1;
  switch (list) {
    case 'nodes':
      return { words: `Node ${s.nodes[i]?.name ?? i + 1}`, rest };
    case 'namespaces':
      return { words: `Namespace ${s.namespaces?.[i]?.name ?? i + 1}`, rest };
    case 'pods':
      return { words: `Pod ${s.pods[i] ? ns(s.pods[i].namespace, s.pods[i].name) : i + 1}`, rest };
    case 'services':
      return { words: `Service ${s.services[i] ? ns(s.services[i].namespace, s.services[i].name) : i + 1}`, rest };
    case 'networkPolicies':
      return { words: `NetworkPolicy ${s.networkPolicies[i]?.metadata.name ?? i + 1}`, rest };
    case 'externals':
      return { words: `Outside host ${s.externals[i]?.name ?? i + 1}`, rest };
    case 'probes':
      return { words: `Probe ${s.probes[i]?.name ?? i + 1}`, rest };
    case 'cluster':
      return { words: 'Cluster settings', rest: path.slice(1) };
    case 'metadata':
      return { words: 'Scenario', rest: path.slice(1) };
    default:
      return { words: 'Scenario', rest: path };
  }
}

/** "source addresses" → "source address", "ingress" stays. */
const singular = (word: string) => (word.endsWith('sses') ? word.slice(0, -2) : word.endsWith('ss') ? word : word.replace(/s$/, ''));

/** "Pod web-1 · IP", "Service web · port 2 · node port". `s` is the document the path refers to. */
export function describePath(s: Scenario, path: Path): string {
  const { words, rest } = objectWords(s, path);
  const parts = [words];
  for (let k = 0; k < rest.length; k++) {
    const seg = rest[k]!;
    if (typeof seg === 'number') continue;
    const next = rest[k + 1];
    const word = FIELD_WORDS[seg] ?? seg.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    // A list item reads as "port 2", "rule 1": singular, counted from 1.
    parts.push(typeof next === 'number' ? `${singular(word)} ${next + 1}` : word);
  }
  return parts.join(' · ');
}

/** The schema's messages as sentences: zod's defaults rewritten, a capital letter first. */
export function humanize(message: string): string {
  let m = message;
  const min = /^Too small: expected (?:number|string|array) to (?:be|have) >=?(\d+)( characters| items)?/.exec(m);
  const max = /^Too big: expected (?:number|string|array) to (?:be|have) <=?(\d+)( characters| items)?/.exec(m);
  if (min && min[1] === '1' && min[2]) m = min[2] === ' characters' ? 'cannot be empty' : 'needs at least one';
  else if (min) m = min[2] ? `needs at least ${min[1]}${min[2]}` : `must be at least ${min[1]}`;
  else if (max) m = max[2] ? `takes at most ${max[1]}${max[2]}` : `must be at most ${max[1]}`;
  else if (/^Invalid option: expected one of/.test(m)) m = `choose one of ${m.replace(/^Invalid option: expected one of /, '').replace(/"/g, '').replace(/\|/g, ', ')}`;
  else if (/^Invalid input: expected int/.test(m)) m = 'enter a whole number';
  else if (/^Invalid input: expected (number|string|boolean), received undefined/.test(m)) m = 'is required';
  return m.charAt(0).toUpperCase() + m.slice(1);
}

export interface IssueText {
  /** Where, by name ("Pod web-1 · IP"). */
  where: string;
  message: string;
  /** The check's message as a value (the UI says it in the user's language); the schema's have none. */
  msg?: Msg;
  severity: Issue['severity'];
  path: Path;
}

export function issueText(s: Scenario, issue: Issue): IssueText {
  return { where: describePath(s, issue.path), message: humanize(issue.message), ...(issue.msg && { msg: issue.msg }), severity: issue.severity, path: issue.path };
}

/** Whether `path` lies at or under `prefix` (a field's issues, or an object's). */
export function pathStartsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((k, i) => path[i] === k);
}
