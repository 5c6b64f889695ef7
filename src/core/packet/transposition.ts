// Header transpositions: what a rule (or a cached flow) does to a packet. VFP composes the actions
// of every layer into one transposition per flow and caches it; we keep the list of primitive edits.
import { formatEndpoint, formatIp, formatIpv4, type Ip } from '../net/ip';
import type { Mac } from '../net/mac';
import { copyPacket as copyOf, type OuterHeader, type Packet } from './packet';

export type Edit =
  | { op: 'set-src'; ip: Ip; port?: number }
  | { op: 'set-dst'; ip: Ip; port?: number; frontend?: string }
  | { op: 'set-mac'; src?: Mac; dst?: Mac; frontend?: string }
  | { op: 'push'; outer: OuterHeader }
  | { op: 'pop' }
  | { op: 'set-outer-mac'; src?: Mac; dst?: Mac };

/** The kinds the trace JSON names. */
export type TranspositionKind = 'dnat' | 'snat' | 'un-dnat' | 'un-snat' | 'encap' | 'decap' | 'mac-rewrite';


export function applyEdit(p: Packet, e: Edit): Packet {
  switch (e.op) {
    case 'set-src': {
      const q = copyOf(p);
      q.src = e.ip;
      if (e.port !== undefined) q.srcPort = e.port;
      return q;
    }
    case 'set-dst': {
      const q = copyOf(p);
      q.dst = e.ip;
      if (e.port !== undefined) q.dstPort = e.port;
      if (e.frontend !== undefined) q.frontend = e.frontend;
      return q;
    }
    case 'set-mac': {
      const q = copyOf(p);
      if (e.src !== undefined) q.srcMac = e.src;
      if (e.dst !== undefined) q.dstMac = e.dst;
      if (e.frontend !== undefined) q.frontend = e.frontend;
      return q;
    }
    case 'push': {
      const q = copyOf(p, false);
      q.outer = e.outer;
      return q;
    }
    case 'pop':
      return copyOf(p, false);
    case 'set-outer-mac':
      return p.outer ? { ...copyOf(p, false), outer: { ...p.outer, srcMac: e.src ?? p.outer.srcMac, dstMac: e.dst ?? p.outer.dstMac } } : p;
  }
}

export const applyEdits = (p: Packet, edits: readonly Edit[]): Packet => edits.reduce(applyEdit, p);

export function describeEdit(e: Edit): string {
  switch (e.op) {
    case 'set-src':
      return `source → ${e.port !== undefined ? formatEndpoint(e.ip, e.port) : formatIp(e.ip)}`;
    case 'set-dst':
      return `destination → ${e.port !== undefined ? formatEndpoint(e.ip, e.port) : formatIp(e.ip)}`;
    case 'set-mac':
      return [e.src && `source MAC → ${e.src}`, e.dst && `destination MAC → ${e.dst}`].filter(Boolean).join(', ');
    case 'push':
      return e.outer.kind === 'vxlan'
        ? `push VXLAN VNI ${e.outer.vni} to PA ${formatIpv4(e.outer.dst)}`
        : `push host-internal encap to ${formatIpv4(e.outer.dst)}`;
    case 'pop':
      return 'pop the outer headers';
    case 'set-outer-mac':
      return `outer destination MAC → ${e.dst ?? '?'}`;
  }
}
