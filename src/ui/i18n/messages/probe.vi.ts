// Vietnamese for why a probe cannot be sent (src/cluster/probe-messages.ts). Refs, names, ports and
// what the user typed stay in the holes. Rides in the narration chunk (narration-vi.ts).
import type { Translation } from '../../../core/message';
import type { PROBE_EN } from '../../../cluster/probe-messages';

export const PROBE_VI: Translation<typeof PROBE_EN> = {
  'probe.notPort': (a) => `"${a.p}" không phải số port`,
  'probe.notRef': (a) => `"${a.ref}" không phải một ref (pod/…, service/…, node/…, external/…, IP[:port] hoặc [IPv6]:port)`,
  'probe.pod': (a) => `pod ${a.ref}`,
  'probe.node': (a) => `node ${a.n}`,
  'probe.external': (a) => `host bên ngoài ${a.n}`,
  'probe.noIpv6Here': (a) => `${a.what} không có địa chỉ IPv6 (cluster là dual-stack, nhưng đối tượng này thì không)`,
  'probe.noIpv6': (a) => `${a.what} không có địa chỉ IPv6 (cluster chỉ có IPv4)`,
  'probe.noServiceVip': (a) => `Service ${a.ref} không có ClusterIP ${a.fam} (ipFamilies: ${a.list})`,
  'probe.noService': (a) => `không có Service ${a.ref}${a.list ? ` (các Service: ${a.list})` : ''}`,
  'probe.servicePort': (a) => `ref tới Service cần có port: ${a.example}`,
  'probe.noServicePort': (a) => `Service ${a.ref} không có port ${a.port} (các port: ${a.list})`,
  'probe.noPod': (a) => `không có pod ${a.ref}${a.list ? ` (các pod: ${a.list})` : ''}`,
  'probe.noNode': (a) => `không có node ${a.n}${a.list ? ` (các node: ${a.list})` : ''}`,
  'probe.noExternal': (a) => `không có host bên ngoài ${a.n}${a.list ? ` (các host bên ngoài: ${a.list})` : ''}`,
  'probe.from': (a) => `from: ${a.why}`,
  'probe.fromNoStart': () => 'from: probe phải xuất phát từ một pod, một node hoặc một host bên ngoài, không phải từ một IP cụ thể hay một Service',
  'probe.to': (a) => `to: ${a.why}`,
  'probe.families': (a) => `to: ${a.to} là địa chỉ ${a.toFam} còn ${a.from} gửi từ ${a.fromFam}: hãy đặt ipFamily`,
  'probe.needsPort': (a) => `to: ${a.proto} cần port đích (${a.example})`,
};
