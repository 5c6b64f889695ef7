// Microsoft's checks in English and Vietnamese. Every id of the catalogue rendered with sample
// arguments in both languages: no hole left, names and addresses kept, the Vietnamese not the
// English. Then what the checks really say (every Windows node of every built-in exported to dump
// files and imported again; every file of the real corpus and the e2e fixtures; a node with every
// fault, in the singular and the plural): each finding's English is its values rendered, and each
// value has its Vietnamese. The probe hints' reasons are checked here too, from the same replays.
import '../../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../../cluster/simulation';
import { render, type Msg } from '../../../core/message';
import { userWhy } from '../../../io/errors';
import { mustPrefix } from '../../../core/net/ip';
import { FINDINGS_EN } from '../../../hns/finding-messages';
import { FINDING_CHECKS, findings, type Finding, type HostFacts } from '../../../hns/findings';
import { ep, lb, net, port, rule, state, tcp } from '../../../hns/testing/findings';
import { nodeDumps } from '../../../io/export/node-dumps';
import { importFiles, type ImportInput } from '../../../io/import';
import { BUILTINS } from '../../../lessons';
import { probeHints, replayOf } from '../../../state/replay-outcome';
import { HINTS_EN } from '../../../state/hint-messages';
import { loadNarrationVi } from '../narration';
import { CHECKS_VI, FINDINGS_VI } from './findings.vi';
import { sayCheck, sayFinding } from './findings-say';
import { HINTS_VI } from './hints.vi';
import { sayHint } from './hints-say';

/** Sample arguments for every hole any sentence has. */
const SAMPLE: Record<string, string | number> = {
  network: 'External Net',
  ip: '10.244.1.5',
  state: 1,
  vips: '10.96.0.50, 10.96.0.51',
  port: 'ep-10-244-1-5',
  free: 8,
  proto: 'TCP',
  nodePorts: '30000-32767',
  n: 5,
  acl: 'allow-host',
  vip: '10.96.0.99/32',
  rule: 'LB_DSR_10_96_0_99',
  dip: '10.244.1.99',
  why: 'line 3: not JSON',
  fields: 'Endpoint 3f2a9c1e… web-1: State 2',
  range: '49152-65535',
  excluded: 2,
  protocol: 'tcp',
};
/** Said the same in every language: the dump's own fields. */
const VERBATIM = new Set(['finding.evidence.dump']);
const ids = Object.keys(FINDINGS_EN) as (keyof typeof FINDINGS_EN)[];
const BAD = /\$\{|\{\w+\}|undefined|NaN|\[object Object\]/;

/** What the English carries that the Vietnamese must too: addresses, numbers, names in capitals, commands' flags. */
const kept = (en: string) => en.match(/\d+(\.\d+){3}(\/\d+)?|\b\d+\b|\b[A-Z][A-Z_]{3,}\b|--[\w-]+(=\w+)?|[\w-]+\.ps1/g) ?? [];

describe("Microsoft's checks' catalogue in English and Vietnamese", () => {
  it('has every id in Vietnamese and no other, and every check its name', () => {
    expect(Object.keys(FINDINGS_VI).sort()).toEqual([...ids].sort());
    for (const c of FINDING_CHECKS) expect(CHECKS_VI[c].length).toBeGreaterThan(0);
  });

  for (const id of ids) {
    it(`renders ${id} in both languages`, () => {
      // The singular and the plural, an empty VIP list (a NodePort's load balancer).
      for (const over of [{}, { free: 1, n: 1, excluded: 1, vips: '' }]) {
        const m: Msg = { id, args: { ...SAMPLE, ...over } };
        const en = render([FINDINGS_EN], m);
        const vi = render([FINDINGS_VI], m);
        for (const text of [en, vi]) expect(text, id).not.toMatch(BAD);
        if (VERBATIM.has(id)) expect(vi).toBe(en);
        else expect(vi).not.toBe(en);
        for (const k of kept(en)) expect(vi, id).toContain(k);
        // Every argument the sentence has comes through in both.
        for (const v of Object.values(m.args)) if (typeof v === 'string' && v && en.includes(v)) expect(vi, id).toContain(v);
      }
    });
  }

  it('renders a sub-message in the same language (an assumed dynamic range inside the evidence)', () => {
    const m: Msg = { id: 'finding.evidence.range', args: { proto: 'TCP', range: { id: 'finding.range.assumed', args: { range: '49152-65535' } } } };
    expect(render([FINDINGS_EN], m)).toBe("TCP dynamic range 49152-65535 (Windows' default: the dynamic range was not in the files)");
    expect(render([FINDINGS_VI], m)).toBe('dải port động TCP 49152-65535 (mặc định của Windows: các file không có dải port động)');
  });
});

/** Every fault findings() knows, each in its singular and plural wording. */
function everyFault(): Finding[] {
  const route = { type: 'SDNRoute' as const, destinationPrefix: '10.96.0.0/12', needEncap: true };
  const acl = { type: 'ACL' as const, id: 'allow-host', action: 'Allow' as const, direction: 'In' as const, priority: 900, protocols: [256], localAddresses: [], remoteAddresses: [], localPorts: [], remotePorts: [], ruleType: 'Switch' as const };
  const nat = { type: 'OutBoundNAT' as const, exceptions: ['10.244.0.0/16'], destinations: [] };
  const hns = state({
    networks: [net({ name: 'External Net', managementIp: '169.254.12.9' })],
    endpoints: [
      ep({ state: 2, policies: [route, acl, nat], dnsServerList: ['10.96.0.10'] }),
      ep({ id: 'R9', isRemoteEndpoint: true, ipAddress: '10.244.9.9' }),
    ],
    loadBalancers: [lb({ frontendVips: ['10.96.0.50'], state: 1 }), lb({ id: 'L2', frontendVips: ['10.96.0.60'], flags: 1 }), lb({ id: 'L3', frontendVips: [], state: 1 })],
  });
  const stale = rule({ friendlyName: 'LB_DSR_x', conditions: { dstIp: [mustPrefix('10.96.0.99/32')] }, action: { type: 'lbnat', backends: [{ ip: 0x0af40163, port: 80, local: false }], distribution: 'none' } });
  const ports = [port([{ name: 'ACL_ENDPOINT_LAYER', rules: [] }, { name: 'LB_DSR', rules: [stale] }], { blocked: true }), port([], { id: 'P2', friendlyName: 'host', kind: 'host', blocked: true })];
  const one: HostFacts = { portRanges: [tcp([[49216, 65535]], { start: 49152, count: 16384 })] };
  const many: HostFacts = { portRanges: [tcp([[49152, 65000], [65100, 65200]])] };
  const overlap: HostFacts = { portRanges: [{ ...tcp([], { start: 10000, count: 55535 }), protocol: 'udp' }] };
  const notDsr = (n: number) => findings(state({ endpoints: [ep({ policies: [route], dnsServerList: ['10.96.0.10'] })], loadBalancers: Array.from({ length: n }, (_, i) => lb({ id: `L${i}`, frontendVips: [i ? `10.96.0.${i + 20}` : '10.96.0.10'] })) }));
  return [...findings(hns, ports, one), ...findings(state({}), [], many), ...findings(state({}), [], overlap), ...notDsr(1), ...notDsr(5)];
}

const encoder = new TextEncoder();
const corpus = import.meta.glob<string>(['../../../../fixtures/real/*', '../../../../e2e/fixtures/*', '!**/*.md'], { query: '?raw', import: 'default', eager: true });

/** What a replay shows for a set of files: its findings and its probe hints' reasons. */
function replayed(inputs: ImportInput[]): { findings: Finding[]; whys: Msg[] } {
  const r = replayOf(importFiles(inputs));
  return r.ok ? { findings: r.findings, whys: r.probes.map((p) => p.why) } : { findings: [], whys: [] };
}

const fromBuiltins = BUILTINS.flatMap((b) => {
  const sim = simulate(structuredClone(b.scenario));
  return [...sim.windows.keys()].map((node) => {
    const dumps = nodeDumps(sim, node);
    return dumps.ok ? replayed(dumps.value.files.map((f) => ({ name: f.name, bytes: encoder.encode(f.text) }))) : { findings: [], whys: [] };
  });
});
const fromFiles = Object.entries(corpus).map(([path, text]) => replayed([{ name: path.slice(path.lastIndexOf('/') + 1), bytes: encoder.encode(text) }]));
const all = [{ findings: everyFault(), whys: [] }, ...fromBuiltins, ...fromFiles];

/** A finding's three parts: its English string beside its value. */
const parts = (f: Finding): [string, Msg][] => [[f.message, f.msg], ...(f.evidenceMsg ? [[f.evidence, f.evidenceMsg] as [string, Msg]] : []), ...(f.fixMsg ? [[f.fix!, f.fixMsg] as [string, Msg]] : [])];

describe('what the checks say, in both languages', () => {
  const found = all.flatMap((x) => x.findings);

  it('every check and every sentence is produced here (the built-ins and the corpus were read and checked too)', () => {
    const seen = new Set(found.map((f) => f.check));
    for (const c of FINDING_CHECKS.filter((x) => x !== 'Checks')) expect(seen.has(c), c).toBe(true);
    const said = new Set(found.flatMap((f) => parts(f).flatMap(([, m]) => [m.id, ...Object.values(m.args).flatMap((a) => (typeof a === 'object' ? [a.id] : []))])));
    expect(ids.filter((id) => !said.has(id))).toEqual(['finding.checksFailed']);
    expect(fromBuiltins.length + fromFiles.length).toBeGreaterThan(40);
    expect(fromFiles.some((x) => x.findings.length > 0)).toBe(true);
  });

  it("each finding's English is its values rendered, and each value has a complete Vietnamese that keeps its names and addresses", async () => {
    await loadNarrationVi();
    for (const f of found)
      for (const [en, m] of parts(f)) {
        expect(sayFinding('en', m)).toBe(en);
        const vi = sayFinding('vi', m);
        expect(vi, en).not.toMatch(BAD);
        if (!VERBATIM.has(m.id)) expect(vi, en).not.toBe(en);
        for (const k of kept(en)) expect(vi, en).toContain(k);
      }
    expect(sayCheck('vi', 'Ephemeral ports')).toBe('Port tạm (ephemeral)');
    expect(sayCheck('en', 'Ephemeral ports')).toBe('Ephemeral ports');
  });

  it("the checks' own failure is said with the reader's reason through io's catalogue", async () => {
    await loadNarrationVi();
    // Why a throw it did not expect stopped the checks (io/errors.ts), as a value.
    const m: Msg = { id: 'finding.checksFailed', args: { why: userWhy(new TypeError('x is undefined')) } };
    expect(sayFinding('en', m)).toBe('the node checks could not run: VFP Lab met something it did not expect (please report it, with the file)');
    expect(sayFinding('vi', m)).toBe('không chạy được các bước kiểm tra node: VFP Lab gặp điều nó không lường trước (hãy báo lỗi, kèm theo file)');
  });
});

describe('probe hints in English and Vietnamese', () => {
  it('has every id in Vietnamese and no other, each different from its English', () => {
    expect(Object.keys(HINTS_VI).sort()).toEqual(Object.keys(HINTS_EN).sort());
    for (const id of Object.keys(HINTS_EN)) {
      const [en, vi] = [render([HINTS_EN], { id, args: {} }), render([HINTS_VI], { id, args: {} })];
      for (const text of [en, vi]) expect(text, id).not.toMatch(BAD);
      expect(vi).not.toBe(en);
      for (const k of kept(en)) expect(vi, id).toContain(k);
    }
  });

  it('every reason a replay gives is said in both languages', async () => {
    await loadNarrationVi();
    // Pods with and without what they listen on, a load balancer, the DNS server.
    const s = structuredClone(BUILTINS[0]!.scenario);
    const node = s.pods[0]!.node;
    s.pods = s.pods.map((p, i) => (i === 0 ? { ...p, listen: [] } : p));
    const hns = state({ endpoints: [ep({ dnsServerList: ['10.96.0.10'] })], loadBalancers: [lb({ frontendVips: ['10.96.0.50'] })] });
    const whys = [...all.flatMap((x) => x.whys), ...probeHints(s, node, hns).map((h) => h.why)];
    expect(new Set(whys.map((w) => w.id))).toEqual(new Set(Object.keys(HINTS_EN)));
    for (const w of whys) {
      expect(sayHint('en', w)).toBe(render([HINTS_EN], w));
      expect(sayHint('vi', w)).toBe(render([HINTS_VI], w));
    }
  });
});
