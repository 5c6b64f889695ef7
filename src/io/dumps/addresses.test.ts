// Invalid addresses and prefixes in a dump are reported when the file is read (line and field), not
// when a replay trips over them later.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WINDOWS_DUMP_FORMATS } from './index';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const parse = (id: string, text: string) => WINDOWS_DUMP_FORMATS.find((f) => f.id === id)!.parse(text, 'x');

describe('addresses in dumps', () => {
  it('a /99 subnet in Format-List is named with its line and field, and left out', () => {
    const text = real('get-hnsnetwork-list-overlay-external-flannel.txt').replace('192.168.255.0/30', '10.244.1.0/99');
    const r = parse('hns-list', text);
    const w = r.warnings.find((x) => x.field === 'Subnets[0].AddressPrefix');
    expect(w).toEqual({ line: 22, field: 'Subnets[0].AddressPrefix', message: '`AddressPrefix : 10.244.1.0/99` is not an address prefix (a /99 is longer than the address); ignored', msg: { id: 'hns.notPrefixLong', args: { kv: 'AddressPrefix : 10.244.1.0/99', len: '99' } } });
    expect(r.value?.hns.networks[0]?.subnets).toEqual([]);
  });

  it('a bad endpoint address, gateway and PA in JSON are each named with their line', () => {
    const text = real('get-hnsendpoint-json-remote-overlay-flannel.json').replace('"10.244.2.141"', '"10.244.2.341"').replace('"PA":  "10.123.74.74"', '"PA":  "10.123.74"');
    const r = parse('hns-json', text);
    const ip = r.warnings.find((x) => x.field?.endsWith('IPAddress'));
    expect(ip?.message).toBe('`IPAddress : 10.244.2.341` is not an IP address; ignored');
    expect(ip?.line).toBe(text.split('\n').findIndex((l) => l.includes('10.244.2.341')) + 1);
    expect(r.warnings.some((x) => x.field?.endsWith('Policies[0].PA') && x.line === 11)).toBe(true);
    expect(r.value?.hns.endpoints[0]?.ipAddress).toBeUndefined();
  });

  it('IPv6 addresses and prefixes stay valid', () => {
    const r = parse('hns-list', 'ID : 1\nName : n\nType : L2Bridge\nManagementIP : fd00::5\nSubnets : {@{AddressPrefix=fd00:10::/64; GatewayAddress=fd00:10::1}}\n');
    expect(r.warnings.filter((w) => /not an/.test(w.message))).toEqual([]);
  });
});
