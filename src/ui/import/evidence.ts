// Model vs evidence: the counters the node printed, beside the rules the walk used, and the drops
// the node counted whatever the walk did (DroppedAcl and rule DroppedPackets are the signals
// Microsoft's own scripts report per pod port and rule).
import { readNodeOverrides } from '../../cluster/scenario/node-overrides';
import type { Scenario } from '../../cluster/scenario/schema';
import { ruleEvidence, type RuleEvidence } from '../../core/trace/evidence';
import type { Trace } from '../../core/trace/trace';
import { simulationOf } from '../../state/simulation';

export function traceEvidence(scenario: Scenario | undefined, trace: Trace | undefined): RuleEvidence[] {
  if (!scenario || !trace) return [];
  const sim = simulationOf(scenario);
  return sim instanceof Error ? [] : ruleEvidence(sim.world, trace);
}

type Overrides = ReturnType<typeof readNodeOverrides>['overrides'];

/** Whether any imported rule carries counters: without them there is nothing to compare a walk with. */
export const hasRuleCounters = (s: Scenario): boolean => anyRuleCounters(readNodeOverrides(s.nodes).overrides);

function anyRuleCounters(overrides: Overrides): boolean {
  for (const o of overrides.values())
    for (const p of o.vfp ?? []) if (p.layers.some((l) => l.groups.some((g) => g.rules.some((r) => r.counters)))) return true;
  return false;
}

/**
 * Both at once: the imported objects are read (checked) once, which for a replayed 100k-rule node
 * takes seconds.
 */
export function nodeCounters(s: Scenario): { counted: boolean; drops: CountedDrop[] } {
  const { overrides } = readNodeOverrides(s.nodes);
  return { counted: anyRuleCounters(overrides), drops: dropsOf(overrides) };
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

const up = (d: 'in' | 'out') => (d === 'in' ? 'IN' : 'OUT');

/** Every drop counter above zero on the imported ports, largest first. */
export const countedDrops = (s: Scenario): CountedDrop[] => dropsOf(readNodeOverrides(s.nodes).overrides);

function dropsOf(overrides: Overrides): CountedDrop[] {
  const out: CountedDrop[] = [];
  for (const [node, o] of overrides) {
    for (const p of o.vfp ?? []) {
      for (const dir of ['in', 'out'] as const) {
        const c = p.counters?.[dir];
        if (c?.droppedAcl) out.push({ node, port: p.friendlyName, what: `port ${dir.toUpperCase()} · dropped by ACL`, portDrop: { dir: up(dir), acl: true }, dropped: c.droppedAcl });
        else if (c?.droppedPackets) out.push({ node, port: p.friendlyName, what: `port ${dir.toUpperCase()} · dropped`, portDrop: { dir: up(dir), acl: false }, dropped: c.droppedPackets });
      }
      for (const l of p.layers)
        for (const g of l.groups)
          for (const r of g.rules) if (r.counters?.droppedPackets) out.push({ node, port: p.friendlyName, what: `${l.name} · ${r.friendlyName ?? r.id}`, dropped: r.counters.droppedPackets });
    }
  }
  return out.sort((a, b) => b.dropped - a.dropped);
}
