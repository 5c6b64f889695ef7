// Microsoft's checks and the probe hints in Vietnamese: every message, fix and evidence note they
// really write (every Windows node of every built-in, exported to dump files and imported again;
// every file of the real corpus and the e2e fixtures; a node with every fault at once, in the
// singular and the plural) has a complete rendering that keeps its addresses and names. A new
// message site in findings.ts fails the count below until it is enumerated here (and so rendered).
import '../../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../../cluster/simulation';
import { mustPrefix } from '../../../core/net/ip';
import { FINDING_CHECKS, findings, type Finding, type HostFacts } from '../../../hns/findings';
import { ep, lb, net, port, rule, state, tcp } from '../../../hns/testing/findings';
import { nodeDumps } from '../../../io/export/node-dumps';
import { importFiles, type ImportInput } from '../../../io/import';
import { BUILTINS } from '../../../lessons';
import { probeHints, replayOf } from '../../../state/replay-outcome';
import { CHECKS_VI, renderMessageVi } from './narration-vi';

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
    loadBalancers: [lb({ frontendVips: ['10.96.0.50'], state: 1 }), lb({ id: 'L2', frontendVips: ['10.96.0.60'], flags: 1 })],
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
const findingsSource = Object.values(import.meta.glob<string>('../../../hns/findings.ts', { query: '?raw', import: 'default', eager: true }))[0]!;

/** What a replay shows for a set of files: its findings and its probe hints' reasons. */
function replayed(inputs: ImportInput[]): { findings: Finding[]; whys: string[] } {
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

/** Addresses, numbers and names of the English that the Vietnamese must carry over. */
const kept = (en: string) => en.match(/\d+(\.\d+){3}(\/\d+)?|\b\d+\b|\b[A-Z][A-Z_]{3,}\b/g) ?? [];

function expectVi(en: string) {
  const r = renderMessageVi(en);
  expect(r.complete, en).toBe(true);
  for (const k of kept(en)) expect(r.text, en).toContain(k);
}

describe("Microsoft's checks in Vietnamese", () => {
  const found = all.flatMap((x) => x.findings);

  it('every check is produced here, and has its name', () => {
    const seen = new Set(found.map((f) => f.check));
    for (const c of FINDING_CHECKS.filter((x) => x !== 'Checks')) expect(seen.has(c), c).toBe(true);
    for (const c of FINDING_CHECKS) expect(CHECKS_VI[c].length).toBeGreaterThan(0);
  });

  it('every message and fix, and the evidence notes in words, have a complete rendering', () => {
    const texts = new Set(found.flatMap((f) => [f.message, f.fix ?? ''].filter(Boolean)));
    expect(texts.size).toBeGreaterThan(25);
    // The built-ins and the corpus were read and checked (not only the node with every fault).
    expect(fromBuiltins.length + fromFiles.length).toBeGreaterThan(40);
    expect(fromFiles.some((x) => x.findings.length > 0)).toBe(true);
    for (const t of texts) expectVi(t);
    const worded = found.map((f) => f.evidence).filter((e) => e.includes('dynamic range'));
    expect(new Set(worded).size).toBeGreaterThanOrEqual(3);
    for (const e of worded) expectVi(e);
  });

  it("the checks' own failure is said, with the reader's reason through the catalogue", () => {
    expect(renderMessageVi('the node checks could not run: {x}').text).toMatch(/^không chạy được/);
  });

  it('each message site of findings.ts is enumerated above (a new one must be added to everyFault)', () => {
    const source = findingsSource;
    expect(source.match(/\bmessage: /g)?.length).toBe(15);
    expect(source.match(/\bfix: /g)?.length).toBe(14);
    const messages = new Set(everyFault().map((f) => f.message.replace(/\d+(\.\d+){0,3}/g, '#')));
    // 15 sites, two of them with a singular and a plural wording.
    expect(messages.size).toBe(17);
  });
});

describe('probe hints in Vietnamese', () => {
  it("every hint's reason has a complete rendering", () => {
    // Pods with and without what they listen on, a load balancer, the DNS server.
    const s = structuredClone(BUILTINS[0]!.scenario);
    const node = s.pods[0]!.node;
    s.pods = s.pods.map((p, i) => (i === 0 ? { ...p, listen: [] } : p));
    const hns = state({ endpoints: [ep({ dnsServerList: ['10.96.0.10'] })], loadBalancers: [lb({ frontendVips: ['10.96.0.50'] })] });
    const whys = new Set([...all.flatMap((x) => x.whys), ...probeHints(s, node, hns).map((h) => h.why)]);
    expect(whys.size).toBe(4);
    for (const w of whys) expectVi(w);
  });
});
