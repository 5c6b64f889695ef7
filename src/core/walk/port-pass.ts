// A packet crossing one vSwitch port in one direction: the flow cache first (fast path), then the
// layers (slow path); every pass is cached as its composed transposition, and a stateful one also as its reverse.
import { ASSUMPTIONS, type AssumptionId } from '../assumptions';
import { formatIpv4 } from '../net/ip';
import { fnv1aString } from '../net/hash';
import { PROTOCOL_NUMBER } from '../net/protocol';
import { formatTuple, frontendKey, reverseTuple, tupleKey, tupleOf, type Packet, type Tuple } from '../packet/packet';
import { applyEdit, describeEdit, type Edit, type TranspositionKind } from '../packet/transposition';
import type { LoadBalancing, Place, Transposition } from '../trace/trace';
import { chooseBackend } from '../vfp/lb-hash';
import type { Direction, Layer, NatPool, Port, Rule } from '../vfp/model';
import { decideLayer, layersInOrder, nearestAllow } from '../vfp/pipeline';
import {
  countDrop,
  countPort,
  countRule,
  icmpSnatKey,
  lookupFlow,
  natBindingKey,
  ruleCounterKey,
  storeFlow,
  type FlowDecision,
  type FlowEntry,
} from '../world/runtime';
import type { WindowsHost } from '../world/world';
import type { Walk } from './context';
import { nextHopMac } from './routing';

export const opposite = (d: Direction): Direction => (d === 'in' ? 'out' : 'in');

export function portPlace(node: string, port: Port, d: Direction): Place {
  return { node, place: 'port', port: port.id, portName: port.friendlyName, portKind: port.kind, owner: port.owner, direction: d };
}

const flowKey = (p: Packet) => (p.outer ? `${tupleKey(p)}|${p.outer.kind}${p.outer.vni ?? ''}` : tupleKey(p));

function kindOf(e: Edit, reverse: boolean): TranspositionKind {
  switch (e.op) {
    case 'set-src':
      return reverse ? 'un-dnat' : 'snat';
    case 'set-dst':
      return reverse ? 'un-snat' : 'dnat';
    case 'push':
      return 'encap';
    case 'pop':
      return 'decap';
    default:
      return 'mac-rewrite';
  }
}

/** Applies edits and records them as transpositions (one per kind in a row); returns the result. */
function transpose(before: Packet, edits: Edit[], at: Place, reverse: boolean): { packet: Packet; transpositions: Transposition[] } {
  const out: Transposition[] = [];
  let p = before;
  for (const e of edits) {
    const next = applyEdit(p, e);
    const kind = kindOf(e, reverse);
    const last = out[out.length - 1];
    // One DNAT that also rewrote the MAC reads as one step.
    if (last && last.kind === kind) {
      last.after = next;
      last.edits.push(e);
    } else out.push({ kind, at, before: p, after: next, edits: [e] });
    p = next;
  }
  return { packet: p, transpositions: out };
}

/** Edits that turn the reply of (before → after) back into the reply of `before`. */
export function unNatEdits(before: Tuple, after: Tuple): Edit[] {
  const edits: Edit[] = [];
  // The reply travels after.dst → after.src; restore what the request's translation changed.
  if (before.dst !== after.dst || before.dstPort !== after.dstPort) edits.push({ op: 'set-src', ip: before.dst, port: before.dstPort });
  if (before.src !== after.src || before.srcPort !== after.srcPort) edits.push({ op: 'set-dst', ip: before.src, port: before.srcPort });
  return edits;
}

interface Applied {
  edits: Edit[];
  text: string;
  lb?: LoadBalancing;
  fail?: { reason: 'NO_BACKEND' | 'HAIRPIN_DROP' | 'SNAT_PORT_EXHAUSTED'; message: string };
}

/** The next port of a pool that no live translation holds; undefined when all are held. */
function allocPort(w: Walk, node: string, pool: NatPool, protocol: string): number | undefined {
  const size = pool.hi - pool.lo + 1;
  let next = w.rt.natNext.get(pool.name) ?? pool.lo;
  for (let i = 0; i < size; i++) {
    const port = next;
    next = next >= pool.hi ? pool.lo : next + 1;
    if (!liveBinding(w, natBindingKey(node, pool.ip, protocol, port))) {
      w.rt.natNext.set(pool.name, next);
      return port;
    }
  }
  return undefined;
}

/** A NAT binding lives as long as the reverse flow it steers to. */
export function liveBinding(w: Walk, key: string): { node: string; portId: string; direction: Direction; natPortId?: string } | undefined {
  const b = w.rt.natBindings.get(key);
  if (!b) return undefined;
  const table = w.rt.flows.get(`${b.node}|${b.portId}|${b.direction}`);
  const alive = table ? [...table.values()].some((f) => f.reverse && w.rt.now - f.lastUsed <= f.ttl) : false;
  if (!alive) w.rt.natBindings.delete(key);
  return alive ? b : undefined;
}

function bindNat(w: Walk, host: WindowsHost, at: Port, ip: number, p: Packet, port: number): void {
  const entry = w.visit?.entryPort;
  if (!entry) return;
  // A host port translating another port's request (the hairpin SNAT to the node IP) keeps the
  // reverse flow itself (design.md §3): the reply comes back to it and is un-NATed there.
  const hairpin = at.kind === 'host' && at.id !== entry.id;
  if (hairpin) w.visit!.unNatAt = at.id;
  w.rt.natBindings.set(natBindingKey(host.name, ip, p.protocol, port), { node: host.name, portId: entry.id, direction: entry.replyDirection, natPortId: hairpin ? at.id : undefined });
}

function applyAction(w: Walk, host: WindowsHost, port: Port, rule: Rule, at: Place): Applied {
  const p = w.packet;
  const a = rule.action;
  switch (a.type) {
    case 'allow':
      return { edits: [], text: 'allow' };
    case 'meter':
      return { edits: [], text: 'meter (counted, passes)' };
    case 'block':
      return { edits: [], text: 'block' };
    case 'dynnat': {
      if (p.protocol === 'icmp') {
        w.rt.icmpSnat.add(icmpSnatKey(host.name, p.dst, p.srcPort));
        w.assume('icmp-snat-one-way');
        return { edits: [{ op: 'set-src', ip: a.pool.ip }], text: `dynnat (SNAT) source → ${formatIpv4(a.pool.ip)} (ICMP: no port to track)` };
      }
      const natPort = allocPort(w, host.name, a.pool, p.protocol);
      if (natPort === undefined) return { edits: [], text: 'dynnat', fail: { reason: 'SNAT_PORT_EXHAUSTED', message: `every port of ${a.pool.name} (${a.pool.lo}-${a.pool.hi}) is held by a live translation` } };
      bindNat(w, host, port, a.pool.ip, p, natPort);
      return { edits: [{ op: 'set-src', ip: a.pool.ip, port: natPort }], text: `dynnat (SNAT) source → ${formatIpv4(a.pool.ip)}:${natPort} from pool ${a.pool.name}` };
    }
    case 'nat': {
      const edits: Edit[] = [];
      if (a.src !== undefined) edits.push({ op: 'set-src', ip: a.src, port: a.srcPort });
      if (a.dst !== undefined) edits.push({ op: 'set-dst', ip: a.dst, port: a.dstPort });
      return { edits, text: `nat ${edits.map(describeEdit).join(', ')}` };
    }
    case 'lbnat': {
      const vip = `${formatIpv4(p.dst)}:${p.dstPort}`;
      if (a.backends.length === 0) return { edits: [], text: 'lbnat', fail: { reason: 'NO_BACKEND', message: `the load balancer for ${vip} lists no backend (DIP)` } };
      w.assume('lb-hash');
      const choice = chooseBackend(a.distribution, p, a.backends.length);
      const b = a.backends[choice.index]!;
      const lb: LoadBalancing = {
        vip,
        backends: a.backends.map((x) => ({ ip: formatIpv4(x.ip), port: x.port, endpoint: x.endpoint })),
        distribution: a.distribution,
        hashInput: choice.hashInput,
        hash: choice.hash,
        chosen: { index: choice.index, ip: formatIpv4(b.ip), port: b.port, endpoint: b.endpoint },
        at,
      };
      if (b.ip === p.src && a.selfHit === 'drop') {
        return {
          edits: [],
          text: 'lbnat',
          lb,
          fail: { reason: 'HAIRPIN_DROP', message: `the hash picked the calling pod itself (${formatIpv4(b.ip)}) and loopback DSR is off` },
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
        if (natPort === undefined) return { edits: [], text: 'lbnat', lb, fail: { reason: 'SNAT_PORT_EXHAUSTED', message: `every port of ${needsSnat.pool.name} is held by a live translation` } };
        edits.push({ op: 'set-src', ip: needsSnat.ip, port: natPort });
        bindNat(w, host, port, needsSnat.ip, p, natPort);
      }
      const text = `lbnat: hash(${choice.hashInput}) = ${choice.hash} → backend #${choice.index + 1} of ${a.backends.length}: ${formatIpv4(b.ip)}:${b.port}${b.endpoint ? ` (${b.endpoint})` : ''}`;
      return { edits, text, lb };
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
      return { edits, text: `encap VXLAN VNI ${a.vni} → PA ${formatIpv4(a.pa)} (UDP ${a.udpPort})` };
    }
    case 'route-encap':
      w.assume('needencap-to-host');
      return {
        edits: [{ op: 'push', outer: { kind: 'host-encap', src: p.src, dst: a.to, srcMac: p.srcMac, dstMac: a.toMac, srcPort: 0, dstPort: 0 } }],
        text: `encap to the management port ${formatIpv4(a.to)} (NeedEncap route; stays inside the host)`,
      };
    case 'decap':
      return p.outer ? { edits: [{ op: 'pop' }], text: `decap: pop the ${p.outer.kind === 'vxlan' ? `VXLAN (VNI ${p.outer.vni})` : 'host-internal'} headers` } : { edits: [], text: 'decap (not encapsulated)' };
    case 'mac-rewrite':
      return { edits: [{ op: 'set-mac', src: a.srcMac, dst: a.dstMac }], text: `MAC rewrite${a.dstMac ? ` destination → ${a.dstMac}` : ''}${a.srcMac ? ` source → ${a.srcMac}` : ''}` };
    case 'paroute': {
      if (!p.outer) return { edits: [], text: 'paroute (nothing encapsulated)' };
      const { mac, via } = nextHopMac(host, p.outer.dst);
      return mac
        ? { edits: [{ op: 'set-outer-mac', dst: mac, src: host.mac }], text: `paroute: outer next hop ${formatIpv4(via)} (${mac}) from the host's routes` }
        : { edits: [], text: 'paroute: no next hop for the provider address' };
    }
  }
}

/** A drop of a packet whose source NAT rewrote on the way: rules that name the pod by its address
 * cannot match it. The classic cause: the OutBoundNAT exception list lacks the destination's range. */
export function snatHint(w: Walk, near?: { failed: { label: string }[] }): { hint: string } | Record<string, never> {
  const t = w.snatOnTheWay();
  // Only when the source is what stopped the closest allow (or no allow exists to compare with).
  if (near && !near.failed.some((c) => c.label === 'Source IP')) return {};
  const lb = t ? undefined : w.lbSnatOnTheWay();
  // Non-DSR load balancing rewrote the source to the node IP; only DSR keeps the client pod's IP
  // (kubernetes/kubernetes#83072, the Kubernetes Windows networking page).
  if (lb) return { hint: `the load balancer on ${lb.at.node} rewrote the source ${formatIpv4(lb.before.src)} → ${formatIpv4(lb.after.src)} (non-DSR Service: the backend sees the node IP), so rules that allow the client pod by its own address cannot match. Allow the nodes' IPs too, or turn on DSR (kube-proxy --enable-dsr), which keeps the client pod's IP.` };
  if (!t) return {};
  const at = t.at;
  const where = at.port && at.portKind ? [portLabel({ kind: at.portKind, owner: at.owner, friendlyName: at.portName ?? at.port }), at.layer].filter(Boolean).join(', ') : 'the node';
  return {
    hint: `outbound NAT rewrote the source ${formatIpv4(t.before.src)} → ${formatIpv4(t.after.src)} on ${at.node} (${where}): ${formatIpv4(t.before.dst)} is not on the OutBoundNAT exception list, so rules that allow the pod by its own address cannot match. Add the destination's range (the cluster CIDR, for a pod) to the exception list.`,
  };
}

/** A drop by a layer's default: nothing allows the packet; say what the closest allow lacks. */
function defaultDenyHint(d: Direction, near: ReturnType<typeof nearestAllow>): { hint: string } {
  const dir = d === 'in' ? 'inbound' : 'outbound';
  return {
    hint: near
      ? `no rule allows this ${dir} packet, so the layer's default blocks it. The closest allow, ${near.rule.friendlyName ?? near.rule.id}, fails on ${near.failed.map((c) => `${lower(c.label)} (wants ${c.expected}, has ${c.actual})`).join(', ')}: change the policy behind it, or the packet, to match.`
      : `no rule allows ${dir} packets here, so the layer's default blocks them: add an allow for this traffic.`,
  };
}

/** How a port reads in narration: "Pod client's port", "Host vNIC (management) port". */
export function portLabel(port: Pick<Port, 'kind' | 'owner' | 'friendlyName'> & { provenance?: Port['provenance'] }): string {
  if (port.kind === 'external') return 'External port';
  if (port.kind === 'host') return port.provenance?.hns?.name?.startsWith('cbr0') ? 'Host cbr0 port' : 'Host vNIC (management) port';
  const owner = port.owner?.match(/^pod\/(?:default\/)?(.+)$/)?.[1];
  return owner ? `Pod ${owner}'s port` : `Port ${port.friendlyName.slice(0, 8)}…`;
}

const dirWord = (d: Direction) => (d === 'out' ? 'OUT' : 'IN');
export const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function layerText(port: Port, d: Direction, layer: Layer, group: string | undefined, rule: Rule | undefined, verb: string): string {
  const head = `${portLabel(port)}, ${dirWord(d)} · ${layer.name}`;
  if (!rule) return `${head} · ${verb}`;
  const name = rule.friendlyName ? `${rule.friendlyName}` : rule.id;
  // A name no public source shows says so (issue 11); LayerEval.modelOwn carries all the labels.
  const own = rule.provenance?.modelOwn?.name === 'invented' ? " (the model's own name)" : '';
  return `${head} · group ${group} · rule ${name}${own} (priority ${rule.priority}) matched → ${verb}`;
}

interface LayersResult {
  edits: Edit[];
  decisions: FlowDecision[];
  stateful: boolean;
  minTtl: number;
  lb?: FlowEntry['lb'];
}

/** The layers of one pass, in order: decide, count, apply, narrate. Undefined when one dropped it. */
function walkLayers(w: Walk, host: WindowsHost, port: Port, d: Direction, layers: Layer[], at: Place, key: string, cacheDrop = true): LayersResult | undefined {
  const node = host.name;
  const r: LayersResult = { edits: [], decisions: [], stateful: false, minTtl: Infinity };
  for (const layer of layers) {
    const dec = decideLayer(layer, d, w.packet);
    const lat: Place = { ...at, layer: layer.name, group: dec.group?.name, rule: dec.rule?.id };
    r.decisions.push({ layer: layer.name, group: dec.group?.name, rule: dec.rule?.id });
    // A stateful layer tracks every connection that crosses it, matched by a rule or not: that is
    // what lets the reply of an inbound connection back out without meeting outbound NAT.
    if (layer.stateful) r.stateful = true;
    if (dec.rule) {
      countRule(w.rt, ruleCounterKey(node, port.id, layer.name, dec.group!.name, dec.rule.id), dec.block);
      // The rule's own model decisions (from its provenance) are the trace's too.
      for (const id of dec.rule.provenance?.assumptions ?? []) if (id in ASSUMPTIONS) w.assume(id as AssumptionId);
      if (dec.rule.flags.stateful) {
        r.stateful = true;
        r.minTtl = Math.min(r.minTtl, dec.rule.flowTtl);
      }
    } else w.assume(dec.defaultNote?.assumption);
    if (dec.block) {
      // The pass was counted on entry; only the drop is added here.
      countDrop(w.rt, node, port.id, 'acl');
      const why = dec.rule ? layerText(port, d, layer, dec.group?.name, dec.rule, 'block') : layerText(port, d, layer, undefined, undefined, `no rule matched → ${dec.defaultNote?.text ?? 'layer default: block'}`);
      w.emit('layer', 'block', lat, why, { layer: dec.eval });
      const near = nearestAllow(layer, d, w.packet, dec.rule && dec.group ? { rule: dec.rule, group: dec.group } : undefined);
      // The hint: a source NAT on the way explains most surprises; else what the closest allow lacks.
      const snat = dec.rule ? {} : snatHint(w, near);
      const hint = snat.hint ? snat : dec.rule ? {} : defaultDenyHint(d, near);
      // Drops are cached too (stateful or not): the flow stays blocked without re-running the rules.
      // Not over a reverse flow being composed: that entry must keep its un-NAT.
      if (cacheDrop) storeFlow(w.rt, { node, portId: port.id, direction: d, key, edits: r.edits, verdict: 'block', decisions: r.decisions, reverse: false, createdAt: w.rt.now, lastUsed: w.rt.now, ttl: Number.isFinite(r.minTtl) ? r.minTtl : 240 });
      w.fail(
        'ACL_DENY',
        dec.rule
          ? `rule ${dec.rule.friendlyName ?? dec.rule.id} (priority ${dec.rule.priority}) in ${layer.name} / ${dec.group?.name} blocks ${formatTuple(w.packet)}`
          : `no rule of ${layer.name} allows ${formatTuple(w.packet)} ${d === 'in' ? 'inbound' : 'outbound'}, and the layer's default is block (${dec.defaultNote?.text ?? ''})`,
        lat,
        {
          rule: dec.rule ? { id: dec.rule.id, friendlyName: dec.rule.friendlyName, layer: layer.name, group: dec.group?.name, provenance: dec.rule.provenance } : { id: '(layer default)', layer: layer.name, provenance: layer.provenance },
          nearestAllow: near ? { layer: layer.name, group: near.group.name, rule: near.rule.id, ruleName: near.rule.friendlyName, failed: near.failed } : undefined,
          ...hint,
        },
      );
      return undefined;
    }
    if (!dec.rule) {
      w.emit('layer', 'forward', lat, layerText(port, d, layer, undefined, undefined, dec.defaultNote?.text ?? 'no rule matched: passes unchanged'), { layer: dec.eval });
      continue;
    }
    const applied = applyAction(w, host, port, dec.rule, lat);
    // Translations need state whatever the flags say: the reply must be translated back.
    if (dec.rule.action.type === 'dynnat' || dec.rule.action.type === 'lbnat' || dec.rule.action.type === 'nat') {
      r.stateful = true;
      r.minTtl = Math.min(r.minTtl, dec.rule.flowTtl);
    }
    if (applied.lb?.backends.length) r.lb = { vip: applied.lb.vip, choice: { hashInput: applied.lb.hashInput, hash: applied.lb.hash, index: applied.lb.chosen.index }, backend: `${applied.lb.chosen.ip}:${applied.lb.chosen.port}` };
    if (applied.fail) {
      w.emit('layer', 'block', lat, layerText(port, d, layer, dec.group?.name, dec.rule, applied.text), { layer: dec.eval, lb: applied.lb });
      w.fail(applied.fail.reason, applied.fail.message, lat, {
        rule: { id: dec.rule.id, friendlyName: dec.rule.friendlyName, layer: layer.name, group: dec.group?.name, provenance: dec.rule.provenance },
      });
      return undefined;
    }
    const { packet, transpositions: tr } = transpose(w.packet, applied.edits, lat, false);
    w.packet = packet;
    r.edits.push(...applied.edits);
    const tone = applied.lb ? 'lb' : tr.some((t) => t.kind === 'encap' || t.kind === 'decap') ? 'encap' : tr.some((t) => t.kind === 'snat' || t.kind === 'dnat') ? 'nat' : 'allow';
    w.emit('layer', tone, lat, layerText(port, d, layer, dec.group?.name, dec.rule, applied.text), {
      layer: dec.eval,
      transpositions: tr.length ? tr : undefined,
      lb: applied.lb,
    });
  }
  return r;
}

/** Runs the port. Returns false when the packet was dropped here (the walk has its verdict). */
export function crossPort(w: Walk, host: WindowsHost, port: Port, d: Direction): boolean {
  const node = host.name;
  const at = portPlace(node, port, d);
  if (w.visit && !w.visit.entryPort) w.visit.entryPort = { id: port.id, replyDirection: opposite(d) };
  const isEntry = w.visit?.entryPort?.id === port.id;
  if (port.blocked) {
    countPort(w.rt, node, port.id, d, 'other');
    w.fail('PORT_BLOCKED', `port ${port.friendlyName} is blocked (vfpctrl /get-port-state: Blocked TRUE)`, at, {
      hint: port.kind === 'endpoint' ? 'delete and recreate the pod' : 'recreate the HNS network',
    });
    return false;
  }
  const key = flowKey(w.packet);
  const hadOuter = !!w.packet.outer;
  const cached = lookupFlow(w.rt, node, port.id, d, key);
  if (cached) {
    cached.lastUsed = w.rt.now;
    const { packet, transpositions: tr } = transpose(w.packet, cached.edits, at, cached.reverse);
    w.packet = packet;
    if (cached.verdict === 'block') {
      countPort(w.rt, node, port.id, d, 'acl');
      w.emit('flow-hit', 'flow', at, `${portLabel(port)}, ${dirWord(d)} · flow cache hit: a blocked flow`, { flow: { hit: true } });
      const last = cached.decisions[cached.decisions.length - 1];
      w.fail('ACL_DENY', `the flow was blocked on its first packet${last?.rule ? ` by rule ${last.rule} in ${last.layer}` : ''}; the cached verdict still applies`, { ...at, layer: last?.layer, group: last?.group, rule: last?.rule });
      return false;
    }
    countPort(w.rt, node, port.id, d);
    w.lastPass = { rewrote: cached.edits.length > 0, reverse: cached.reverse, steer: cached.steerTo };
    if (cached.steerTo) w.assume('reverse-flow-at-entry-port');
    if (w.visit && !cached.reverse && cached.tracked) w.visit.ttl = Math.min(w.visit.ttl ?? cached.ttl, cached.ttl);
    // A later packet of a hairpin translation: its reply is still un-NATed here, not at the entry port.
    if (w.visit && cached.unNatHere) w.visit.unNatAt = port.id;
    // The entry's narration is the same on every hit: composed once (a hit should cost one lookup).
    const text = (cached.hitText ??= `${portLabel(port)}, ${dirWord(d)} · flow cache hit${cached.reverse ? ' (reverse flow: the connection is known to the stateful layers)' : ''}: ${cached.reverse ? 'translation undone' : 'one lookup, cached transposition'}: ${cached.edits.length ? cached.edits.map(describeEdit).join('; ') : 'no rewrite'}`);
    w.emit('flow-hit', 'flow', at, text, {
      flow: { hit: true, reverse: cached.reverse },
      transpositions: tr.length ? tr : undefined,
    });
    // A reply's first packet: the stateful layers know its connection; the stateless ones (encap,
    // PA route, MAC rewrite) still act on it.
    if (cached.reverse && !cached.composed) {
      const stateless = layersInOrder(port, d).filter((l) => !l.stateful && l.groups.some((g) => g.direction === d && g.rules.length));
      const r = stateless.length ? walkLayers(w, host, port, d, stateless, at, key, false) : { edits: [] };
      if (!r) return false;
      // What they did joins the entry: the next packet of the reply is one lookup too.
      cached.edits = [...cached.edits, ...r.edits];
      cached.composed = true;
      cached.hitText = undefined;
    }
    return decapThenReverse(w, host, port, d, at, hadOuter);
  }

  countPort(w.rt, node, port.id, d);
  w.emit('port', 'forward', at, `Enters ${lower(portLabel(port))} (${port.friendlyName}), ${directionText(port, d)}`);
  const startTuple = tupleOf(w.packet);
  w.assume('layer-order');
  const r = walkLayers(w, host, port, d, layersInOrder(port, d), at, key);
  if (!r) return false;
  w.lastPass = { rewrote: r.edits.length > 0, reverse: false };
  if (!r.stateful) {
    // No connection to track, but the unified flow table still caches the composed pass: the next
    // packet of this flow is one lookup. No reverse entry: the reply is evaluated on its own.
    storeFlow(w.rt, { node, portId: port.id, direction: d, key, edits: r.edits, verdict: 'allow', decisions: r.decisions, reverse: false, createdAt: w.rt.now, lastUsed: w.rt.now, ttl: Number.isFinite(r.minTtl) ? r.minTtl : 240 });
  } else {
    const ttl = Number.isFinite(r.minTtl) ? r.minTtl : 240;
    if (w.visit) w.visit.ttl = Math.min(w.visit.ttl ?? ttl, ttl);
    const unNatHere = w.visit?.unNatAt === port.id || undefined;
    storeFlow(w.rt, { node, portId: port.id, direction: d, key, edits: r.edits, verdict: 'allow', decisions: r.decisions, lb: r.lb, reverse: false, tracked: true, unNatHere, createdAt: w.rt.now, lastUsed: w.rt.now, ttl });
    // The reply of this flow crosses this port the other way: let it through and undo this port's NAT.
    const endTuple = tupleOf(w.packet);
    if (!isEntry || w.leg === 'request') {
      const edits = unNatEdits(startTuple, endTuple);
      // Only the pass that translated holds the un-NAT; the same port's later pass-through does not.
      const steerTo = edits.length ? hairpinReplyPort(w, port) : undefined;
      storeFlow(w.rt, {
        node,
        portId: port.id,
        // The reply to a hairpin translation comes back from the switch (IN), whichever way it was made.
        direction: steerTo ? 'in' : opposite(d),
        key: tupleKey(reverseTuple(endTuple)),
        edits,
        verdict: 'allow',
        decisions: r.decisions,
        reverse: true,
        createdAt: w.rt.now,
        lastUsed: w.rt.now,
        ttl,
        steerTo,
      });
    }
  }
  return decapThenReverse(w, host, port, d, at, hadOuter);
}

/** Where the un-NATed reply of a hairpin translation made at this port goes: the request's entry port. */
function hairpinReplyPort(w: Walk, port: Port): FlowEntry['steerTo'] {
  const entry = w.visit?.entryPort;
  return entry && w.visit?.unNatAt === port.id ? { portId: entry.id, direction: entry.replyDirection } : undefined;
}

/** After a decap, the inner packet meets this port's flow table: the reply of a translation made
 * here (it came back wrapped by a NeedEncap route) is un-NATed now, by this port's reverse flow. */
function decapThenReverse(w: Walk, host: WindowsHost, port: Port, d: Direction, at: Place, hadOuter: boolean): true {
  if (!hadOuter || w.packet.outer) return true;
  const f = lookupFlow(w.rt, host.name, port.id, d, tupleKey(w.packet));
  if (!f || !f.reverse || f.verdict !== 'allow' || !f.edits.length) return true;
  f.lastUsed = w.rt.now;
  const { packet, transpositions: tr } = transpose(w.packet, f.edits, at, true);
  w.packet = packet;
  w.assume('reverse-flow-at-entry-port');
  w.emit('flow-hit', 'flow', at, `${portLabel(port)}, ${dirWord(d)} · flow cache hit on the inner packet (reverse flow of the translation made here): translation undone: ${f.edits.map(describeEdit).join('; ')}`, {
    flow: { hit: true, reverse: true, inner: true },
    transpositions: tr.length ? tr : undefined,
  });
  w.lastPass = { rewrote: true, reverse: true, steer: f.steerTo };
  return true;
}

/** What IN and OUT mean at this port. On a vNIC's port OUT leaves the vNIC into the switch; the
 * external port's outside is the wire, so there OUT heads for the wire and IN comes from it. */
function directionText(port: Port, d: Direction): string {
  if (port.kind === 'external') return d === 'out' ? 'outbound (OUT: from the switch towards the wire)' : 'inbound (IN: from the wire into the switch)';
  return d === 'out' ? 'outbound (OUT: leaving the vNIC into the switch)' : 'inbound (IN: from the switch towards the vNIC)';
}
