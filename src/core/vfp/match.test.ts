import { describe, expect, it } from 'vitest';
import { mustIpv4 } from '../net/ip';
import { applyEdit } from '../packet/transposition';
import type { OuterHeader, Packet } from '../packet/packet';
import { cond, ping, tcp, udp, type CondSpec } from '../testing/builders';
import { explainConditions, headerView, matches } from './match';

const syn = tcp('10.1.1.10:40000', '10.1.1.20:80');
const outer: OuterHeader = { kind: 'vxlan', src: mustIpv4('10.0.0.11'), dst: mustIpv4('10.0.0.12'), srcMac: '00-1D-0A-00-00-0B', dstMac: '00-1D-0A-00-00-0C', srcPort: 51000, dstPort: 4789, vni: 4096 };
const encapsulated: Packet = applyEdit(syn, { op: 'push', outer });

const hits = (spec: CondSpec, p: Packet = syn) => matches(cond(spec), headerView(p));

describe('headerView', () => {
  it('shows the inner headers of a plain packet, protocol as its number', () => {
    expect(headerView(syn)).toEqual({ src: syn.src, dst: syn.dst, protocol: 6, srcPort: 40000, dstPort: 80, encapsulated: false });
  });

  it('shows the outer headers while encapsulated: outer addresses, UDP, outer ports, VNI', () => {
    expect(headerView(encapsulated)).toEqual({ src: outer.src, dst: outer.dst, protocol: 17, srcPort: 51000, dstPort: 4789, vni: 4096, encapsulated: true });
  });
});

describe('matches: each condition', () => {
  it('no condition matches anything', () => {
    expect(hits({})).toBe(true);
    expect(hits({}, encapsulated)).toBe(true);
  });

  it('protocols: any listed protocol', () => {
    expect(hits({ proto: 'tcp' })).toBe(true);
    expect(hits({ proto: ['udp', 'tcp'] })).toBe(true);
    expect(hits({ proto: 'udp' })).toBe(false);
    expect(hits({ proto: 'icmp' }, ping('10.1.1.10', '10.1.1.20'))).toBe(true);
  });

  it('protocol 256 means any protocol', () => {
    expect(hits({ proto: 256 })).toBe(true);
    expect(hits({ proto: 256 }, udp('10.1.1.10:1', '10.1.1.20:53'))).toBe(true);
    expect(hits({ proto: 256 }, ping('10.1.1.10', '10.1.1.20'))).toBe(true);
  });

  it('destination and source prefixes: any listed prefix contains the address', () => {
    expect(hits({ dst: '10.1.1.0/24' })).toBe(true);
    expect(hits({ dst: ['10.9.0.0/16', '10.1.1.20/32'] })).toBe(true);
    expect(hits({ dst: '10.1.2.0/24' })).toBe(false);
    expect(hits({ src: '10.1.1.10' })).toBe(true);
    expect(hits({ src: '10.1.1.11' })).toBe(false);
  });

  it('an IPv6 prefix never matches an IPv4 packet', () => {
    expect(hits({ dst: '::/0' })).toBe(false);
  });

  it('port ranges are inclusive at both ends', () => {
    expect(hits({ dstPorts: [80, 90] })).toBe(true);
    expect(hits({ dstPorts: [70, 80] })).toBe(true);
    expect(hits({ dstPorts: [81, 90] })).toBe(false);
    expect(hits({ dstPorts: [60, 79] })).toBe(false);
    expect(hits({ dstPorts: [[443, 443], [80, 80]] })).toBe(true);
    expect(hits({ srcPorts: 40000 })).toBe(true);
    expect(hits({ srcPorts: 40001 })).toBe(false);
  });

  it('vni: must equal the outer VNI (a plain packet has none)', () => {
    expect(hits({ vni: 4096 }, encapsulated)).toBe(true);
    expect(hits({ vni: 4097 }, encapsulated)).toBe(false);
    expect(hits({ vni: 4096 })).toBe(false);
  });

  it('encapsulated: true only while an outer header is present, false only when none', () => {
    expect(hits({ encapsulated: true }, encapsulated)).toBe(true);
    expect(hits({ encapsulated: true })).toBe(false);
    expect(hits({ encapsulated: false })).toBe(true);
    expect(hits({ encapsulated: false }, encapsulated)).toBe(false);
  });

  it('all conditions must hold (one failing condition fails the rule)', () => {
    const all: CondSpec = { src: '10.1.1.10', dst: '10.1.1.20', proto: 'tcp', srcPorts: 40000, dstPorts: 80, encapsulated: false };
    expect(hits(all)).toBe(true);
    expect(hits({ ...all, src: '10.1.1.11' })).toBe(false);
    expect(hits({ ...all, dst: '10.1.1.21' })).toBe(false);
    expect(hits({ ...all, proto: 'udp' })).toBe(false);
    expect(hits({ ...all, srcPorts: 1 })).toBe(false);
    expect(hits({ ...all, dstPorts: 81 })).toBe(false);
    expect(hits({ ...all, encapsulated: true })).toBe(false);
  });
});

describe('matches: outer vs inner view', () => {
  it('a rule on the inner destination does not see an encapsulated packet, but matches once it is popped', () => {
    const rule = { dst: '10.1.1.20/32', proto: 'tcp' as const, dstPorts: 80 };
    expect(hits(rule, encapsulated)).toBe(false);
    expect(hits(rule, applyEdit(encapsulated, { op: 'pop' }))).toBe(true);
  });

  it('a decap rule matches the outer destination, UDP 4789 and VNI', () => {
    expect(hits({ dst: '10.0.0.12', proto: 'udp', dstPorts: 4789, vni: 4096, encapsulated: true }, encapsulated)).toBe(true);
  });
});

describe('explainConditions', () => {
  it('lists each present condition in vfpctrl words, with pass or fail', () => {
    const checks = explainConditions(cond({ src: '10.1.1.0/24', dst: '10.1.1.30', proto: ['tcp', 256], dstPorts: [[443, 443], [8000, 8080]] }), headerView(syn));
    expect(checks).toEqual([
      { label: 'Source IP', expected: '10.1.1.0/24', actual: '10.1.1.10', pass: true },
      { label: 'Destination IP', expected: '10.1.1.30/32', actual: '10.1.1.20', pass: false },
      { label: 'Protocols', expected: 'tcp, any', actual: 'tcp', pass: true },
      { label: 'Destination ports', expected: '443, 8000-8080', actual: '80', pass: false },
    ]);
  });

  it('lists nothing for a rule without conditions', () => {
    expect(explainConditions({}, headerView(syn))).toEqual([]);
  });

  it('explains VNI and encapsulation', () => {
    const checks = explainConditions(cond({ vni: 4096, encapsulated: true }), headerView(syn));
    expect(checks).toEqual([
      { label: 'VNI', expected: '4096', actual: '-', pass: false },
      { label: 'Encapsulated', expected: 'yes', actual: 'no', pass: false },
    ]);
  });

  it('agrees with matches: the rule matches exactly when every check passes', () => {
    const specs: CondSpec[] = [{}, { proto: 'udp' }, { dst: '10.1.1.0/24', dstPorts: 80 }, { src: '10.9.0.0/16' }, { encapsulated: true }, { vni: 1 }];
    for (const s of specs) {
      for (const p of [syn, encapsulated]) {
        const c = cond(s);
        expect(explainConditions(c, headerView(p)).every((x) => x.pass)).toBe(matches(c, headerView(p)));
      }
    }
  });
});
