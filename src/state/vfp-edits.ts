// Builder actions on a node's VFP (`nodes[].vfpEdits`): pure functions from a scenario to the next,
// validated by the store like every edit. They keep the delta list short: editing a rule added by
// hand rewrites its `add-rule`, removing it drops it; a second change to a rule HNS made replaces the
// first; unblocking a port blocked by hand drops the block.
import type { Scenario } from '../cluster/scenario/schema';
import type { GroupSpec, HandRule, HandRuleChange, LayerSpec, VfpEdit } from '../cluster/scenario/vfp-edits';
import { canonicalPortName } from '../cluster/world/vfp-edits';
import type { Port, Rule } from '../core/vfp/model';
import type { WindowsHost } from '../core/world/world';
import { formatPrefix } from '../core/net/ip';

export interface GroupAt {
  node: string;
  /** The port as the scenario names it: pod/ns/name, host, cbr0, external. */
  port: string;
  layer: string;
  group: string;
}

const eq = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
const samePort = (a: string, b: string) => canonicalPortName(a) === canonicalPortName(b);
const onGroup = (e: VfpEdit, at: GroupAt) => 'group' in e && typeof e.group === 'string' && samePort(e.port, at.port) && eq(e.layer, at.layer) && eq(e.group, at.group);
const onRule = (e: VfpEdit, at: GroupAt, id: string) =>
  onGroup(e, at) && ((e.op === 'add-rule' && eq(e.rule.id, id)) || ((e.op === 'change-rule' || e.op === 'remove-rule') && eq(e.rule, id)));

/** The node's edit list through `f`; an empty list leaves no `vfpEdits` field behind. */
function withEdits(s: Scenario, node: string, f: (edits: VfpEdit[]) => VfpEdit[]): Scenario {
  return {
    ...s,
    nodes: s.nodes.map((n) => {
      if (n.name !== node) return n;
      const next = f(n.vfpEdits ?? []);
      const { vfpEdits: _, ...rest } = n;
      return next.length ? { ...rest, vfpEdits: next } : rest;
    }),
  };
}

export const editsOf = (s: Scenario, node: string): VfpEdit[] => s.nodes.find((n) => n.name === node)?.vfpEdits ?? [];

export function setPortBlocked(s: Scenario, node: string, port: string, blocked: boolean): Scenario {
  return withEdits(s, node, (es) => {
    const isBlockOp = (e: VfpEdit) => (e.op === 'block-port' || e.op === 'unblock-port') && samePort(e.port, port);
    // The UI toggles the port's current state: with an earlier toggle, undoing it is the change.
    if (es.some(isBlockOp)) return es.filter((e) => !isBlockOp(e));
    return [...es, { op: blocked ? 'block-port' : 'unblock-port', port }];
  });
}

export const addLayer = (s: Scenario, node: string, port: string, layer: LayerSpec): Scenario => withEdits(s, node, (es) => [...es, { op: 'add-layer', port, layer }]);

export const addGroup = (s: Scenario, node: string, port: string, layer: string, group: GroupSpec): Scenario =>
  withEdits(s, node, (es) => [...es, { op: 'add-group', port, layer, group }]);

export function changeGroup(s: Scenario, at: GroupAt, set: { priority?: number; direction?: 'in' | 'out' }): Scenario {
  return withEdits(s, at.node, (es) => {
    const added = es.findIndex((e) => e.op === 'add-group' && samePort(e.port, at.port) && eq(e.layer, at.layer) && eq(e.group.name, at.group));
    if (added >= 0) return es.map((e, i) => (i === added && e.op === 'add-group' ? { ...e, group: { ...e.group, ...set } } : e));
    const prior = es.find((e) => e.op === 'change-group' && onGroup(e, at));
    const merged = { ...(prior?.op === 'change-group' ? prior.set : {}), ...set };
    return [...es.filter((e) => e !== prior), { op: 'change-group', port: at.port, layer: at.layer, group: at.group, set: merged }];
  });
}

export function removeGroup(s: Scenario, at: GroupAt): Scenario {
  return withEdits(s, at.node, (es) => {
    const byHand = es.some((e) => e.op === 'add-group' && samePort(e.port, at.port) && eq(e.layer, at.layer) && eq(e.group.name, at.group));
    const rest = es.filter((e) => !onGroup(e, at) && !(e.op === 'add-group' && samePort(e.port, at.port) && eq(e.layer, at.layer) && eq(e.group.name, at.group)));
    return byHand ? rest : [...rest, { op: 'remove-group', port: at.port, layer: at.layer, group: at.group }];
  });
}

/** Whether rule `id` of that group was added by hand (its `add-rule` is in the list). */
export const isHandAdded = (s: Scenario, at: GroupAt, id: string): boolean => editsOf(s, at.node).some((e) => e.op === 'add-rule' && onRule(e, at, id));

/** A new rule (`original` undefined), a hand-made rule rewritten, or a change to a rule HNS made
 * (only the fields in `change`; its id stays). */
export function saveRule(s: Scenario, at: GroupAt, rule: HandRule, original?: string, change?: HandRuleChange): Scenario {
  return withEdits(s, at.node, (es) => {
    if (original === undefined) return [...es, { op: 'add-rule', port: at.port, layer: at.layer, group: at.group, rule }];
    const added = es.findIndex((e) => e.op === 'add-rule' && onRule(e, at, original));
    if (added >= 0) return es.map((e, i) => (i === added && e.op === 'add-rule' ? { ...e, rule } : e));
    const prior = es.find((e) => e.op === 'change-rule' && onRule(e, at, original));
    const set = { ...(prior?.op === 'change-rule' ? prior.set : {}), ...(change ?? {}) };
    const rest = es.filter((e) => e !== prior);
    return Object.keys(set).length ? [...rest, { op: 'change-rule', port: at.port, layer: at.layer, group: at.group, rule: original, set }] : rest;
  });
}

export function removeRule(s: Scenario, at: GroupAt, id: string): Scenario {
  return withEdits(s, at.node, (es) => {
    const byHand = es.some((e) => e.op === 'add-rule' && onRule(e, at, id));
    const rest = es.filter((e) => !onRule(e, at, id));
    return byHand ? rest : [...rest, { op: 'remove-rule', port: at.port, layer: at.layer, group: at.group, rule: id }];
  });
}

/** How the scenario names a port of a Windows host: its pod's ref, host, cbr0 or external. */
export function scenarioPortName(host: WindowsHost, port: Port): string {
  if (port.id === host.vswitch.hostPortId) return 'host';
  if (port.id === host.vswitch.externalPortId || port.kind === 'external') return 'external';
  if (port.owner?.startsWith('pod/')) return port.owner;
  return 'cbr0';
}

const PROTOCOL_NAMES: Record<number, string> = { 1: 'icmp', 6: 'tcp', 17: 'udp' };

/** A rule in the words of the rule form (addresses, ranges and protocols as text). */
export function ruleText(r: Rule): { priority: string; action: string; protocols: string; srcIp: string; dstIp: string; srcPorts: string; dstPorts: string; terminating: boolean; stateful: boolean } {
  const c = r.conditions;
  const ips = (xs?: { family: string; len: number }[]) => (xs ?? []).map((p) => formatPrefix(p as never).replace(/\/32$/, '')).join(', ');
  const ports = (xs?: { lo: number; hi: number }[]) => (xs ?? []).map((x) => (x.lo === x.hi ? String(x.lo) : `${x.lo}-${x.hi}`)).join(', ');
  return {
    priority: String(r.priority),
    action: r.action.type,
    protocols: (c.protocols ?? []).map((p) => PROTOCOL_NAMES[p] ?? String(p)).join(', '),
    srcIp: ips(c.srcIp),
    dstIp: ips(c.dstIp),
    srcPorts: ports(c.srcPorts),
    dstPorts: ports(c.dstPorts),
    terminating: r.flags.terminating,
    stateful: r.flags.stateful,
  };
}

/** Drops edit `index` of the node (one that no longer applies, say). */
export const removeEditAt = (s: Scenario, node: string, index: number): Scenario => withEdits(s, node, (es) => es.filter((_, i) => i !== index));
