// How a port pass reads: the labels of ports and directions, a layer's line, and the hints a drop carries.
import { formatIpv4 } from '../net/ip';
import type { Direction, Layer, Port, Rule } from '../vfp/model';
import type { nearestAllow } from '../vfp/pipeline';
import type { Walk } from './context';
import { hintOf, joinMsgs, verdictMsg, type VerdictMsg } from '../trace/verdict-messages';

/** A drop of a packet whose source NAT rewrote on the way: rules that name the pod by its address
 * cannot match it. The classic cause: the OutBoundNAT exception list lacks the destination's range. */
export function snatHint(w: Walk, near?: { failed: { label: string }[] }): { hint: string; hintMsg: VerdictMsg } | Record<string, never> {
  const t = w.snatOnTheWay();
  // Only when the source is what stopped the closest allow (or no allow exists to compare with).
  if (near && !near.failed.some((c) => c.label === 'Source IP')) return {};
  const lb = t ? undefined : w.lbSnatOnTheWay();
  // Non-DSR load balancing rewrote the source to the node IP; only DSR keeps the client pod's IP
  // (kubernetes/kubernetes#83072, the Kubernetes Windows networking page).
  if (lb) return hintOf(verdictMsg('hint.lbSnat', { node: lb.at.node, from: formatIpv4(lb.before.src), to: formatIpv4(lb.after.src) }));
  if (!t) return {};
  const at = t.at;
  const port = at.port && at.portKind ? portLabel({ kind: at.portKind, owner: at.owner, friendlyName: at.portName ?? at.port }) : undefined;
  return hintOf(verdictMsg('hint.outboundNat', { from: formatIpv4(t.before.src), to: formatIpv4(t.after.src), node: at.node, port, layer: port === undefined ? undefined : at.layer, dst: formatIpv4(t.before.dst) }));
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

export function layerText(port: Port, d: Direction, layer: Layer, group: string | undefined, rule: Rule | undefined, verb: string): string {
  const head = `${portLabel(port)}, ${dirWord(d)} · ${layer.name}`;
  if (!rule) return `${head} · ${verb}`;
  const name = rule.friendlyName ? `${rule.friendlyName}` : rule.id;
  // A name no public source shows says so (issue 11); LayerEval.modelOwn carries all the labels.
  const own = rule.provenance?.modelOwn?.name === 'invented' ? " (the model's own name)" : '';
  return `${head} · group ${group} · rule ${name}${own} (priority ${rule.priority}) matched → ${verb}`;
}

/** What IN and OUT mean at this port. On a vNIC's port OUT leaves the vNIC into the switch; the
 * external port's outside is the wire, so there OUT heads for the wire and IN comes from it. */
export function directionText(port: Port, d: Direction): string {
  if (port.kind === 'external') return d === 'out' ? 'outbound (OUT: from the switch towards the wire)' : 'inbound (IN: from the wire into the switch)';
  return d === 'out' ? 'outbound (OUT: leaving the vNIC into the switch)' : 'inbound (IN: from the switch towards the vNIC)';
}
