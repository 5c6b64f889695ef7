// What changed between two states of a node's VFP, rule by rule: per port, layer and group, the
// rules added, removed and changed (which fields). Rules are matched by id; where ids are GUIDs
// that a restart makes anew, by friendly name; then by content (priority, conditions, action).
// Ports match by id, then friendly name, then MAC, so that dumps taken before and after a restart
// (new port GUIDs) still line up; a port of one state only is added or removed whole.
import type { Group, Layer, Port, Rule } from './model';

export type RuleField = 'priority' | 'conditions' | 'action' | 'flags' | 'flowTtl' | 'friendlyName';

export interface RuleChange {
  rule: string;
  friendlyName?: string;
  fields: RuleField[];
  before: Rule;
  after: Rule;
}

export interface GroupDiff {
  layer: string;
  group: string;
  added: Rule[];
  removed: Rule[];
  changed: RuleChange[];
}

export interface PortDiff {
  /** The port's id in the later state (the earlier one's when it was removed). */
  port: string;
  friendlyName: string;
  owner?: string;
  status: 'added' | 'removed' | 'both';
  /** The earlier state's id when the port was matched by name or MAC under a new id. */
  was?: string;
  groups: GroupDiff[];
  layersAdded: string[];
  layersRemoved: string[];
}

export interface RulesDiff {
  ports: PortDiff[];
  counts: { added: number; removed: number; changed: number };
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const json = (x: unknown) => JSON.stringify(x);
/** What a rule does, whatever it is called. */
const content = (r: Rule) => json([r.priority, r.conditions, r.action, r.flags.terminating, r.flags.stateful]);

function fieldsChanged(a: Rule, b: Rule): RuleField[] {
  const out: RuleField[] = [];
  if (a.priority !== b.priority) out.push('priority');
  if (json(a.conditions) !== json(b.conditions)) out.push('conditions');
  if (json(a.action) !== json(b.action)) out.push('action');
  if (a.flags.terminating !== b.flags.terminating || a.flags.stateful !== b.flags.stateful) out.push('flags');
  if (a.flowTtl !== b.flowTtl) out.push('flowTtl');
  if ((a.friendlyName ?? '') !== (b.friendlyName ?? '')) out.push('friendlyName');
  return out;
}

/** Pairs of rules, matched in three passes; what is left is added or removed. Linear in rules (maps). */
function diffRules(layer: string, group: string, before: readonly Rule[], after: readonly Rule[]): GroupDiff {
  const left = new Set(before);
  const right = new Set(after);
  const pairs: [Rule, Rule][] = [];
  const pass = (key: (r: Rule) => string | undefined) => {
    const index = new Map<string, Rule[]>();
    for (const r of left) {
      const k = key(r);
      if (k === undefined) continue;
      const list = index.get(k);
      if (list) list.push(r);
      else index.set(k, [r]);
    }
    for (const r of [...right]) {
      const k = key(r);
      const hit = k !== undefined ? index.get(k)?.shift() : undefined;
      if (!hit) continue;
      pairs.push([hit, r]);
      left.delete(hit);
      right.delete(r);
    }
  };
  pass((r) => r.id);
  pass((r) => (GUID.test(r.id) && r.friendlyName ? `name|${r.friendlyName}` : undefined));
  pass((r) => (GUID.test(r.id) ? content(r) : undefined));
  const changed: RuleChange[] = [];
  for (const [a, b] of pairs) {
    const fields = fieldsChanged(a, b);
    if (fields.length) changed.push({ rule: b.id, ...(b.friendlyName ? { friendlyName: b.friendlyName } : {}), fields, before: a, after: b });
  }
  return { layer, group, added: [...right], removed: [...left], changed };
}

function diffLayers(a: readonly Layer[], b: readonly Layer[]): Pick<PortDiff, 'groups' | 'layersAdded' | 'layersRemoved'> {
  const groups: GroupDiff[] = [];
  const byName = new Map(a.map((l) => [l.name, l]));
  const seen = new Set<string>();
  for (const lb of b) {
    const la = byName.get(lb.name);
    seen.add(lb.name);
    const ga = new Map<string, Group>((la?.groups ?? []).map((g) => [g.name, g]));
    for (const g of lb.groups) {
      const d = diffRules(lb.name, g.name, ga.get(g.name)?.rules ?? [], g.rules);
      ga.delete(g.name);
      if (d.added.length || d.removed.length || d.changed.length) groups.push(d);
    }
    for (const g of ga.values()) if (g.rules.length) groups.push(diffRules(lb.name, g.name, g.rules, []));
  }
  for (const la of a) if (!seen.has(la.name)) for (const g of la.groups) if (g.rules.length) groups.push(diffRules(la.name, g.name, g.rules, []));
  return { groups, layersAdded: b.filter((l) => !byName.has(l.name)).map((l) => l.name), layersRemoved: a.filter((l) => !seen.has(l.name)).map((l) => l.name) };
}

export function diffPorts(before: readonly Port[], after: readonly Port[]): RulesDiff {
  const left = new Set(before);
  const out: PortDiff[] = [];
  const take = (p: Port): Port | undefined => {
    const hit = [...left].find((x) => x.id === p.id) ?? [...left].find((x) => x.friendlyName && x.friendlyName === p.friendlyName && x.kind === p.kind) ?? (p.mac ? [...left].find((x) => x.mac === p.mac) : undefined);
    if (hit) left.delete(hit);
    return hit;
  };
  for (const p of after) {
    const was = take(p);
    const d = diffLayers(was?.layers ?? [], p.layers);
    const base = { port: p.id, friendlyName: p.friendlyName, ...(p.owner ? { owner: p.owner } : {}) };
    if (!was) out.push({ ...base, status: 'added', ...d });
    else if (d.groups.length || d.layersAdded.length || d.layersRemoved.length) out.push({ ...base, status: 'both', ...(was.id !== p.id ? { was: was.id } : {}), ...d });
  }
  for (const p of left) out.push({ port: p.id, friendlyName: p.friendlyName, ...(p.owner ? { owner: p.owner } : {}), status: 'removed', ...diffLayers(p.layers, []) });
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const p of out)
    for (const g of p.groups) {
      counts.added += g.added.length;
      counts.removed += g.removed.length;
      counts.changed += g.changed.length;
    }
  return { ports: out, counts };
}
