import '../../lessons/testing/builtins-loaded';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import type { Packet } from '../../core/packet/packet';
import { tracePcapng } from './capture';
import { frameOf } from './frame';
import { decodeEthernet, readPcapng } from './reader';

function traceOf(id: string, probe: string) {
  const s = structuredClone(BUILTINS.find((b) => b.id === id)!.scenario);
  const r = runProbe(simulate(s), s.probes.find((p) => p.name === probe)!);
  if (!r.ok) throw new Error(r.message);
  return r.value.trace;
}

const mac = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 6, maxLength: 6 }).map((b) => b.map((x) => x.toString(16).padStart(2, '0').toUpperCase()).join('-'));
const ip = fc.integer({ min: 0, max: 0xffffffff });
const port = fc.integer({ min: 0, max: 65535 });
const arbPacket = (): fc.Arbitrary<Packet> =>
  fc.record({
    src: ip,
    dst: ip,
    protocol: fc.constantFrom('tcp', 'udp', 'icmp', 'sctp'),
    srcPort: port,
    dstPort: port,
    srcMac: mac,
    dstMac: mac,
    ttl: fc.integer({ min: 0, max: 255 }),
    size: fc.integer({ min: 28, max: 9000 }),
    df: fc.boolean(),
    outer: fc.option(fc.record({ kind: fc.constant('vxlan' as const), src: ip, dst: ip, srcMac: mac, dstMac: mac, srcPort: port, dstPort: fc.constant(4789), vni: fc.integer({ min: 0, max: 0xffffff }) }), { nil: undefined }),
  }) as fc.Arbitrary<Packet>;

describe('pcapng of a trace', () => {
  it('a section header, one interface per capture point named after its port, then the packets, every block length checked', () => {
    const t = traceOf('talk-l2bridge', 'pod-to-pod-other-node');
    const cap = readPcapng(tracePcapng(t));
    expect(cap.blocks[0]!.type).toBe(0x0a0d0d0a);
    const types = cap.blocks.map((b) => b.type);
    expect(types.slice(1, 1 + cap.interfaces.length).every((x) => x === 1)).toBe(true);
    expect(types.slice(1 + cap.interfaces.length).every((x) => x === 6)).toBe(true);
    // The capture points are the distinct ports (per direction) and wires of the walk.
    const points = new Set(t.events.filter((e) => e.at.place === 'port' || e.at.place === 'wire').map((e) => (e.at.place === 'wire' ? `wire ${e.at.link}` : `${e.at.node} ${e.at.portName ?? e.at.port} ${e.at.direction!.toUpperCase()}`)));
    expect(cap.interfaces.map((i) => i.name).sort()).toEqual([...points].sort());
    expect(cap.interfaces.every((i) => i.linkType === 1)).toBe(true);
    expect(cap.interfaces.map((i) => i.name)).toContain('win-node-1 ExternalPort OUT');
  });

  it('every packet decodes with correct checksums; each comment names its step and layer; the reply leg is there', () => {
    const t = traceOf('talk-l2bridge', 'pod-to-pod-other-node');
    const cap = readPcapng(tracePcapng(t));
    expect(cap.packets.length).toBeGreaterThan(6);
    for (const p of cap.packets) {
      expect(p.frame.checksumsOk).toBe(true);
      expect(p.comment).toMatch(/^step \d+ \((request|reply)\)/);
      const step = Number(/^step (\d+)/.exec(p.comment!)![1]);
      const e = t.events[step - 1]!;
      // The frame is the packet of the step the comment names.
      expect(p.frame.inner ?? p.frame).toMatchObject({ protocol: 6, ttl: e.packet.ttl, srcPort: e.packet.srcPort, dstPort: e.packet.dstPort });
    }
    expect(cap.packets.some((p) => /\(reply\)/.test(p.comment!) && p.frame.tcpFlags === 0x12)).toBe(true);
    expect(cap.packets.some((p) => /^step 22 \(request\) · VNET_MAC_REWRITE_LAYER · VNET_GROUP_MAC_REWRITE_IPV4_IN · rule MAC_REWRITE_10\.244\.2\.10 → /.test(p.comment!))).toBe(true);
    // Timestamps follow the steps.
    const ts = cap.packets.map((p) => p.timestampUs);
    expect([...ts].sort((a, b) => (a < b ? -1 : 1))).toEqual(ts);
  });

  it('on the wire of an overlay: outer Ethernet/IPv4/UDP 4789 with the VNI, the pod packet inside', () => {
    const cap = readPcapng(tracePcapng(traceOf('overlay-vxlan', 'pod-to-pod-vxlan')));
    const wire = cap.packets.filter((p) => cap.interfaces[p.iface]!.name!.startsWith('wire '));
    expect(wire.length).toBeGreaterThan(0);
    for (const p of wire) {
      expect(p.frame).toMatchObject({ protocol: 17, dstPort: 4789, vni: 4096, checksumsOk: true });
      expect(p.frame.inner!.src).toMatch(/^10\.244\./);
    }
  });

  it('ICMP echo and its drop: decoded, the drop named in the comment', () => {
    const cap = readPcapng(tracePcapng(traceOf('nat-exceptions', 'ping-internet')));
    expect(cap.packets.every((p) => p.frame.checksumsOk)).toBe(true);
    expect(cap.packets.some((p) => p.frame.protocol === 1 && p.frame.icmpType === 8)).toBe(true);
    expect(cap.packets.some((p) => p.frame.icmpType === 0 && /\(reply\)/.test(p.comment!))).toBe(true);
  });

  it('any packet makes a frame whose checksums verify and whose IPv4 length is the packet size', () => {
    fc.assert(
      fc.property(arbPacket(), (p) => {
        const f = decodeEthernet(frameOf(p, 7));
        expect(f.checksumsOk).toBe(true);
        expect((f.inner ?? f).ttl).toBe(Math.min(255, p.ttl));
      }),
      { numRuns: 200 },
    );
  });
});
