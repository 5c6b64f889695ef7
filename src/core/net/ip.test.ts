import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ipaddr from 'ipaddr.js';
import {
  familyOf,
  formatEndpoint,
  formatIp,
  hostPrefix,
  ipBytes,
  ipv6Oddity,
  nthIp,
  offsetIp,
  parseIp,
  parseIpv6Address,
  prefixContains,
  type Ipv6,
  formatIpv4,
  formatPrefix,
  ipv4Prefix,
  isApipa,
  isPrivateIpv4,
  maskOf,
  mustIpv4,
  mustPrefix,
  nthAddress,
  parseIpv4,
  parsePrefix,
  prefixContainsIpv4,
  prefixCovers,
  prefixSize,
  subtractPrefixes,
  subPrefix,
  type Prefix,
} from './ip';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** The unsigned 32-bit number of a.b.c.d, computed independently of the parser. */
const quad = (a: number, b: number, c: number, d: number) => a * 2 ** 24 + b * 2 ** 16 + c * 2 ** 8 + d;

describe('parseIpv4: strict dotted quads', () => {
  it.each([
    ['0.0.0.0', quad(0, 0, 0, 0)],
    ['10.244.2.141', quad(10, 244, 2, 141)],
    ['255.255.255.255', quad(255, 255, 255, 255)],
    ['192.168.1.1', quad(192, 168, 1, 1)],
  ])('reads %s as an unsigned 32-bit number', (text, n) => {
    expect(parseIpv4(text)).toBe(n);
  });

  it('keeps high addresses positive (unsigned)', () => {
    expect(parseIpv4('200.0.0.1')).toBeGreaterThan(0);
  });

  it('ignores surrounding whitespace', () => {
    expect(parseIpv4('  10.0.0.1\n')).toBe(quad(10, 0, 0, 1));
  });

  it.each([
    '',
    '10',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.2.3.256',
    '-1.2.3.4',
    '01.2.3.4',
    '1.2.3.04',
    '0x0a.0.0.1',
    '10.0.0.1/24',
    '1..2.3',
    'a.b.c.d',
    '::1',
    '10.0.0.1:80',
  ])('rejects %j', (text) => {
    expect(parseIpv4(text)).toBeUndefined();
  });

  it('mustIpv4 throws on a bad address, naming it', () => {
    expect(() => mustIpv4('1.2.3')).toThrow(/1\.2\.3/);
    expect(mustIpv4('10.0.0.1')).toBe(quad(10, 0, 0, 1));
  });

  it('formatIpv4 prints each octet in order', () => {
    expect(formatIpv4(quad(10, 244, 2, 141))).toBe('10.244.2.141');
    expect(formatIpv4(0)).toBe('0.0.0.0');
    expect(formatIpv4(0xffffffff)).toBe('255.255.255.255');
  });

  it('parse(format(n)) = n for every 32-bit number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => parseIpv4(formatIpv4(n)) === n),
      { numRuns: RUNS },
    );
  });
});

describe('maskOf', () => {
  it.each([
    [0, 0],
    [1, 0x80000000],
    [8, 0xff000000],
    [24, 0xffffff00],
    [31, 0xfffffffe],
    [32, 0xffffffff],
  ])('/%i → %i (unsigned)', (len, mask) => {
    expect(maskOf(len)).toBe(mask);
  });

  it('has exactly `len` leading one bits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 32 }), (len) => {
        const bits = maskOf(len).toString(2).padStart(32, '0');
        return bits === '1'.repeat(len) + '0'.repeat(32 - len);
      }),
      { numRuns: 33 },
    );
  });
});

describe('parsePrefix', () => {
  it('reads a.b.c.d/n and masks the base to the network address', () => {
    expect(parsePrefix('10.244.1.77/24')).toEqual({ family: 'ipv4', base: quad(10, 244, 1, 0), len: 24 });
    expect(parsePrefix('10.255.255.255/8')).toEqual({ family: 'ipv4', base: quad(10, 0, 0, 0), len: 8 });
  });

  it('reads a bare address as a /32 and 0.0.0.0/0 as everything', () => {
    expect(parsePrefix('10.0.0.1')).toEqual({ family: 'ipv4', base: quad(10, 0, 0, 1), len: 32 });
    expect(parsePrefix('0.0.0.0/0')).toEqual({ family: 'ipv4', base: 0, len: 0 });
    expect(parsePrefix('1.2.3.4/0')).toEqual({ family: 'ipv4', base: 0, len: 0 });
  });

  it.each(['10.0.0.0/33', '10.0.0.0/', '10.0.0.0/x', '10.0.0.0/-1', '10.0.0.0/1000', '10.0.0/8', '10.0.0.0/8/8', 'garbage', '', '/24', '2001:db8::/129', '1.2.3.4/ 8'])(
    'rejects %j',
    (text) => {
      expect(parsePrefix(text)).toBeUndefined();
    },
  );

  it('reads IPv6 prefixes, masking their bytes (also at a non-byte boundary)', () => {
    const p = parsePrefix('2001:db8:ffff:1::1/36')!;
    expect(p.family).toBe('ipv6');
    expect(p.len).toBe(36);
    expect(p.family === 'ipv6' && p.bytes).toEqual([0x20, 0x01, 0x0d, 0xb8, 0xf0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('reads a bare IPv6 address as /128', () => {
    const p = parsePrefix('fe80::1')!;
    expect(p).toMatchObject({ family: 'ipv6', len: 128 });
    expect(p.family === 'ipv6' && p.bytes[15]).toBe(1);
  });

  it('mustPrefix throws on a bad prefix', () => {
    expect(() => mustPrefix('10.0.0.0/40')).toThrow(/10\.0\.0\.0\/40/);
  });

  it('formatPrefix prints what parsePrefix read (network address)', () => {
    expect(formatPrefix(mustPrefix('10.244.1.77/24'))).toBe('10.244.1.0/24');
    expect(formatPrefix(mustPrefix('2001:db8::/32'))).toBe('2001:db8::/32');
  });

  it('format/parse round-trips every IPv4 prefix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 32 }), (base, len) => {
        const p = ipv4Prefix(base, len);
        expect(parsePrefix(formatPrefix(p))).toEqual(p);
      }),
      { numRuns: RUNS },
    );
  });

  it('ipv4Prefix masks the base address', () => {
    expect(ipv4Prefix(quad(10, 1, 2, 3), 16)).toEqual({ family: 'ipv4', base: quad(10, 1, 0, 0), len: 16 });
  });
});

describe('containment and cover', () => {
  const p16 = mustPrefix('10.244.0.0/16');

  it('a prefix contains exactly the addresses that share its first len bits', () => {
    expect(prefixContainsIpv4(p16, quad(10, 244, 0, 0))).toBe(true);
    expect(prefixContainsIpv4(p16, quad(10, 244, 255, 255))).toBe(true);
    expect(prefixContainsIpv4(p16, quad(10, 245, 0, 0))).toBe(false);
    expect(prefixContainsIpv4(p16, quad(10, 243, 255, 255))).toBe(false);
  });

  it('/0 contains everything and /32 only itself', () => {
    expect(prefixContainsIpv4(mustPrefix('0.0.0.0/0'), 0xffffffff)).toBe(true);
    expect(prefixContainsIpv4(mustPrefix('10.0.0.1/32'), quad(10, 0, 0, 1))).toBe(true);
    expect(prefixContainsIpv4(mustPrefix('10.0.0.1/32'), quad(10, 0, 0, 2))).toBe(false);
  });

  it('an IPv6 prefix contains no IPv4 address (packets are IPv4)', () => {
    expect(prefixContainsIpv4(mustPrefix('::/0'), quad(10, 0, 0, 1))).toBe(false);
  });

  it('prefixCovers: a shorter prefix covers the longer prefixes inside it, not the reverse', () => {
    expect(prefixCovers(p16, mustPrefix('10.244.3.0/24'))).toBe(true);
    expect(prefixCovers(p16, p16)).toBe(true);
    expect(prefixCovers(mustPrefix('10.244.3.0/24'), p16)).toBe(false);
    expect(prefixCovers(p16, mustPrefix('10.245.3.0/24'))).toBe(false);
    expect(prefixCovers(mustPrefix('0.0.0.0/0'), mustPrefix('203.0.113.7/32'))).toBe(true);
  });

  it('prefixCovers is false across families', () => {
    expect(prefixCovers(mustPrefix('0.0.0.0/0'), mustPrefix('2001:db8::/32'))).toBe(false);
    expect(prefixCovers(mustPrefix('::/0'), p16)).toBe(false);
  });

  it('prefixCovers works bit by bit for IPv6', () => {
    const outer = mustPrefix('2001:db8::/32');
    expect(prefixCovers(outer, mustPrefix('2001:db8:1234::/48'))).toBe(true);
    expect(prefixCovers(outer, mustPrefix('2001:db9::/48'))).toBe(false);
    expect(prefixCovers(mustPrefix('2001:db8:8000::/33'), mustPrefix('2001:db8:7fff::/48'))).toBe(false);
    expect(prefixCovers(mustPrefix('2001:db8:8000::/33'), mustPrefix('2001:db8:ffff::/48'))).toBe(true);
  });

  it('prefixCovers(o, i) holds exactly when o contains both ends of i', () => {
    const prefixArb = fc.tuple(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 32 })).map(([b, l]) => ipv4Prefix(b, l));
    fc.assert(
      fc.property(prefixArb, prefixArb, (o: Prefix, i: Prefix) => {
        if (i.family !== 'ipv4') return;
        const first = i.base;
        const last = i.base + prefixSize(i) - 1;
        const expected = prefixContainsIpv4(o, first) && prefixContainsIpv4(o, last);
        expect(prefixCovers(o, i)).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('address arithmetic', () => {
  it('nthAddress counts from the network address', () => {
    const p = mustPrefix('10.1.1.0/24');
    expect(nthAddress(p, 0)).toBe(quad(10, 1, 1, 0));
    expect(nthAddress(p, 2)).toBe(quad(10, 1, 1, 2));
    expect(nthAddress(mustPrefix('255.255.255.0/24'), 255)).toBe(0xffffffff);
  });

  it('nthAddress refuses IPv6', () => {
    expect(() => nthAddress(mustPrefix('2001:db8::/64'), 1)).toThrow();
  });

  it('prefixSize is 2^(32-len) for IPv4', () => {
    expect(prefixSize(mustPrefix('10.1.1.0/24'))).toBe(256);
    expect(prefixSize(mustPrefix('10.1.1.1/32'))).toBe(1);
    expect(prefixSize(mustPrefix('0.0.0.0/0'))).toBe(2 ** 32);
    expect(prefixSize(mustPrefix('2001:db8::/64'))).toBe(2 ** 64);
  });
});

describe('private and link-local ranges', () => {
  it.each(['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '127.0.0.1', '169.254.10.10', '100.64.0.1', '100.127.255.255'])(
    '%s is not routed on the internet',
    (a) => {
      expect(isPrivateIpv4(mustIpv4(a))).toBe(true);
    },
  );

  it.each(['8.8.8.8', '172.32.0.1', '172.15.255.255', '192.169.0.1', '100.128.0.1', '93.184.216.34', '11.0.0.1'])('%s is public', (a) => {
    expect(isPrivateIpv4(mustIpv4(a))).toBe(false);
  });

  it('isApipa is exactly 169.254.0.0/16', () => {
    expect(isApipa(mustIpv4('169.254.0.1'))).toBe(true);
    expect(isApipa(mustIpv4('169.255.0.1'))).toBe(false);
    expect(isApipa(mustIpv4('10.0.0.1'))).toBe(false);
  });
});

describe('subtractPrefixes (ipBlock cidr minus except, as allow-only prefixes)', () => {
  it('10.244.0.0/16 minus 10.244.2.40/32 leaves 16 prefixes that cover all but that address', () => {
    const out = subtractPrefixes(mustPrefix('10.244.0.0/16'), [mustPrefix('10.244.2.40/32')]);
    expect(out).toHaveLength(16);
    expect(out.some((p) => prefixContainsIpv4(p, mustIpv4('10.244.2.40')))).toBe(false);
    expect(out.some((p) => prefixContainsIpv4(p, mustIpv4('10.244.2.41')))).toBe(true);
  });

  it('an address is in the result exactly when it is in the outer prefix and in no exception', () => {
    const arbPrefix = fc.tuple(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 8, max: 32 })).map(([ip, len]) => ipv4Prefix(ip, len));
    fc.assert(
      fc.property(arbPrefix, fc.array(arbPrefix, { maxLength: 3 }), fc.array(fc.integer({ min: 0, max: 0xffffffff }), { maxLength: 20 }), (outer, excepts, probes) => {
        const out = subtractPrefixes(outer, excepts);
        const near = [...probes, outer.family === 'ipv4' ? outer.base : 0, ...excepts.map((x) => (x.family === 'ipv4' ? x.base : 0))];
        for (const ip of near) {
          const want = prefixContainsIpv4(outer, ip) && !excepts.some((x) => prefixContainsIpv4(x, ip));
          expect(out.some((p) => prefixContainsIpv4(p, ip))).toBe(want);
        }
      }),
    );
  });
});

// The IPv6 text parser and formatter are hand-written (ip.ts stays off ipaddr.js, on the first load):
// ipaddr.js is the oracle here.
describe('IPv6 text, as ipaddr.js reads and writes it', () => {
  const group = fc.constantFrom('0', '1', 'db8', 'FFFF', '00ab', '12345', 'g1', '');
  const token = fc.oneof(group, fc.constantFrom(':', '::', ':::', '1.2.3.4', '255.0.0.256', '01.2.3.4', '%eth0', '%'));
  const text = fc.array(token, { maxLength: 14 }).map((t) => t.join(''));

  it('accepts the texts it accepts, with the same bytes', () => {
    fc.assert(
      fc.property(text, (s) => {
        const mine = parsePrefix(s);
        const theirs = ipaddr.IPv6.isValid(s) ? ipaddr.IPv6.parse(s).toByteArray() : undefined;
        if (ipaddr.IPv4.isValidFourPartDecimal(s)) return mine?.family === 'ipv4';
        // Deliberately stricter: no octal or short IPv4 tails ("::01.2.3.4").
        if (theirs && !mine && /(^|:)0\d/.test(s.slice(s.lastIndexOf(':') + 1))) return true;
        expect([s, mine?.family === 'ipv6' ? mine.bytes : undefined]).toEqual([s, theirs]);
      }),
      { numRuns: 3000 },
    );
  });

  it('writes every address as RFC 5952 text, which reads back to the same bytes', () => {
    const bytes = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 255 })), { minLength: 16, maxLength: 16 });
    fc.assert(
      fc.property(bytes, (b) => {
        const p = { family: 'ipv6' as const, bytes: b, len: 128 };
        const text = formatPrefix(p);
        expect(text).toBe(`${ipaddr.fromByteArray(b).toString()}/128`);
        expect(parsePrefix(text)).toEqual(p);
      }),
      { numRuns: 3000 },
    );
  });
});

// Addresses of both families (issue 31): IPv4 stays a number, IPv6 is its RFC 5952 text.
describe('addresses of both families', () => {
  const bytes16 = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 255 })), { minLength: 16, maxLength: 16 });

  it('parseIp gives IPv4 as a number and IPv6 as its canonical text (ipaddr.js toRFC5952String)', () => {
    expect(parseIp('10.0.0.1')).toBe(quad(10, 0, 0, 1));
    expect(parseIp('FD00:10:244:0:0:0:0:5')).toBe('fd00:10:244::5');
    expect(parseIp('2001:0db8:0000:0000:0001:0000:0000:0001')).toBe('2001:db8::1:0:0:1');
    expect(parseIp('fe80::1%eth0')).toBeUndefined(); // a zone is no part of an address
    expect(parseIp('fd00::/64')).toBeUndefined();
    fc.assert(
      fc.property(bytes16, (b) => {
        const text = ipaddr.fromByteArray(b).toString();
        const upper = (ipaddr.fromByteArray(b) as ipaddr.IPv6).toNormalizedString().toUpperCase();
        expect(parseIpv6Address(upper)).toBe((ipaddr.fromByteArray(b) as ipaddr.IPv6).toRFC5952String());
        expect(parseIpv6Address(text)).toBe((ipaddr.fromByteArray(b) as ipaddr.IPv6).toRFC5952String());
        expect(ipBytes(parseIpv6Address(text)!)).toEqual(b);
      }),
      { numRuns: RUNS },
    );
  });

  it('familyOf, formatIp and formatEndpoint (brackets for IPv6, RFC 5952 §6)', () => {
    const v6 = parseIpv6Address('fd00::a') as Ipv6;
    expect(familyOf(quad(10, 0, 0, 1))).toBe('ipv4');
    expect(familyOf(v6)).toBe('ipv6');
    expect(formatIp(v6)).toBe('fd00::a');
    expect(formatEndpoint(quad(10, 0, 0, 1), 80)).toBe('10.0.0.1:80');
    expect(formatEndpoint(v6, 80)).toBe('[fd00::a]:80');
  });

  it('prefixContains: bit by bit for IPv6, never across families', () => {
    const v6 = parseIpv6Address('fd00:10:244:1::7')!;
    expect(prefixContains(mustPrefix('fd00:10:244::/56'), v6)).toBe(true);
    expect(prefixContains(mustPrefix('fd00:10:244:1::/64'), v6)).toBe(true);
    expect(prefixContains(mustPrefix('fd00:10:244:2::/64'), v6)).toBe(false);
    expect(prefixContains(mustPrefix('fd00:10:244:1::6/127'), v6)).toBe(true);
    expect(prefixContains(mustPrefix('::/0'), v6)).toBe(true);
    expect(prefixContains(mustPrefix('0.0.0.0/0'), v6)).toBe(false);
    expect(prefixContains(mustPrefix('::/0'), quad(10, 0, 0, 1))).toBe(false);
    expect(prefixContains(mustPrefix('10.0.0.0/8'), quad(10, 0, 0, 1))).toBe(true);
  });

  it('prefixContains agrees with ipaddr.js match() for IPv6', () => {
    fc.assert(
      fc.property(bytes16, bytes16, fc.integer({ min: 0, max: 128 }), (a, b, len) => {
        const ip = parseIpv6Address(ipaddr.fromByteArray(a).toString())!;
        const prefix = mustPrefix(`${ipaddr.fromByteArray(b).toString()}/${len}`);
        const theirs = (ipaddr.fromByteArray(a) as ipaddr.IPv6).match(ipaddr.fromByteArray(b) as ipaddr.IPv6, len);
        expect(prefixContains(prefix, ip)).toBe(theirs);
      }),
      { numRuns: RUNS },
    );
  });

  it('subtractPrefixes cuts an IPv6 block around its exceptions', () => {
    const out = subtractPrefixes(mustPrefix('fd00::/62'), [mustPrefix('fd00:0:0:1::/64')]).map(formatPrefix);
    expect(out).toEqual(['fd00::/64', 'fd00:0:0:2::/63']);
    expect(subtractPrefixes(mustPrefix('fd00::/64'), [mustPrefix('fd00::/48')])).toEqual([]);
  });

  it('nthIp and offsetIp count inside a prefix and carry across bytes', () => {
    expect(nthIp(mustPrefix('fd00:10:244:1::/64'), 2)).toBe('fd00:10:244:1::2');
    expect(nthIp(mustPrefix('fd00::/64'), 0x1ff)).toBe('fd00::1ff');
    expect(offsetIp(parseIpv6Address('fd00::ffff')!, 1)).toBe('fd00::1:0');
    expect(offsetIp(quad(10, 0, 0, 255), 1)).toBe(quad(10, 0, 1, 0));
    expect(nthIp(mustPrefix('10.1.0.0/16'), 258)).toBe(quad(10, 1, 1, 2));
  });

  it('hostPrefix is /32 or /128', () => {
    expect(formatPrefix(hostPrefix(quad(10, 0, 0, 1)))).toBe('10.0.0.1/32');
    expect(formatPrefix(hostPrefix(parseIpv6Address('fd00::1')!))).toBe('fd00::1/128');
  });

  it('ipv6Oddity names the valid forms a cluster address cannot be', () => {
    expect(ipv6Oddity('fe80::1%eth0')).toBe('zone');
    expect(ipv6Oddity('::ffff:10.0.0.1')).toBe('mapped');
    expect(ipv6Oddity('::')).toBe('unspecified');
    expect(ipv6Oddity('::1')).toBe('loopback');
    expect(ipv6Oddity('ff02::1')).toBe('multicast');
    expect(ipv6Oddity('fe80::1')).toBe('link-local');
    expect(ipv6Oddity('FD00::1')).toBeUndefined();
    expect(ipv6Oddity('10.0.0.1')).toBeUndefined();
  });
});

describe('subPrefix', () => {
  it('carves the i-th block of a length out of a prefix, in both families', () => {
    expect(formatPrefix(subPrefix(mustPrefix('10.244.0.0/16'), 24, 3)!)).toBe('10.244.3.0/24');
    expect(formatPrefix(subPrefix(mustPrefix('fd00:10:244::/56'), 64, 1)!)).toBe('fd00:10:244:1::/64');
    expect(formatPrefix(subPrefix(mustPrefix('fd00:10:244::/56'), 64, 255)!)).toBe('fd00:10:244:ff::/64');
    expect(subPrefix(mustPrefix('fd00:10:244::/56'), 64, 256)).toBeUndefined();
    expect(subPrefix(mustPrefix('10.244.0.0/16'), 24, 256)).toBeUndefined();
  });
});
