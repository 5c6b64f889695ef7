import '../../lessons/testing/builtins-loaded';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import type { Packet } from '../../core/packet/packet';
import type { Scenario, ProbeSpec } from '../../cluster/scenario/schema';
import type { Trace } from '../../core/trace/trace';
import { tracePcapng } from './capture';
import { formatIp, formatIpv6, mustIp } from '../../core/net/ip';
import { frameOf } from './frame';
import { decodeEthernet, readPcapng, type DecodedFrame, type ReadCapture } from './reader';

function traceOf(id: string, probe: string | Omit<ProbeSpec, 'name'>, edit?: (s: Scenario) => void) {
  const s = structuredClone(BUILTINS.find((b) => b.id === id)!.scenario);
  edit?.(s);
  if (typeof probe !== 'string') s.probes.push({ name: 'adhoc', ...probe } as ProbeSpec);
  const r = runProbe(simulate(s), s.probes.find((p) => p.name === (typeof probe === 'string' ? probe : 'adhoc'))!);
  if (!r.ok) throw new Error(r.message);
  return r.value.trace;
}

/** The packet a frame carries (the inner one while encapsulated). */
const innerOf = (f: DecodedFrame): DecodedFrame => f.inner ?? f;
const legOf = (comment: string | undefined) => /^step \d+ \((request|reply)\)/.exec(comment ?? '')?.[1];

/** What Wireshark would flag in a capture of a trace, as the in-repo reader sees it (empty: none). */
function defects(t: Trace, cap: ReadCapture): string[] {
  const out: string[] = [];
  if (!cap.packets.length) out.push('empty capture');
  const ids: Record<string, Set<number>> = { request: new Set(), reply: new Set() };
  let synSeq: number | undefined;
  let echoIdent: number | undefined;
  for (const [i, p] of cap.packets.entries()) {
    const f = innerOf(p.frame);
    const at = `frame ${i + 1} (${p.comment?.slice(0, 40)})`;
    if (!p.frame.checksumsOk) out.push(`${at}: bad checksum`);
    out.push(...p.frame.problems.map((x) => `${at}: ${x}`));
    const leg = legOf(p.comment);
    if (!leg) out.push(`${at}: comment names no step and leg`);
    // IPv6 has no identification: the writer puts the packet's in the flow label, which no hop changes.
    else ids[leg]!.add(f.version === 6 ? f.flowLabel! : f.ipId);
    if (f.version === 6 && f.ipId !== 0) out.push(`${at}: an IPv6 packet with an IPv4 identification`);
    const parts = (p.comment ?? '').split(' · ');
    if (new Set(parts).size < parts.length) out.push(`${at}: the comment repeats itself`);
    if (p.frame.vni !== undefined && p.frame.dstPort !== 4789) out.push(`${at}: encapsulation not on UDP 4789`);
    if (f.protocol === 6) {
      const flags = f.tcpFlags!;
      if (flags & 0x06 && f.tcpHeaderLength! < 60 && f.payloadLength! >= 4) out.push(`${at}: a ${flags & 0x02 ? 'SYN' : 'RST'} carries ${f.payloadLength} bytes of data its options could hold`);
      if (flags & 0x02 && f.tcpMss === undefined) out.push(`${at}: a SYN without MSS`);
      if (flags === 0x02) synSeq ??= f.tcpSeq;
      if (flags & 0x10 && synSeq !== undefined && f.tcpAck !== ((synSeq + 1) >>> 0)) out.push(`${at}: acknowledges ${f.tcpAck}, not the SYN's ${synSeq} + 1`);
    }
    if (f.icmpType === 8) echoIdent ??= f.icmpIdent;
    if (f.icmpType === 0 && f.icmpIdent !== echoIdent) out.push(`${at}: echo reply identifier ${f.icmpIdent}, the request's is ${echoIdent}`);
    if (f.icmpType === (f.version === 6 ? 1 : 3) && !f.icmpQuote) out.push(`${at}: an ICMP error quoting nothing`);
    if (f.version === 6 && f.icmpType === 128) echoIdent ??= f.icmpIdent;
    if (f.version === 6 && f.icmpType === 129 && f.icmpIdent !== echoIdent) out.push(`${at}: echo reply identifier ${f.icmpIdent}, the request's is ${echoIdent}`);
  }
  for (const [leg, set] of Object.entries(ids)) if (set.size > 1) out.push(`${leg}: ${set.size} IP identifications (IPv6 flow labels) for one packet`);
  for (const v of [t.request.verdict, t.reply?.verdict]) {
    if (v && v.outcome !== 'delivered' && !cap.packets.some((p) => p.comment?.includes(v.message))) out.push(`no comment says: ${v.message}`);
  }
  return out;
}

const mac = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 6, maxLength: 6 }).map((b) => b.map((x) => x.toString(16).padStart(2, '0').toUpperCase()).join('-'));
const ip = fc.integer({ min: 0, max: 0xffffffff });
const ip6 = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 16, maxLength: 16 }).map((b) => mustIp(formatIpv6(b)));
const port = fc.integer({ min: 1, max: 65535 });
const arbPacket = (): fc.Arbitrary<Packet> =>
  fc.record({
    ...{ src: ip, dst: ip },
    protocol: fc.constantFrom('tcp', 'udp', 'icmp', 'sctp'),
    srcPort: port,
    dstPort: port,
    srcMac: mac,
    dstMac: mac,
    ttl: fc.integer({ min: 0, max: 255 }),
    size: fc.integer({ min: 28, max: 9000 }),
    df: fc.boolean(),
    tcpFlags: fc.option(fc.constantFrom('SYN', 'SYN-ACK', 'ACK', 'RST', 'RST-ACK'), { nil: undefined }),
    outer: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('vxlan' as const), src: ip, dst: ip, srcMac: mac, dstMac: mac, srcPort: port, dstPort: fc.constant(4789), vni: fc.integer({ min: 0, max: 0xffffff }) }),
        // The model's host-internal encapsulation: ports 0, no VNI.
        fc.record({ kind: fc.constant('host-encap' as const), src: ip, dst: ip, srcMac: mac, dstMac: mac, srcPort: fc.constant(0), dstPort: fc.constant(0) }),
      ),
      { nil: undefined },
    ),
  }).map((p) => (p.protocol === 'tcp' ? p : { ...p, tcpFlags: undefined })) as fc.Arbitrary<Packet>;
/** The same over IPv6: ICMP is ICMPv6 there, echo or an error (sized as the model sizes one: its header, 8 bytes, the quoted 48). */
const arbPacket6 = (): fc.Arbitrary<Packet> =>
  fc
    .tuple(arbPacket(), ip6, ip6, fc.constantFrom('echo-request', 'echo-reply', 'port-unreachable', 'frag-needed'), fc.integer({ min: 96, max: 1280 }))
    .map(([p, src, dst, icmp, small]) => (p.protocol === 'icmp' ? { ...p, src, dst, icmp, size: icmp.startsWith('echo') ? p.size : small } : { ...p, src, dst })) as fc.Arbitrary<Packet>;

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

  it('any packet makes a well-formed frame whose checksums verify and whose IPv4 length is the packet size', () => {
    fc.assert(
      fc.property(arbPacket(), (p) => {
        const f = decodeEthernet(frameOf(p, 7));
        expect(f.checksumsOk).toBe(true);
        expect(f.problems).toEqual([]);
        expect(innerOf(f).ttl).toBe(Math.min(255, p.ttl));
        expect(innerOf(f).ipId).toBe(7);
        // Every header the packet needs fits in its size: then the IPv4 length is that size.
        if (p.size >= 80) expect(frameOf(p).length - 14 - (p.outer ? 50 : 0)).toBe(p.size);
        if (p.outer) expect(f).toMatchObject({ protocol: 17, dstPort: 4789 });
      }),
      { numRuns: 300 },
    );
  });

  it('any IPv6 packet makes a well-formed frame: checksums over the IPv6 pseudo-header, its size the packet size, the identification in the flow label, IPv4 outside when encapsulated', () => {
    fc.assert(
      fc.property(arbPacket6(), fc.integer({ min: 0, max: 0xffff }), (p, id) => {
        const f = decodeEthernet(frameOf(p, id));
        expect(f.checksumsOk).toBe(true);
        expect(f.problems).toEqual([]);
        const inner = innerOf(f);
        expect(inner).toMatchObject({ version: 6, src: formatIp(p.src), dst: formatIp(p.dst), ttl: Math.min(255, p.ttl), flowLabel: id, ipId: 0 });
        expect(inner.protocol).toBe({ tcp: 6, udp: 17, icmp: 58, sctp: 132 }[p.protocol]);
        if (p.size >= 100) expect(frameOf(p).length - 14 - (p.outer ? 50 : 0)).toBe(p.size);
        if (p.outer) expect(f).toMatchObject({ version: 4, protocol: 17, dstPort: 4789 });
      }),
      { numRuns: 300 },
    );
  });

  it('the reader refuses what the writer must not write over IPv6: a bad checksum, a wrong payload length, a UDP checksum of 0, an extension header', () => {
    const p = { src: mustIp('fd00::1'), dst: mustIp('fd00:10:244:2::a'), protocol: 'udp', srcPort: 41000, dstPort: 53, srcMac: '00-15-5D-00-00-01', dstMac: '00-15-5D-00-00-02', ttl: 64, size: 80, df: false } as Packet;
    const good = frameOf(p, 5);
    expect(decodeEthernet(good)).toMatchObject({ version: 6, flowLabel: 5, checksumsOk: true, problems: [] });
    const flipped = Uint8Array.from(good);
    flipped[14 + 40 + 8]! ^= 1; // a payload byte
    expect(decodeEthernet(flipped).checksumsOk).toBe(false);
    const long = Uint8Array.from(good);
    long[14 + 5]! += 1; // the payload length
    expect(() => decodeEthernet(long)).toThrow(/IPv6 payload length/);
    const zero = Uint8Array.from(good);
    zero.set([0, 0], 14 + 40 + 6);
    expect(decodeEthernet(zero).problems).toContain('UDP over IPv6 with checksum 0');
    const hopByHop = Uint8Array.from(good);
    hopByHop[14 + 6] = 0;
    expect(decodeEthernet(hopByHop).problems).toEqual(['IPv6 next header 0: not one the writer writes']);
    const v4type = Uint8Array.from(good);
    v4type.set([0x08, 0x00], 12); // IPv4's Ethernet type over an IPv6 header
    expect(() => decodeEthernet(v4type)).toThrow();
  });


  it('every probe of every built-in: a capture that is not empty, well-formed, one IP identification per packet, its verdict in a comment', () => {
    let frames = 0;
    const found: string[] = [];
    for (const b of BUILTINS) {
      for (const probe of b.scenario.probes) {
        const t = traceOf(b.id, probe.name);
        const cap = readPcapng(tracePcapng(t));
        frames += cap.packets.length;
        found.push(...defects(t, cap).map((d) => `${b.id} ${probe.name}: ${d}`));
      }
    }
    expect(found).toEqual([]);
    expect(frames).toBeGreaterThan(400);
  });

  it('the encapsulation to the management port is VXLAN on UDP 4789 (VNI 0), the packet inside dissected', () => {
    const cap = readPcapng(tracePcapng(traceOf('talk-l2bridge', 'pod-to-service')));
    const first = cap.packets[0]!.frame;
    expect(first).toMatchObject({ protocol: 17, dstPort: 4789, vni: 0, dst: '10.127.130.11', problems: [] });
    expect(first.srcPort).toBeGreaterThanOrEqual(49152);
    expect(first.inner).toMatchObject({ src: '10.244.1.39', dst: '10.96.0.50', protocol: 6, tcpFlags: 0x02 });
  });

  it('SYN and SYN-ACK carry MSS, window scale, SACK permitted and timestamps, no data; the SYN-ACK acknowledges the SYN', () => {
    const cap = readPcapng(tracePcapng(traceOf('talk-l2bridge', 'pod-to-pod-other-node')));
    const syn = innerOf(cap.packets.find((p) => innerOf(p.frame).tcpFlags === 0x02)!.frame);
    const synAck = innerOf(cap.packets.find((p) => innerOf(p.frame).tcpFlags === 0x12)!.frame);
    expect(syn).toMatchObject({ tcpHeaderLength: 44, payloadLength: 0, tcpMss: 1460 }); // a 64-byte packet
    expect(syn.tcpOptions).toEqual(expect.arrayContaining([2, 3, 4, 8]));
    expect(synAck).toMatchObject({ tcpHeaderLength: 40, payloadLength: 0, tcpMss: 1460, tcpAck: (syn.tcpSeq! + 1) >>> 0 });
  });

  it('an RST-ACK from a closed port: no data, sequence 0, the SYN acknowledged', () => {
    const t = traceOf('talk-l2bridge', 'pod-to-stopped-server', (s) => void (s.cluster.closedPort = 'reset'));
    const cap = readPcapng(tracePcapng(t));
    expect(defects(t, cap)).toEqual([]);
    const syn = innerOf(cap.packets[0]!.frame);
    const rst = cap.packets.map((p) => innerOf(p.frame)).filter((f) => f.tcpFlags === 0x14);
    expect(rst.length).toBeGreaterThan(0);
    for (const f of rst) expect(f).toMatchObject({ payloadLength: 0, tcpSeq: 0, tcpAck: (syn.tcpSeq! + 1) >>> 0 });
  });

  it('an ICMP port unreachable quotes the IPv4 header and the ports of the datagram it answers', () => {
    const t = traceOf('talk-l2bridge', { from: 'pod/client', to: 'pod/web-2:8080', protocol: 'udp', srcPort: 41001, size: 64, df: false }, (s) => void (s.cluster.closedPort = 'reset'));
    const cap = readPcapng(tracePcapng(t));
    expect(defects(t, cap)).toEqual([]);
    const request = innerOf(cap.packets[0]!.frame);
    const errors = cap.packets.map((p) => innerOf(p.frame)).filter((f) => f.icmpType === 3);
    expect(errors.length).toBeGreaterThan(0);
    for (const f of errors) {
      expect(f.icmpCode).toBe(3);
      expect(f.icmpQuote).toEqual({ src: '10.244.1.39', dst: '10.244.2.10', protocol: 17, ipId: request.ipId, srcPort: 41001, dstPort: 8080 });
    }
  });

  it('an ICMP echo reply carries the request’s identifier and sequence', () => {
    const t = traceOf('talk-l2bridge', { from: 'pod/client', to: 'pod/web-2', protocol: 'icmp', srcPort: 7, size: 84, df: false });
    const frames = readPcapng(tracePcapng(t)).packets.map((p) => innerOf(p.frame));
    const request = frames.find((f) => f.icmpType === 8)!;
    expect(request).toMatchObject({ icmpIdent: 7, icmpSeq: 1 });
    const replies = frames.filter((f) => f.icmpType === 0);
    expect(replies.length).toBeGreaterThan(0);
    for (const f of replies) expect(f).toMatchObject({ icmpIdent: 7, icmpSeq: 1, problems: [] });
  });

  it('SCTP: an INIT chunk whose lengths fit, and the INIT-ACK answering it on a Linux node', () => {
    const listen = (s: Scenario) => void s.pods.find((p) => p.name === 'redis')!.listen.push('sctp/6379');
    const t = traceOf('gke-hybrid', { from: 'pod/linux-client', to: 'pod/redis:6379', protocol: 'sctp', srcPort: 41005, size: 64, df: false }, listen);
    const cap = readPcapng(tracePcapng(t));
    expect(defects(t, cap)).toEqual([]);
    const chunks = cap.packets.map((p) => p.frame.sctpChunks);
    expect(chunks).toContainEqual([{ type: 1, length: 32 }]);
    expect(chunks).toContainEqual([{ type: 2, length: 32 }]);
    // A size that is no multiple of 4: the last parameter unpadded, nothing after it.
    const odd = readPcapng(tracePcapng(traceOf('gke-hybrid', { from: 'pod/linux-client', to: 'pod/redis:6379', protocol: 'sctp', srcPort: 41006, size: 99, df: false }, listen)));
    expect(odd.packets[0]!.frame).toMatchObject({ sctpChunks: [{ type: 1, length: 67 }], problems: [] });
  });

  it('dual-stack over IPv6: the TCP walk through a Service, ICMPv6 echo paired, an ACL drop named; one flow label per packet, and the IPv4 probe unchanged', () => {
    const v6 = traceOf('dual-stack', 'v6-to-service');
    const cap = readPcapng(tracePcapng(v6));
    expect(defects(v6, cap)).toEqual([]);
    const frames = cap.packets.map((p) => innerOf(p.frame));
    expect(frames.every((f) => f.version === 6 && f.protocol === 6)).toBe(true);
    const byLeg = (leg: string) => new Set(cap.packets.filter((p) => legOf(p.comment) === leg).map((p) => innerOf(p.frame).flowLabel));
    expect(byLeg('request').size).toBe(1);
    expect(byLeg('reply').size).toBe(1);
    expect([...byLeg('request')][0]).not.toBe([...byLeg('reply')][0]);
    // Through the Service: the SYN leaves the client for the ClusterIP and reaches the pod.
    const first = frames[0]!;
    expect(first.src).toBe(formatIp(v6.packet.src));
    expect(first.dst).toBe(formatIp(v6.packet.dst));
    expect(frames.some((f) => f.dst === formatIp(v6.request.delivered!.packet.dst) && f.tcpFlags === 0x02)).toBe(true);

    const ping = readPcapng(tracePcapng(traceOf('dual-stack', 'v6-ping-pod'))).packets.map((p) => innerOf(p.frame));
    expect(ping.filter((f) => f.icmpType === 128).length).toBeGreaterThan(0);
    expect(ping.filter((f) => f.icmpType === 129).length).toBeGreaterThan(0);
    for (const f of ping) expect(f).toMatchObject({ version: 6, protocol: 58, icmpIdent: ping[0]!.icmpIdent, icmpSeq: 1, problems: [], checksumsOk: true });

    const blocked = traceOf('dual-stack', 'v6-probe-blocked');
    const bcap = readPcapng(tracePcapng(blocked));
    expect(defects(blocked, bcap)).toEqual([]);
    expect(bcap.packets.some((p) => p.comment!.includes(blocked.request.verdict.message))).toBe(true);

    const v4 = readPcapng(tracePcapng(traceOf('dual-stack', 'v4-to-service'))).packets.map((p) => innerOf(p.frame));
    expect(v4.every((f) => f.version === 4 && f.flowLabel === undefined)).toBe(true);
  });

  it('an ICMPv6 port unreachable quotes the IPv6 header, its flow label and the ports of the datagram it answers', () => {
    const t = traceOf('dual-stack', { from: 'pod/client', to: 'pod/web-2:8080', protocol: 'udp', srcPort: 41001, size: 64, df: false, ipFamily: 'IPv6' } as Omit<ProbeSpec, 'name'>, (s) => void (s.cluster.closedPort = 'reset'));
    const cap = readPcapng(tracePcapng(t));
    expect(defects(t, cap)).toEqual([]);
    const request = innerOf(cap.packets[0]!.frame);
    const errors = cap.packets.map((p) => innerOf(p.frame)).filter((f) => f.icmpType === 1);
    expect(errors.length).toBeGreaterThan(0);
    for (const f of errors) {
      expect(f).toMatchObject({ version: 6, protocol: 58, icmpCode: 4 });
      expect(f.icmpQuote).toEqual({ src: request.src, dst: request.dst, protocol: 17, ipId: 0, flowLabel: request.flowLabel, srcPort: 41001, dstPort: 8080 });
    }
  });

  it('a drop after the last capture point and a packet refused in its sender’s stack leave their verdict in the file', () => {
    const stopped = traceOf('talk-l2bridge', 'pod-to-stopped-server');
    const last = readPcapng(tracePcapng(stopped)).packets.at(-1)!;
    expect(last.comment).toMatch(/ · then step \d+ \(compartment of win-node-2\): Dropped: NO_LISTENER/);
    const sctp = traceOf('nodeport', 'sctp-to-pod');
    const cap = readPcapng(tracePcapng(sctp));
    expect(cap.packets).toHaveLength(1);
    expect(cap.interfaces[0]!.name).toBe('win-node-1 pod/default/client stack');
    expect(cap.packets[0]!.comment).toMatch(/^step 1 \(request\) · pod\/default\/client sends sctp .* · then step 2: Dropped: UNSUPPORTED/);
    expect(cap.packets[0]!.frame.sctpChunks).toEqual([{ type: 1, length: 32 }]);
  });
});
