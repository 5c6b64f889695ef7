// Applies `nodes[].vfpEdits` to a node's compiled VFP ports, in order (VFP sorts by priority itself). Touched rules say "edited by
// hand" in their provenance, in place of the HNS object that would have made them. A delta that no
// longer applies (its port, layer, group or rule is gone) is reported, never dropped silently.
import { parsePrefix, type Prefix } from '../../core/net/ip';
import { decodeFlags, protocolsOf, type Conditions, type Group, type Layer, type Port, type PortRange, type Rule } from '../../core/vfp/model';
import type { HandRule, HandRuleChange, VfpEdit } from '../scenario/vfp-edits';

export const BY_HAND = 'edited by hand';

/** How the ports of one node are found by the names the scenario gives them. */
export interface PortNames {
  /** Canonical pod ref (pod/ns/name) → port id. */
  pods: Map<string, string>;
  host?: string;
  cbr0?: string;
  external?: string;
}

export interface UnappliedEdit {
  /** Index in the node's vfpEdits. */
  index: number;
  message: string;
}

/** pod/web → pod/default/web; other names as they are. */
export const canonicalPortName = (name: string): string => (/^pod\/[^/]+$/.test(name) ? `pod/default/${name.slice(4)}` : name);

export function portIdOf(names: PortNames, name: string): string | undefined {
  const n = canonicalPortName(name);
  if (n.startsWith('pod/')) return names.pods.get(n);
  return n === 'host' ? names.host : n === 'cbr0' ? names.cbr0 : n === 'external' ? names.external : undefined;
}

const prefixes = (xs: string[] | undefined): Prefix[] | undefined => xs?.map((x) => parsePrefix(x)!);
const ranges = (xs: (number | string)[] | undefined): PortRange[] | undefined =>
  xs?.map((x) => {
    const [lo, hi = lo] = String(x).split('-').map(Number) as [number, number?];
    return { lo, hi: hi ?? lo };
  });

/** The conditions a hand rule states; a field left out keeps `base`'s (a change) or matches anything. */
function conditionsOf(r: HandRuleChange, base: Conditions = {}): Conditions {
  const c: Conditions = { ...base };
  if (r.protocols) c.protocols = protocolsOf(...r.protocols);
  if (r.srcIp) c.srcIp = prefixes(r.srcIp);
  if (r.dstIp) c.dstIp = prefixes(r.dstIp);
  if (r.srcPorts) c.srcPorts = ranges(r.srcPorts);
  if (r.dstPorts) c.dstPorts = ranges(r.dstPorts);
  for (const k of Object.keys(c) as (keyof Conditions)[]) if (Array.isArray(c[k]) && (c[k] as unknown[]).length === 0) delete c[k];
  return c;
}

const flagsOf = (terminating: boolean, stateful: boolean) => decodeFlags((terminating ? 1 : 0) | (stateful ? 2 : 0));

export function handRule(r: HandRule): Rule {
  return {
    id: r.id,
    priority: r.priority,
    flags: flagsOf(r.terminating ?? true, r.stateful ?? false),
    conditions: conditionsOf(r),
    action: { type: r.action },
    flowTtl: 240,
    provenance: { by: BY_HAND, hand: 'added' },
  };
}

function changedRule(rule: Rule, set: HandRuleChange): Rule {
  return {
    ...rule,
    priority: set.priority ?? rule.priority,
    flags: set.terminating !== undefined || set.stateful !== undefined ? flagsOf(set.terminating ?? rule.flags.terminating, set.stateful ?? rule.flags.stateful) : rule.flags,
    conditions: conditionsOf(set, rule.conditions),
    action: set.action ? { type: set.action } : rule.action,
    provenance: { ...rule.provenance, by: BY_HAND, hand: rule.provenance?.hand ?? 'changed' },
  };
}

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

type Result<T> = T | string;

/** One delta on one port (a fresh copy along the path it changes); a string says why it does not apply. */
function applyOne(port: Port, e: VfpEdit): Result<Port> {
  if (e.op === 'block-port' || e.op === 'unblock-port') return { ...port, blocked: e.op === 'block-port' };
  if (e.op === 'add-layer') {
    if (port.layers.some((l) => same(l.name, e.layer.name))) return `port ${e.port} already has a layer ${e.layer.name}`;
    const layer: Layer = {
      name: e.layer.name,
      priority: e.layer.priority,
      stateful: e.layer.stateful ?? false,
      groups: [],
      defaultAction: e.layer.defaultAction ?? { in: 'allow', out: 'allow' },
      provenance: { by: BY_HAND, hand: 'added' },
    };
    return { ...port, layers: [...port.layers, layer] };
  }
  const li = port.layers.findIndex((l) => same(l.name, e.layer));
  if (li < 0) return `port ${e.port} has no layer ${e.layer}`;
  const layer = port.layers[li]!;
  const withLayer = (l: Layer): Port => ({ ...port, layers: port.layers.map((x, i) => (i === li ? l : x)) });
  if (e.op === 'add-group') {
    if (layer.groups.some((g) => same(g.name, e.group.name))) return `layer ${e.layer} already has a group ${e.group.name}`;
    const g: Group = { name: e.group.name, priority: e.group.priority, direction: e.group.direction, family: e.group.family ?? 'ipv4', conditions: {}, matchType: 'priority', rules: [] };
    return withLayer({ ...layer, groups: [...layer.groups, g] });
  }
  const gi = layer.groups.findIndex((g) => same(g.name, e.group));
  if (gi < 0) return `layer ${e.layer} of port ${e.port} has no group ${e.group}`;
  const group = layer.groups[gi]!;
  const withGroup = (g: Group | undefined): Port => withLayer({ ...layer, groups: layer.groups.flatMap((x, i) => (i === gi ? (g ? [g] : []) : [x])) });
  switch (e.op) {
    case 'remove-group':
      return withGroup(undefined);
    case 'change-group':
      return withGroup({ ...group, priority: e.set.priority ?? group.priority, direction: e.set.direction ?? group.direction });
    case 'add-rule':
      if (group.rules.some((r) => same(r.id, e.rule.id))) return `group ${e.group} already has a rule ${e.rule.id}`;
      return withGroup({ ...group, rules: [...group.rules, handRule(e.rule)] });
  }
  const ri = group.rules.findIndex((r) => same(r.id, e.rule));
  if (ri < 0) return `group ${e.group} of port ${e.port} has no rule ${e.rule}`;
  const rules = e.op === 'remove-rule' ? group.rules.filter((_, i) => i !== ri) : group.rules.map((r, i) => (i === ri ? changedRule(r, e.set) : r));
  return withGroup({ ...group, rules });
}

/** The node's ports with its edits applied, and the edits that did not apply (with why). */
export function applyVfpEdits(ports: Port[], edits: VfpEdit[], names: PortNames): { ports: Port[]; unapplied: UnappliedEdit[] } {
  const out = [...ports];
  const unapplied: UnappliedEdit[] = [];
  edits.forEach((e, index) => {
    const id = portIdOf(names, e.port);
    const pi = id === undefined ? -1 : out.findIndex((p) => p.id === id);
    if (pi < 0) {
      unapplied.push({ index, message: `no port ${e.port} on this node` });
      return;
    }
    const r = applyOne(out[pi]!, e);
    if (typeof r === 'string') unapplied.push({ index, message: r });
    else out[pi] = r;
  });
  return { ports: out, unapplied };
}
