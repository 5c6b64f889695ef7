// Why a probe cannot be sent (probe.ts: a ref that does not resolve, a packet that cannot be made),
// as message values (src/core/message.ts); Vietnamese in src/ui/i18n/messages/probe.vi.ts. Refs,
// names, ports and what the user typed stay in the holes as written.
import { msg, render, type MsgOf } from '../core/message';

export const PROBE_EN = {
  'probe.notPort': (a: { p: string }) => `"${a.p}" is not a port number`,
  'probe.notRef': (a: { ref: string }) => `"${a.ref}" is not a ref (pod/…, service/…, node/…, external/…, IP[:port] or [IPv6]:port)`,
  // The object a ref names, inside another sentence.
  'probe.pod': (a: { ref: string }) => `pod ${a.ref}`,
  'probe.node': (a: { n: string }) => `node ${a.n}`,
  'probe.external': (a: { n: string }) => `external host ${a.n}`,
  'probe.noIpv6Here': (a: { what: string }) => `${a.what} has no IPv6 address (the cluster is dual-stack, but not this object)`,
  'probe.noIpv6': (a: { what: string }) => `${a.what} has no IPv6 address (the cluster is IPv4 only)`,
  'probe.noServiceVip': (a: { ref: string; fam: 'IPv4' | 'IPv6'; list: string }) => `Service ${a.ref} has no ${a.fam} ClusterIP (ipFamilies: ${a.list})`,
  // A list of what there is, when there is any.
  'probe.noService': (a: { ref: string; list?: string }) => `no Service ${a.ref}${a.list ? ` (Services: ${a.list})` : ''}`,
  'probe.servicePort': (a: { example: string }) => `a Service ref needs a port: ${a.example}`,
  'probe.noServicePort': (a: { ref: string; port: string; list: string }) => `Service ${a.ref} has no port ${a.port} (ports: ${a.list})`,
  'probe.noPod': (a: { ref: string; list?: string }) => `no pod ${a.ref}${a.list ? ` (pods: ${a.list})` : ''}`,
  'probe.noNode': (a: { n: string; list?: string }) => `no node ${a.n}${a.list ? ` (nodes: ${a.list})` : ''}`,
  'probe.noExternal': (a: { n: string; list?: string }) => `no external host ${a.n}${a.list ? ` (external hosts: ${a.list})` : ''}`,
  // The probe's two ends.
  'probe.from': (a: { why: string }) => `from: ${a.why}`,
  'probe.fromNoStart': () => 'from: a probe starts at a pod, a node or an external host, not at a literal IP or a Service',
  'probe.to': (a: { why: string }) => `to: ${a.why}`,
  'probe.families': (a: { to: string; toFam: 'IPv4' | 'IPv6'; from: string; fromFam: 'IPv4' | 'IPv6' }) =>
    `to: ${a.to} is ${a.toFam === 'IPv4' ? 'an IPv4' : 'an IPv6'} address and ${a.from} sends from ${a.fromFam}: set ipFamily`,
  'probe.needsPort': (a: { proto: string; example: string }) => `to: ${a.proto} needs a destination port (${a.example})`,
};

export type ProbeMsg = MsgOf<typeof PROBE_EN>;
export const probeMsg = msg<typeof PROBE_EN>();
export const probeText = (m: ProbeMsg): string => render([PROBE_EN], m);
