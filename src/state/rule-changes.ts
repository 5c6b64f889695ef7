// What changed rule by rule between two states (issue 26 item 2, the UI half): the VFP rules added,
// removed and changed per node, port, layer and group (io/compare diffRulesOf), and for each probe
// whose verdict changed, the first rule of the diff that explains it: the deciding rule of its walk
// after (or before) when the diff holds it, else the first rule that walk matched that the diff
// holds, else (a layer default decided) the first change in the layer and port that decided. Plain data in and out, so that it can run wherever the comparison runs.
import type { ProbeComparison } from '../cluster/compare/compare';
import type { Scenario } from '../cluster/scenario/schema';
import { simulate, type Simulation } from '../cluster/simulation';
import type { Trace } from '../core/trace/trace';
import type { RuleField } from '../core/vfp/diff';
import { diffRulesOf, type StatesRulesDiff } from '../io/compare/states';

export type ChangeKind = 'added' | 'removed' | 'changed';

/** One rule of the diff, where it is. */
export interface RuleChangeAt {
  node: string;
  port: string;
  portName: string;
  owner?: string;
  layer: string;
  group: string;
  rule: string;
  name: string;
  kind: ChangeKind;
  fields?: RuleField[];
  priority: number;
  action: string;
}

export interface RuleChanges {
  changes: RuleChangeAt[];
  onlyBefore: string[];
  onlyAfter: string[];
  /** Nodes paired by name whose two states look like two machines (another node IP, or not one
   * endpoint's port in both): only the ports found in both are diffed. */
  unlike: string[];
  /** Probe name → the first change that explains its new verdict (absent when none of the diff does). */
  explains: Record<string, RuleChangeAt>;
}

/** The diff as a flat list, in node, port, layer, group order. */
export function flatChanges(d: StatesRulesDiff): RuleChangeAt[] {
  const out: RuleChangeAt[] = [];
  for (const n of d.nodes)
    for (const p of n.ports)
      for (const g of p.groups) {
        const at = { node: n.node, port: p.port, portName: p.friendlyName, ...(p.owner ? { owner: p.owner } : {}), layer: g.layer, group: g.group };
        for (const r of g.added) out.push({ ...at, rule: r.id, name: r.friendlyName ?? r.id, kind: 'added', priority: r.priority, action: r.action.type });
        for (const r of g.removed) out.push({ ...at, rule: r.id, name: r.friendlyName ?? r.id, kind: 'removed', priority: r.priority, action: r.action.type });
        for (const c of g.changed) out.push({ ...at, rule: c.after.id, name: c.after.friendlyName ?? c.after.id, kind: 'changed', fields: c.fields, priority: c.after.priority, action: c.after.action.type });
      }
  return out;
}

const keyOf = (node: string, port: string | undefined, rule: string) => `${node}|${port ?? ''}|${rule}`;

/** The first change that explains a walk: its deciding rule, else the first rule it matched, that the diff holds. */
function explain(trace: Trace, byKey: Map<string, RuleChangeAt>): RuleChangeAt | undefined {
  const v = trace.request.verdict;
  if (v.rule && v.at) {
    const hit = byKey.get(keyOf(v.at.node, v.at.port, v.rule.id));
    if (hit) return hit;
  }
  for (const e of trace.events) {
    if (!e.at.rule) continue;
    const hit = byKey.get(keyOf(e.at.node, e.at.port, e.at.rule));
    if (hit) return hit;
  }
  return undefined;
}

/** A layer default decided (no rule to name): the first change in that layer of that port. */
function inDecidingLayer(trace: Trace, changes: readonly RuleChangeAt[]): RuleChangeAt | undefined {
  const at = trace.request.verdict.at;
  return at?.layer ? changes.find((c) => c.node === at.node && c.port === at.port && c.layer === at.layer) : undefined;
}

/**
 * Replays name a node after its dumps (often one name for every node), so two sets of different
 * machines pair by name: they are told apart by the node IP, when both name one, else by their
 * endpoints: each set has some, and not one endpoint's port is in both.
 */
function unlikeNodes(a: Simulation, b: Simulation, d: StatesRulesDiff): string[] {
  const hostOf = (s: Simulation, name: string) => s.world.hosts.get(name);
  return d.nodes.flatMap((n) => {
    const was = hostOf(a, n.was ?? n.node);
    const now = hostOf(b, n.node);
    if (was?.ip && now?.ip && was.ip !== now.ip) return [n.node];
    const pods = n.ports.filter((p) => p.owner?.startsWith('pod/'));
    const bothHave = pods.some((p) => p.status === 'both');
    return pods.some((p) => p.status === 'added') && pods.some((p) => p.status === 'removed') && !bothHave ? [n.node] : [];
  });
}

export function ruleChanges(before: Scenario, after: Scenario, probes: readonly ProbeComparison[]): RuleChanges {
  return ruleChangesOf(simulate(before), simulate(after), probes);
}

/** The same, of two states already simulated (Import mode's before/after walks them once for both). */
export function ruleChangesOf(a: Simulation, b: Simulation, probes: readonly ProbeComparison[]): RuleChanges {
  const d = diffRulesOf(a, b);
  const unlike = unlikeNodes(a, b, d);
  const changes = flatChanges({ ...d, nodes: d.nodes.map((n) => (unlike.includes(n.node) ? { ...n, ports: n.ports.filter((p) => p.status === 'both') } : n)) });
  const byKey = new Map(changes.map((c) => [keyOf(c.node, c.port, c.rule), c]));
  const explains: Record<string, RuleChangeAt> = {};
  for (const p of probes) {
    if (!p.changed) continue;
    const hit = explain(p.traces.after, byKey) ?? explain(p.traces.before, byKey) ?? inDecidingLayer(p.traces.after, changes) ?? inDecidingLayer(p.traces.before, changes);
    if (hit) explains[p.name] = hit;
  }
  return { changes, onlyBefore: d.onlyBefore, onlyAfter: d.onlyAfter, unlike, explains };
}
