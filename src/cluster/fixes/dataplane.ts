// Fixes below Kubernetes, on the node the verdict names: an HNS ACL on the endpoint (what a policy
// agent or an operator would add with HNS), or the VFP rule itself. They are written into the
// scenario as the node's imported objects (`nodes[].hns`, `nodes[].vfp`), which the world build uses
// instead of deriving them, so the changed world is walked the same way as any other.
import { formatIp, hostPrefix } from '../../core/net/ip';
import { hasPorts, PROTOCOL_NUMBER } from '../../core/net/protocol';
import { FLAGS_TERMINATING_STATEFUL, type Port, type Rule } from '../../core/vfp/model';
import type { AclPolicy, HnsState } from '../../hns/model';
import { copy, type FixContext } from './context';
import type { FixCandidate } from './types';
import { fixMsg, summaryOf } from './messages';

/** The Windows node and VFP port where a verdict's layer decided, with the rule when one did. */
function decidingPort(ctx: FixContext) {
  const at = ctx.verdict.at;
  if (!at || at.place !== 'port' || !at.port || !at.layer || !at.direction) return undefined;
  const build = ctx.sim.windows.get(at.node);
  const port = build?.compiled.ports.find((p) => p.id === at.port);
  const nodeIndex = ctx.scenario.nodes.findIndex((n) => n.name === at.node);
  if (!build || !port || nodeIndex < 0) return undefined;
  return { at: { ...at, direction: at.direction, layer: at.layer }, build, port, nodeIndex };
}

const ALLOW_ID = 'VFP-LAB-FIX-ALLOW';

export function hnsFixes(ctx: FixContext): FixCandidate[] {
  const d = decidingPort(ctx);
  if (!d || ctx.verdict.reason !== 'ACL_DENY' || d.at.layer !== 'ACL_ENDPOINT_LAYER') return [];
  const endpointId = [...d.build.compiled.endpointPorts].find(([, portId]) => portId === d.port.id)?.[0];
  const hns: HnsState = copy(d.build.hns);
  const ep = hns.endpoints.find((e) => e.id === endpointId);
  if (!ep) return [];
  const before = copy(ep);
  const pkt = ctx.stopped;
  const inbound = d.at.direction === 'in';
  const blocking = ctx.verdict.rule?.provenance?.hns?.type === 'ACL' ? before.policies.find((p): p is AclPolicy & { type: 'ACL' } => p.type === 'ACL' && p.id === ctx.verdict.rule?.provenance?.hns?.name) : undefined;
  const port = hasPorts(pkt.protocol) ? [String(pkt.dstPort)] : [];
  const acl: AclPolicy = {
    type: 'ACL',
    id: 'vfp-lab-fix-allow',
    action: 'Allow',
    direction: inbound ? 'In' : 'Out',
    priority: Math.max(1, (blocking?.priority ?? 101) - 1),
    protocols: [PROTOCOL_NUMBER[pkt.protocol]],
    localAddresses: [],
    remoteAddresses: [`${formatIp(inbound ? pkt.src : pkt.dst)}/32`],
    localPorts: inbound ? port : [],
    remotePorts: inbound ? [] : port,
    ruleType: 'Switch',
  };
  ep.policies.push(acl);
  const s = copy(ctx.scenario);
  s.nodes[d.nodeIndex]!.hns = hns;
  return [
    {
      ...summaryOf(fixMsg(inbound ? 'fix.hnsAclFrom' : 'fix.hnsAclTo', { ep: ep.name, node: d.at.node, dir: acl.direction, svc: `${pkt.protocol}${port.length ? `/${port[0]}` : ''}`, peer: acl.remoteAddresses[0]!, prio: acl.priority })),
      level: 'hns',
      objects: 1,
      change: { format: 'json', kind: 'hns-endpoint', network: hns.networks.find((n) => n.id === ep.networkId) ?? hns.networks[0], before, after: ep },
      scenario: s,
    },
  ];
}

export function vfpFixes(ctx: FixContext): FixCandidate[] {
  const d = decidingPort(ctx);
  if (!d || !['ACL_DENY', 'HAIRPIN_DROP'].includes(ctx.verdict.reason ?? '')) return [];
  const port: Port = copy(d.port);
  const layer = port.layers.find((l) => l.name === d.at.layer);
  const ruleId = ctx.verdict.rule?.id;
  const pkt = ctx.stopped;
  let group = layer?.groups.find((g) => g.rules.some((r) => r.id === ruleId) && g.direction === d.at.direction);
  let before: Rule | undefined;
  let after: Rule;
  if (group && ruleId) {
    // The rule itself: the same conditions, allow instead of its action.
    const i = group.rules.findIndex((r) => r.id === ruleId);
    before = group.rules[i]!;
    if (before.action.type !== 'block') return [];
    after = { ...copy(before), action: { type: 'allow' } };
    group.rules[i] = after;
  } else {
    // The layer's default decided: an allow rule for exactly this packet, first in its group.
    group = layer?.groups.find((g) => g.direction === d.at.direction && g.family === 'ipv4');
    if (!group) return [];
    const best = Math.min(100, ...group.rules.map((r) => r.priority));
    after = {
      id: ALLOW_ID,
      priority: Math.max(1, best - 1),
      flags: FLAGS_TERMINATING_STATEFUL,
      conditions: {
        protocols: [PROTOCOL_NUMBER[pkt.protocol]],
        srcIp: [hostPrefix(pkt.src)],
        dstIp: [hostPrefix(pkt.dst)],
        ...(hasPorts(pkt.protocol) ? { dstPorts: [{ lo: pkt.dstPort, hi: pkt.dstPort }] } : {}),
      },
      action: { type: 'allow' },
      flowTtl: 240,
    };
    group.rules.unshift(after);
  }
  const s = copy(ctx.scenario);
  const node = s.nodes[d.nodeIndex]!;
  const others = ((node.vfp as { ports?: Port[] } | undefined)?.ports ?? []).filter((p) => p.id !== port.id);
  node.vfp = { ports: [...others, port] };
  return [
    {
      ...summaryOf(
        before
          ? fixMsg('fix.vfpAllow', { rule: before.id, where: `${d.at.layer}/${group.name}`, port: port.friendlyName, node: d.at.node, was: before.action.type })
          : fixMsg('fix.vfpAdd', { rule: ALLOW_ID, prio: after.priority, where: `${d.at.layer}/${group.name}`, port: port.friendlyName, node: d.at.node }),
      ),
      level: 'vfp',
      objects: 1,
      change: { format: 'vfpctrl', port, layer: d.at.layer, group: group.name, before, after },
      scenario: s,
    },
  ];
}
