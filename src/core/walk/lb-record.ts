// The trace's record of one load-balancing decision: the same whether VFP's LB layer (Windows) or
// kube-proxy / eBPF (Linux) made it, so that the player draws both alike.
import { formatIp, type Ip } from '../net/ip';
import type { LoadBalancing, Place } from '../trace/trace';
import type { LbChoice } from '../vfp/lb-hash';
import type { Distribution } from '../vfp/model';

interface Backend {
  ip: Ip;
  port: number;
  endpoint?: string;
}

export function loadBalancingOf(vip: string, backends: readonly Backend[], distribution: Distribution, choice: LbChoice, at: Place): LoadBalancing {
  const b = backends[choice.index]!;
  return {
    vip,
    backends: backends.map((x) => ({ ip: formatIp(x.ip), port: x.port, endpoint: x.endpoint })),
    distribution,
    hashInput: choice.hashInput,
    hash: choice.hash,
    chosen: { index: choice.index, ip: formatIp(b.ip), port: b.port, endpoint: b.endpoint },
    at,
  };
}
