// The published JSON Schemas as a validator uses them (ajv 8, draft 2020-12, strict mode), held to
// the app's own checks: every built-in scenario, lesson and exercise passes both; a corpus of edge
// cases (addresses, prefixes, ports, names) is accepted or refused alike by ajv and by the zod schema
// the app loads files with; the patterns that carry the app's checks into the JSON Schema agree with
// the code they stand for on any text (issue 29).
import { readdirSync, readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ipv6Oddity, parseIp, parseIpv4, parsePrefix } from '../../core/net/ip';
import { scenarioSchema, LISTEN_RE } from '../../cluster/scenario/schema';
import { isAddressOrPrefix, isPortRange } from '../../cluster/scenario/vfp-edits';
import { ADDRESS_OR_CIDR_PATTERN, CIDR_ANY_PATTERN, CIDR_LIST_PATTERN, CIDR_PATTERN, IP_PATTERN, IPV4_PATTERN, LISTEN_PATTERN, MAC_PATTERN, PORT_RANGE_PATTERN } from '../../cluster/scenario/patterns';
import { parseMac } from '../../core/net/mac';
import { loadScenarioText } from '../../io/scenario/load';
import { lessonSchema } from './schema';

const read = (rel: string) => readFileSync(new URL(rel, import.meta.url), 'utf8');
const published = (file: string) => JSON.parse(read(`../../../public/${file}`)) as Record<string, unknown>;

/** As a page or an editor loads them: the lesson schema names the scenario schema by a relative $ref. */
function validators() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  ajv.addSchema(published('scenario.schema.json'));
  return { scenario: ajv.getSchema('scenario.schema.json')!, lesson: ajv.compile(published('lesson.schema.json')) };
}
const { scenario: ajvScenario, lesson: ajvLesson } = validators();

const yamlFiles = (dir: string) =>
  readdirSync(new URL(dir, import.meta.url))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ file: `${dir}${f}`, data: parse(read(`${dir}${f}`)) as unknown }));

describe('the published schemas under ajv 8 strict', () => {
  it('compile, with relative ids: lesson.schema.json finds scenario.schema.json beside it', () => {
    expect(published('scenario.schema.json').$id).toBe('scenario.schema.json');
    expect(published('lesson.schema.json').$id).toBe('lesson.schema.json');
    expect(JSON.stringify(published('lesson.schema.json'))).not.toMatch(/https?:\/\/vfp-lab/);
    expect(typeof ajvLesson).toBe('function');
  });

  it('accept every built-in scenario, lesson and exercise, as the app does', () => {
    const refused: string[] = [];
    for (const { file, data } of yamlFiles('../scenarios/')) {
      if (!ajvScenario(data)) refused.push(`${file}: ${JSON.stringify(ajvScenario.errors?.slice(0, 2))}`);
      if (!ajvLesson(data)) refused.push(`${file} (lesson schema)`);
      expect(loadScenarioText(read(file)).errors).toEqual([]);
    }
    for (const { file, data } of yamlFiles('../lessons/')) {
      if (!ajvLesson(data)) refused.push(`${file}: ${JSON.stringify(ajvLesson.errors?.slice(0, 2))}`);
      expect(lessonSchema.safeParse(data).success).toBe(true);
    }
    for (const { file, data } of yamlFiles('../exercises/')) {
      if (!ajvLesson(data) || !ajvScenario(data)) refused.push(`${file}: ${JSON.stringify(ajvScenario.errors?.slice(0, 2))}`);
      expect(loadScenarioText(read(file)).errors).toEqual([]);
    }
    expect(refused).toEqual([]);
  });
});

/** A small scenario with a field of every kind the edge cases change. */
const base = () => ({
  apiVersion: 'vfp-lab/v1',
  kind: 'Scenario',
  metadata: { name: 'edge' },
  cluster: { clusterCIDR: '10.244.0.0/16', vxlan: { port: 4789 } },
  nodes: [
    {
      name: 'n1',
      ip: '10.0.0.4',
      podCIDR: '10.244.1.0/24',
      vfpEdits: [{ op: 'add-rule', port: 'host', layer: 'L', group: 'G', rule: { id: 'r', priority: 1, action: 'allow', srcIp: ['10.0.0.1'], dstPorts: ['80'] } }],
    },
  ],
  pods: [{ name: 'p', node: 'n1', listen: ['tcp/80'] }],
  services: [{ name: 's', ports: [{ port: 80, nodePort: 30080 }], externalIPs: ['192.0.2.1'] }],
  networkPolicies: [{ metadata: { name: 'np' }, spec: { ingress: [{ from: [{ ipBlock: { cidr: '10.0.0.0/8', except: ['10.1.0.0/16'] } }], ports: [{ port: 80, endPort: 90 }] }] } }],
  externals: [{ name: 'e', ip: '203.0.113.9' }],
  probes: [{ name: 'pr', from: 'pod/p', to: 'pod/p:80', srcPort: 1000, size: 64 }],
});

function withValue(path: string, value: unknown) {
  const doc = base() as Record<string, unknown>;
  const keys = path.split('.');
  let o = doc as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) o = o[k] as Record<string, unknown>;
  o[keys[keys.length - 1]!] = value;
  return doc;
}

/** [field, value]: each is run through both validators, which must agree. */
const EDGES: [string, unknown][] = [
  // IPv4 addresses (parseIpv4)
  ['nodes.0.ip', '10.0.0.256'],
  ['nodes.0.ip', '010.0.0.1'],
  ['nodes.0.ip', '10.0.0'],
  ['nodes.0.ip', '10.0.0.1.'],
  ['nodes.0.ip', ' 10.0.0.1 '],
  ['nodes.0.ip', '10.0.0.1/32'],
  ['nodes.0.ip', ''],
  ['nodes.0.ip', '0.0.0.0'],
  ['nodes.0.ip', '255.255.255.255'],
  ['nodes.0.ip', '1.2.3.4x'],
  ['nodes.0.ip', 'fe80::1'],
  ['nodes.0.ip', 10],
  ['externals.0.ip', '1.2.3'],
  ['services.0.externalIPs', ['1.1.1.1', 'x']],
  ['services.0.loadBalancerIP', '300.1.1.1'],
  ['services.0.clusterIP', '10.96.0.10'],
  // IPv4 prefixes (parsePrefix)
  ['cluster.clusterCIDR', '10.244.0.0/33'],
  ['cluster.clusterCIDR', '10.244.0.0'],
  ['cluster.clusterCIDR', '10.244.0.0/016'],
  ['cluster.clusterCIDR', '10.244.0.0/0'],
  ['cluster.clusterCIDR', '10.244.0.1/16'],
  ['cluster.clusterCIDR', '10.244.0.0 /16'],
  ['cluster.clusterCIDR', '10.244.0.0/ 16'],
  ['cluster.clusterCIDR', 'fe80::/10'],
  ['cluster.clusterCIDR', '10.244.0.0/1234'],
  ['nodes.0.podCIDR', '10.244.1.0/-1'],
  ['networkPolicies.0.spec.ingress.0.from.0.ipBlock.except', ['10.1.0.0']],
  ['networkPolicies.0.spec.ingress.0.from.0.ipBlock.cidr', '10.0.0.0/8 '],
  // ports: numbers 1-65535
  ['services.0.ports.0.port', 0],
  ['services.0.ports.0.port', 65536],
  ['services.0.ports.0.port', 65535],
  ['services.0.ports.0.port', 80.5],
  ['services.0.ports.0.port', '80'],
  ['services.0.ports.0.nodePort', 70000],
  ['probes.0.srcPort', 0],
  ['cluster.vxlan.port', 0],
  ['networkPolicies.0.spec.ingress.0.ports.0.endPort', 0],
  // listen: protocol/port 1-65535
  ['pods.0.listen', ['tcp/0']],
  ['pods.0.listen', ['tcp/65536']],
  ['pods.0.listen', ['tcp/65535']],
  ['pods.0.listen', ['tcp/00080']],
  ['pods.0.listen', ['tcp/065535']],
  ['pods.0.listen', ['icmp/1']],
  ['pods.0.listen', ['TCP/80']],
  // hand-made VFP rules: addresses or prefixes, ports or ranges 0-65535
  ['nodes.0.vfpEdits.0.rule.srcIp', ['10.0.0.0/8']],
  ['nodes.0.vfpEdits.0.rule.srcIp', ['10.0.0.0/40']],
  ['nodes.0.vfpEdits.0.rule.dstPorts', ['8000-8100']],
  ['nodes.0.vfpEdits.0.rule.dstPorts', ['70000']],
  ['nodes.0.vfpEdits.0.rule.dstPorts', ['0']],
  ['nodes.0.vfpEdits.0.rule.dstPorts', ['80-']],
  // sizes, names
  ['probes.0.size', 27],
  ['probes.0.size', 65536],
  ['metadata.name', 'Bad_Name'],
  ['probes.0.to', 'pod/p:80 '],
];

describe('ajv and the app agree on edge cases', () => {
  it.each(EDGES)('%s = %j', (path, value) => {
    const doc = withValue(path, value);
    const app = scenarioSchema.safeParse(doc).success;
    expect({ path, value, ajv: ajvScenario(doc) }).toEqual({ path, value, ajv: app });
  });

  it('the base case passes both, and the corpus has cases each way', () => {
    expect(scenarioSchema.safeParse(base()).success).toBe(true);
    expect(ajvScenario(base())).toBe(true);
    const verdicts = EDGES.map(([p, v]) => scenarioSchema.safeParse(withValue(p, v)).success);
    expect(verdicts.filter((x) => !x).length).toBeGreaterThan(30);
    expect(verdicts.filter((x) => x).length).toBeGreaterThan(8);
  });

  it('what no JSON Schema can say: a port range with its low end last (the app refuses, ajv accepts)', () => {
    const doc = withValue('nodes.0.vfpEdits.0.rule.dstPorts', ['8100-8000']);
    expect(scenarioSchema.safeParse(doc).success).toBe(false);
    expect(ajvScenario(doc)).toBe(true);
  });
});

describe('the patterns agree with the code they stand for', () => {
  // Text made of the characters that matter: digits, dots, slashes, dashes, spaces, a letter.
  const text = fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '5', '6', '9', '.', '/', '-', ' ', 'a', '\t'), maxLength: 22 });
  const dotted = fc.tuple(fc.nat(300), fc.nat(300), fc.nat(300), fc.nat(300), fc.nat(40), fc.constantFrom('', ' ', '0', '00')).map(([a, b, c, d, l, pad]) => [`${a}.${b}.${c}.${d}`, `${a}.${b}.${c}.${d}/${pad}${l}`, `${pad}${a}.${b}.${c}.${d} /${l}`]);
  const cases = fc.oneof(text, dotted.map((x) => x[0]!), dotted.map((x) => x[1]!), dotted.map((x) => x[2]!));
  const re = (p: string) => new RegExp(p, 'u');

  it('IPv4, CIDR, address-or-prefix', () => {
    fc.assert(
      fc.property(cases, (s) => {
        expect(re(IPV4_PATTERN).test(s)).toBe(parseIpv4(s) !== undefined);
        expect(re(CIDR_PATTERN).test(s)).toBe(s.includes('/') && parsePrefix(s)?.family === 'ipv4');
        expect(re(ADDRESS_OR_CIDR_PATTERN).test(s)).toBe(isAddressOrPrefix(s));
      }),
      { numRuns: 3000 },
    );
  });

  it('IPv6 and dual-stack ranges: the published patterns agree with the code (issue 31)', () => {
    const group = fc.constantFrom('0', '1', 'db8', 'FFFF', 'fd00', 'fe80', 'ff02', 'ffff', '00ab', '12345', 'g1', '');
    const token = fc.oneof(group, fc.constantFrom(':', '::', ':::', '1.2.3.4', '10.0.0.1', '255.0.0.256', '01.2.3.4', '%eth0', ' '));
    const v6 = fc.array(token, { maxLength: 12 }).map((t) => t.join(''));
    const len = fc.constantFrom('', '/0', '/64', '/128', '/129', '/056', '/');
    const list = fc.tuple(v6, len, fc.constantFrom('', ',10.244.0.0/16', ',fd00::/56', ', fd00::/64'), fc.constantFrom('', '10.0.0.0/8,')).map(([a, l, tail, head]) => `${head}${a}${l}${tail}`);
    const ok = (s: string) => parseIp(s) !== undefined && (parseIpv4(s) !== undefined || ipv6Oddity(s) === undefined);
    const cidrOk = (s: string) => s.includes('/') && parsePrefix(s) !== undefined && !s.includes('%');
    fc.assert(
      fc.property(v6, len, list, (a, l, li) => {
        expect([a, re(IP_PATTERN).test(a)]).toEqual([a, ok(a)]);
        expect([a + l, re(CIDR_ANY_PATTERN).test(a + l)]).toEqual([a + l, cidrOk(a + l)]);
        const parts = li.split(',');
        expect([li, re(CIDR_LIST_PATTERN).test(li)]).toEqual([li, parts.length <= 2 && parts.every(cidrOk)]);
      }),
      { numRuns: 3000 },
    );
  });

  it('MAC addresses, in the forms parseMac reads', () => {
    const hex = fc.constantFrom('0', '9', 'a', 'F', 'g');
    const mac = fc.oneof(
      fc.string({ unit: fc.oneof(hex, fc.constantFrom('-', ':', '.', ' ')), maxLength: 20 }),
      fc.array(fc.tuple(fc.constantFrom('0', 'a', 'F', '5'), fc.constantFrom('0', 'b', 'D', '9')), { minLength: 5, maxLength: 7 }).chain((pairs) => fc.constantFrom('-', ':', '', '.').map((sep) => pairs.map((p) => p.join('')).join(sep))),
    );
    fc.assert(
      fc.property(mac, fc.constantFrom('', ' ', '\t'), (m, pad) => {
        const s = `${pad}${m}${pad}`;
        expect(re(MAC_PATTERN).test(s)).toBe(parseMac(s) !== undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('listen and port ranges (but for the order of a range’s ends)', () => {
    const port = fc.oneof(fc.nat(70000).map(String), fc.nat(70000).map((n) => `0${n}`), fc.string({ unit: fc.constantFrom('0', '6', '5', '3', '-'), maxLength: 7 }));
    fc.assert(
      fc.property(fc.constantFrom('tcp', 'udp', 'sctp', 'icmp'), port, port, (proto, a, b) => {
        const listen = `${proto}/${a}`;
        const n = Number(listen.split('/')[1]);
        expect(re(LISTEN_PATTERN).test(listen)).toBe(LISTEN_RE.test(listen) && n >= 1 && n <= 65535);
        for (const r of [a, `${a}-${b}`]) {
          const m = /^(\d+)-(\d+)$/.exec(r);
          const ordered = isPortRange(m ? `${m[2]}-${m[1]}` : r) || isPortRange(r);
          expect(re(PORT_RANGE_PATTERN).test(r)).toBe(ordered);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('a challenge question: the published schema and zod agree', () => {
  const lesson = (question: Record<string, unknown>) => ({
    apiVersion: 'vfp-lab/v1',
    kind: 'Lesson',
    metadata: { name: 'c', title: 'C', summary: 'C', order: 1 },
    scenario: 'talk-l2bridge',
    steps: [{ title: 'T', narration: 'N', focus: { probe: 'pod-to-service' }, question }],
  });
  const ok = { kind: 'challenge', rewrite: 'dnat', layer: 'SLB_LB_LAYER', fields: ['dst', 'dstPort'] };
  it.each([
    ['as written', ok, true],
    ['no rewrite named (the focus step says which)', { kind: 'challenge', fields: ['outer.vni'] }, true],
    ['with prompt and explain in both languages', { ...ok, prompt: { en: 'P', vi: 'P' }, explain: { en: 'E', vi: 'E' } }, true],
    ['a field it does not know', { ...ok, fields: ['ttl'] }, false],
    ['no field', { ...ok, fields: [] }, false],
    ['no fields at all', { kind: 'challenge', rewrite: 'dnat' }, false],
    ['a MAC rewrite (it writes no asked field)', { ...ok, rewrite: 'mac-rewrite' }, false],
    ['an unknown key', { ...ok, answer: '10.0.0.1' }, false],
  ] as const)('%s', (_name, q, valid) => {
    const doc = lesson(q as Record<string, unknown>);
    expect(ajvLesson(doc), JSON.stringify(ajvLesson.errors?.slice(0, 2))).toBe(valid);
    expect(lessonSchema.safeParse(doc).success).toBe(valid);
  });
});
