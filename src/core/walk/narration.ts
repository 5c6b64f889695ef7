// How a port pass reads: the labels of ports and directions, a layer's line, and the hints a drop carries.
import { formatEndpoint, formatIp, formatPrefix, type Ip } from '../net/ip';
import type { ArpAnswer, Route } from '../world/world';
import type { Direction, Layer, Port, Rule } from '../vfp/model';
import type { nearestAllow } from '../vfp/pipeline';
import type { Walk } from './context';
import { hintOf, joinMsgs, verdictMsg, type VerdictMsg } from '../trace/verdict-messages';
import type { Edit } from '../packet/transposition';
import { joinNarration, layerNoteMsg, narrationMsg, type NarrationMsg } from './narration-messages';

/** A drop of a packet whose source NAT rewrote on the way: rules that name the pod by its address
 * cannot match it. The classic cause: the OutBoundNAT exception list lacks the destination's range. */
export function snatHint(w: Walk, near?: { failed: { label: string }[] }): { hint: string; hintMsg: VerdictMsg } | Record<string, never> {
  const t = w.snatOnTheWay();
  // Only when the source is what stopped the closest allow (or no allow exists to compare with).
  if (near && !near.failed.some((c) => c.label === 'Source IP')) return {};
  const lb = t ? undefined : w.lbSnatOnTheWay();
  // Non-DSR load balancing rewrote the source to the node IP; only DSR keeps the client pod's IP
  // (kubernetes/kubernetes#83072, the Kubernetes Windows networking page).
  if (lb) return hintOf(verdictMsg('hint.lbSnat', { node: lb.at.node, from: formatIp(lb.before.src), to: formatIp(lb.after.src) }));
  if (!t) return {};
  const at = t.at;
  const port = at.port && at.portKind ? portMsg({ kind: at.portKind, owner: at.owner, friendlyName: at.portName ?? at.port }, 'start') : undefined;
  return hintOf(verdictMsg('hint.outboundNat', { from: formatIp(t.before.src), to: formatIp(t.after.src), node: at.node, port, layer: port === undefined ? undefined : at.layer, dst: formatIp(t.before.dst) }));
}

/** A drop by a layer's default: nothing allows the packet; say what the closest allow lacks. */
export function defaultDenyHint(d: Direction, near: ReturnType<typeof nearestAllow>): VerdictMsg {
  return near
    ? verdictMsg('hint.closestAllow', { d, rule: near.rule.friendlyName ?? near.rule.id, fails: joinMsgs('list.comma', near.failed.map((c) => verdictMsg('hint.failed', { label: lower(c.label), want: c.expected, has: c.actual }))) })
    : verdictMsg('hint.noAllow', { d });
}

/** How a port reads in narration: "Pod client's port", "Host vNIC (management) port". */
export function portLabel(port: Pick<Port, 'kind' | 'owner' | 'friendlyName'> & { provenance?: Port['provenance'] }): string {
  if (port.kind === 'external') return 'External port';
  if (port.kind === 'host') return port.provenance?.hns?.name?.startsWith('cbr0') ? 'Host cbr0 port' : 'Host vNIC (management) port';
  const owner = port.owner?.match(/^pod\/(?:default\/)?(.+)$/)?.[1];
  return owner ? `Pod ${owner}'s port` : `Port ${port.friendlyName.slice(0, 8)}…`;
}

export const dirWord = (d: Direction) => (d === 'out' ? 'OUT' : 'IN');
export const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A port's label as a value (portLabel's words), at the start of a line or inside one. */
export function portMsg(port: Pick<Port, 'kind' | 'owner' | 'friendlyName'> & { provenance?: Port['provenance'] }, at: 'start' | 'mid'): NarrationMsg {
  if (port.kind === 'external') return narrationMsg('port.external', { at });
  if (port.kind === 'host') return narrationMsg(port.provenance?.hns?.name?.startsWith('cbr0') ? 'port.hostCbr0' : 'port.hostVnic', { at });
  const owner = port.owner?.match(/^pod\/(?:default\/)?(.+)$/)?.[1];
  return owner ? narrationMsg('port.pod', { pod: owner, at }) : narrationMsg('port.other', { id: port.friendlyName.slice(0, 8), at });
}

/** A layer's line: the rule that decided and what its action did. */
export function layerRuleMsg(port: Port, d: Direction, layer: Layer, group: string | undefined, rule: Rule, verb: NarrationMsg): NarrationMsg {
  // A name no public source shows says so (issue 11); LayerEval.modelOwn carries all the labels.
  const own = rule.provenance?.modelOwn?.name === 'invented' ? 'yes' : 'no';
  return narrationMsg('layer.rule', { port: portMsg(port, 'start'), d: dirWord(d), layer: layer.name, group: `${group}`, rule: rule.friendlyName ? `${rule.friendlyName}` : rule.id, own, prio: rule.priority, verb });
}

/** A layer no rule of which matched: its default lets the packet pass, or blocks it. */
export function layerDefaultMsg(port: Port, d: Direction, layer: Layer, note: string | undefined, blocks: boolean): NarrationMsg {
  const said = note === undefined ? narrationMsg(blocks ? 'note.layerBlock' : 'note.passes', {}) : layerNoteMsg(note);
  return narrationMsg(blocks ? 'layer.blocks' : 'layer.passes', { port: portMsg(port, 'start'), d: dirWord(d), layer: layer.name, note: said });
}

/** What IN and OUT mean at this port. On a vNIC's port OUT leaves the vNIC into the switch; the
 * external port's outside is the wire, so there OUT heads for the wire and IN comes from it. */
export function directionMsg(port: Port, d: Direction): NarrationMsg {
  if (port.kind === 'external') return narrationMsg(d === 'out' ? 'dir.outWire' : 'dir.inWire', {});
  return narrationMsg(d === 'out' ? 'dir.outVnic' : 'dir.inVnic', {});
}

/** One rewrite as a value (describeEdit's words). */
export function editMsg(e: Edit): NarrationMsg | string {
  switch (e.op) {
    case 'set-src':
      return narrationMsg('edit.src', { ip: e.port !== undefined ? formatEndpoint(e.ip, e.port) : formatIp(e.ip) });
    case 'set-dst':
      return narrationMsg('edit.dst', { ip: e.port !== undefined ? formatEndpoint(e.ip, e.port) : formatIp(e.ip) });
    case 'set-mac': {
      const parts: NarrationMsg[] = [];
      if (e.src) parts.push(narrationMsg('edit.srcMac', { mac: e.src }));
      if (e.dst) parts.push(narrationMsg('edit.dstMac', { mac: e.dst }));
      return joinNarration('join.comma', parts);
    }
    case 'push':
      return e.outer.kind === 'vxlan' ? narrationMsg('edit.pushVxlan', { vni: e.outer.vni, ip: formatIp(e.outer.dst) }) : narrationMsg('edit.pushHost', { ip: formatIp(e.outer.dst) });
    case 'pop':
      return narrationMsg('edit.pop', {});
    case 'set-outer-mac':
      return narrationMsg('edit.outerDstMac', { mac: e.dst ?? '?' });
  }
}

/** Rewrites joined by "; " (a flow entry's) or ", " (a nat rule's); "no rewrite" for none where asked. */
export function editsMsg(edits: readonly Edit[], sep: 'join.semicolon' | 'join.comma', none?: 'none'): NarrationMsg | string {
  return !edits.length && none ? narrationMsg('edit.none', {}) : joinNarration(sep, edits.map(editMsg));
}

/** A route as a value (describeRoute's words): prefix, next hop or on-link, interface, why it exists. */
export function routeMsg(r: Route): NarrationMsg {
  const note = r.noteMsg ?? r.note ?? '';
  return r.nextHop !== undefined
    ? narrationMsg('route.via', { prefix: formatPrefix(r.prefix), gw: formatIp(r.nextHop), iface: r.iface, note })
    : narrationMsg('route.onLink', { prefix: formatPrefix(r.prefix), iface: r.iface, note });
}

/** The vSwitch's answer for an address on behalf of an HNS endpoint, with who made the endpoint (its value). */
export function arpAnswerMsg(ip: Ip, a: ArpAnswer): NarrationMsg {
  return narrationMsg('stack.arp', { nd: typeof ip === 'number' ? 'no' : 'yes', ip: formatIp(ip), mac: a.mac, ep: a.provenance.hns?.name ?? a.provenance.hns?.id, by: a.provenance.byMsg ?? (a.provenance.by || undefined) });
}
