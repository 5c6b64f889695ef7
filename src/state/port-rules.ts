// The "Port rules" view's model: a port's layers for one direction in evaluation order, their
// groups, and the rules of each group in priority order, narrowed by a filter the user types
// (a rule's name, an address, a port, an action, the object that made it). Pure: the view draws it.
import type { Family } from '../core/net/ip';
import { formatPrefix } from '../core/net/ip';
import { protocolName } from '../core/net/protocol';
import { ruleCounterKey, type PortCounters, type RuleCounters, type Runtime } from '../core/world/runtime';
import type { Conditions, Direction, Group, Layer, Port, Rule } from '../core/vfp/model';
import { rulesInOrder } from '../core/vfp/group-index';
import { layersInOrder } from '../core/vfp/pipeline';

const ports = (rs: { lo: number; hi: number }[]) => rs.map((r) => (r.lo === r.hi ? `${r.lo}` : `${r.lo}-${r.hi}`)).join(',');

/** A rule's conditions in one line, in vfpctrl's order and words. */
export function conditionText(c: Conditions): string {
  const parts: string[] = [];
  if (c.srcIp) parts.push(`src ${c.srcIp.map(formatPrefix).join(',')}`);
  if (c.dstIp) parts.push(`dst ${c.dstIp.map(formatPrefix).join(',')}`);
  if (c.protocols) parts.push(c.protocols.map(protocolName).join(','));
  if (c.srcPorts) parts.push(`sport ${ports(c.srcPorts)}`);
  if (c.dstPorts) parts.push(`dport ${ports(c.dstPorts)}`);
  if (c.vni !== undefined) parts.push(`VNI ${c.vni}`);
  if (c.encapsulated !== undefined) parts.push(c.encapsulated ? 'encapsulated' : 'not encapsulated');
  return parts.join(' · ') || 'any packet';
}

/** Where the rule came from, in one line: HNS object ← Kubernetes object · by whom. */
export function provenanceText(r: Rule): string {
  const p = r.provenance;
  if (!p) return '';
  const k8s = p.k8s ? `${p.k8s.kind} ${p.k8s.namespace ? `${p.k8s.namespace}/` : ''}${p.k8s.name}` : '';
  const by = p.hand ? `✎ ${p.hand} by hand` : p.by && `· by ${p.by}`;
  return [p.hns ? `HNS ${p.hns.type}` : '', k8s && `← ${k8s}`, by].filter(Boolean).join(' ');
}

/** What IN and OUT mean at this kind of port: a vNIC's port faces its vNIC, the external port the wire. */
export function directionWords(port: Pick<Port, 'kind'>, d: Direction): string {
  if (port.kind === 'external') return d === 'out' ? 'towards the wire' : 'from the wire';
  return d === 'out' ? 'leaving the vNIC' : 'towards the vNIC';
}

export interface GroupView {
  group: Group;
  /** Why the group does not apply to this direction's packets (of the family walked), if it does not. */
  skipped?: 'wrong direction' | 'IPv4' | 'IPv6';
  /** The group's rules in priority order that pass the filter (all when there is none). */
  rules: Rule[];
}

export interface LayerView {
  layer: Layer;
  groups: GroupView[];
}

/** A rule passes a filter when every word of it is found in its name, conditions, action or origin. */
export function ruleMatches(r: Rule, words: readonly string[]): boolean {
  if (!words.length) return true;
  const text = [r.friendlyName ?? '', r.id, conditionText(r.conditions), r.action.type, provenanceText(r)].join(' ').toLowerCase();
  return words.every((w) => text.includes(w));
}

export const filterWords = (filter: string) => filter.toLowerCase().split(/\s+/).filter(Boolean);

/** The port's layers for `d` in evaluation order; with a filter, only groups that keep a rule.
 * `family`: the walked packet's, whose groups apply (absent: no packet walked, every family's do). */
export function portRuleView(port: Port, d: Direction, filter = '', family?: Family): LayerView[] {
  const words = filterWords(filter);
  return layersInOrder(port, d)
    .map((layer) => ({
      layer,
      groups: layer.groups
        .map((group): GroupView => {
          const skipped = group.direction !== d ? 'wrong direction' : family !== undefined && group.family !== family ? (group.family === 'ipv6' ? 'IPv6' : 'IPv4') : undefined;
          return { group, skipped, rules: rulesInOrder(group).filter((r) => ruleMatches(r, words)) };
        })
        .filter((g) => !words.length || g.rules.length > 0),
    }))
    .filter((l) => !words.length || l.groups.length > 0);
}

/** What the current trace counted on one port, as vfpctrl /get-rule-counter and /get-port-counter
 * would after the packet and its reply: rules count on the slow path only (a flow hit is one lookup). */
export interface WalkedCounters {
  port?: PortCounters;
  rule(layer: string, group: string, rule: string): RuleCounters | undefined;
}

export function walkedCounters(rt: Runtime, node: string, portId: string): WalkedCounters {
  return {
    port: rt.portCounters.get(`${node}|${portId}`),
    rule: (layer, group, rule) => rt.ruleCounters.get(ruleCounterKey(node, portId, layer, group, rule)),
  };
}
