// Layer decisions remembered for the walks of one world (opt-in, WalkOptions.decisions: the
// reachability matrix walks 20,000 packets through the same ports; the walk calls `decide`, so the
// app's first load, which never passes one, does not carry this module). decideLayer is a pure function of the layer, the direction
// and the header fields the layer's conditions read, and nothing else: a layer whose rules look at
// the destination and its port alone decides every source's packet to that VIP:port the same way.
// So a decision is kept under exactly those fields. This is not the flow cache: no flow state is
// shared, and every walk still counts, applies and narrates each decision itself.
import { formatPrefix, prefixContains, type Ip, type Prefix } from '../net/ip';
import type { Packet } from '../packet/packet';
import { headerView, type HeaderView } from './match';
import type { Conditions, Direction, Layer } from './model';
import { decideLayer, type LayerDecision } from './pipeline';

/** The header field each condition reads (match.ts `matches`). A condition added to Conditions and
 * missing here does not compile: a decision kept without it could be handed to a packet that differs in it. */
const READS: { readonly [K in keyof Conditions]-?: keyof HeaderView } = {
  srcIp: 'src',
  dstIp: 'dst',
  protocols: 'protocol',
  srcPorts: 'srcPort',
  dstPorts: 'dstPort',
  vni: 'vni',
  encapsulated: 'encapsulated',
  frontends: 'frontend',
};
const CONDITIONS = Object.keys(READS) as (keyof Conditions)[];

/** Decisions by the value of each field read, in turn (Maps of Maps: a lookup builds no key). */
type Tree = Map<unknown, Tree | LayerDecision>;

interface LayerMemo {
  /** The header fields any condition of the layer (a group's or a rule's) reads. */
  fields: (keyof HeaderView)[];
  /** The layer's destination prefixes, when few: the destination is then kept as which of them hold
   * it (a pod port's NAT exceptions and encap routes decide all 200 destinations of a row in a few
   * classes). Every destination condition is a prefix, and the group index finds a rule by the
   * prefixes that hold the address (host routes by the address itself, LPM by the masked base), so
   * the decision depends on the destination through that set alone. */
  dstClasses?: Prefix[];
  in: Tree;
  out: Tree;
  /** IPv6 packets' decisions: their family picks other groups, whatever the fields read. */
  in6?: Tree;
  out6?: Tree;
}

export interface DecisionMemo {
  readonly layers: WeakMap<Layer, LayerMemo>;
  /** decideLayerOnce with this memo. */
  decide(layer: Layer, d: Direction, p: Packet): LayerDecision;
}

export function createDecisionMemo(): DecisionMemo {
  const memo: DecisionMemo = { layers: new WeakMap(), decide: (layer, d, p) => decideLayerOnce(memo, layer, d, p) };
  return memo;
}

/** Prefixes a destination is classed by at most (a bit each); past that, the address itself. */
const MAX_CLASSES = 30;

function dstPrefixesOf(layer: Layer): Prefix[] | undefined {
  const seen = new Map<string, Prefix>();
  const add = (c: Conditions) => {
    for (const p of c.dstIp ?? []) seen.set(formatPrefix(p), p);
  };
  for (const g of layer.groups) {
    add(g.conditions);
    for (const r of g.rules) add(r.conditions);
  }
  return seen.size <= MAX_CLASSES ? [...seen.values()] : undefined;
}

/** Which of the prefixes hold the address, as bits. */
function classOf(prefixes: Prefix[], ip: Ip): number {
  let bits = 0;
  for (let i = 0; i < prefixes.length; i++) if (prefixContains(prefixes[i]!, ip)) bits |= 1 << i;
  return bits;
}

/** A field's value as the memo keeps it: the destination by class when the layer has few prefixes. */
const valueOf = (h: HeaderView, f: keyof HeaderView, dstClasses: Prefix[] | undefined): unknown => (f === 'dst' && dstClasses ? classOf(dstClasses, h.dst) : h[f]);

function fieldsOf(layer: Layer): (keyof HeaderView)[] {
  const read = new Set<keyof HeaderView>();
  const add = (c: Conditions) => {
    for (const k of CONDITIONS) if (c[k] !== undefined) read.add(READS[k]);
  };
  for (const g of layer.groups) {
    add(g.conditions);
    for (const r of g.rules) add(r.conditions);
  }
  return [...read].sort();
}

/** decideLayer, or the decision it gave a packet equal in every field this layer reads. */
export function decideLayerOnce(memo: DecisionMemo, layer: Layer, d: Direction, p: Packet): LayerDecision {
  let m = memo.layers.get(layer);
  if (!m) memo.layers.set(layer, (m = { fields: fieldsOf(layer), dstClasses: dstPrefixesOf(layer), in: new Map(), out: new Map() }));
  const h = headerView(p);
  const { fields, dstClasses } = m;
  let node = typeof h.dst === 'number' ? m[d] : d === 'in' ? (m.in6 ??= new Map()) : (m.out6 ??= new Map());
  const last = fields.length - 1;
  for (let i = 0; i < last; i++) {
    const v = valueOf(h, fields[i]!, dstClasses);
    let next = node.get(v) as Tree | undefined;
    if (!next) node.set(v, (next = new Map()));
    node = next;
  }
  // A layer whose conditions read nothing decides every packet alike: one entry, under no value.
  const v = last >= 0 ? valueOf(h, fields[last]!, dstClasses) : undefined;
  let dec = node.get(v) as LayerDecision | undefined;
  if (!dec) node.set(v, (dec = decideLayer(layer, d, p)));
  return dec;
}
