// One pass of a packet through a port's VFP layers in one direction: the slow path. Direction picks
// the layer order; in each layer only the groups of the packet's direction and family apply; the
// best-priority rule of a group decides; a terminating rule ends the layer; the layer's action
// rewrites the packet before the next layer sees it.
import type { AssumptionId } from '../assumptions';
import { familyOf } from '../net/ip';
import type { Packet } from '../packet/packet';
import type { Edit } from '../packet/transposition';
import type { GroupEval, LayerEval } from '../trace/trace';
import { lookupRule } from './group-index';
import { explainConditions, headerView, matches } from './match';
import type { Direction, Group, Layer, Port, Rule } from './model';

const order = new WeakMap<Port, { out: Layer[]; in: Layer[] }>();

/** Layers in the order a direction walks them (assumption `layer-order`). Ports are immutable: cached. */
export function layersInOrder(port: Port, d: Direction): Layer[] {
  let o = order.get(port);
  if (!o) {
    const sorted = [...port.layers].sort((a, b) => a.priority - b.priority);
    order.set(port, (o = { out: sorted, in: [...sorted].reverse() }));
  }
  return o[d];
}

export interface LayerDecision {
  eval: LayerEval;
  layer: Layer;
  group?: Group;
  rule?: Rule;
  /** The action to apply: the rule's, or the layer default. */
  block: boolean;
  defaultNote?: { text: string; assumption?: AssumptionId };
}

const byGroupPriority = (a: Group, b: Group) => a.priority - b.priority;
const groupOrder = new WeakMap<Group[], Group[]>();

/** A layer's groups by priority: sorted once per groups list (immutable, like the port's layers). */
function groupsInOrder(groups: Group[]): Group[] {
  if (groups.length < 2) return groups;
  let o = groupOrder.get(groups);
  if (!o) groupOrder.set(groups, (o = [...groups].sort(byGroupPriority)));
  return o;
}

/** Decides one layer for a packet (no side effects). */
export function decideLayer(layer: Layer, d: Direction, p: Packet): LayerDecision {
  const h = headerView(p);
  const groups: GroupEval[] = [];
  let chosen: { rule: Rule; group: Group } | undefined;
  // The headers the layer sees (the outer ones while encapsulated) pick the groups of their family.
  const family = familyOf(h.dst);
  for (const g of groupsInOrder(layer.groups)) {
    const ge: GroupEval = { group: g.name, priority: g.priority };
    groups.push(ge);
    if (g.direction !== d) {
      ge.skipped = 'direction';
      continue;
    }
    if (g.family !== family) {
      ge.skipped = 'family';
      continue;
    }
    if (!matches(g.conditions, h)) {
      ge.skipped = 'conditions';
      continue;
    }
    const r = lookupRule(g, h);
    if (!r) continue;
    ge.rule = r.id;
    ge.rulePriority = r.priority;
    chosen = { rule: r, group: g };
    if (r.flags.terminating) break;
  }
  if (chosen) {
    const block = chosen.rule.action.type === 'block';
    return {
      layer,
      group: chosen.group,
      rule: chosen.rule,
      block,
      eval: {
        layer: layer.name,
        priority: layer.priority,
        groups,
        rule: chosen.rule.id,
        ruleName: chosen.rule.friendlyName,
        group: chosen.group.name,
        action: chosen.rule.action.type,
        defaulted: false,
        verdict: block ? 'block' : 'pass',
        ...modelOwnOf(layer, chosen.rule),
      },
    };
  }
  const def = layer.defaultAction[d];
  const note = layer.defaultNote?.[d] as { text: string; assumption?: AssumptionId } | undefined;
  return {
    layer,
    block: def === 'block',
    defaultNote: note ?? { text: def === 'block' ? 'layer default: block' : 'no rule matched: passes unchanged', assumption: def === 'allow' ? 'layer-default-allow' : undefined },
    eval: { layer: layer.name, priority: layer.priority, groups, action: def, defaulted: true, verdict: def === 'block' ? 'block' : 'pass', ...modelOwnOf(layer) },
  };
}

/** The trace's copy of the "model's own" labels of a layer and its deciding rule (absent when none). */
function modelOwnOf(layer: Layer, rule?: Rule): Pick<LayerEval, 'modelOwn'> {
  const r = rule?.provenance?.modelOwn;
  const m: NonNullable<LayerEval['modelOwn']> = {};
  if (r?.name) m.ruleName = r.name;
  if (r?.priority) m.rulePriority = true;
  if (layer.provenance?.modelOwn?.priority) m.layerPriority = true;
  return m.ruleName || m.rulePriority || m.layerPriority ? { modelOwn: m } : {};
}

/** The rules of a group, each with its conditions passed or failed, for the pipeline panel. */
export function explainGroup(g: Group, p: Packet) {
  const h = headerView(p);
  return [...g.rules]
    .sort((a, b) => a.priority - b.priority)
    .map((r) => ({ rule: r, checks: explainConditions(r.conditions, h), pass: matches(r.conditions, h) }));
}

/**
 * For a drop: the allowing rule of the same layer and direction that came closest, and what stopped
 * it. An allow that matched but lost comes first: to a better-priority block in its own group (its
 * "condition" is the priority), or to a block in a group evaluated before its own (the group order).
 * Then the allow with the fewest failed conditions, best priority first.
 */
export function nearestAllow(layer: Layer, d: Direction, p: Packet, blocking?: { rule: Rule; group: Group }) {
  const h = headerView(p);
  type Best = { rule: Rule; group: Group; failed: ReturnType<typeof explainConditions>; lost: boolean };
  let best: Best | undefined;
  const family = familyOf(h.dst);
  for (const g of layer.groups) {
    if (g.direction !== d || g.family !== family) continue;
    for (const r of g.rules) {
      if (r.action.type === 'block') continue;
      const failed = explainConditions(r.conditions, h).filter((c) => !c.pass);
      if (failed.length === 0) {
        if (!blocking) continue;
        const why =
          blocking.group === g
            ? { label: 'Priority', expected: `better than ${blocking.rule.priority} (the blocking rule)`, actual: String(r.priority), pass: false }
            : { label: 'Group', expected: `a group evaluated before ${blocking.group.name}`, actual: `${g.name} is evaluated after it`, pass: false };
        if (!best?.lost || r.priority < best.rule.priority) best = { rule: r, group: g, failed: [why], lost: true };
        continue;
      }
      if (best?.lost) continue;
      // Ties go to what someone wrote for this traffic (provenance.intent: a policy), then to the better
      // priority: "your policy's rule would have allowed it, but for the source" says more than a
      // kubelet rule.
      const tie = best && failed.length === best.failed.length;
      const intent = (x: Rule) => (x.provenance?.intent ? 0 : 1);
      if (!best || failed.length < best.failed.length || (tie && (intent(r) < intent(best.rule) || (intent(r) === intent(best.rule) && r.priority < best.rule.priority)))) {
        best = { rule: r, group: g, failed, lost: false };
      }
    }
  }
  return best && { rule: best.rule, group: best.group, failed: best.failed };
}

export type { Edit };
