// A Linux node, at the level students know it: a network namespace per pod joined by a veth pair
// to the node's bridge, the root namespace's routes, and the Service translation and masquerade
// that kube-proxy (iptables) or Cilium (eBPF, GKE Dataplane V2) apply, tracked by conntrack.
import { formatIpv4, prefixContainsIpv4 } from '../net/ip';
import { reverseTuple, tupleKey, tupleOf, type Tuple } from '../packet/packet';
import { applyEdits, type Edit } from '../packet/transposition';
import type { Place } from '../trace/trace';
import { chooseBackend } from '../vfp/lb-hash';
import { lookupFlow, storeFlow } from '../world/runtime';
import type { Compartment, Interface, LinuxHost } from '../world/world';
import type { Walk } from './context';
import type { Next } from './next';
import { unNatEdits } from './port-pass';

const CONNTRACK = 'conntrack';
const rootNs = (h: LinuxHost): Compartment => h.compartments.find((c) => c.kind === 'host')!;
const place = (h: LinuxHost, c: Compartment): Place => ({ node: h.name, place: 'compartment', compartment: c.id, owner: c.owner });
const words = (h: LinuxHost) =>
  h.dataplane === 'ebpf'
    ? { svc: 'eBPF (Cilium) service map', masq: 'eBPF masquerade' }
    : { svc: 'iptables KUBE-SERVICES → KUBE-SVC chain, DNAT', masq: 'iptables POSTROUTING MASQUERADE' };

interface LinuxVisit {
  start: Tuple;
}
const visits = new WeakMap<Walk, LinuxVisit>();

/** The root netns handles a packet that came from a pod's veth or from the NIC. */
export function linuxHost(w: Walk, h: LinuxHost, from: 'pod' | 'wire'): Next {
  w.assume('linux-black-box');
  const ns = rootNs(h);
  const at = place(h, ns);
  visits.set(w, { start: tupleOf(w.packet) });
  const ct = lookupFlow(w.rt, h.name, CONNTRACK, 'in', tupleKey(w.packet));
  if (ct) {
    w.packet = applyEdits(w.packet, ct.edits);
    w.emit('linux', 'nat', at, `conntrack: a reply of a translated connection → ${w.packet.protocol} ${formatIpv4(w.packet.src)}:${w.packet.srcPort} → ${formatIpv4(w.packet.dst)}:${w.packet.dstPort}`);
  } else if (w.leg === 'request') {
    const p = w.packet;
    const rule = h.services.find(
      (s) => s.protocol === p.protocol && s.port === p.dstPort && (s.nodePort ? p.dst === h.ip : s.vip === p.dst),
    );
    if (rule) {
      if (rule.backends.length === 0) {
        w.fail('NO_BACKEND', `${rule.service} has no endpoints: ${words(h).svc} rejects it`, at);
        return { at: 'done' };
      }
      w.assume('lb-hash');
      const c = chooseBackend(rule.distribution, p, rule.backends.length);
      const b = rule.backends[c.index]!;
      const before = w.packet;
      w.packet = { ...p, dst: b.ip, dstPort: b.port };
      w.emit('linux', 'lb', at, `${words(h).svc}: ${rule.service} → ${formatIpv4(b.ip)}:${b.port}${b.endpoint ? ` (${b.endpoint})` : ''}`, {
        lb: {
          vip: `${formatIpv4(p.dst)}:${p.dstPort}`,
          backends: rule.backends.map((x) => ({ ip: formatIpv4(x.ip), port: x.port, endpoint: x.endpoint })),
          distribution: rule.distribution,
          hashInput: c.hashInput,
          hash: c.hash,
          chosen: { index: c.index, ip: formatIpv4(b.ip), port: b.port, endpoint: b.endpoint },
          at,
        },
        transpositions: [{ kind: 'dnat', at, before, after: w.packet, edits: [{ op: 'set-dst', ip: b.ip, port: b.port }] }],
      });
    }
  }
  if (w.packet.dst === h.ip) {
    w.emit('linux', 'forward', at, `${h.name} root netns: ${formatIpv4(h.ip)} is the node's own address`);
    finish(w, h);
    return { at: 'stack', host: h.name, comp: ns.id, iface: ns.interfaces[0]!.name };
  }
  if (w.packet.ttl <= 1) {
    w.fail('TTL_EXCEEDED', `TTL expired while ${h.name} forwarded the packet`, at);
    return { at: 'done' };
  }
  w.packet = { ...w.packet, ttl: w.packet.ttl - 1 };
  if (from === 'wire') w.emit('linux', 'forward', at, `${h.name}: eth0 receives it; the root netns routes it (ip_forward)`);
  return { at: 'send', host: h.name, comp: ns.id, forwarded: true };
}

/** Where a packet the root netns routed goes: over the bridge to a pod, or out the NIC. */
export function linuxEgress(w: Walk, h: LinuxHost, iface: Interface): Next {
  const ns = rootNs(h);
  const at = place(h, ns);
  const p = w.packet;
  if (iface.link === 'bridge') {
    const pod = h.compartments.find((c) => c.kind === 'pod' && c.interfaces.some((i) => i.ip === p.dst));
    if (!pod) {
      w.fail('NO_ROUTE', `no pod on ${h.name}'s bridge has ${formatIpv4(p.dst)}`, at);
      return { at: 'done' };
    }
    finish(w, h);
    w.emit('linux', 'forward', place(h, pod), `bridge ${iface.name} → veth → ${pod.owner}'s netns (eth0)`);
    return { at: 'stack', host: h.name, comp: pod.id, iface: pod.interfaces[0]!.name };
  }
  const fromPod = h.compartments.some((c) => c.kind === 'pod' && c.interfaces.some((i) => i.ip === p.src));
  if (fromPod && w.leg === 'request' && !h.masqueradeExceptions.some((x) => prefixContainsIpv4(x, p.dst))) {
    const port = 32768 + (w.rt.natNext.get(`${h.name}|masq`) ?? 0);
    w.rt.natNext.set(`${h.name}|masq`, port - 32768 + 1);
    const before = w.packet;
    const edits: Edit[] = [{ op: 'set-src', ip: h.ip, port }];
    w.packet = applyEdits(p, edits);
    w.emit('linux', 'nat', at, `${words(h).masq}: source → ${formatIpv4(h.ip)}:${port}`, { transpositions: [{ kind: 'snat', at, before, after: w.packet, edits }] });
  }
  finish(w, h);
  return { at: 'wire', from: h.name };
}

/** conntrack remembers a translated request so that its reply is translated back. */
function finish(w: Walk, h: LinuxHost): void {
  const v = visits.get(w);
  visits.delete(w);
  if (!v || w.leg !== 'request') return;
  const end = tupleOf(w.packet);
  if (tupleKey(end) === tupleKey(v.start)) return;
  storeFlow(w.rt, {
    node: h.name,
    portId: CONNTRACK,
    direction: 'in',
    key: tupleKey(reverseTuple(end)),
    edits: unNatEdits(v.start, end),
    verdict: 'allow',
    decisions: [],
    reverse: true,
    createdAt: w.rt.now,
    lastUsed: w.rt.now,
    ttl: 120,
  });
}

/** A pod's netns sends: its veth leads into the root netns. */
export function linuxPodSend(w: Walk, h: LinuxHost, pod: Compartment): Next {
  w.emit('linux', 'forward', place(h, pod), `${pod.owner}: eth0 → veth pair → ${h.name}'s bridge (cbr0) into the root netns`);
  return { at: 'linux-host', host: h.name, from: 'pod' };
}

