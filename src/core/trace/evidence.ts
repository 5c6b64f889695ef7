// Model vs evidence: where an imported rule carries the counters vfpctrl printed, set them beside
// the walk's decision, and flag a rule the walk says matched while its counter says it never did.
import type { Rule } from '../vfp/model';
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
