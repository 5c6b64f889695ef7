// Load balancers: v2 HostComputeLoadBalancer objects, and v1 policy lists (`Get-HnsPolicyList`)
// whose ELB policy carries the VIPs and ports while `References` name the backend endpoints.
import { PROTOCOL_NUMBER, type Protocol } from '../../../core/net/protocol';
import { LB_FLAG_DSR, LB_FLAG_IPV6, PM_FLAG_ILB, PM_FLAG_LOCAL_ROUTED_VIP, PM_FLAG_PRESERVE_DIP, PM_FLAG_USE_MUX, type LbPortMapping } from '../../../hns/model';
import type { DumpLoadBalancer, ElbPolicy } from '../model';
import type { Fields } from './fields';
import { hnsMsg } from '../messages-hns';

export function readLoadBalancer(f: Fields): DumpLoadBalancer | undefined {
  const id = f.str('ID');
  if (!id) {
    f.warn(hnsMsg('hns.lbNoId', {}));
    return undefined;
  }
  const lb: DumpLoadBalancer = {
    id,
    api: 2,
    frontendVips: f.addresses('FrontendVIPs'),
    endpoints: f.strings('HostComputeEndpoints'),
    portMappings: f.list('PortMappings').map((m) => ({
      protocol: protocolOf(m),
      internalPort: m.num('InternalPort') ?? 0,
      externalPort: m.num('ExternalPort') ?? 0,
      distributionType: m.num('DistributionType') ?? 0,
      flags: m.num('Flags') ?? 0,
    })),
    flags: f.num('Flags') ?? 0,
  };
  const sourceVip = f.vip('SourceVIP');
  if (sourceVip) lb.sourceVip = sourceVip;
  return lb;
}

/** A v1 policy list; undefined (with a warning) when it holds no ELB policy, e.g. a ROUTE list. */
export function readPolicyList(f: Fields): DumpLoadBalancer | undefined {
  const id = f.str('ID');
  const policies = f.list('Policies');
  const elbs = policies.filter((p) => /^elb$/i.test(p.str('Type') ?? ''));
  if (!id || elbs.length === 0) {
    const types = [...new Set(policies.map((p) => p.str('Type') ?? '?'))].join(', ') || 'none';
    f.warn(id ? hnsMsg('hns.policyListNoElb', { id, types }) : hnsMsg('hns.policyListNoId', { types }));
    return undefined;
  }
  const vips = [...new Set(elbs.flatMap((p) => p.addresses('VIPs')))];
  const dsr = elbs.some((p) => p.bool('IsDSR', 'DSR') === true);
  const lb: DumpLoadBalancer = {
    id,
    api: 1,
    frontendVips: vips,
    endpoints: f.strings('References').map((r) => r.replace(/^\/?endpoints\//i, '')),
    portMappings: elbs.map(portMappingV1),
    flags: (dsr ? LB_FLAG_DSR : 0) | (vips.some((v) => v.includes(':')) ? LB_FLAG_IPV6 : 0),
  };
  const sourceVip = elbs.map((p) => p.vip('SourceVIP')).find((v) => v);
  if (sourceVip) lb.sourceVip = sourceVip;
  const state = f.num('State');
  if (state !== undefined) lb.state = state;
  return lb;
}

/** An ELB policy on its own (no policy list around it): its VIPs and port mapping. */
export const readElbPolicy = (p: Fields): ElbPolicy => ({ vips: p.addresses('VIPs'), portMapping: portMappingV1(p), dsr: p.bool('IsDSR', 'DSR') === true });

function portMappingV1(p: Fields): LbPortMapping {
  const flag = (name: string, bit: number) => (p.bool(name) ? bit : 0);
  return {
    protocol: protocolOf(p),
    internalPort: p.num('InternalPort') ?? 0,
    externalPort: p.num('ExternalPort') ?? 0,
    distributionType: p.num('DistributionType') ?? 0,
    flags: flag('ILB', PM_FLAG_ILB) | flag('LocalRoutedVip', PM_FLAG_LOCAL_ROUTED_VIP) | flag('UseMux', PM_FLAG_USE_MUX) | flag('PreserveDip', PM_FLAG_PRESERVE_DIP),
  };
}

/** `Protocol: 6` or `"TCP"`; absent or unreadable = TCP, with a warning. */
function protocolOf(p: Fields): number {
  const raw = p.str('Protocol');
  const n = raw === undefined ? undefined : /^\d+$/.test(raw) ? Number(raw) : PROTOCOL_NUMBER[raw.toLowerCase() as Protocol];
  if (n === undefined) p.warn(raw === undefined ? hnsMsg('hns.lbNoProtocol', {}) : hnsMsg('hns.lbProtocol', { p: raw }), 'Protocol');
  return n ?? 6;
}
