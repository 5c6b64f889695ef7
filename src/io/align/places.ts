// The places of a walk that a capture on a node can watch: each pass of the packet through a
// vSwitch port in one direction (the port's VFP layers run there), in the order the walk made them,
// with the packet as it entered and as it left, and whether the model dropped it there.
import type { Packet } from '../../core/packet/packet';
import type { LayerEval, Place, Trace } from '../../core/trace/trace';
import type { Direction, PortKind } from '../../core/vfp/model';

export interface WalkPlace {
  leg: 'request' | 'reply';
  node: string;
  port: string;
  portName: string;
  portKind?: PortKind;
  owner?: string;
  direction: Direction;
  /** 1-based steps of the walk: the first and the last event of this pass. */
  first: number;
  last: number;
  /** The packet as it came to the port, and as it left it (or as it was dropped). */
  before: Packet;
  after: Packet;
  /** The walk's verdict for this leg was given here. */
  dropped: boolean;
  /** The layer that decided the pass (the last whose rule matched; a drop's layer), if any. */
  decided?: LayerEval;
  /** The layers the packet crossed in this pass, in order. */
  layers: string[];
  at: Place;
}

const keyOf = (leg: string, at: Place) => `${leg}|${at.node}|${at.port}|${at.direction}`;

export function walkPlaces(t: Trace): WalkPlace[] {
  const out: WalkPlace[] = [];
  let runKey: string | undefined;
  let prev: Packet = t.packet;
  t.events.forEach((e, i) => {
    const at = e.at;
    const onPort = at.place === 'port' && at.port !== undefined && at.direction !== undefined;
    const key = onPort ? keyOf(e.leg, at) : undefined;
    if (onPort && key === runKey) {
      const cur = out[out.length - 1]!;
      cur.last = i + 1;
      cur.after = e.packet;
      if (e.kind === 'drop') cur.dropped = true;
      if (e.layer && e.kind === 'layer' && !cur.layers.includes(e.layer.layer)) cur.layers.push(e.layer.layer);
      if (e.layer && (e.layer.rule || e.kind === 'drop' || e.layer.verdict === 'block')) cur.decided = e.layer;
    } else if (onPort) {
      out.push({
        leg: e.leg,
        node: at.node,
        port: at.port!,
        portName: at.portName ?? at.port!,
        ...(at.portKind ? { portKind: at.portKind } : {}),
        ...(at.owner ? { owner: at.owner } : {}),
        direction: at.direction!,
        first: i + 1,
        last: i + 1,
        before: e.kind === 'port' ? prev : e.packet,
        after: e.packet,
        dropped: e.kind === 'drop',
        ...(e.layer?.rule ? { decided: e.layer } : {}),
        layers: e.layer && e.kind === 'layer' ? [e.layer.layer] : [],
        at: { node: at.node, place: 'port', port: at.port, ...(at.portName ? { portName: at.portName } : {}), ...(at.portKind ? { portKind: at.portKind } : {}), ...(at.owner ? { owner: at.owner } : {}), direction: at.direction },
      });
    }
    runKey = key;
    prev = e.packet;
  });
  return out;
}
