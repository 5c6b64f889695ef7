// Where a problem of an edit is, by name ("Pod web-1 · IP", "Service web · port 2 · node port"), as
// message values (src/core/message.ts): the object a path starts in, then each field, joined with
// " · ". A field is named by its key in the schema; its English words are here, its Vietnamese in
// src/ui/i18n/messages/where.vi.ts. Object names and a label's key (the user's own word) stay.
import { msg, render, type Msg, type MsgOf } from '../core/message';

/** Fields whose English is not their key split into words. */
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

/** A key in words: FIELD_WORDS, else "sessionAffinity" → "session affinity". */
export const fieldWord = (key: string): string => FIELD_WORDS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** "source addresses" → "source address", "ingress" stays. */
const singular = (word: string) => (word.endsWith('sses') ? word.slice(0, -2) : word.endsWith('ss') ? word : word.replace(/s$/, ''));

export const WHERE_EN = {
  // The object a path starts in, by its name (or its place in the list, counted from 1).
  'where.node': (a: { n: string | number }) => `Node ${a.n}`,
  'where.namespace': (a: { n: string | number }) => `Namespace ${a.n}`,
  'where.pod': (a: { n: string | number }) => `Pod ${a.n}`,
  'where.service': (a: { n: string | number }) => `Service ${a.n}`,
  'where.policy': (a: { n: string | number }) => `NetworkPolicy ${a.n}`,
  'where.external': (a: { n: string | number }) => `Outside host ${a.n}`,
  'where.probe': (a: { n: string | number }) => `Probe ${a.n}`,
  'where.cluster': () => 'Cluster settings',
  'where.scenario': () => 'Scenario',
  // A field by its schema key; an item of a list ("port 2"); a label's key, the user's own word.
  'where.field': (a: { key: string }) => fieldWord(a.key),
  'where.item': (a: { key: string; n: number }) => `${singular(fieldWord(a.key))} ${a.n}`,
  'where.labelKey': (a: { key: string }) => fieldWord(a.key),
  // One part, then the rest.
  'where.then': (a: { a: string; b: string }) => `${a.a} · ${a.b}`,
};

export type WhereMsg = MsgOf<typeof WHERE_EN>;
export const whereMsg = msg<typeof WHERE_EN>();
export const whereText = (m: Msg): string => render([WHERE_EN], m);
