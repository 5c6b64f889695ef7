// What each VFP action does to the packet: the edits it makes, the narration of its verb, and the
// failures only an action can meet (no backend, a hairpin drop, an exhausted NAT pool).
import { formatEndpoint, formatIp, formatIpv4 } from '../net/ip';
import { fnv1aString } from '../net/hash';
import { PROTOCOL_NUMBER } from '../net/protocol';
import { frontendKey, tupleKey } from '../packet/packet';
import type { Edit } from '../packet/transposition';
import type { LoadBalancing, Place } from '../trace/trace';
import { chooseBackend } from '../vfp/lb-hash';
import { loadBalancingOf } from './lb-record';
import type { Port, Rule } from '../vfp/model';
import { icmpSnatKey } from '../world/runtime';
import type { WindowsHost } from '../world/world';
import type { Walk } from './context';
import { allocPort, bindNat } from './nat-bindings';
import { nextHopMac } from './routing';
import { verdictMsg, type VerdictMsg } from '../trace/verdict-messages';
import { narrationMsg, type NarrationMsg } from './narration-messages';
import { editsMsg } from './narration';

const LBNAT = narrationMsg('verb.action', { action: 'lbnat' });

export interface Applied {
  edits: Edit[];
  /** What the action did, in words (narration-messages.ts). */
  verb: NarrationMsg;
  lb?: LoadBalancing;
  fail?: { reason: 'NO_BACKEND' | 'HAIRPIN_DROP' | 'SNAT_PORT_EXHAUSTED'; msg: VerdictMsg };
}

export function applyAction(w: Walk, host: WindowsHost, port: Port, rule: Rule, at: Place): Applied {
  const p = w.packet;
  const a = rule.action;
  switch (a.type) {
    case 'allow':
      return { edits: [], verb: narrationMsg('verb.action', { action: 'allow' }) };
    case 'meter':
      return { edits: [], verb: narrationMsg('verb.meter', {}) };
    case 'block':
      return { edits: [], verb: narrationMsg('verb.action', { action: 'block' }) };
    case 'dynnat': {
      if (p.protocol === 'icmp') {
        w.rt.icmpSnat.add(icmpSnatKey(host.name, p.dst, p.srcPort));
        w.assume('icmp-snat-one-way');
        return { edits: [{ op: 'set-src', ip: a.pool.ip }], verb: narrationMsg('verb.dynnatIcmp', { ip: formatIp(a.pool.ip) }) };
      }
      const natPort = allocPort(w, host.name, a.pool, p.protocol);
      if (natPort === undefined) return { edits: [], verb: narrationMsg('verb.action', { action: 'dynnat' }), fail: { reason: 'SNAT_PORT_EXHAUSTED', msg: verdictMsg('verdict.snatExhaustedRange', { pool: a.pool.name, lo: a.pool.lo, hi: a.pool.hi }) } };
      bindNat(w, host, port, a.pool.ip, p, natPort);
      return { edits: [{ op: 'set-src', ip: a.pool.ip, port: natPort }], verb: narrationMsg('verb.dynnat', { ip: formatEndpoint(a.pool.ip, natPort), pool: a.pool.name }) };
    }
    case 'nat': {
      const edits: Edit[] = [];
      if (a.src !== undefined) edits.push({ op: 'set-src', ip: a.src, port: a.srcPort });
      if (a.dst !== undefined) edits.push({ op: 'set-dst', ip: a.dst, port: a.dstPort });
      return { edits, verb: narrationMsg('verb.nat', { edits: editsMsg(edits, 'join.comma') }) };
    }
    case 'lbnat': {
      const vip = formatEndpoint(p.dst, p.dstPort);
      if (a.backends.length === 0) return { edits: [], verb: LBNAT, fail: { reason: 'NO_BACKEND', msg: verdictMsg('verdict.lbNoBackend', { vip }) } };
      w.assume('lb-hash');
      // The node's own connection to a Service address: sources disagree whether it works at all.
      if (port.kind === 'host' && w.world.addressBook.get(p.dst)?.kind === 'service-vip' && host.compartments.some((c) => c.kind === 'host' && c.id === w.origin.compartment) && w.origin.host === host.name) w.assume('node-reaches-clusterip');
      const choice = chooseBackend(a.distribution, p, a.backends.length);
      const b = a.backends[choice.index]!;
      const lb: LoadBalancing = loadBalancingOf(vip, a.backends, a.distribution, choice, at);
      if (b.ip === p.src && a.selfHit === 'drop') {
        return {
          edits: [],
          verb: LBNAT,
          lb,
          fail: { reason: 'HAIRPIN_DROP', msg: verdictMsg('verdict.hairpinSelf', { ip: formatIp(b.ip) }) },
        };
      }
      const edits: Edit[] = [];
      // The connection now belongs to this frontend: its own NAT_ / HairPin_ rules match it, no other Service's.
      const frontend = frontendKey(p.dst, p.dstPort, PROTOCOL_NUMBER[p.protocol]);
      if (!a.preserveDip) edits.push({ op: 'set-dst', ip: b.ip, port: b.port, frontend });
      let dstMac = b.local ? b.mac : undefined;
      if (!dstMac) {
        w.assume('mac-rewrite-by-route');
        dstMac = nextHopMac(host, b.ip).mac;
      }
      if (dstMac || a.preserveDip) edits.push({ op: 'set-mac', dst: dstMac, src: port.kind === 'host' ? host.mac : undefined, frontend });
      const needsSnat = a.snat ?? (b.ip === p.src && a.selfHit === 'snat' ? a.hairpinSnat : undefined);
      if (needsSnat) {
        const natPort = allocPort(w, host.name, needsSnat.pool, p.protocol);
        if (natPort === undefined) return { edits: [], verb: LBNAT, lb, fail: { reason: 'SNAT_PORT_EXHAUSTED', msg: verdictMsg('verdict.snatExhausted', { pool: needsSnat.pool.name }) } };
        edits.push({ op: 'set-src', ip: needsSnat.ip, port: natPort });
        bindNat(w, host, port, needsSnat.ip, p, natPort);
      }
      const verb = narrationMsg('verb.lbnat', { input: choice.hashInput, hash: choice.hash, i: choice.index + 1, n: a.backends.length, backend: formatEndpoint(b.ip, b.port), ep: b.endpoint || undefined });
      return { edits, verb, lb };
    }
    case 'encap': {
      const { mac } = nextHopMac(host, a.pa);
      const srcPort = 49152 + (fnv1aString(tupleKey(p)) % 16384);
      const edits: Edit[] = [];
      if (a.innerDstMac) edits.push({ op: 'set-mac', dst: a.innerDstMac });
      edits.push({
        op: 'push',
        outer: { kind: 'vxlan', src: host.ip, dst: a.pa, srcMac: host.mac, dstMac: mac ?? '00-00-00-00-00-00', srcPort, dstPort: a.udpPort, vni: a.vni },
      });
      return { edits, verb: narrationMsg('verb.encap', { vni: a.vni, pa: formatIpv4(a.pa), udp: a.udpPort }) };
    }
    case 'route-encap':
      w.assume('needencap-to-host');
      return {
        // The outer header is IPv4 (to the management vNIC's address): an IPv6 packet is carried from the host's own IPv4 address.
        edits: [{ op: 'push', outer: { kind: 'host-encap', src: typeof p.src === 'number' ? p.src : host.ip, dst: a.to, srcMac: p.srcMac, dstMac: a.toMac, srcPort: 0, dstPort: 0 } }],
        verb: narrationMsg('verb.routeEncap', { ip: formatIpv4(a.to) }),
      };
    case 'decap':
      return p.outer ? { edits: [{ op: 'pop' }], verb: p.outer.kind === 'vxlan' ? narrationMsg('verb.decapVxlan', { vni: p.outer.vni }) : narrationMsg('verb.decapHost', {}) } : { edits: [], verb: narrationMsg('verb.decapNone', {}) };
    case 'mac-rewrite':
      return { edits: [{ op: 'set-mac', src: a.srcMac, dst: a.dstMac }], verb: narrationMsg('verb.macRewrite', { dst: a.dstMac || undefined, src: a.srcMac || undefined }) };
    case 'paroute': {
      if (!p.outer) return { edits: [], verb: narrationMsg('verb.parouteNone', {}) };
      const { mac, via } = nextHopMac(host, p.outer.dst);
      return mac
        ? { edits: [{ op: 'set-outer-mac', dst: mac, src: host.mac }], verb: narrationMsg('verb.paroute', { ip: formatIp(via), mac }) }
        : { edits: [], verb: narrationMsg('verb.parouteNoHop', {}) };
    }
  }
}
