// Which local HNS endpoint is a pod's: the one whose origin names the pod, else the one with its IP
// (the first HNS lists, either way). Found for all of a node's pods in one pass over the endpoints:
// a node rebuilt from dumps has thousands, and the node's build asks for each pod's more than once.
import { formatIpv4 } from '../../core/net/ip';
import type { HnsEndpoint, HnsState } from '../../hns/model';
import type { ResolvedScenario } from '../scenario/resolve';

type Pod = ResolvedScenario['pods'][number];

export function podEndpoints(hns: HnsState, pods: readonly Pod[]): Map<Pod, HnsEndpoint | undefined> {
  const byPod = new Map<string, Map<string, HnsEndpoint>>();
  const byIp = new Map<string, HnsEndpoint>();
  for (const e of hns.endpoints) {
    if (e.isRemoteEndpoint) continue;
    const o = e.origin;
    if (o?.kind === 'Pod' && typeof o.namespace === 'string') {
      let names = byPod.get(o.namespace);
      if (!names) byPod.set(o.namespace, (names = new Map()));
      if (!names.has(o.name)) names.set(o.name, e);
    }
    if (typeof e.ipAddress === 'string' && !byIp.has(e.ipAddress)) byIp.set(e.ipAddress, e);
  }
  return new Map(pods.map((p) => [p, byPod.get(p.namespace)?.get(p.name) ?? byIp.get(formatIpv4(p.ip))]));
}
