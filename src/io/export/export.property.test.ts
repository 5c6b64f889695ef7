// Properties of the exporters against VFP Lab's own parsers: random rule lists survive the vfpctrl
// text (names, priorities, flags, conditions, every action field vfpctrl prints), random HNS
// endpoint policies survive ConvertTo-Json, and every Windows node of a random valid scenario
// exports files the importer reads with no error and the exported counts. FUZZ_RUNS sets the runs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import { validScenarioArb } from '../../cluster/testing/arbitraries';
import { scenarioSchema } from '../../cluster/scenario/schema';
import { formatPrefix, ipv4Prefix, type Prefix } from '../../core/net/ip';
import type { Action, Conditions, Group, Layer, Port, Rule } from '../../core/vfp/model';
import type { EndpointPolicy, HnsEndpoint } from '../../hns/model';
import { parse as parseHnsJson } from '../dumps/hns-json';
import { parse as parseRules } from '../dumps/vfpctrl-rules';
import { importFiles, toSummary } from '../import';
import { convertToJson, type PsJson } from './convertto-json';
import { endpointJson } from './hns-json';
import { nodeDumps } from './node-dumps';
import { portRulesText } from './vfpctrl-rules';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const TIMEOUT = Math.max(20_000, RUNS * 200);

const name = fc.stringMatching(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,39}$/);
const ipv4 = fc.integer({ min: 0, max: 0xffffffff });
const prefix: fc.Arbitrary<Prefix> = fc.tuple(ipv4, fc.integer({ min: 0, max: 32 })).map(([ip, len]) => ipv4Prefix(ip, len));
const port = fc.integer({ min: 0, max: 65535 });
const range = fc.tuple(port, port).map(([a, b]) => ({ lo: Math.min(a, b), hi: Math.max(a, b) }));
const mac = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 6, maxLength: 6 }).map((b) => b.map((x) => x.toString(16).toUpperCase().padStart(2, '0')).join('-'));
const list = <T>(a: fc.Arbitrary<T>) => fc.option(fc.array(a, { minLength: 1, maxLength: 3 }), { nil: undefined });

const conditions: fc.Arbitrary<Conditions> = fc
  .record({
    srcIp: list(prefix),
    dstIp: list(prefix),
    protocols: list(fc.integer({ min: 0, max: 255 })),
    srcPorts: list(range),
    dstPorts: list(range),
    vni: fc.option(fc.integer({ min: 0, max: 0xffffff }), { nil: undefined }),
  })
  .map((c) => JSON.parse(JSON.stringify(c)) as Conditions);

/** Actions whose every field vfpctrl prints (no hash distribution, hairpin or SNAT on lbnat). */
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom<Action>({ type: 'allow' }, { type: 'block' }, { type: 'meter' }, { type: 'decap' }, { type: 'paroute' }),
  name.map((n): Action => ({ type: 'dynnat', pool: { name: `SLB_NATPOOL_IPV4_TCP_${n}`, ip: 0, lo: 0, hi: 65535 } })),
  fc
    .record({ src: fc.option(ipv4, { nil: undefined }), srcPort: fc.option(port, { nil: undefined }), dst: fc.option(ipv4, { nil: undefined }), dstPort: fc.option(port, { nil: undefined }) })
    .filter((n) => Object.values(n).some((v) => v !== undefined))
    .map((n): Action => JSON.parse(JSON.stringify({ type: 'nat', ...n })) as Action),
  fc.record({ dstMac: fc.option(mac, { nil: undefined }), srcMac: fc.option(mac, { nil: undefined }) }).filter((m) => !!(m.dstMac ?? m.srcMac)).map((m): Action => JSON.parse(JSON.stringify({ type: 'mac-rewrite', ...m })) as Action),
  fc.array(fc.record({ ip: ipv4, port }), { minLength: 1, maxLength: 4 }).map((bs): Action => ({ type: 'lbnat', backends: bs.map((b) => ({ ...b, local: false })), distribution: 'none' })),
  fc.record({ pa: ipv4, vni: fc.integer({ min: 0, max: 0xffffff }), udpPort: port }).map((e): Action => ({ type: 'encap', ...e })),
);

const rule: fc.Arbitrary<Rule> = fc
  .record({ id: name, friendlyName: fc.option(name, { nil: undefined }), priority: port, raw: port, conditions, action, flowTtl: fc.integer({ min: 0, max: 100_000 }) })
  .map(({ raw, ...r }) => JSON.parse(JSON.stringify({ ...r, flags: { terminating: (raw & 1) !== 0, stateful: (raw & 2) !== 0, raw } })) as Rule);

const group: fc.Arbitrary<Group> = fc.record({
  name,
  friendlyName: name,
  priority: port,
  direction: fc.constantFrom('in' as const, 'out' as const),
  family: fc.constantFrom('ipv4' as const, 'ipv6' as const),
  conditions,
  matchType: fc.constantFrom('priority' as const, 'lpm' as const),
  rules: fc.array(rule, { maxLength: 4 }),
});

const layers: fc.Arbitrary<Layer[]> = fc.uniqueArray(fc.record({ name, friendlyName: name, priority: port, groups: fc.array(group, { maxLength: 3 }) }), { selector: (l) => l.name, maxLength: 4 }).map((ls) =>
  ls.map((l) => ({ ...l, stateful: true, defaultAction: { in: 'allow' as const, out: 'allow' as const } })),
);

const portArb: fc.Arbitrary<Port> = fc.record({ id: fc.uuid().map((u) => u.toUpperCase()), blocked: fc.boolean(), layers }).map((p) => ({ ...p, friendlyName: '', kind: 'endpoint' as const }));

/** What a rule list says of a port, in a form to compare. */
function shape(p: Port) {
  const cond = (c: Conditions) => ({ ...c, srcIp: c.srcIp?.map(formatPrefix), dstIp: c.dstIp?.map(formatPrefix) });
  return {
    id: p.id,
    blocked: p.blocked,
    layers: p.layers.map((l) => ({
      name: l.name,
      friendlyName: l.friendlyName,
      priority: l.priority,
      groups: l.groups.map((g) => ({
        ...g,
        conditions: cond(g.conditions),
        rules: g.rules.map((r) => ({ id: r.id, friendlyName: r.friendlyName, priority: r.priority, flags: r.flags, conditions: cond(r.conditions), action: r.action, flowTtl: r.flowTtl })),
      })),
    })),
  };
}

describe('vfpctrl /list-rule text', () => {
  it('reads back as the port it was printed from: layers, groups, rules, conditions and actions', () => {
    fc.assert(
      fc.property(portArb, (p) => {
        const res = parseRules(portRulesText(p), 'x.txt');
        expect(res.errors).toEqual([]);
        expect(res.value!.vfp.ports).toHaveLength(1);
        expect(shape(res.value!.vfp.ports[0]!)).toEqual(shape(p));
      }),
      { numRuns: RUNS },
    );
  });
});

const policy: fc.Arbitrary<EndpointPolicy> = fc.oneof(
  fc.record({ exceptions: fc.array(prefix.map(formatPrefix), { maxLength: 3 }), destinations: fc.array(prefix.map(formatPrefix), { maxLength: 2 }) }).map((p): EndpointPolicy => ({ type: 'OutBoundNAT', ...p })),
  fc.record({ destinationPrefix: prefix.map(formatPrefix), needEncap: fc.boolean() }).map((p): EndpointPolicy => ({ type: 'SDNRoute', ...p })),
  ipv4.map((ip): EndpointPolicy => ({ type: 'ProviderAddress', providerAddress: formatPrefix(ipv4Prefix(ip, 32)).replace('/32', '') })),
  fc
    .record({
      id: fc.option(name, { nil: undefined }),
      action: fc.constantFrom('Allow' as const, 'Block' as const, 'Pass' as const),
      direction: fc.constantFrom('In' as const, 'Out' as const),
      priority: port,
      protocols: fc.oneof(fc.constant([256]), fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 3 })),
      localAddresses: fc.array(prefix.map(formatPrefix), { maxLength: 2 }),
      remoteAddresses: fc.array(prefix.map(formatPrefix), { maxLength: 2 }),
      localPorts: fc.array(range.filter((r) => r.lo > 0).map((r) => (r.lo === r.hi ? `${r.lo}` : `${r.lo}-${r.hi}`)), { maxLength: 2 }),
      remotePorts: fc.array(range.filter((r) => r.lo > 0).map((r) => (r.lo === r.hi ? `${r.lo}` : `${r.lo}-${r.hi}`)), { maxLength: 2 }),
      ruleType: fc.constantFrom('Switch' as const, 'Host' as const),
    })
    .map((a): EndpointPolicy => JSON.parse(JSON.stringify({ type: 'ACL', ...a })) as EndpointPolicy),
  fc.record({ protocol: fc.constantFrom(6, 17), internalPort: port, externalPort: port, flags: fc.integer({ min: 1, max: 31 }) }).map((p): EndpointPolicy => ({ type: 'PortMapping', ...p })),
  fc.integer({ min: 0, max: 200 }).map((overhead): EndpointPolicy => ({ type: 'EncapOverhead', overhead })),
);

describe('Get-HnsEndpoint | ConvertTo-Json', () => {
  it('reads back the endpoint with every policy, in order', () => {
    fc.assert(
      fc.property(fc.array(policy, { maxLength: 6 }), fc.uuid(), ipv4, (policies, id, ip) => {
        const e: HnsEndpoint = { id, name: `ep-${id.slice(0, 8)}`, api: 1, ipAddress: formatPrefix(ipv4Prefix(ip, 32)).replace('/32', ''), macAddress: '00-15-5D-01-02-03', isRemoteEndpoint: false, policies };
        const res = parseHnsJson(convertToJson([endpointJson(e, undefined)]), 'e.json');
        expect(res.errors).toEqual([]);
        expect(res.value!.hns.endpoints[0]!.policies).toEqual(policies);
      }),
      { numRuns: RUNS },
    );
  });

  it('prints JSON that parses back to the value given', () => {
    const json: fc.Arbitrary<PsJson> = fc.jsonValue().map((v) => v as PsJson);
    fc.assert(
      fc.property(json, (v) => {
        expect(JSON.parse(convertToJson([v]))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('random valid scenarios', () => {
  it(
    'every Windows node exports files the importer reads with no error, each with its format and the counts exported',
    () => {
      const enc = new TextEncoder();
      fc.assert(
        fc.property(validScenarioArb, (input) => {
          const sim = simulate(scenarioSchema.parse(input));
          for (const [node, build] of sim.windows) {
            const dumps = nodeDumps(sim, node);
            expect(dumps.ok).toBe(true);
            if (!dumps.ok) return;
            const summary = toSummary(importFiles(dumps.value.files.map((f) => ({ name: f.name, bytes: enc.encode(f.text) }))));
            for (const f of summary.files) {
              expect(f.errors, f.file).toEqual([]);
              expect(f.format, f.file).toBe(f.file.endsWith('.json') ? 'hns-json' : f.file === 'vfp-ports.txt' ? 'vfpctrl-ports' : 'vfpctrl-rules');
            }
            const total = (k: 'endpoints' | 'loadBalancers' | 'ports' | 'rules' | 'networks') => summary.files.reduce((n, f) => n + (f.file === 'vfp-ports.txt' && k === 'ports' ? 0 : (f.objects[k] ?? 0)), 0);
            const ports = build.compiled.ports;
            expect(total('networks')).toBe(build.hns.networks.length);
            expect(total('endpoints')).toBe(build.hns.endpoints.length);
            expect(total('loadBalancers')).toBe(build.hns.loadBalancers.length);
            expect(total('ports')).toBe(ports.length);
            expect(total('rules')).toBe(ports.reduce((n, p) => n + p.layers.reduce((m, l) => m + l.groups.reduce((k, g) => k + g.rules.length, 0), 0), 0));
          }
        }),
        { numRuns: Math.max(10, Math.round(RUNS / 4)) },
      );
    },
    TIMEOUT,
  );
});
