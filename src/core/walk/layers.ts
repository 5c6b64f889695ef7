// The slow path of a port pass: each layer decides (group, rule or the layer's default), the rule is
// counted and its action applied and narrated; a block ends the pass with its reason and hint.
import { isAssumptionId } from '../assumption-ids';
import { formatTuple } from '../packet/packet';
import type { Edit } from '../packet/transposition';
import type { Place } from '../trace/trace';
import type { Direction, Layer, Port, Rule } from '../vfp/model';
import { decideLayer, nearestAllow } from '../vfp/pipeline';
import { countDrop, countRule, ruleCounterKey, storeFlow, type FlowDecision, type FlowEntry } from '../world/runtime';
import type { WindowsHost } from '../world/world';
import { applyAction } from './actions';
import type { Walk } from './context';
import { defaultDenyHint, layerDefaultMsg, layerRuleMsg, snatHint } from './narration';
import { layerNoteMsg, narrationMsg } from './narration-messages';
import { transpose } from './transpose';
import { hintOf, verdictMsg } from '../trace/verdict-messages';

export interface LayersResult {
  edits: Edit[];
  decisions: FlowDecision[];
  stateful: boolean;
  minTtl: number;
  lb?: FlowEntry['lb'];
}

/** The layers of one pass, in order: decide, count, apply, narrate. Undefined when one dropped it. */
export function walkLayers(w: Walk, host: WindowsHost, port: Port, d: Direction, layers: Layer[], at: Place, key: string, cacheDrop = true): LayersResult | undefined {
  const node = host.name;
  const r: LayersResult = { edits: [], decisions: [], stateful: false, minTtl: Infinity };
  for (const layer of layers) {
    const dec = w.decisions ? w.decisions.decide(layer, d, w.packet) : decideLayer(layer, d, w.packet);
    const lat = layerPlace(at, layer.name, dec.group?.name, dec.rule?.id);
    r.decisions.push({ layer: layer.name, group: dec.group?.name, rule: dec.rule?.id });
    // A stateful layer tracks every connection that crosses it, matched by a rule or not: that is
    // what lets the reply of an inbound connection back out without meeting outbound NAT.
    if (layer.stateful) r.stateful = true;
    if (dec.rule) {
      countRule(w.rt, counterKeyOf(node, port.id, layer.name, dec.group!.name, dec.rule), dec.block);
      // The rule's own model decisions (from its provenance) are the trace's too.
      for (const id of dec.rule.provenance?.assumptions ?? []) if (isAssumptionId(id)) w.assume(id);
      if (dec.rule.flags.stateful) {
        r.stateful = true;
        r.minTtl = Math.min(r.minTtl, dec.rule.flowTtl);
      }
    } else w.assume(dec.defaultNote?.assumption);
    // A pod's egress ACL that decides on a packet still addressed to a Service: the order is the model's.
    if (d === 'out' && port.kind === 'endpoint' && (dec.rule || dec.block) && layer.name === 'ACL_ENDPOINT_LAYER' && w.world.addressBook.get(w.packet.dst)?.kind === 'service-vip') w.assume('egress-acl-before-lb');
    if (dec.block) {
      // The pass was counted on entry; only the drop is added here.
      countDrop(w.rt, node, port.id, 'acl');
      const why = dec.rule ? layerRuleMsg(port, d, layer, dec.group?.name, dec.rule, narrationMsg('verb.action', { action: 'block' })) : layerDefaultMsg(port, d, layer, dec.defaultNote?.text, true);
      w.emit('layer', 'block', lat, why, { layer: dec.eval });
      const near = nearestAllow(layer, d, w.packet, dec.rule && dec.group ? { rule: dec.rule, group: dec.group } : undefined);
      // The hint: a source NAT on the way explains most surprises; else what the closest allow lacks.
      const snat = dec.rule ? {} : snatHint(w, near);
      const hint = snat.hint ? snat : dec.rule ? {} : hintOf(defaultDenyHint(d, near));
      // Drops are cached too (stateful or not): the flow stays blocked without re-running the rules.
      // Not over a reverse flow being composed: that entry must keep its un-NAT.
      if (cacheDrop) storeFlow(w.rt, { node, portId: port.id, direction: d, key, edits: r.edits, verdict: 'block', decisions: r.decisions, reverse: false, createdAt: w.rt.now, lastUsed: w.rt.now, ttl: Number.isFinite(r.minTtl) ? r.minTtl : 240 });
      w.fail(
        'ACL_DENY',
        dec.rule
          ? verdictMsg('verdict.aclRule', { rule: dec.rule.friendlyName ?? dec.rule.id, prio: dec.rule.priority, layer: layer.name, group: `${dec.group?.name}`, tuple: formatTuple(w.packet) })
          : verdictMsg('verdict.aclDefault', { layer: layer.name, tuple: formatTuple(w.packet), d, note: dec.defaultNote?.text ? layerNoteMsg(dec.defaultNote.text) : '' }),
        lat,
        {
          rule: dec.rule ? { id: dec.rule.id, friendlyName: dec.rule.friendlyName, layer: layer.name, group: dec.group?.name, provenance: dec.rule.provenance } : { id: '(layer default)', layer: layer.name, provenance: layer.provenance },
          nearestAllow: near ? { layer: layer.name, group: near.group.name, rule: near.rule.id, ruleName: near.rule.friendlyName, failed: near.failed } : undefined,
          ...hint,
        },
      );
      return undefined;
    }
    if (!dec.rule) {
      w.emit('layer', 'forward', lat, () => layerDefaultMsg(port, d, layer, dec.defaultNote?.text, false), { layer: dec.eval });
      continue;
    }
    const applied = applyAction(w, host, port, dec.rule, lat);
    // Translations need state whatever the flags say: the reply must be translated back.
    if (dec.rule.action.type === 'dynnat' || dec.rule.action.type === 'lbnat' || dec.rule.action.type === 'nat') {
      r.stateful = true;
      r.minTtl = Math.min(r.minTtl, dec.rule.flowTtl);
    }
    if (applied.lb?.backends.length) r.lb = { vip: applied.lb.vip, choice: { hashInput: applied.lb.hashInput, hash: applied.lb.hash, index: applied.lb.chosen.index }, backend: applied.lb.chosen.ip.includes(':') ? `[${applied.lb.chosen.ip}]:${applied.lb.chosen.port}` : `${applied.lb.chosen.ip}:${applied.lb.chosen.port}` };
    if (applied.fail) {
      w.emit('layer', 'block', lat, layerRuleMsg(port, d, layer, dec.group?.name, dec.rule, applied.verb), { layer: dec.eval, lb: applied.lb });
      w.fail(applied.fail.reason, applied.fail.msg, lat, {
        rule: { id: dec.rule.id, friendlyName: dec.rule.friendlyName, layer: layer.name, group: dec.group?.name, provenance: dec.rule.provenance },
      });
      return undefined;
    }
    const { packet, transpositions: tr } = transpose(w.packet, applied.edits, lat, false);
    w.packet = packet;
    r.edits.push(...applied.edits);
    const tone = applied.lb ? 'lb' : tr.some((t) => t.kind === 'encap' || t.kind === 'decap') ? 'encap' : tr.some((t) => t.kind === 'snat' || t.kind === 'dnat') ? 'nat' : 'allow';
    const rule = dec.rule;
    w.emit('layer', tone, lat, () => layerRuleMsg(port, d, layer, dec.group?.name, rule, applied.verb), {
      layer: dec.eval,
      transpositions: tr.length ? tr : undefined,
      lb: applied.lb,
    });
  }
  return r;
}

/** Each rule's counter key, made once (a rule belongs to one node, port, layer and group; checked):
 * the walk counts every decision, and a key built anew is concatenated and hashed every time. */
const counterKeys = new WeakMap<Rule, { node: string; portId: string; layer: string; group: string; key: string }>();

function counterKeyOf(node: string, portId: string, layer: string, group: string, rule: Rule): string {
  const k = counterKeys.get(rule);
  if (k && k.node === node && k.portId === portId && k.layer === layer && k.group === group) return k.key;
  const key = ruleCounterKey(node, portId, layer, group, rule.id);
  counterKeys.set(rule, { node, portId, layer, group, key });
  return key;
}

/** A port's place (portPlace) narrowed to a layer, group and rule. Spelled out, not spread: the same
 * keys in the same order, but one allocation of a known shape (the spread cost a quarter of a slow walk). */
function layerPlace(at: Place, layer: string, group: string | undefined, rule: string | undefined): Place {
  return { node: at.node, place: at.place, port: at.port, portName: at.portName, portKind: at.portKind, owner: at.owner, direction: at.direction, layer, group, rule };
}
