// Totality: every parser, on any text, returns a ParseResult and never throws, not even inside its
// own guard (a guarded exception would surface as "could not read the file"). Inputs are arbitrary
// strings, strings built from the formats' own tokens, and real samples mutated line by line.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../result';
import { WINDOWS_DUMP_FORMATS, type WindowsDumpFormat } from './index';
import type { DumpModel } from './model';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const REAL = new URL('../../../fixtures/real/', import.meta.url);

const INLINE_SAMPLES = [
  '{ "Ports": [ { "Name": "4FD72AB0-2C35-4AE7-AC9A-F893495BD5EF", "Id": "ExternalPort", "VmsPortId": 2, "MacAddress": "00155D7B8256" } ] }',
  '{ "Layers": [ { "Name": "L", "Groups": [ { "Name": "G_IN", "Direction": 1, "Rules": [ { "Name": "r", "Priority": 1, "Type": "block", "InformationArray": [ { "RuleCounters": { "MatchedPackets": 3, "DroppedPackets": 3 } } ] } ] } ] } ] }',
  '{ "InformationArray": { "PortCounters": [ { "Direction": 0, "TotalPackets": 10, "DroppedAcl": 1 } ] } }',
  '[{ "ID": "n1", "Name": "flannel", "Type": "Overlay", "Ipams": [ { "Subnets": [ { "IpAddressPrefix": "10.244.1.0/24" } ] } ], "Policies": [ { "Type": "RemoteSubnetRoute", "Settings": { "DestinationPrefix": "10.244.2.0/24", "IsolationId": 4096, "ProviderAddress": "10.0.0.5" } } ], "SchemaVersion": { "Major": 2 } },' +
    ' { "ID": "lb1", "FrontendVIPs": ["10.96.0.10"], "HostComputeEndpoints": ["e1"], "PortMappings": [ { "Protocol": 17, "InternalPort": 53, "ExternalPort": 53 } ] },' +
    ' { "ID": "p1", "Policies": [ { "Type": "ELB", "VIPs": ["10.96.0.1"], "Protocol": 6, "InternalPort": 443, "ExternalPort": 443 } ], "References": ["/endpoints/e1"], "State": 2 }]',
  'Networks:\nName ID\nvxlan0 705B6B4D-E2F2-421A-B31B-E3C5E8831944\n{\n "ID" : "705B6B4D-E2F2-421A-B31B-E3C5E8831944", "Type": "Overlay"\n}\n\nLoadBalancers:\nID | Virtual IPs | Direct IP IDs\nB2C3D4E5-F6A7-4B8C-9D0E-1F2A3B4C5D6E |  | 0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F\n',
  '\nProtocol tcp Port Exclusion Ranges\n\nStart Port    End Port\n----------    --------\n      5357        5357\n     50000       50059     *\n\n* - Administered port exclusions.\n\nProtocol tcp Dynamic Port Range\n---------------------------------\nStart Port      : 49152\nNumber of Ports : 16384\n',
  'Policy for port : \n6c1f3a52-1f0e-4c55-a7c1-3b2f0d9e8a11\n ITEM LIST\n===========\nLAYER : LB_DSR\n    Priority : 30\n  GROUP : LB_DSR_IPv4_OUT\n      Direction : OUT\n    RULE : x\n        Priority : 1\n        Flags : 8195 terminating stateful \n        Type : lbnat\n        Conditions:\n            Destination IP : 10.96.0.10, 10.0.0.1-10.0.0.9\n            Destination ports : 53, 80-90\n        Flow TTL: 240\n        DIP Range(s) :\n            { 10.244.1.7 : 53 }\n        FlagsEx : 0\n    RULE : y\n        Type : dynnat\n        Rule Data:\n            NatPool : SLB_NATPOOL_IPV4_TCP_x\nCommand list-rule succeeded!\nBlocked : TRUE\n',
  // Policies pasted without their holder: an ELB policy list's, and a lone ACL (hns/bare.ts).
  '[ { "Type":  "ELB", "InternalPort":  53, "ExternalPort":  53, "Protocol":  17, "VIPs":  [ "10.96.0.10" ], "IsDSR": true }, { "Type": "ACL", "Action": "Block", "Direction": "In", "Priority": 200 } ]',
  'Type         : ELB\nProtocol     : 6\nInternalPort : 8080\nExternalPort : 80\nVIPs         : {10.96.12.7}\n\nType         : ELB\nProtocol     : x\nVIPs         : {}\n',
];

// The crafted IPv6 dumps (issue 31: no real dual-stack dump exists) are mutated with the real ones.
const CRAFTED = new URL('./testdata/', import.meta.url);
const CRAFTED_SAMPLES = readdirSync(CRAFTED)
  .filter((f) => f.startsWith('ipv6-'))
  .map((f) => readFileSync(new URL(f, CRAFTED), 'utf8'));

const SAMPLES = [...readdirSync(REAL).map((f) => readFileSync(new URL(f, REAL), 'utf8')), ...INLINE_SAMPLES, ...CRAFTED_SAMPLES];

/** Pieces of every format, so that random text often looks like the real thing. */
const TOKENS = [
  ...['\n', '\r\n', ' ', '    ', ':', ' : ', '{', '}', '[', ']', ',', '"', '@{', '=', '; ', '...}', '|', '\uFEFF', '<none>', '-', '/'],
  ...['RULE : ', 'GROUP : ', 'LAYER : ', ' ITEM LIST\n===========\n', 'Priority : ', 'Flags : 8195 terminating stateful ', 'Type : ', 'Conditions:', 'Flow TTL: ', 'Rule Data:', 'DIP Range(s) :', 'Source IP : '],
  ...['Port name : ', 'Port Friendly name : ', 'Container NIC 6c50381c', 'ExternalPort', 'MAC address : 00-15-5D-00-00-01', 'ERROR', 'Policy for port : '],
  ...['"Ports": ', '"Layers": ', '"Rules": ', '"InformationArray": ', '"RuleCounters": ', '"Direction": ', '"ID": ', '"Type": ', '"Policies": ', '"Settings": ', '"SchemaVersion": '],
  ...['Protocol tcp Port Exclusion Ranges', 'Protocol udp Dynamic Port Range', 'Start Port    End Port', 'Start Port      : ', 'Number of Ports : ', '     50000       50059     *', '* - Administered port exclusions.'],
  ...['ID : ', 'Policies : ', 'System.Object[]', 'Networks:', 'Endpoints:', 'LoadBalancers:', 'Name  ID', 'ID | Virtual IPs | Direct IP IDs'],
  ...['10.244.1.7', 'fd00::1', '6c1f3a52-1f0e-4c55-a7c1-3b2f0d9e8a11', '65535', '0', 'true', 'null', 'ELB', 'ACL', 'OutBoundNAT', 'Overlay'],
];

const tokenText = fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }).map((t) => t.join(''));
const anyText = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 200 }), tokenText);

type Mutation =
  | { kind: 'delete'; at: number }
  | { kind: 'duplicate'; at: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'edit'; at: number; text: string }
  | { kind: 'swap'; a: number; b: number }
  | { kind: 'insert'; at: number; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('edit' as const), at: fc.nat(), text: fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom(...TOKENS)) }),
  fc.record({ kind: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.oneof(fc.string({ maxLength: 40 }), tokenText) }),
);

function mutate(text: string, ms: Mutation[]): string {
  let lines = text.split('\n');
  for (const m of ms) {
    const n = Math.max(lines.length, 1);
    if (m.kind === 'delete') lines.splice(m.at % n, 1);
    else if (m.kind === 'duplicate') lines.splice(m.at % n, 0, lines[m.at % n] ?? '');
    else if (m.kind === 'insert') lines.splice(m.at % (n + 1), 0, m.text);
    else if (m.kind === 'swap') {
      const [a, b] = [m.a % n, m.b % n];
      [lines[a], lines[b]] = [lines[b] ?? '', lines[a] ?? ''];
    } else if (m.kind === 'truncate') {
      const joined = lines.join('\n');
      lines = joined.slice(0, m.at % (joined.length + 1)).split('\n');
    } else {
      const joined = lines.join('\n');
      const at = m.at % (joined.length + 1);
      lines = (joined.slice(0, at) + m.text + joined.slice(at + 1)).split('\n');
    }
  }
  return lines.join('\n');
}

const mutatedSample = fc.tuple(fc.constantFrom(...SAMPLES), fc.array(mutation, { minLength: 1, maxLength: 6 })).map(([s, ms]) => mutate(s, ms));

function checkTotal(format: WindowsDumpFormat, text: string): void {
  const score = format.detect(text);
  expect(score).toBeGreaterThanOrEqual(0);
  expect(score).toBeLessThanOrEqual(1);
  const res: ParseResult<DumpModel> = format.parse(text, 'fuzz.txt');
  expect(Array.isArray(res.warnings) && Array.isArray(res.errors)).toBe(true);
  expect(res.value !== undefined || res.errors.length > 0).toBe(true);
  const lines = text.split(/\r\n|\r|\n/).length;
  for (const p of [...res.warnings, ...res.errors]) {
    expect(typeof p.message).toBe('string');
    // What only a bug prints (unless the text itself held it, quoted back in a message).
    for (const bug of ['undefined', 'NaN', '[object Object]']) if (!text.includes(bug)) expect(p.message).not.toContain(bug);
    expect(p.message).not.toMatch(/\n\s+at /);
    if (p.line !== undefined) {
      expect(Number.isInteger(p.line) && p.line >= 1 && p.line <= lines).toBe(true);
    }
  }
  expect(res.errors.filter((e) => e.message.startsWith('could not read the file'))).toEqual([]);
  if (res.value) {
    for (const n of Object.values(format.count(res.value))) expect(n).toBeGreaterThanOrEqual(0);
  }
}

describe.each(WINDOWS_DUMP_FORMATS.map((f) => [f.id, f] as const))('%s parser is total', (_id, format) => {
  it('on arbitrary text', () => {
    fc.assert(
      fc.property(anyText, (text) => checkTotal(format, text)),
      { numRuns: RUNS },
    );
  });

  it('on mutated real and hand-written samples', () => {
    fc.assert(
      fc.property(mutatedSample, (text) => checkTotal(format, text)),
      { numRuns: RUNS },
    );
  });
});
