// The host vNIC (management) port: where the host's own traffic enters the vSwitch, where
// NeedEncap traffic is decapsulated, and where load balancing happens for traffic that is not
// balanced at the client's own port (non-DSR ClusterIP, NodePort, external IPs).
import { fnv1aString, guidFrom } from '../../core/net/hash';
import { formatIp, formatIpv4, type Ip } from '../../core/net/ip';
import type { Action, Layer, NatPool, Port, Rule } from '../../core/vfp/model';
import { DISTRIBUTION, LB_FLAG_DSR, LB_FLAG_IPV6, PM_FLAG_VIP_EXTERNAL_IP, type HnsLoadBalancer } from '../model';
import { backendsOf, endpointRef, frontendsOf, normalizeMac, parseIp, parseIpAny, provenance, type Ctx } from './context';
import { familyGroups, group, layer } from './layers';
import { encapRules, paRouteLayer } from './pod-port';
import { host32, rule } from './rules';

/** A 64-port pool for load balancers that rewrite the source, above the endpoints' outbound-NAT
 * blocks and clear of the NodePort range (30000-32767), which HNS pools must not collide with. */
function hostPool(ctx: Ctx, ip: Ip, tag: string): NatPool {
  const lo = ctx.opts.natPortBase + 8192 + 64 * (fnv1aString(tag) % 64);
  return { name: `SLB_NATPOOL_${typeof ip === 'number' ? 'IPV4' : 'IPV6'}_${tag}_${formatIp(ip)}`, ip, lo, hi: lo + 63 };
}

/** The node's own address of a load balancer's family (kube-proxy's IPv6 proxier: the node's IPv6 address). */
const nodeIpOf = (ctx: Ctx, lb: HnsLoadBalancer): Ip | undefined => ((lb.flags & LB_FLAG_IPV6) !== 0 ? ctx.node.ipv6 : ctx.node.ip);

/** The node's hairpin SNAT, the same for every load balancer of a compile: made once (a node of a
 * 10k-Service cluster has 10k rules that name it). */
const hairpins = new WeakMap<Ctx, { ip: Ip; pool: NatPool }>();
const hairpins6 = new WeakMap<Ctx, { ip: Ip; pool: NatPool }>();
function hairpinSnat(ctx: Ctx, ip: Ip = ctx.node.ip): { ip: Ip; pool: NatPool } {
  const memo = typeof ip === 'number' ? hairpins : hairpins6;
  let h = memo.get(ctx);
  if (!h) memo.set(ctx, (h = { ip, pool: hostPool(ctx, ip, 'HAIRPIN') }));
  return h;
}

function lbAction(ctx: Ctx, lb: HnsLoadBalancer, internalPort: number, distributionType: number, preserveDip: boolean, snatIp: Ip | undefined): Action {
  const nodeIp = nodeIpOf(ctx, lb);
  return {
    type: 'lbnat',
    backends: backendsOf(ctx, lb, internalPort),
    distribution: DISTRIBUTION[distributionType] ?? 'none',
    snat: snatIp !== undefined ? { ip: snatIp, pool: hostPool(ctx, snatIp, `LB_${lb.id.slice(0, 8)}`) } : undefined,
    selfHit: nodeIp !== undefined ? 'snat' : undefined,
    hairpinSnat: nodeIp !== undefined ? hairpinSnat(ctx, nodeIp) : undefined,
    preserveDip,
  };
}

/** The source a load balancer at the host port gives a translated packet (undefined: unchanged). */
function snatFor(ctx: Ctx, lb: HnsLoadBalancer, external: boolean): { ip?: Ip; assumptions: string[] } {
  if (lb.flags & LB_FLAG_DSR) return { assumptions: [] };
  const v6 = (lb.flags & LB_FLAG_IPV6) !== 0;
  const src = v6 ? parseIpAny(lb.sourceVip) : parseIp(lb.sourceVip);
  if (src !== undefined) return { ip: src, assumptions: [] };
  const nodeIp = nodeIpOf(ctx, lb);
  const more = v6 ? ['dual-stack-ipv6'] : [];
  // External traffic balanced to another node must come back through this node: SNAT to the node IP.
  if (external && nodeIp !== undefined) return { ip: nodeIp, assumptions: more };
  if (ctx.opts.emptySourceVip === 'node-ip' && nodeIp !== undefined) return { ip: nodeIp, assumptions: ['non-dsr-source', ...more] };
  return { assumptions: ['non-dsr-source', ...more] };
}

/** networkhealth.ps1's names for a host-port load balancer (the `\w*` part it skips is left out):
 * `LB_<VIP or management IP>_<ext>_<ext>_<proto>`, or `NAT_…` with a single backend. */
const lbRuleName = (backends: number, frontend: string, port: number, protocol: number) => `${backends === 1 ? 'NAT' : 'LB'}_${frontend}_${port}_${port}_${protocol}`;

interface HostLbRules {
  /** SLB_LB_LAYER, OUT: non-DSR ClusterIP balancing, and DSR load balancers whose backends are all local. */
  out: Rule[];
  /** SLB_LB_LAYER, IN: NodePort and external addresses arriving at the node. */
  in: Rule[];
  /** Layer LB / LB_OUT: DSR load balancers with a remote backend (LB_HOST_…). */
  host: Rule[];
  /** SLB_HAIRPIN_LAYER / SLB_GROUP_HAIRPIN_IPv4_IN: load balancers with a local backend. */
  hairpin: Rule[];
}

function lbRules(ctx: Ctx): HostLbRules {
  const r: HostLbRules = { out: [], in: [], host: [], hairpin: [] };
  for (const lb of ctx.hns.loadBalancers) {
    const dsr = (lb.flags & LB_FLAG_DSR) !== 0;
    for (const pm of lb.portMappings) {
      const backends = backendsOf(ctx, lb, pm.internalPort);
      const nodeIp = nodeIpOf(ctx, lb);
      const cond = (dst: Ip) => ({ dstIp: [host32(dst)], protocols: [pm.protocol], dstPorts: [{ lo: pm.externalPort, hi: pm.externalPort }], encapsulated: false });
      if (backends.some((b) => b.local) && nodeIp !== undefined) {
        // Microsoft's health check expects a hairpin rule when a backend is local: the reply of a
        // translation made here (host → VIP → local pod) comes back into this port. Only replies of
        // this load balancer's own connections match (its frontends), not every reply from the
        // backend's port (issue 11: a reply of another Service matched HairPin_ of this one).
        r.hairpin.push(
          rule(`hairpin:${lb.id}:${pm.externalPort}:${pm.protocol}`, `HairPin_${lb.frontendVips[0] ?? formatIp(nodeIp)}_${pm.externalPort}_${pm.externalPort}_${pm.protocol}`, 100, { dstIp: [host32(nodeIp)], protocols: [pm.protocol], srcPorts: [{ lo: pm.internalPort, hi: pm.internalPort }], encapsulated: false, frontends: frontendsOf(ctx, lb.frontendVips, pm.externalPort, pm.protocol) }, { type: 'allow' }, provenance('LoadBalancer', lb.id, lb.origin, undefined, ['host-port-hairpin'])),
        );
      }
      if (lb.frontendVips.length === 0) {
        // NodePort: no VIP, matched on the node's own address and the node port.
        if (nodeIp === undefined) continue;
        const s = snatFor(ctx, lb, true);
        r.in.push(
          rule(
            `host:${lb.id}:${pm.externalPort}:${pm.protocol}`,
            lbRuleName(backends.length, formatIp(nodeIp), pm.externalPort, pm.protocol),
            100,
            cond(nodeIp),
            lbAction(ctx, lb, pm.internalPort, pm.distributionType, false, s.ip),
            provenance('LoadBalancer', lb.id, lb.origin, undefined, ['non-dsr-lb-at-host-port', ...s.assumptions]),
          ),
        );
        continue;
      }
      for (const vip of lb.frontendVips) {
        const v = parseIpAny(vip);
        if (v === undefined) continue;
        const external = (pm.flags & PM_FLAG_VIP_EXTERNAL_IP) !== 0;
        const s = snatFor(ctx, lb, external);
        const remote = backends.some((b) => !b.local);
        const name = dsr && remote ? `LB_HOST_${vip}_${pm.externalPort}_${pm.internalPort}_${pm.protocol}` : lbRuleName(backends.length, vip, pm.externalPort, pm.protocol);
        const rl = rule(
          `host:${lb.id}:${vip}:${pm.externalPort}:${pm.protocol}`,
          name,
          100,
          cond(v),
          lbAction(ctx, lb, pm.internalPort, pm.distributionType, (pm.flags & 8) !== 0, s.ip),
          provenance('LoadBalancer', lb.id, lb.origin, undefined, [dsr ? 'dsr-at-client-port' : 'non-dsr-lb-at-host-port', ...s.assumptions]),
        );
        if (external) r.in.push(rl);
        else if (dsr && remote) r.host.push(rl);
        else r.out.push(rl);
      }
    }
  }
  return r;
}

/** A local endpoint's PortMapping policies (the pod's hostPorts; win-bridge ExternalPort = hostPort,
 * InternalPort = containerPort): node IP (or the policy's VIP):ExternalPort → the endpoint's
 * IP:InternalPort, the source kept. Where VFP applies it is not published: beside the NodePort rules,
 * where a packet for the node's address arrives (assumption hostport-nat-at-host-port). */
function portMappingRules(ctx: Ctx): Rule[] {
  const out: Rule[] = [];
  for (const e of ctx.localEndpoints) {
    const ip = parseIp(e.ipAddress);
    if (ip === undefined || e.compartmentId === 1) continue;
    for (const p of e.policies) {
      // NatFlags IPv6 (2): the dual-stack copy sdnbridge adds; the model's packets are IPv4.
      if (p.type !== 'PortMapping' || p.externalPort === 0 || p.internalPort === 0 || (p.flags & 2) !== 0) continue;
      const front = parseIp(p.vip) ?? ctx.node.ip;
      const backend = { ip, port: p.internalPort, endpoint: e.origin ? endpointRef(e) : e.name, hnsId: e.id, local: true, mac: normalizeMac(e.macAddress) };
      out.push(
        rule(
          `portmapping:${e.id}:${p.protocol}:${p.externalPort}`,
          `NAT_${formatIpv4(front)}_${p.externalPort}_${p.internalPort}_${p.protocol}`,
          100,
          { dstIp: [host32(front)], protocols: [p.protocol], dstPorts: [{ lo: p.externalPort, hi: p.externalPort }], encapsulated: false },
          { type: 'lbnat', backends: [backend], distribution: 'none', selfHit: 'snat', hairpinSnat: hairpinSnat(ctx) },
          provenance('PortMapping', e.id, p.origin ?? e.origin, e.name, ['hostport-nat-at-host-port']),
        ),
      );
    }
  }
  return out;
}

export function hostVnicPort(ctx: Ctx): Port {
  const id = (ctx.network.hostVnicPortGuid ?? guidFrom(`hostvnic:${ctx.network.id}:${ctx.node.name}`)).toUpperCase();
  const layers: Layer[] = [];
  layers.push(
    layer('SLB_DECAP_LAYER_STATEFUL', [
      group('SLB_GROUP_DECAP_IPv4_IN', 'in', [
        rule(`host:decap:${ctx.node.ip}`, `DECAP_${formatIpv4(ctx.node.ip)}`, 100, { dstIp: [host32(ctx.node.ip)], encapsulated: true }, { type: 'decap' }, provenance('Network', ctx.network.id, ctx.network.origin, ctx.network.name, ['needencap-to-host']), false),
      ]),
    ]),
  );
  const lbs = lbRules(ctx);
  lbs.in.push(...portMappingRules(ctx));
  // A dual-stack node's IPv6 load balancers (kube-proxy's IPv6 proxier) go to each layer's IPv6 group.
  if (lbs.out.length || lbs.in.length) layers.push(layer('SLB_LB_LAYER', [...familyGroups('SLB_GROUP_LB_IPv4_IN', 'in', lbs.in), ...familyGroups('SLB_GROUP_LB_IPv4_OUT', 'out', lbs.out)]));
  if (lbs.host.length) layers.push(layer('LB', familyGroups('LB_OUT', 'out', lbs.host).map((g, i) => (i === 1 ? { ...g, name: 'LB_OUT_IPv6', friendlyName: 'LB_OUT_IPv6' } : g))));
  if (lbs.hairpin.length) layers.push(layer('SLB_HAIRPIN_LAYER', familyGroups('SLB_GROUP_HAIRPIN_IPv4_IN', 'in', lbs.hairpin)));
  if (ctx.overlay) {
    const encap = encapRules(ctx, `host:${ctx.node.name}`, []);
    if (encap.length) layers.push(layer('VNET_ENCAP_LAYER', [group('VNET_GROUP_ENCAP_IPV4_OUT', 'out', encap, { matchType: 'lpm' })]));
    layers.push(paRouteLayer(ctx));
  }
  return {
    id,
    friendlyName: `Container NIC ${id.slice(0, 8).toLowerCase()}`,
    kind: 'host',
    mac: ctx.hostVnicMac,
    blocked: false,
    layers,
    provenance: provenance('Network', ctx.network.id, ctx.network.origin, ctx.network.name),
    owner: `node/${ctx.node.name}`,
  };
}
