// Cluster settings as fixes: the CNI config (OutBoundNAT exceptions, the MTU, loopback DSR) and
// kube-proxy's flags (--enable-dsr). Each is one object: the node's CNI config or kube-proxy's.
import { formatIpv4 } from '../../core/net/ip';
import { OVERLAY_CNIS } from '../scenario/resolve';
import type { Scenario } from '../scenario/schema';
import { copy, type FixContext } from './context';
import type { FixCandidate } from './types';

/** The part of the node's CNI config (/etc/cni/net.d, win-bridge/win-overlay conflist) the fixes touch. */
export function cniConfig(s: Scenario) {
  const c = s.cluster;
  return {
    cniVersion: '0.2.0',
    name: OVERLAY_CNIS.has(c.cni) ? 'vxlan0' : 'cbr0',
    type: c.cni.startsWith('flannel') ? 'flannel' : c.cni,
    ...(c.loopbackDSR ? { loopbackDSR: true } : {}),
    mtu: c.mtu,
    policies: [{ Name: 'EndpointPolicy', Value: { Type: 'OutBoundNAT', ExceptionList: exceptionsOf(s) } }],
  };
}

/** kube-proxy's configuration (KubeProxyConfiguration, winkernel mode) as far as the fixes go. */
export function kubeProxyConfig(s: Scenario) {
  const dsr = s.cluster.kubeProxy.dsr;
  return {
    apiVersion: 'kubeproxy.config.k8s.io/v1alpha1',
    kind: 'KubeProxyConfiguration',
    mode: 'kernelspace',
    featureGates: { WinDSR: dsr },
    winkernel: { enableDSR: dsr },
  };
}

const exceptionsOf = (s: Scenario): string[] => s.cluster.outboundNAT.exceptions ?? [s.cluster.clusterCIDR, s.cluster.serviceCIDR, s.cluster.nodeSubnet];

function cniFix(ctx: FixContext, summary: string, edit: (s: Scenario) => void): FixCandidate {
  const s = copy(ctx.scenario);
  edit(s);
  return { summary, level: 'cni', objects: 1, change: { format: 'json', kind: 'cni', before: cniConfig(ctx.scenario), after: cniConfig(s) }, scenario: s };
}

export function cniFixes(ctx: FixContext): FixCandidate[] {
  const c = ctx.scenario.cluster;
  const out: FixCandidate[] = [];
  const now = exceptionsOf(ctx.scenario);
  const wanted = [c.clusterCIDR, c.serviceCIDR, c.nodeSubnet, `${formatIpv4(ctx.trace.packet.dst)}/32`];
  for (const e of now) out.push(cniFix(ctx, `CNI config: take ${e} out of the OutBoundNAT ExceptionList (traffic to it is translated to the node IP again)`, (s) => void (s.cluster.outboundNAT.exceptions = now.filter((x) => x !== e))));
  for (const e of wanted.filter((x, i) => !now.includes(x) && wanted.indexOf(x) === i))
    out.push(cniFix(ctx, `CNI config: add ${e} to the OutBoundNAT ExceptionList (traffic to it keeps the pod's address)`, (s) => void (s.cluster.outboundNAT.exceptions = [...now, e])));
  if (ctx.verdict.reason === 'MTU_EXCEEDED') {
    const overlay = OVERLAY_CNIS.has(c.cni);
    const mtus = [...new Set([overlay ? c.underlay.mtu - 50 : c.underlay.mtu, 1450, 1400])].filter((m) => m !== c.mtu && m >= 576);
    for (const m of mtus) out.push(cniFix(ctx, `CNI config: MTU ${m}${overlay ? ` (the underlay's ${c.underlay.mtu} less 50 bytes of VXLAN)` : ''} instead of ${c.mtu}`, (s) => void (s.cluster.mtu = m)));
  }
  if (c.kubeProxy.dsr && !c.loopbackDSR) out.push(cniFix(ctx, 'CNI config: loopbackDSR true (a pod may reach itself through its own Service with DSR)', (s) => void (s.cluster.loopbackDSR = true)));
  return out;
}

export function kubeProxyFixes(ctx: FixContext): FixCandidate[] {
  const s = copy(ctx.scenario);
  s.cluster.kubeProxy.dsr = !s.cluster.kubeProxy.dsr;
  const on = s.cluster.kubeProxy.dsr;
  return [
    {
      summary: on ? 'kube-proxy: --enable-dsr (with --feature-gates WinDSR=true): the client pod\'s port translates, the backend sees the client' : 'kube-proxy: drop --enable-dsr: Service traffic goes through the host\'s load balancer instead of LB_DSR',
      level: 'kube-proxy',
      objects: 1,
      change: { format: 'yaml', before: kubeProxyConfig(ctx.scenario), after: kubeProxyConfig(s) },
      scenario: s,
    },
  ];
}
