// Cluster settings as fixes: the CNI config (OutBoundNAT exceptions, the MTU, loopback DSR) and
// kube-proxy's flags (--enable-dsr). Each is one object: the node's CNI config or kube-proxy's.
import { formatPrefix, hostPrefix } from '../../core/net/ip';
import { OVERLAY_CNIS } from '../scenario/resolve';
import type { Scenario } from '../scenario/schema';
import { copy, type FixContext } from './context';
import type { FixCandidate } from './types';
import { fixMsg, summaryOf, type FixMsg } from './messages';

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

const exceptionsOf = (s: Scenario): string[] => s.cluster.outboundNAT.exceptions ?? [s.cluster.clusterCIDR, s.cluster.serviceCIDR, s.cluster.nodeSubnet].flatMap((x) => x.split(','));

function cniFix(ctx: FixContext, m: FixMsg, edit: (s: Scenario) => void): FixCandidate {
  const s = copy(ctx.scenario);
  edit(s);
  return { ...summaryOf(m), level: 'cni', objects: 1, change: { format: 'json', kind: 'cni', before: cniConfig(ctx.scenario), after: cniConfig(s) }, scenario: s };
}

export function cniFixes(ctx: FixContext): FixCandidate[] {
  const c = ctx.scenario.cluster;
  const out: FixCandidate[] = [];
  const now = exceptionsOf(ctx.scenario);
  const wanted = [...[c.clusterCIDR, c.serviceCIDR, c.nodeSubnet].flatMap((x) => x.split(',')), formatPrefix(hostPrefix(ctx.trace.packet.dst))];
  for (const e of now) out.push(cniFix(ctx, fixMsg('fix.natExceptionOut', { cidr: e }), (s) => void (s.cluster.outboundNAT.exceptions = now.filter((x) => x !== e))));
  for (const e of wanted.filter((x, i) => !now.includes(x) && wanted.indexOf(x) === i))
    out.push(cniFix(ctx, fixMsg('fix.natExceptionIn', { cidr: e }), (s) => void (s.cluster.outboundNAT.exceptions = [...now, e])));
  if (ctx.verdict.reason === 'MTU_EXCEEDED') {
    const overlay = OVERLAY_CNIS.has(c.cni);
    const mtus = [...new Set([overlay ? c.underlay.mtu - 50 : c.underlay.mtu, 1450, 1400])].filter((m) => m !== c.mtu && m >= 576);
    for (const m of mtus) out.push(cniFix(ctx, overlay ? fixMsg('fix.mtuOverlay', { mtu: m, under: c.underlay.mtu, was: c.mtu }) : fixMsg('fix.mtu', { mtu: m, was: c.mtu }), (s) => void (s.cluster.mtu = m)));
  }
  if (c.kubeProxy.dsr && !c.loopbackDSR) out.push(cniFix(ctx, fixMsg('fix.loopbackDsr', {}), (s) => void (s.cluster.loopbackDSR = true)));
  return out;
}

export function kubeProxyFixes(ctx: FixContext): FixCandidate[] {
  const s = copy(ctx.scenario);
  s.cluster.kubeProxy.dsr = !s.cluster.kubeProxy.dsr;
  const on = s.cluster.kubeProxy.dsr;
  return [
    {
      ...summaryOf(fixMsg(on ? 'fix.dsrOn' : 'fix.dsrOff', {})),
      level: 'kube-proxy',
      objects: 1,
      change: { format: 'yaml', before: kubeProxyConfig(ctx.scenario), after: kubeProxyConfig(s) },
      scenario: s,
    },
  ];
}
