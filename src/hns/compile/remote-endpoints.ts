// A remote endpoint with a provider address is a CA→PA mapping: on an Overlay network, traffic to
// its IP is encapsulated to that PA ("Remote endpoints missing (overlay): no CA→PA mapping → packets
// to that pod cannot be encapsulated", domain notes §8). Derived nodes reach remote pods through
// RemoteSubnetRoutes, which already cover kube-proxy's remote endpoints; a node rebuilt from dumps
// often has only the endpoints (flannel's remote_<ip>, Calico's), so they count on their own.
import { formatIpv4, parsePrefix, prefixContainsIpv4 } from '../../core/net/ip';
import type { Rule } from '../../core/vfp/model';
import type { HnsEndpoint } from '../model';
import { networkVni, normalizeMac, parseIp, provenance, type Ctx } from './context';
import { host32, rule } from './rules';

const paOf = (e: HnsEndpoint) => e.policies.find((p) => p.type === 'ProviderAddress')?.providerAddress;

/** Whether an endpoint lies on the compiled network (or on one the dumps do not hold). */
function onNetwork(ctx: Ctx, e: HnsEndpoint): boolean {
  if (!e.networkId && !e.networkName) return true;
  if (e.networkId?.toLowerCase() === ctx.network.id.toLowerCase() || e.networkName === ctx.network.name) return true;
  return !ctx.hns.networks.some((n) => n.id.toLowerCase() === e.networkId?.toLowerCase() || n.name === e.networkName);
}

/** Every pod port gets the same rules: made once per compile (Ctx), not once per port. Rules are
 * never changed once made, so the ports share them. */
const made = new WeakMap<Ctx, readonly Rule[]>();

/** One encap rule per remote endpoint whose PA is another node and that no RemoteSubnetRoute covers. */
export function remoteEndpointEncap(ctx: Ctx): readonly Rule[] {
  if (!ctx.overlay) return [];
  let rules = made.get(ctx);
  if (!rules) made.set(ctx, (rules = encapRules(ctx)));
  return rules;
}

function encapRules(ctx: Ctx): Rule[] {
  const routes = ctx.network.remoteSubnetRoutes.map((r) => parsePrefix(r.destinationPrefix)).filter((p) => p?.family === 'ipv4');
  const vni = networkVni(ctx);
  const rules: Rule[] = [];
  for (const e of ctx.hns.endpoints) {
    const ip = parseIp(e.ipAddress);
    const pa = parseIp(paOf(e));
    if (!e.isRemoteEndpoint || ip === undefined || pa === undefined || pa === ctx.node.ip || !onNetwork(ctx, e)) continue;
    if (routes.some((p) => p && p.family === 'ipv4' && prefixContainsIpv4(p, ip))) continue;
    rules.push(
      rule(
        `${e.id}:capa`,
        `CA_PA_${formatIpv4(ip)}_${formatIpv4(pa)}`,
        200,
        { dstIp: [host32(ip)], encapsulated: false },
        { type: 'encap', vni, pa, innerDstMac: normalizeMac(e.macAddress), udpPort: ctx.network.vxlanPort ?? 4789 },
        provenance('Endpoint', e.id, e.origin, e.name),
        false,
      ),
    );
  }
  return rules;
}
