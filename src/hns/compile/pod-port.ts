// The VFP port of a local endpoint (a pod, or the host's cbr0 endpoint on L2Bridge) and its layers.
import { formatIpv4, formatPrefix, mustPrefix, type Prefix } from '../../core/net/ip';
import { guidFrom } from '../../core/net/hash';
import { ANY_PROTOCOL, PROTOCOL_NUMBER } from '../../core/net/protocol';
import type { Conditions, Direction, Layer, NatPool, Port, PortRange, Rule } from '../../core/vfp/model';
import { DISTRIBUTION, LB_FLAG_DSR, LB_FLAG_IPV6, type AclPolicy, type EndpointPolicy, type HnsEndpoint } from '../model';
import { backendsOf, endpointRef, frontendsOf, normalizeMac, parseIp, parseIpAny, provenance, type Ctx } from './context';
import { familyGroups, group, layer } from './layers';
import { host32, rule } from './rules';
import { remoteEndpointEncap } from './remote-endpoints';

type Policy<T extends EndpointPolicy['type']> = Extract<EndpointPolicy, { type: T }>;

function portRanges(list: string[]): PortRange[] | undefined {
  const out: PortRange[] = [];
  for (const item of list.flatMap((s) => s.split(','))) {
    const t = item.trim();
    if (!t || t === '0') continue;
    const m = /^(\d+)(?:-(\d+))?$/.exec(t);
    if (m) out.push({ lo: Number(m[1]), hi: Number(m[2] ?? m[1]) });
  }
  return out.length ? out : undefined;
}

function addressList(list: string[]): Prefix[] | undefined {
  const out: Prefix[] = [];
  for (const item of list.flatMap((s) => s.split(','))) {
    const t = item.trim();
    if (!t || t.toLowerCase() === 'any') continue;
    try {
      out.push(mustPrefix(t));
    } catch {
      /* an unreadable address is reported by the importer */
    }
  }
  return out.length ? out : undefined;
}

/** HNS ACL → VFP rule condition mapping: Local* is the endpoint's side, Remote* the peer's. */
function aclConditions(a: AclPolicy): Conditions {
  const local = addressList(a.localAddresses);
  const remote = addressList(a.remoteAddresses);
  const lp = portRanges(a.localPorts);
  const rp = portRanges(a.remotePorts);
  const protocols = a.protocols.filter((p) => p !== ANY_PROTOCOL);
  const c: Conditions = protocols.length ? { protocols } : {};
  if (a.direction === 'In') return { ...c, srcIp: remote, dstIp: local, srcPorts: rp, dstPorts: lp };
  return { ...c, srcIp: local, dstIp: remote, srcPorts: lp, dstPorts: rp };
}

function aclLayer(ctx: Ctx, e: HnsEndpoint): Layer {
  const acls = e.policies.filter((p): p is Policy<'ACL'> => p.type === 'ACL');
  const sw = acls.filter((a) => a.ruleType === 'Switch');
  if (acls.length > sw.length) ctx.warnings.push(`endpoint ${e.id}: ${acls.length - sw.length} ACL(s) with RuleType Host are Windows Firewall rules, not VFP rules; not modelled`);
  const rules = (d: Direction) =>
    sw
      .filter((a) => (a.direction === 'In') === (d === 'in'))
      .map((a, i) =>
        rule(
          `${e.id}:acl:${a.id ?? i}:${a.direction}:${a.priority}`,
          a.id ?? `acl-${a.direction.toLowerCase()}-${a.priority}`,
          a.priority,
          aclConditions(a),
          { type: a.action === 'Block' ? 'block' : 'allow' },
          provenance('ACL', e.id, a.origin, a.id),
        ),
      );
  const inRules = rules('in');
  const outRules = rules('out');
  // Each family's group holds the ACLs of its addresses; a dual-stack endpoint's ACLs without
  // addresses are in both (assumption dual-stack-ipv6), a single-stack one's in the IPv4 group only.
  // The layer shows its four groups always, IPv4 IN and OUT first, as vfpctrl lists them.
  const opts = { always: true, addresslessInBoth: e.ipv6Address !== undefined, ipv6Rule: withDualStack };
  const [in4, in6] = familyGroups('ACL_ENDPOINT_GROUP_IPV4_IN', 'in', inRules, opts);
  const [out4, out6] = familyGroups('ACL_ENDPOINT_GROUP_IPV4_OUT', 'out', outRules, opts);
  const l = layer('ACL_ENDPOINT_LAYER', [in4!, out4!, in6!, out6!]);
  // Once any ACL applies to a direction, what no rule allows is blocked.
  if (outRules.length) {
    l.defaultAction.out = 'block';
    l.defaultNote = { ...l.defaultNote, out: { text: 'default deny: the endpoint has ACLs for this direction and none allows the packet (HNS default-deny, verified for egress)' } };
  }
  if (inRules.length) {
    l.defaultAction.in = 'block';
    l.defaultNote = { ...l.defaultNote, in: { text: 'default deny: the endpoint has ACLs for this direction and none allows the packet', assumption: 'acl-default-deny-ingress' } };
  }
  return l;
}

/** A rule in an IPv6 group relies on the dual-stack model (what fills those groups is not published). */
const withDualStack = (r: Rule): Rule => ({ ...r, provenance: { ...r.provenance, assumptions: [...(r.provenance?.assumptions ?? []), 'dual-stack-ipv6'] } });

export function natPools(ctx: Ctx, e: HnsEndpoint, index: number): { tcp: NatPool; udp: NatPool } {
  const lo = ctx.opts.natPortBase + index * 64;
  const tag = `${e.ipAddress}${formatIpv4(ctx.node.ip)}`;
  return {
    tcp: { name: `SLB_NATPOOL_IPV4_TCP_${tag}`, ip: ctx.node.ip, lo, hi: lo + 63 },
    udp: { name: `SLB_NATPOOL_IPV4_UDP_${tag}`, ip: ctx.node.ip, lo, hi: lo + 63 },
  };
}

function natLayer(ctx: Ctx, e: HnsEndpoint, index: number, epIp: number): Layer | undefined {
  const outRules: Rule[] = [];
  const inRules: Rule[] = [];
  const pools = natPools(ctx, e, index);
  for (const p of e.policies) {
    if (p.type !== 'OutBoundNAT') continue;
    const prov = provenance('OutBoundNAT', e.id, p.origin);
    const natIp = parseIp(p.vip) ?? ctx.node.ip;
    const tcp = { ...pools.tcp, ip: natIp };
    const udp = { ...pools.udp, ip: natIp };
    if (p.destinations.length) {
      // Loopback DSR: NAT only towards these destinations (the pod's own IP).
      const dst = p.destinations.map((d) => mustPrefix(d));
      outRules.push(rule(`${e.id}:loopback:tcp`, `SNAT_TCP_LOOPBACK_${p.destinations.join('_')}`, 50, { dstIp: dst, protocols: [PROTOCOL_NUMBER.tcp] }, { type: 'dynnat', pool: tcp }, prov));
      outRules.push(rule(`${e.id}:loopback:udp`, `SNAT_UDP_LOOPBACK_${p.destinations.join('_')}`, 51, { dstIp: dst, protocols: [PROTOCOL_NUMBER.udp] }, { type: 'dynnat', pool: udp }, prov));
      continue;
    }
    p.exceptions.forEach((x, i) => {
      try {
        outRules.push(rule(`${e.id}:exception:${x}`, `OUTBOUNDNAT_EXCEPTION_${x}`, 100 + i, { dstIp: [mustPrefix(x)] }, { type: 'allow' }, prov, false));
      } catch {
        ctx.warnings.push(`endpoint ${e.id}: OutBoundNAT exception ${x} is not a CIDR; ignored`);
      }
    });
    outRules.push(rule(`${e.id}:snat:tcp`, `SNAT_TCP_OUTBOUNDNAT_${tcp.lo}_${formatIpv4(natIp)}`, 1000, { protocols: [PROTOCOL_NUMBER.tcp] }, { type: 'dynnat', pool: tcp }, prov));
    outRules.push(rule(`${e.id}:snat:udp`, `SNAT_UDP_OUTBOUNDNAT_${udp.lo}_${formatIpv4(natIp)}`, 1001, { protocols: [PROTOCOL_NUMBER.udp] }, { type: 'dynnat', pool: udp }, prov));
  }
  // DSR backends: per-VIP NAT_ (in) and ALLOW_NAT_ (out) rules on the backend's own port, named as
  // networkhealth.ps1 looks for them: NAT_\w*_<VIP or management IP>_<ext>_<proto>.
  for (const lb of ctx.hns.loadBalancers) {
    // IPv6 DSR backends (NAT_ rules on their IPv6 address) are not modelled: DSR is balanced at the client port for both families.
    if (!(lb.flags & LB_FLAG_DSR) || (lb.flags & LB_FLAG_IPV6) !== 0 || !lb.endpoints.includes(e.id)) continue;
    for (const pm of lb.portMappings) {
      // NodePort DSR load balancers have no VIP; Microsoft's rule names use the management IP then.
      for (const vip of lb.frontendVips.length ? lb.frontendVips : [formatIpv4(ctx.node.ip)]) {
        const prov = provenance('LoadBalancer', lb.id, lb.origin, undefined, ['dsr-at-client-port']);
        const proto = [pm.protocol];
        // Only this frontend's connections: two Services with the same backend and target port
        // must not match each other's rules (issue 11).
        const frontends = frontendsOf(ctx, [vip], pm.externalPort, pm.protocol);
        inRules.push(rule(`${e.id}:nat:${lb.id}:${vip}:${pm.externalPort}`, `NAT_${vip}_${pm.externalPort}_${pm.protocol}`, 100, { dstIp: [host32(epIp)], protocols: proto, dstPorts: [{ lo: pm.internalPort, hi: pm.internalPort }], frontends }, { type: 'allow' }, prov));
        outRules.push(rule(`${e.id}:allownat:${lb.id}:${vip}:${pm.externalPort}`, `ALLOW_NAT_${vip}_${pm.externalPort}_${pm.protocol}`, 90, { srcIp: [host32(epIp)], protocols: proto, srcPorts: [{ lo: pm.internalPort, hi: pm.internalPort }], frontends }, { type: 'allow' }, prov));
      }
    }
  }
  if (!outRules.length && !inRules.length) return undefined;
  return layer('SLB_NAT_LAYER', [group('SLB_GROUP_NAT_IPv4_IN', 'in', inRules), group('SLB_GROUP_NAT_IPv4_OUT', 'out', outRules)]);
}

function dsrLayer(ctx: Ctx, e: HnsEndpoint): Layer | undefined {
  const loopback = e.policies.some((p) => p.type === 'OutBoundNAT' && p.destinations.length > 0);
  const rules: Rule[] = [];
  for (const lb of ctx.hns.loadBalancers) {
    if (!(lb.flags & LB_FLAG_DSR) || lb.frontendVips.length === 0) continue;
    for (const pm of lb.portMappings) {
      if (pm.flags & 16) continue; // VipExternalIP: external traffic, handled at the host vNIC
      for (const vip of lb.frontendVips) {
        const v = parseIpAny(vip);
        if (v === undefined) continue;
        rules.push(
          rule(
            `${e.id}:lbdsr:${lb.id}:${vip}:${pm.externalPort}`,
            `LB_DSR_${formatIpv4(ctx.node.ip)}_${vip}_${pm.externalPort}_${pm.internalPort}_${pm.protocol}`,
            100,
            { dstIp: [host32(v)], protocols: [pm.protocol], dstPorts: [{ lo: pm.externalPort, hi: pm.externalPort }] },
            { type: 'lbnat', backends: backendsOf(ctx, lb, pm.internalPort), distribution: DISTRIBUTION[pm.distributionType] ?? 'none', selfHit: loopback ? undefined : 'drop', preserveDip: (pm.flags & 8) !== 0 },
            provenance('LoadBalancer', lb.id, lb.origin, undefined, ['dsr-at-client-port']),
          ),
        );
      }
    }
  }
  return rules.length ? layer('LB_DSR', familyGroups('LB_DSR_IPv4_OUT', 'out', rules)) : undefined;
}

export function encapRules(ctx: Ctx, ownerId: string, routes: Policy<'SDNRoute'>[]): Rule[] {
  const rules: Rule[] = [];
  for (const r of routes) {
    if (!r.needEncap) continue;
    try {
      rules.push(
        rule(
          `${ownerId}:needencap:${r.destinationPrefix}`,
          `ROUTE_NEEDENCAP_${r.destinationPrefix}`,
          100,
          { dstIp: [mustPrefix(r.destinationPrefix)], encapsulated: false },
          { type: 'route-encap', to: ctx.node.ip, toMac: ctx.hostVnicMac },
          provenance('SDNRoute', ownerId, r.origin, undefined, ['needencap-to-host']),
          false,
        ),
      );
    } catch {
      ctx.warnings.push(`endpoint ${ownerId}: route ${r.destinationPrefix} is not a CIDR; ignored`);
    }
  }
  if (ctx.overlay) {
    for (const rs of ctx.network.remoteSubnetRoutes) {
      const pa = parseIp(rs.providerAddress);
      if (pa === undefined) continue;
      rules.push(
        rule(
          `${ctx.network.id}:rsr:${rs.destinationPrefix}`,
          `REMOTESUBNETROUTE_${rs.destinationPrefix}`,
          200,
          { dstIp: [mustPrefix(rs.destinationPrefix)], encapsulated: false },
          { type: 'encap', vni: rs.isolationId, pa, innerDstMac: rs.distributedRouterMacAddress ? normalizeMac(rs.distributedRouterMacAddress) : undefined, udpPort: ctx.network.vxlanPort ?? 4789 },
          provenance('RemoteSubnetRoute', ctx.network.id, ctx.network.origin),
          false,
        ),
      );
    }
    rules.push(...remoteEndpointEncap(ctx));
  }
  return rules;
}

export function paRouteLayer(ctx: Ctx): Layer {
  return layer('VNET_PA_ROUTE_LAYER', [
    group('VNET_GROUP_PA_ROUTE_IPV4_OUT', 'out', [
      { ...rule(`${ctx.network.id}:paroute`, 'PA_ROUTE', 45535, { encapsulated: true }, { type: 'paroute' }, provenance('Network', ctx.network.id, ctx.network.origin), false), id: 'PA_ROUTE' },
    ], { priority: 200 }),
  ]);
}

export function endpointPort(ctx: Ctx, e: HnsEndpoint, index: number): Port {
  const ip = parseIp(e.ipAddress) ?? 0;
  const isHost = e.compartmentId === 1;
  const layers: Layer[] = [aclLayer(ctx, e)];
  const dsr = isHost ? undefined : dsrLayer(ctx, e);
  if (dsr) layers.push(dsr);
  const nat = natLayer(ctx, e, index, ip);
  if (nat) layers.push(nat);
  const routes = e.policies.filter((p): p is Policy<'SDNRoute'> => p.type === 'SDNRoute');
  const encap = encapRules(ctx, e.id, routes);
  if (encap.length) layers.push(layer('VNET_ENCAP_LAYER', familyGroups('VNET_GROUP_ENCAP_IPV4_OUT', 'out', encap, { matchType: 'lpm' })));
  if (ctx.overlay) layers.push(paRouteLayer(ctx));
  return {
    id: (e.portGuid ?? guidFrom(`port:${e.id}`)).toUpperCase(),
    friendlyName: e.id,
    kind: isHost ? 'host' : 'endpoint',
    mac: normalizeMac(e.macAddress),
    blocked: false,
    layers,
    provenance: provenance('Endpoint', e.id, e.origin, e.name),
    owner: endpointRef(e) ?? e.name,
  };
}

export { formatPrefix };
