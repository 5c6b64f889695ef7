// Model vs evidence: where an imported rule carries the counters vfpctrl printed, set them beside
// the walk's decision, and flag a rule the walk says matched while its counter says it never did;
// and the drops the node counted whatever the walk did (DroppedAcl and rule DroppedPackets are the
// signals Microsoft's own scripts report per pod port and rule).
import type { Port, Rule } from '../vfp/model';
import type { World } from '../world/world';
import type { Trace } from './trace';

export interface RuleEvidence {
  /** 1-based step of the layer event. */
  step: number;
  node: string;
  port: string;
  layer: string;
  rule: string;
  counters: NonNullable<Rule['counters']>;
  /** The walk matched the rule, but the node never counted a packet on it. */
  contradicts: boolean;
}

export function ruleEvidence(world: World, trace: Trace): RuleEvidence[] {
  const out: RuleEvidence[] = [];
  trace.events.forEach((e, i) => {
    const at = e.at;
    if (e.kind !== 'layer' || !at.rule || !at.port || !at.layer) return;
    const host = world.hosts.get(at.node);
    if (host?.kind !== 'windows') return;
    const rule = host.vswitch.ports
      .find((p) => p.id === at.port)
      ?.layers.find((l) => l.name === at.layer)
      ?.groups.find((g) => g.name === at.group)
      ?.rules.find((r) => r.id === at.rule);
    if (!rule?.counters) return;
    out.push({ step: i + 1, node: at.node, port: at.port, layer: at.layer, rule: rule.friendlyName ?? rule.id, counters: rule.counters, contradicts: rule.counters.matchedPackets === 0 });
  });
  return out;
}

/** Whether any rule of these ports carries counters: without them there is nothing to compare a walk with. */
export function anyRuleCounters(ports: readonly Port[]): boolean {
  return ports.some((p) => p.layers.some((l) => l.groups.some((g) => g.rules.some((r) => r.counters))));
}

export interface CountedDrop {
  node: string;
  /** The port's friendly name, as vfpctrl prints it. */
  port: string;
  /** A rule (`layer · rule`) or the port itself, per direction. */
  what: string;
  /** When the port itself counted the drop: its direction, and whether an ACL dropped it (for the UI's words). */
  portDrop?: { dir: 'IN' | 'OUT'; acl: boolean };
  dropped: number;
}

/** Every drop counter above zero on the imported ports of each node, largest first. */
export function countedDrops(nodes: Iterable<readonly [node: string, ports: readonly Port[]]>): CountedDrop[] {
  const out: CountedDrop[] = [];
  for (const [node, ports] of nodes) {
    for (const p of ports) {
      for (const dir of ['in', 'out'] as const) {
        const c = p.counters?.[dir];
        const DIR = dir === 'in' ? 'IN' : 'OUT';
        if (c?.droppedAcl) out.push({ node, port: p.friendlyName, what: `port ${DIR} · dropped by ACL`, portDrop: { dir: DIR, acl: true }, dropped: c.droppedAcl });
        else if (c?.droppedPackets) out.push({ node, port: p.friendlyName, what: `port ${DIR} · dropped`, portDrop: { dir: DIR, acl: false }, dropped: c.droppedPackets });
      }
      for (const l of p.layers)
        for (const g of l.groups)
          for (const r of g.rules) if (r.counters?.droppedPackets) out.push({ node, port: p.friendlyName, what: `${l.name} · ${r.friendlyName ?? r.id}`, dropped: r.counters.droppedPackets });
    }
  }
  return out.sort((a, b) => b.dropped - a.dropped);
}
