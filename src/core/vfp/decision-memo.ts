// Layer decisions remembered for the walks of one world (opt-in, WalkOptions.decisions: the
// reachability matrix walks 20,000 packets through the same ports; the walk calls `decide`, so the
// app's first load, which never passes one, does not carry this module). decideLayer is a pure function of the layer, the direction
// and the header fields the layer's conditions read, and nothing else: a layer whose rules look at
// the destination and its port alone decides every source's packet to that VIP:port the same way.
// So a decision is kept under exactly those fields. This is not the flow cache: no flow state is
// shared, and every walk still counts, applies and narrates each decision itself.
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
  in: Tree;
  out: Tree;
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
  if (!m) memo.layers.set(layer, (m = { fields: fieldsOf(layer), in: new Map(), out: new Map() }));
  const h = headerView(p);
  const { fields } = m;
  let node = m[d];
  const last = fields.length - 1;
  for (let i = 0; i < last; i++) {
    const v = h[fields[i]!];
    let next = node.get(v) as Tree | undefined;
    if (!next) node.set(v, (next = new Map()));
    node = next;
  }
  // A layer whose conditions read nothing decides every packet alike: one entry, under no value.
  const v = last >= 0 ? h[fields[last]!] : undefined;
  let dec = node.get(v) as LayerDecision | undefined;
  if (!dec) node.set(v, (dec = decideLayer(layer, d, p)));
  return dec;
}
