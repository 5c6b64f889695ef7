// Applies `nodes[].vfpEdits` to a node's compiled VFP ports, in order (VFP sorts by priority itself). Touched rules say "edited by
// hand" in their provenance, in place of the HNS object that would have made them. A delta that no
// longer applies (its port, layer, group or rule is gone) is reported, never dropped silently.
import { parsePrefix, type Prefix } from '../../core/net/ip';
import { decodeFlags, protocolsOf, type Conditions, type Group, type Layer, type Port, type PortRange, type Rule } from '../../core/vfp/model';
import type { HandRule, HandRuleChange, VfpEdit } from '../scenario/vfp-edits';
import { vfpEditMsg, vfpEditText, type VfpEditMsg } from './vfp-edit-messages';

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
  /** Why, in English; `msg` the same as a value. */
  message: string;
  msg: VfpEditMsg;
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

// A rule made from its edit once: a scenario is a value, so an edit kept from one version of the
// document to the next (every edit in Build mode keeps the others) gives the same rule, and the world
// never changes a rule. 10,000 hand rules were made again at every simulation (issue 32 item 4).
const handRules = new WeakMap<HandRule, Rule>();

export function handRule(r: HandRule): Rule {
  let rule = handRules.get(r);
  if (!rule) handRules.set(r, (rule = makeHandRule(r)));
  return rule;
}

function makeHandRule(r: HandRule): Rule {
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

export function changedRule(rule: Rule, set: HandRuleChange): Rule {
  return {
    ...rule,
    priority: set.priority ?? rule.priority,
    flags: set.terminating !== undefined || set.stateful !== undefined ? flagsOf(set.terminating ?? rule.flags.terminating, set.stateful ?? rule.flags.stateful) : rule.flags,
    conditions: conditionsOf(set, rule.conditions),
    action: set.action ? { type: set.action } : rule.action,
    provenance: { ...rule.provenance, by: BY_HAND, hand: rule.provenance?.hand ?? 'changed' },
  };
}

// The edits are applied to a draft of each port they touch (issue 32: 10k edits took 6 s, 20k took
// 71 s, every edit copying and searching its group's rules). A draft copies a port, a layer or a
// group once, on its first change, and finds layers, groups and rules by name through an index (the
// name upper-cased, as VFP compares them, to the positions holding it, in order): each edit costs
// the same however many came before. Removed entries are left as holes and dropped at the end, so
// positions stay valid. Untouched layers and groups are the input's own objects.

/** Positions by upper-cased name, in order; the first live one is the one a lookup finds. A name
 * held once (nearly all) is a number, not a list of one: 10,000 rule ids made 10,000 arrays. */
class NameIndex {
  private readonly at = new Map<string, number | number[]>();
  // The last name asked for and its key: consecutive edits name the same layer and group.
  private lastName = '';
  private lastKey = '';
  constructor(names: readonly string[]) {
    names.forEach((n, i) => this.add(n, i));
  }
  private key(name: string): string {
    if (name !== this.lastName) {
      this.lastName = name;
      this.lastKey = name.toUpperCase();
    }
    return this.lastKey;
  }
  add(name: string, i: number): void {
    const k = this.key(name);
    const held = this.at.get(k);
    if (held === undefined) this.at.set(k, i);
    else if (typeof held === 'number') this.at.set(k, [held, i]);
    else held.push(i);
  }
  /** Adds `name` at `i` unless it is held already (then false, and nothing changes). */
  claim(name: string, i: number): boolean {
    const k = this.key(name);
    if (this.at.has(k)) return false;
    this.at.set(k, i);
    return true;
  }
  find(name: string): number | undefined {
    const held = this.at.get(this.key(name));
    return typeof held === 'number' ? held : held?.[0];
  }
  /** Forgets the first position of `name` (the one find gave). */
  drop(name: string): void {
    const k = this.key(name);
    const held = this.at.get(k);
    if (typeof held === 'number') this.at.delete(k);
    else if (held) {
      held.shift();
      if (held.length === 1) this.at.set(k, held[0]!);
    }
  }
}

interface GroupDraft {
  group: Group;
  rules: (Rule | undefined)[];
  ids: NameIndex;
  holes: boolean;
}

interface LayerDraft {
  layer: Layer;
  /** An untouched group is the input's; a touched one, its draft; a removed one, a hole. */
  groups: (Group | GroupDraft | undefined)[];
  names: NameIndex;
  changed: boolean;
}

interface PortDraft {
  port: Port;
  layers: (Layer | LayerDraft)[];
  names: NameIndex;
  changed: boolean;
  /** The group the last rule edit reached, by the layer and group names it gave: a long list of
   * edits on one group finds it at once. Forgotten at any other kind of edit. */
  last?: { layer: string; group: string; draft: GroupDraft };
}

const isDraft = <T extends object, D extends object>(x: T | D, key: keyof D): x is D => key in x;

function layerDraft(d: PortDraft, li: number): LayerDraft {
  const x = d.layers[li]!;
  if (isDraft<Layer, LayerDraft>(x, 'names')) return x;
  const draft: LayerDraft = { layer: x, groups: [...x.groups], names: new NameIndex(x.groups.map((g) => g.name)), changed: false };
  d.layers[li] = draft;
  return draft;
}

function groupDraft(l: LayerDraft, gi: number): GroupDraft {
  const x = l.groups[gi]!;
  if (isDraft<Group, GroupDraft>(x, 'ids')) return x;
  const draft: GroupDraft = { group: x, rules: [...x.rules], ids: new NameIndex(x.rules.map((r) => r.id)), holes: false };
  l.groups[gi] = draft;
  l.changed = true;
  return draft;
}

/** One delta on one port's draft; a value says why it does not apply (and nothing changed). */
function applyOne(d: PortDraft, e: VfpEdit): VfpEditMsg | undefined {
  const onRule = e.op === 'add-rule' || e.op === 'change-rule' || e.op === 'remove-rule';
  if (!onRule) d.last = undefined;
  else if (d.last && d.last.layer === e.layer && d.last.group === e.group) return onGroupRule(d.last.draft, e);
  if (e.op === 'block-port' || e.op === 'unblock-port') {
    d.port = { ...d.port, blocked: e.op === 'block-port' };
    d.changed = true;
    return undefined;
  }
  if (e.op === 'add-layer') {
    if (d.names.find(e.layer.name) !== undefined) return vfpEditMsg('vfpEdit.layerTaken', { port: e.port, layer: e.layer.name });
    const layer: Layer = {
      name: e.layer.name,
      priority: e.layer.priority,
      stateful: e.layer.stateful ?? false,
      groups: [],
      defaultAction: e.layer.defaultAction ?? { in: 'allow', out: 'allow' },
      provenance: { by: BY_HAND, hand: 'added' },
    };
    d.names.add(layer.name, d.layers.length);
    d.layers.push(layer);
    d.changed = true;
    return undefined;
  }
  const li = d.names.find(e.layer);
  if (li === undefined) return vfpEditMsg('vfpEdit.noLayer', { port: e.port, layer: e.layer });
  const l = layerDraft(d, li);
  if (e.op === 'add-group') {
    if (l.names.find(e.group.name) !== undefined) return vfpEditMsg('vfpEdit.groupTaken', { layer: e.layer, group: e.group.name });
    const g: Group = { name: e.group.name, priority: e.group.priority, direction: e.group.direction, family: e.group.family ?? 'ipv4', conditions: {}, matchType: 'priority', rules: [] };
    l.names.add(g.name, l.groups.length);
    l.groups.push(g);
    l.changed = d.changed = true;
    return undefined;
  }
  const gi = l.names.find(e.group);
  if (gi === undefined) return vfpEditMsg('vfpEdit.noGroup', { layer: e.layer, port: e.port, group: e.group });
  d.changed = true;
  if (e.op === 'remove-group') {
    l.names.drop(e.group);
    l.groups[gi] = undefined;
    l.changed = true;
    return undefined;
  }
  const g = groupDraft(l, gi);
  if (e.op === 'change-group') {
    g.group = { ...g.group, priority: e.set.priority ?? g.group.priority, direction: e.set.direction ?? g.group.direction };
    return undefined;
  }
  d.last = { layer: e.layer, group: e.group, draft: g };
  return onGroupRule(g, e);
}

/** A rule edit on its group's draft. */
function onGroupRule(g: GroupDraft, e: Extract<VfpEdit, { op: 'add-rule' | 'change-rule' | 'remove-rule' }>): VfpEditMsg | undefined {
  switch (e.op) {
    case 'add-rule':
      if (!g.ids.claim(e.rule.id, g.rules.length)) return vfpEditMsg('vfpEdit.ruleTaken', { group: e.group, rule: e.rule.id });
      g.rules.push(handRule(e.rule));
      return undefined;
  }
  const ri = g.ids.find(e.rule);
  if (ri === undefined) return vfpEditMsg('vfpEdit.noRule', { group: e.group, port: e.port, rule: e.rule });
  if (e.op === 'remove-rule') {
    g.ids.drop(e.rule);
    g.rules[ri] = undefined;
    g.holes = true;
  } else g.rules[ri] = changedRule(g.rules[ri]!, e.set);
  return undefined;
}

/** The port a draft stands for: fresh objects along every changed path, the input's elsewhere. */
function finish(d: PortDraft): Port {
  if (!d.changed) return d.port;
  const layers = d.layers.map((x): Layer => {
    if (!isDraft<Layer, LayerDraft>(x, 'names')) return x;
    if (!x.changed) return x.layer;
    const groups: Group[] = [];
    for (const g of x.groups) {
      if (!g) continue;
      if (!isDraft<Group, GroupDraft>(g, 'ids')) groups.push(g);
      else groups.push({ ...g.group, rules: g.holes ? g.rules.filter((r): r is Rule => r !== undefined) : (g.rules as Rule[]) });
    }
    return { ...x.layer, groups };
  });
  return { ...d.port, layers };
}

/** The node's ports with its edits applied, and the edits that did not apply (with why). */
export function applyVfpEdits(ports: Port[], edits: VfpEdit[], names: PortNames): { ports: Port[]; unapplied: UnappliedEdit[] } {
  const byId = new Map<string, number>();
  ports.forEach((p, i) => byId.has(p.id) || byId.set(p.id, i));
  const drafts = new Map<number, PortDraft>();
  const unapplied: UnappliedEdit[] = [];
  // A port's name resolved once: thousands of edits name the same port.
  const idOf = new Map<string, string | undefined>();
  edits.forEach((e, index) => {
    let id = idOf.get(e.port);
    if (id === undefined && !idOf.has(e.port)) idOf.set(e.port, (id = portIdOf(names, e.port)));
    const pi = id === undefined ? undefined : byId.get(id);
    if (pi === undefined) {
      const m = vfpEditMsg('vfpEdit.noPort', { port: e.port });
      unapplied.push({ index, message: vfpEditText(m), msg: m });
      return;
    }
    let d = drafts.get(pi);
    if (!d) {
      const port = ports[pi]!;
      d = { port, layers: [...port.layers], names: new NameIndex(port.layers.map((l) => l.name)), changed: false };
      drafts.set(pi, d);
    }
    const why = applyOne(d, e);
    if (why !== undefined) unapplied.push({ index, message: vfpEditText(why), msg: why });
  });
  return { ports: ports.map((p, i) => (drafts.has(i) ? finish(drafts.get(i)!) : p)), unapplied };
}
