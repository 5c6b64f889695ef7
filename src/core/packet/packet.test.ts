import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetIp, mustIpv4 } from '../net/ip';
import { packet, ping, tcp, udp } from '../testing/builders';
import { formatTuple, replyTo, reverseTuple, tupleKey, tupleOf, VXLAN_OVERHEAD, wireSize, type OuterHeader, type Packet } from './packet';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const withMacs = (p: Packet): Packet => ({ ...p, srcMac: '02-00-0A-01-01-0A', dstMac: '02-00-0A-01-01-14' });
const vxlan: OuterHeader = { kind: 'vxlan', src: mustIpv4('10.0.0.11'), dst: mustIpv4('10.0.0.12'), srcMac: '00-1D-0A-00-00-0B', dstMac: '00-1D-0A-00-00-0C', srcPort: 50000, dstPort: 4789, vni: 4096 };

describe('wireSize', () => {
  it('is the IP packet size when not encapsulated', () => {
    expect(wireSize(tcp('10.1.1.10:1', '10.1.1.20:80', { size: 1400 }))).toBe(1400);
  });

  it('adds 50 bytes of VXLAN headers (14 Ethernet + 20 IPv4 + 8 UDP + 8 VXLAN)', () => {
    expect(VXLAN_OVERHEAD).toBe(14 + 20 + 8 + 8);
    expect(wireSize({ ...tcp('10.1.1.10:1', '10.1.2.20:80', { size: 1400 }), outer: vxlan })).toBe(1450);
  });

  it('adds nothing for the host-internal encapsulation (it never reaches the wire)', () => {
    expect(wireSize({ ...tcp('10.1.1.10:1', '10.96.0.10:80', { size: 1400 }), outer: { ...vxlan, kind: 'host-encap', vni: undefined } })).toBe(1400);
  });
});

describe('tuples', () => {
  const p = tcp('10.1.1.10:40000', '10.1.1.20:80');

  it('tupleOf keeps only the 5-tuple', () => {
    expect(tupleOf(withMacs(p))).toEqual({ protocol: 'tcp', src: mustIpv4('10.1.1.10'), srcPort: 40000, dst: mustIpv4('10.1.1.20'), dstPort: 80 });
  });

  it('reverseTuple swaps the ends and is its own inverse', () => {
    const t = tupleOf(p);
    expect(reverseTuple(t)).toEqual({ protocol: 'tcp', src: t.dst, srcPort: 80, dst: t.src, dstPort: 40000 });
    fc.assert(
      fc.property(fc.nat(0xffffffff), fc.nat(65535), fc.nat(0xffffffff), fc.nat(65535), fc.constantFrom('tcp', 'udp', 'icmp', 'sctp' as const), (src, sp, dst, dp, protocol) => {
        const t2 = { protocol, src, srcPort: sp, dst, dstPort: dp };
        expect(reverseTuple(reverseTuple(t2))).toEqual(t2);
      }),
      { numRuns: RUNS },
    );
  });

  it('tupleKey tells apart tuples that differ in any field', () => {
    const k = tupleKey(p);
    expect(tupleKey({ ...p, srcPort: 40001 })).not.toBe(k);
    expect(tupleKey({ ...p, dstPort: 81 })).not.toBe(k);
    expect(tupleKey({ ...p, src: offsetIp(p.src, 1) })).not.toBe(k);
    expect(tupleKey({ ...p, dst: offsetIp(p.dst, 1) })).not.toBe(k);
    expect(tupleKey({ ...p, protocol: 'udp' })).not.toBe(k);
    expect(tupleKey(withMacs(p))).toBe(k);
  });

  it('formatTuple prints ports for TCP/UDP and none for ICMP', () => {
    expect(formatTuple(p)).toBe('tcp 10.1.1.10:40000 → 10.1.1.20:80');
    expect(formatTuple(ping('10.1.1.10', '10.1.1.20', 7))).toBe('icmp 10.1.1.10 → 10.1.1.20');
  });
});

describe('replyTo', () => {
  it('answers a TCP SYN with a SYN-ACK from the other end, MACs swapped, with the stack TTL', () => {
    const syn = withMacs(tcp('10.1.1.10:40000', '10.1.1.20:80', { ttl: 125 }));
    const r = replyTo(syn, 128, 'answer');
    expect(r.tcpFlags).toBe('SYN-ACK');
    expect(tupleOf(r)).toEqual(reverseTuple(tupleOf(syn)));
    expect(r.srcMac).toBe(syn.dstMac);
    expect(r.dstMac).toBe(syn.srcMac);
    expect(r.ttl).toBe(128);
    expect(r.size).toBe(60);
    expect(r.outer).toBeUndefined();
  });

  it('answers a refused SYN with RST-ACK', () => {
    const r = replyTo(tcp('10.1.1.10:40000', '10.1.1.20:81'), 128, 'reset');
    expect(r.tcpFlags).toBe('RST-ACK');
    expect(tupleOf(r)).toEqual(reverseTuple(tupleOf(tcp('10.1.1.10:40000', '10.1.1.20:81'))));
  });

  it('answers a UDP datagram to a closed port with ICMP port unreachable from the receiver', () => {
    const d = udp('10.1.1.10:40000', '10.1.1.20:54');
    const r = replyTo(d, 128, 'unreachable');
    expect(r).toMatchObject({ protocol: 'icmp', icmp: 'port-unreachable', src: d.dst, dst: d.src, srcPort: 0, dstPort: 0, size: 56 });
    expect(r.tcpFlags).toBeUndefined();
  });

  it('answers an echo request with an echo reply of the same size, identifier as destination port', () => {
    const e = ping('10.1.1.10', '10.1.1.20', 42, { size: 84 });
    const r = replyTo(e, 128, 'answer');
    expect(r).toMatchObject({ protocol: 'icmp', icmp: 'echo-reply', src: e.dst, dst: e.src, srcPort: 0, dstPort: 42, size: 84 });
  });

  it('answers a UDP datagram with a UDP datagram back, without TCP flags', () => {
    const d = udp('10.1.1.10:40000', '10.1.1.20:53');
    const r = replyTo(d, 64, 'answer');
    expect(tupleOf(r)).toEqual(reverseTuple(tupleOf(d)));
    expect(r.protocol).toBe('udp');
    expect(r.tcpFlags).toBeUndefined();
    expect(r.ttl).toBe(64);
  });

  it('keeps the DF bit and drops any outer header', () => {
    const d = { ...packet('tcp', '10.1.1.10:1', '10.1.1.20:80', { df: true }), outer: vxlan };
    const r = replyTo(d, 128, 'answer');
    expect(r.df).toBe(true);
    expect(r.outer).toBeUndefined();
  });
});
