// The external port (the physical NIC's uplink): VXLAN decapsulation on Overlay, and on both modes
// the inbound MAC rewrite that hands a packet for a local pod's IP straight to that pod's port.
import { guidFrom } from '../../core/net/hash';
import { formatIpv4 } from '../../core/net/ip';
import { PROTOCOL_NUMBER } from '../../core/net/protocol';
import type { Layer, Port, Rule } from '../../core/vfp/model';
import { networkVni, normalizeMac, parseIp, provenance, type Ctx } from './context';
import { group, layer } from './layers';
import { host32, rule } from './rules';

export function externalPort(ctx: Ctx): Port {
  const id = (ctx.network.externalNicPortGuid ?? guidFrom(`external:${ctx.network.id}:${ctx.node.name}`)).toUpperCase();
  const layers: Layer[] = [];
  if (ctx.overlay) {
    const vni = networkVni(ctx);
    const port = ctx.network.vxlanPort ?? 4789;
    layers.push(
      layer('VNET_ENCAP_LAYER', [
        group('VNET_GROUP_DECAP_IPV4_IN', 'in', [
          rule(`${ctx.network.id}:vxlan-decap`, `DECAP_VXLAN_${vni}`, 100, { dstIp: [host32(ctx.node.ip)], protocols: [PROTOCOL_NUMBER.udp], dstPorts: [{ lo: port, hi: port }], vni, encapsulated: true }, { type: 'decap' }, provenance('Network', ctx.network.id, ctx.network.origin, ctx.network.name), false),
        ]),
      ]),
    );
  }
  const rewrites: Rule[] = [];
  for (const e of ctx.localEndpoints) {
    const ip = parseIp(e.ipAddress);
    if (ip === undefined || e.compartmentId === 1) continue;
    const mac = normalizeMac(e.macAddress);
    rewrites.push(
      rule(`${ctx.network.id}:macrewrite:${e.id}`, `MAC_REWRITE_${formatIpv4(ip)}`, 100, { dstIp: [host32(ip)], encapsulated: false }, { type: 'mac-rewrite', dstMac: mac }, provenance('Endpoint', e.id, e.origin, e.name, ['l2bridge-ingress-mac-rewrite']), false),
    );
  }
  if (rewrites.length) layers.push(layer('VNET_MAC_REWRITE_LAYER', [group('VNET_GROUP_MAC_REWRITE_IPV4_IN', 'in', rewrites, { matchType: 'lpm' })]));
  return {
    id,
    friendlyName: 'ExternalPort',
    kind: 'external',
    blocked: false,
    layers,
    provenance: provenance('Network', ctx.network.id, ctx.network.origin, ctx.network.networkAdapterName ?? ctx.network.name),
    owner: `node/${ctx.node.name}`,
  };
}
