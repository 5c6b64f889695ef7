// IPv6 in Windows dumps (issue 31). No real dual-stack dump is in fixtures/real: the dumps here
// (testdata/ipv6-*, and the inline ones) are crafted from the documented field names and print forms
// (testdata/README.md), with IPv6 written in the unusual but valid forms a node may print.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { formatIp, formatPrefix } from '../../core/net/ip';
import { WINDOWS_DUMP_FORMATS } from './index';

const crafted = (name: string) => readFileSync(new URL(`./testdata/${name}`, import.meta.url), 'utf8');
const parse = (id: string, text: string) => WINDOWS_DUMP_FORMATS.find((f) => f.id === id)!.parse(text, 'x');

describe('HNS v1 JSON with IPv6 (Get-HnsEndpoint | ConvertTo-Json)', () => {
  const r = parse('hns-json', crafted('ipv6-get-hnsendpoint-v1.json'));
  const e = r.value!.hns.endpoints[0]!;

  it('reads IPv6Address, IPv6PrefixLength and GatewayAddressV6 in their RFC 5952 form, beside the IPv4 ones', () => {
    expect(r.warnings).toEqual([]);
    expect(e).toMatchObject({ ipAddress: '10.244.1.23', prefixLength: 24, gatewayAddress: '10.244.1.1', ipv6Address: 'fd00:10:244:1::17', ipv6PrefixLength: 64, gatewayAddressV6: 'fd00:10:244:1::1' });
  });

  it('reads the IPv6 OutBoundNAT exceptions, route and ACL addresses canonical, the IPv4 ones as printed', () => {
    const nats = e.policies.filter((p) => p.type === 'OutBoundNAT');
    expect(nats.map((p) => p.type === 'OutBoundNAT' && p.exceptions)).toEqual([['10.244.0.0/16', '10.96.0.0/12', '192.168.1.0/24'], ['fd00:10:244::/56', 'fd00:10:96::/112']]);
    expect(e.policies.filter((p) => p.type === 'SDNRoute').map((p) => p.type === 'SDNRoute' && p.destinationPrefix)).toEqual(['10.96.0.0/12', 'fd00:10:96::/112']);
    const acl = e.policies.find((p) => p.type === 'ACL');
    expect(acl).toMatchObject({ action: 'Block', direction: 'In', remoteAddresses: ['fd00:10:244:2::/64', '10.244.2.0/24'] });
  });

  it('a malformed IPv6 address is a warning naming its line and field, and is left out', () => {
    const text = crafted('ipv6-get-hnsendpoint-v1.json').replace('"fd00:10:244:1:0:0:0:17"', '"fd00:10:244:1::17::1"');
    const bad = parse('hns-json', text);
    const line = text.split('\n').findIndex((l) => l.includes('"IPv6Address"')) + 1;
    expect(bad.warnings).toEqual([expect.objectContaining({ line, field: '[0].IPv6Address', message: '`IPv6Address : fd00:10:244:1::17::1` is not an IP address; ignored', msg: { id: 'hns.notIp', args: { kv: 'IPv6Address : fd00:10:244:1::17::1' } } })]);
    expect(bad.value!.hns.endpoints[0]!.ipv6Address).toBeUndefined();
    expect(bad.value!.hns.endpoints[0]!.ipAddress).toBe('10.244.1.23');
  });

  it('an IPv6 /129 prefix and a bad list entry are named with their line and field', () => {
    const text = crafted('ipv6-get-hnsendpoint-v1.json').replace('"DestinationPrefix":  "fd00:10:96::/112"', '"DestinationPrefix":  "fd00:10:96::/129"').replace('FD00:10:244::/56', 'FD00:10:244::/56x');
    const bad = parse('hns-json', text);
    const lines = text.split('\n');
    const lineOf = (needle: string, nth = 0) => lines.map((l, i) => (l.includes(needle) ? i + 1 : 0)).filter((n) => n)[nth];
    expect(bad.warnings.map((w) => [w.line, w.field, w.msg?.id])).toEqual([
      [lineOf('"ExceptionList"', 1), '[0].Policies[1].ExceptionList', 'hns.notIpItem'],
      [lineOf('/129'), '[0].Policies[3].DestinationPrefix', 'hns.notPrefixLong'],
      [expect.any(Number), '[0].Policies[3].Type', 'hns.routeNoPrefix'],
    ]);
    expect(bad.warnings[0]!.message).toBe('`FD00:10:244::/56x` in `ExceptionList : FD00:10:244::/56x,fd00:10:96:0:0::/112` is not an IP address or prefix; left out of the list');
    expect(bad.warnings[1]!.message).toBe('`DestinationPrefix : fd00:10:96::/129` is not an address prefix (a /129 is longer than the address); ignored');
    const nat = bad.value!.hns.endpoints[0]!.policies[1]!;
    expect(nat.type === 'OutBoundNAT' && nat.exceptions).toEqual(['fd00:10:96::/112']);
  });

  it('refuses by name a zone id, an IPv4-mapped address and addresses no endpoint has; reads upper case', () => {
    const with_ = (v: string) => parse('hns-json', crafted('ipv6-get-hnsendpoint-v1.json').replace('"fd00:10:244:1:0:0:0:17"', JSON.stringify(v)));
    const said = (v: string) => with_(v).warnings.map((w) => w.msg);
    expect(said('fd00:10:244:1::17%eth0')).toEqual([{ id: 'hns.ipv6Zone', args: { kv: 'IPv6Address : fd00:10:244:1::17%eth0' } }]);
    expect(said('::ffff:10.244.1.23')).toEqual([{ id: 'hns.ipv6Mapped', args: { kv: 'IPv6Address : ::ffff:10.244.1.23' } }]);
    expect(said('::1')).toEqual([{ id: 'hns.ipv6NotUnicast', args: { kv: 'IPv6Address : ::1', kind: 'loopback' } }]);
    expect(said('FE80::17')).toEqual([{ id: 'hns.ipv6NotUnicast', args: { kv: 'IPv6Address : FE80::17', kind: 'link-local' } }]);
    expect(said('ff02::1')).toEqual([{ id: 'hns.ipv6NotUnicast', args: { kv: 'IPv6Address : ff02::1', kind: 'multicast' } }]);
    expect(with_('::ffff:10.244.1.23').warnings[0]!.message).toBe('`IPv6Address : ::ffff:10.244.1.23` is an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`): give the IPv4 address itself; ignored');
    const upper = with_('FD00:0010:0244:0001:0000:0000:0000:0017');
    expect(upper.warnings).toEqual([]);
    expect(upper.value!.hns.endpoints[0]!.ipv6Address).toBe('fd00:10:244:1::17');
  });
});

describe('HNS v2 (HCN) JSON with IPv6', () => {
  it('an endpoint: the second IpConfigurations entry, the ::/0 route (a link-local next hop), typed policies with NatFlags IPv6', () => {
    const r = parse('hns-json', crafted('ipv6-hcn-endpoint-v2.json'));
    expect(r.warnings).toEqual([]);
    const e = r.value!.hns.endpoints[0]!;
    expect(e).toMatchObject({ api: 2, ipAddress: '10.244.1.24', prefixLength: 24, gatewayAddress: '10.244.1.1', ipv6Address: 'fd00:10:244:1::18', ipv6PrefixLength: 64, gatewayAddressV6: 'fe80::1', dnsServerList: ['10.96.0.10', 'fd00:10:96::a'] });
    expect(e.policies).toEqual([
      { type: 'PortMapping', protocol: 6, internalPort: 8080, externalPort: 30080, flags: 2, vip: 'fd00:10:96::25' },
      { type: 'OutBoundNAT', exceptions: ['fd00:10:244::/56', 'fd00:10:96::/112'], destinations: [] },
      { type: 'SDNRoute', destinationPrefix: 'fd00:10:96::/112', needEncap: true },
    ]);
  });

  it('an endpoint whose ::/0 route comes first still takes its IPv4 gateway from 0.0.0.0/0', () => {
    const o = JSON.parse(crafted('ipv6-hcn-endpoint-v2.json'));
    o.Routes.reverse();
    o.IpConfigurations.reverse();
    const e = parse('hns-json', JSON.stringify(o, null, 2)).value!.hns.endpoints[0]!;
    expect(e).toMatchObject({ ipAddress: '10.244.1.24', gatewayAddress: '10.244.1.1', ipv6Address: 'fd00:10:244:1::18', gatewayAddressV6: 'fe80::1' });
  });

  it('a network whose Ipams hold an IPv6 subnet with its gateway', () => {
    const r = parse('hns-json', crafted('ipv6-hcn-network-v2.json'));
    expect(r.warnings).toEqual([]);
    expect(r.value!.hns.networks[0]!.subnets).toEqual([
      { addressPrefix: '10.244.1.0/24', gatewayAddress: '10.244.1.1' },
      { addressPrefix: 'fd00:10:244:1::/64', gatewayAddress: 'fd00:10:244:1::1' },
    ]);
  });

  it('load balancers: IPv6 FrontendVIPs and SourceVIP, Flags 2 (IPv6), beside the IPv4 one', () => {
    const r = parse('hns-json', crafted('ipv6-hcn-loadbalancers-v2.json'));
    expect(r.warnings).toEqual([]);
    expect(r.value!.hns.loadBalancers.map((lb) => [lb.frontendVips, lb.sourceVip, lb.flags])).toEqual([
      [['fd00:10:96::25'], 'fd00:10:244:1::2', 2],
      [['10.96.0.25'], '10.244.1.2', 0],
    ]);
  });

  it('a v1 policy list with an IPv6 VIP is flagged IPv6', () => {
    const list = { ID: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b', References: ['/endpoints/7b1f0c2e-5d3a-4c8e-9f21-0a6b3c4d5e6f'], Policies: [{ Type: 'ELB', VIPs: ['FD00:10:96::25'], SourceVIP: 'FD00:10:244:1::2', Protocol: 6, InternalPort: 8080, ExternalPort: 80 }] };
    const lb = parse('hns-json', JSON.stringify([list], null, 2)).value!.hns.loadBalancers[0]!;
    expect(lb).toMatchObject({ api: 1, frontendVips: ['fd00:10:96::25'], sourceVip: 'fd00:10:244:1::2', flags: 2 });
  });
});

describe('PowerShell Format-List with IPv6', () => {
  it('an endpoint: IPv6Address, IPv6PrefixLength, GatewayAddressV6 and an IPv6 route policy', () => {
    const text = [
      'ID                 : 7b1f0c2e-5d3a-4c8e-9f21-0a6b3c4d5e6f',
      'Name               : 7b1f0c2e_eth0',
      'State              : 3',
      'VirtualNetwork     : 3e5d1a2b-4c6f-4e8a-9b0c-1d2e3f4a5b6c',
      'VirtualNetworkName : cbr0',
      'Policies           : {@{DestinationPrefix=FD00:10:96::/112; NeedEncap=True; Type=ROUTE}}',
      'MacAddress         : 00-15-5D-6A-01-17',
      'IPAddress          : 10.244.1.23',
      'PrefixLength       : 24',
      'GatewayAddress     : 10.244.1.1',
      'IPv6Address        : FD00:10:244:1::17',
      'IPv6PrefixLength   : 64',
      'GatewayAddressV6   : fd00:10:244:1:0:0:0:1',
      '',
    ].join('\r\n');
    const r = parse('hns-list', text);
    expect(r.warnings).toEqual([]);
    const e = r.value!.hns.endpoints[0]!;
    expect(e).toMatchObject({ ipAddress: '10.244.1.23', ipv6Address: 'fd00:10:244:1::17', ipv6PrefixLength: 64, gatewayAddressV6: 'fd00:10:244:1::1' });
    expect(e.policies).toEqual([{ type: 'SDNRoute', destinationPrefix: 'fd00:10:96::/112', needEncap: true }]);
    const bad = parse('hns-list', text.replace('FD00:10:244:1::17', 'FD00:10:244:1::17%eth0'));
    expect(bad.warnings).toEqual([expect.objectContaining({ line: 11, field: 'IPv6Address', msg: { id: 'hns.ipv6Zone', args: { kv: 'IPv6Address : FD00:10:244:1::17%eth0' } } })]);
  });

  it('a network whose Subnets hold an IPv6 prefix and gateway', () => {
    const text = [
      'ActivityId             : 5B2E0C91-3F4A-4D7B-8E6C-9A1B2C3D4E5F',
      'ID                     : 3e5d1a2b-4c6f-4e8a-9b0c-1d2e3f4a5b6c',
      'Name                   : cbr0',
      'Type                   : L2Bridge',
      'Subnets                : {@{AddressPrefix=10.244.1.0/24; GatewayAddress=10.244.1.1}, @{AddressPrefix=fd00:10:244:1::/64; GatewayAddress=FD00:10:244:1::1}}',
      '',
    ].join('\r\n');
    const r = parse('hns-list', text);
    expect(r.warnings).toEqual([]);
    expect(r.value!.hns.networks[0]!.subnets).toEqual([
      { addressPrefix: '10.244.1.0/24', gatewayAddress: '10.244.1.1' },
      { addressPrefix: 'fd00:10:244:1::/64', gatewayAddress: 'fd00:10:244:1::1' },
    ]);
  });
});

describe('PowerShell Format-Table with IPv6', () => {
  it('an IPv6Address column is read canonical; a zone in it is refused by name with its line', () => {
    const text = [
      '',
      'ID                                   Name          IPAddress   IPv6Address        MacAddress',
      '--                                   ----          ---------   -----------        ----------',
      '7b1f0c2e-5d3a-4c8e-9f21-0a6b3c4d5e6f 7b1f0c2e_eth0 10.244.1.23 FD00:10:244:1::17  00-15-5D-6A-01-17',
      'c2d4e6f8-1a3b-4c5d-8e9f-0a1b2c3d4e5f c2d4e6f8_eth0 10.244.1.24 fe80::18%eth0      00-15-5D-6A-01-18',
      '',
    ].join('\r\n');
    const r = parse('hns-table', text);
    expect(r.value!.hns.endpoints.map((e) => [e.ipAddress, e.ipv6Address])).toEqual([
      ['10.244.1.23', 'fd00:10:244:1::17'],
      ['10.244.1.24', undefined],
    ]);
    expect(r.warnings.map((w) => [w.line, w.msg])).toEqual([[5, { id: 'hns.ipv6Zone', args: { kv: 'IPv6Address : fe80::18%eth0' } }]]);
  });
});

describe('hnsdiag with IPv6', () => {
  it('list all: an IPv6 Virtual IP read canonical', () => {
    const r = parse('hnsdiag', crafted('ipv6-hnsdiag-list-all.txt'));
    expect(r.warnings).toEqual([]);
    expect(r.value!.hns.loadBalancers.map((lb) => lb.frontendVips)).toEqual([['fd00:10:96::25'], ['10.96.0.25']]);
  });

  it('blocks: an endpoint whose IP Address is IPv6 carries it as its IPv6 address; an IPv6 Virtual IP is kept', () => {
    const r = parse('hnsdiag', crafted('ipv6-hnsdiag-blocks.txt'));
    expect(r.warnings).toEqual([]);
    const [v6, v4] = r.value!.hns.endpoints;
    expect(v6).toMatchObject({ id: '7b1f0c2e-5d3a-4c8e-9f21-0a6b3c4d5e6f', ipv6Address: 'fd00:10:244:1::17' });
    expect(v6!.ipAddress).toBeUndefined();
    expect(v4).toMatchObject({ ipAddress: '10.244.1.25' });
    expect(v4!.ipv6Address).toBeUndefined();
    expect(r.value!.hns.loadBalancers[0]!.frontendVips).toEqual(['fd00:10:96::25']);
  });
});

describe('vfpctrl with IPv6', () => {
  const r = parse('vfpctrl-rules', crafted('ipv6-vfpctrl-list-rule.txt'));
  const [acl, nat] = r.value!.vfp.ports[0]!.layers;

  it('/list-rule: IPv6 groups, conditions with IPv6 addresses and prefixes (multicast ones too)', () => {
    expect(r.warnings).toEqual([]);
    expect(acl!.groups[0]!.family).toBe('ipv6');
    const [deny, nd] = acl!.groups[0]!.rules;
    expect(deny!.conditions.srcIp?.map(formatPrefix)).toEqual(['fd00:10:244:2::/64', 'fd00:10:244:3::9/128']);
    expect(deny!.conditions.dstIp?.map(formatPrefix)).toEqual(['fd00:10:244:1::17/128']);
    expect(nd!.conditions.dstIp?.map(formatPrefix)).toEqual(['ff02::1/128', 'ff02::1:ff00:0/104']);
    expect(nd!.conditions.protocols).toEqual([58]);
  });

  it('/list-rule: lbnat IPv6 DIPs and a NAT rewrite to an IPv6 address', () => {
    expect(nat!.groups[0]!.family).toBe('ipv6');
    const [lb, rewrite] = nat!.groups[0]!.rules;
    expect(lb!.action.type === 'lbnat' && lb!.action.backends.map((b) => [formatIp(b.ip), b.port])).toEqual([
      ['fd00:10:244:1::17', 8080],
      ['fd00:10:244:2::13f', 8080],
    ]);
    expect(lb!.conditions.dstIp?.map(formatPrefix)).toEqual(['fd00:10:96::25/128']);
    expect(rewrite!.action).toEqual({ type: 'nat', dst: 'fd00::1f', dstPort: 30080 });
  });

  it('/list-rule: a zone id or a mapped address in a condition or a DIP is refused by name', () => {
    const zoned = parse('vfpctrl-rules', crafted('ipv6-vfpctrl-list-rule.txt').replace('Destination IP : fd00:10:244:1::17', 'Destination IP : fe80::17%eth0'));
    expect(zoned.errors.map((w) => [w.line, w.msg])).toEqual([[27, { id: 'vfp.condition', args: { key: 'Destination IP', why: { id: 'vfp.ipv6Odd', args: { v: 'fe80::17%eth0', what: 'zone' } } } }]]);
    expect(zoned.errors[0]!.message).toBe("condition Destination IP: `fe80::17%eth0` carries a zone id (`%…`), which names one host's link, not an address");
    const mapped = parse('vfpctrl-rules', crafted('ipv6-vfpctrl-list-rule.txt').replace('{ fd00:10:244:1::17 : 8080 }', '{ ::ffff:10.244.1.17 : 8080 }'));
    const w = mapped.warnings.find((x) => x.msg?.id === 'vfp.dipOdd')!;
    expect(w.message).toBe('rule LB_DSR_IPv6_fd00:10:96::25_80_6: backend skipped: `::ffff:10.244.1.17` is an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`), which VFP does not match as IPv4');
    expect(w.field).toBe('DIP Range(s)');
    const badDip = parse('vfpctrl-rules', crafted('ipv6-vfpctrl-list-rule.txt').replace('{ fd00:10:244:1::17 : 8080 }', '{ fd00:10:244:1::17::1 : 8080 }'));
    expect(badDip.warnings.map((x) => x.msg)).toContainEqual({ id: 'vfp.dipNotIp', args: { rule: 'LB_DSR_IPv6_fd00:10:96::25_80_6', ip: 'fd00:10:244:1::17::1' } });
  });

  it('/list-rule: an IPv6 range in a condition becomes the prefixes that cover it exactly, as an IPv4 one', () => {
    const ranged = (v: string) => parse('vfpctrl-rules', crafted('ipv6-vfpctrl-list-rule.txt').replace('Destination IP : fd00:10:244:1::17', `Destination IP : ${v}`));
    const dst = (v: string) => ranged(v).value!.vfp.ports[0]!.layers[0]!.groups[0]!.rules[0]!.conditions.dstIp?.map(formatPrefix);
    expect(dst('fd00::1-FD00::6')).toEqual(['fd00::1/128', 'fd00::2/127', 'fd00::4/127', 'fd00::6/128']);
    expect(dst('fd00:10:244:1:: - fd00:10:244:1:ffff:ffff:ffff:ffff')).toEqual(['fd00:10:244:1::/64']);
    expect(ranged('fd00::6-fd00::1').errors.map((e) => e.msg)).toEqual([{ id: 'vfp.condition', args: { key: 'Destination IP', why: { id: 'vfp.condIp', args: { v: 'fd00::6-fd00::1' } } } }]);
  });

  it('/format 1 JSON: an IPv6 group and an IPv6 prefix condition', () => {
    const j = parse('vfpctrl-json', crafted('ipv6-vfpctrl-rules.json'));
    const g = j.value!.vfp.ports[0]!.layers[0]!.groups[0]!;
    expect(g.family).toBe('ipv6');
    expect(g.rules[0]!.conditions.dstIp?.map(formatPrefix)).toEqual(['fd00:10:96::/112']);
  });
});

describe("kube-proxy's log with IPv6 (its IPv6 proxier's load balancers)", () => {
  it('a created line with an IPv6 cluster IP, old and new log forms, gives the VIP canonical', () => {
    const log = [
      'I0105 10:12:01.120034    4242 proxier.go:1330] "Hns LoadBalancer resource created for cluster ip resources" clusterIP="FD00:10:96::A" hnsID="6b1c3b57-3f1e-4d5b-9d0f-1f6e1c2a9a10"',
      'I0105 10:12:02.120034    4242 proxier.go:1130] Hns LoadBalancer resource created for cluster ip resources fd00:10:96:0:0::25, Id [0e7f2b1c-5d4a-4c3b-8a9e-7f6d5c4b3a21]',
      '',
    ].join('\n');
    const r = parse('kube-proxy-log', log);
    expect(r.value!.hns.loadBalancers.map((lb) => [lb.id, lb.frontendVips])).toEqual([
      ['6b1c3b57-3f1e-4d5b-9d0f-1f6e1c2a9a10', ['fd00:10:96::a']],
      ['0e7f2b1c-5d4a-4c3b-8a9e-7f6d5c4b3a21', ['fd00:10:96::25']],
    ]);
  });
});

describe('IPv6 text forms read back canonical (ipaddr.js as the oracle)', () => {
  // Any 16 bytes, printed in a form RFC 4291 allows: upper or lower case, with or without leading
  // zeros, with any run of zero groups compressed (or none), optionally a dotted-quad tail.
  const form = fc.tuple(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.boolean(), fc.boolean(), fc.nat(), fc.boolean()).map(([b, upper, pad, pick, dotted]) => {
    const g = Array.from({ length: 8 }, (_, i) => (b[2 * i]! << 8) | b[2 * i + 1]!);
    const hex = (x: number) => (pad ? x.toString(16).padStart(4, '0') : x.toString(16));
    let parts = g.map(hex);
    if (dotted) parts = [...parts.slice(0, 6), `${b[12]}.${b[13]}.${b[14]}.${b[15]}`];
    const runs: [number, number][] = [];
    for (let i = 0; i < parts.length; i++) if (g[i] === 0 && !(dotted && i >= 6)) for (let j = i; j < parts.length && g[j] === 0 && !(dotted && j >= 6); j++) runs.push([i, j + 1]);
    let text = parts.join(':');
    if (runs.length && pick % 3 !== 0) {
      const [lo, hi] = runs[pick % runs.length]!;
      text = `${parts.slice(0, lo).join(':')}::${parts.slice(hi).join(':')}`;
    }
    return upper ? text.toUpperCase() : text;
  });
  const oracle = (text: string) => ipaddr.IPv6.parse(text).toRFC5952String();
  const usual = (text: string) => {
    const a = ipaddr.IPv6.parse(text);
    return !['unspecified', 'loopback', 'multicast', 'linkLocal', 'ipv4Mapped'].includes(a.range());
  };

  it('an endpoint IPv6Address in any form is read as ipaddr.js writes it (RFC 5952), or refused by name', () => {
    fc.assert(
      fc.property(form, (text) => {
        const r = parse('hns-json', JSON.stringify({ ID: 'x', IPAddress: '10.0.0.1', IPv6Address: text }));
        const e = r.value!.hns.endpoints[0]!;
        if (usual(text)) {
          expect(r.warnings).toEqual([]);
          expect(e.ipv6Address).toBe(oracle(text));
        } else {
          expect(e.ipv6Address).toBeUndefined();
          expect(r.warnings.map((w) => w.msg?.id)).toEqual([expect.stringMatching(/^hns\.ipv6(NotUnicast|Mapped)$/)]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a vfpctrl condition and a DIP in any form read back as ipaddr.js writes them', () => {
    fc.assert(
      fc.property(form, fc.integer({ min: 0, max: 128 }), (text, len) => {
        if (ipaddr.IPv6.parse(text).range() === 'ipv4Mapped') return;
        const dump = crafted('ipv6-vfpctrl-list-rule.txt').replace('Source IP : FD00:10:244:2::/64, fd00:10:244:3:0:0:0:9', `Source IP : ${text}/${len}`).replace('{ fd00:10:244:1::17 : 8080 }', `{ ${text} : 8080 }`);
        const r = parse('vfpctrl-rules', dump);
        expect(r.warnings).toEqual([]);
        const [acl, nat] = r.value!.vfp.ports[0]!.layers;
        const net = ipaddr.IPv6.networkAddressFromCIDR(`${oracle(text)}/${len}`).toRFC5952String();
        expect(acl!.groups[0]!.rules[0]!.conditions.srcIp?.map(formatPrefix)).toEqual([`${net}/${len}`]);
        const lb = nat!.groups[0]!.rules[0]!.action;
        expect(lb.type === 'lbnat' && formatIp(lb.backends[0]!.ip)).toBe(oracle(text));
      }),
      { numRuns: 200 },
    );
  });
});
