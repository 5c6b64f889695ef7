// NAT bindings: the ports of a source-NAT pool, held as long as the reverse flow they steer to lives.
import type { Packet } from '../packet/packet';
import type { Ip } from '../net/ip';
import type { Direction, NatPool, Port } from '../vfp/model';
import { flowTableKey, natBindingKey, type Runtime } from '../world/runtime';
import { natKeyOf } from '../world/keys';
import type { WindowsHost } from '../world/world';
import type { Walk } from './context';

/** The next port of a pool that no live translation holds; undefined when all are held. */
export function allocPort(w: Walk, node: string, pool: NatPool, protocol: string): number | undefined {
  const size = pool.hi - pool.lo + 1;
  let next = w.rt.natNext.get(pool.name) ?? pool.lo;
  for (let i = 0; i < size; i++) {
    const port = next;
    next = next >= pool.hi ? pool.lo : next + 1;
    if (!liveBinding(w, natBindingKey(node, pool.ip, protocol, port))) {
      w.rt.natNext.set(pool.name, next);
      return port;
    }
  }
  return undefined;
}

/** A NAT binding lives as long as a reverse flow of the port it steers to. */
export function bindingAlive(rt: Runtime, tableKey: string): boolean {
  const table = rt.flows.get(tableKey);
  if (table) for (const f of table.values()) if (f.reverse && rt.now - f.lastUsed <= f.ttl) return true;
  return false;
}

/** A NAT binding lives as long as the reverse flow it steers to. */
export function liveBinding(w: Walk, key: string): { node: string; portId: string; direction: Direction; natPortId?: string } | undefined {
  const b = w.rt.natBindings.get(key);
  if (!b) {
    w.tape?.reads.push({ kind: 'binding', key, binding: undefined });
    return undefined;
  }
  const table = flowTableKey(w.rt, b.node, b.portId, b.direction);
  const alive = bindingAlive(w.rt, table);
  // A dead binding is let go here: a write no segment replays (segment.ts).
  if (!alive) w.rt.natBindings.delete(key);
  if (w.tape) {
    if (alive) w.tape.reads.push({ kind: 'binding', key, binding: b, table });
    else w.tape = undefined;
  }
  return alive ? b : undefined;
}

export function bindNat(w: Walk, host: WindowsHost, at: Port, ip: Ip, p: Packet, port: number): void {
  const entry = w.visit?.entryPort;
  if (!entry) return;
  // A host port translating another port's request (the hairpin SNAT to the node IP) keeps the
  // reverse flow itself (design.md §3): the reply comes back to it and is un-NATed there.
  const hairpin = at.kind === 'host' && at.id !== entry.id;
  if (hairpin) w.visit!.unNatAt = at.id;
  w.rt.natBindings.set(natKeyOf(w.rt, host.name, ip, p.protocol, port), { node: host.name, portId: entry.id, direction: entry.replyDirection, natPortId: hairpin ? at.id : undefined });
}
