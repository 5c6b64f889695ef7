// How a port pass reads: the labels of ports and directions, a layer's line, and the hints a drop carries.
import { formatIpv4 } from '../net/ip';
import type { Direction, Layer, Port, Rule } from '../vfp/model';
import type { nearestAllow } from '../vfp/pipeline';
import type { Walk } from './context';

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
export function defaultDenyHint(d: Direction, near: ReturnType<typeof nearestAllow>): { hint: string } {
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
