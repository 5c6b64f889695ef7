import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrefix } from '../core/net/ip';
import { ruleEvidence } from '../core/trace/evidence';
import { readNodeOverrides } from '../cluster/scenario/node-overrides';
import type { HnsState } from '../hns/model';
import type { ImportInput } from '../io/import';
import { belongsTo, canReplay, importStoreOf, probeHints, type ReplayOutcome } from './import-store';
import { inProcess } from './importer';
import { simulationOf } from './simulation';
import { newApp } from './test-helpers';
// The e2e's fixtures (copies of ../shared/fixtures/real and hand-written counters), read as text.
import endpointText from '../../e2e/fixtures/get-hnsendpoint-list-calico-vxlan-rke2.txt?raw';
import rulesText from '../../e2e/fixtures/vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt?raw';
import countersText from '../../e2e/fixtures/vfpctrl-rule-counters-calico-rke2.json?raw';
import brokenText from '../../e2e/fixtures/hns-endpoint-missing-comma.json?raw';
import hnsdiagText from '../../e2e/fixtures/hnsdiag-list-all-flannel-vxlan.txt?raw';

const ENDPOINT: ImportInput = { name: 'get-hnsendpoint-list-calico-vxlan-rke2.txt', bytes: strToU8(endpointText) };
const RULES: ImportInput = { name: 'vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt', bytes: strToU8(rulesText) };
const COUNTERS: ImportInput = { name: 'vfpctrl-rule-counters-calico-rke2.json', bytes: strToU8(countersText) };
const BROKEN: ImportInput = { name: 'hns-endpoint-missing-comma.json', bytes: strToU8(brokenText) };
const HNSDIAG: ImportInput = { name: 'hnsdiag-list-all-flannel-vxlan.txt', bytes: strToU8(hnsdiagText) };
const NODE = 'node-10-156-233-218';

/** The kinds a file held (the summary also lists kinds its format can hold, with 0). */
const counted = (objects: object) => Object.fromEntries(Object.entries(objects).filter(([, n]) => n > 0));
const POD = 'ep-10-42-213-221';

function session(...inputs: ImportInput[]) {
  const app = newApp();
  const store = importStoreOf(app);
  store.getState().add(inputs);
  return { app, store };
}

describe('import session', () => {
  it('lists each file with its format and what was read', () => {
    const { store } = session(ENDPOINT, RULES, COUNTERS, { name: 'notes.md', bytes: strToU8('# what I did on the node\n') });
    const rows = store.getState().imported.files;
    expect(rows.map((r) => [r.file, r.format, counted(r.objects)])).toEqual([
      [ENDPOINT.name, 'hns-list', { endpoints: 1, policies: 4 }],
      [RULES.name, 'vfpctrl-rules', { ports: 1, layers: 1, groups: 1, rules: 2 }],
      [COUNTERS.name, 'vfpctrl-json', { ports: 1, layers: 1, groups: 1, rules: 2 }],
      ['notes.md', null, {}],
    ]);
    expect(rows[3]!.warnings).toEqual([{ message: 'not a known format', id: 'import.notAFormat', args: {} }]);
    expect(canReplay(store.getState().imported)).toBe(true);
  });

  it('a malformed file gets its error with the line, and changes nothing else', () => {
    const good = session(ENDPOINT, RULES).store.getState().imported;
    const { store } = session(ENDPOINT, BROKEN, RULES);
    const rows = store.getState().imported.files;
    const broken = rows.find((r) => r.file === BROKEN.name)!;
    expect(broken.errors).toEqual([expect.objectContaining({ line: 6, message: expect.stringMatching(/expected ','/) })]);
    expect(rows.filter((r) => r !== broken)).toEqual(good.files);
    expect(store.getState().imported.models).toEqual(good.models);
  });

  it('a file given again replaces the earlier one; removing a zip removes its members', () => {
    const { store } = session(BROKEN);
    const fixed = strToU8(brokenText.replace('"0E-2A-0A-2A-D5-E6"', '"0E-2A-0A-2A-D5-E6",'));
    store.getState().add([{ name: BROKEN.name, bytes: fixed }]);
    const [row] = store.getState().imported.files;
    expect(store.getState().imported.files).toHaveLength(1);
    expect(row).toMatchObject({ file: BROKEN.name, format: 'hns-json', errors: [] });
    expect(counted(row!.objects)).toEqual({ endpoints: 1 });

    const zip = zipSync({ 'node-1/endpoint.txt': ENDPOINT.bytes, 'node-1/rules.txt': RULES.bytes });
    store.getState().add([{ name: 'collectlogs.zip', bytes: zip }]);
    const zipped = store.getState().imported.files.filter((r) => belongsTo(r.file, 'collectlogs.zip'));
    expect(zipped.map((r) => [r.file, r.format])).toEqual([
      ['collectlogs.zip!node-1/endpoint.txt', 'hns-list'],
      ['collectlogs.zip!node-1/rules.txt', 'vfpctrl-rules'],
    ]);
    store.getState().remove(['collectlogs.zip']);
    expect(store.getState().imported.files.map((r) => r.file)).toEqual([BROKEN.name]);
  });

  it('keeps files the browser could not hand over as rows, and replaces them when given again', () => {
    const { store } = session();
    store.getState().add([], [{ file: 'server.etl', format: null, objects: {}, warnings: [], errors: [{ message: 'too large' }] }]);
    store.getState().add([ENDPOINT]);
    expect(store.getState().unread.map((u) => u.file)).toEqual(['server.etl']);
    store.getState().add([{ name: 'server.etl', bytes: strToU8('') }]);
    expect(store.getState().unread).toEqual([]);
  });

  it('replays the node: loads the scenario, opens the node, reports what was assumed', async () => {
    const { app, store } = session(ENDPOINT, RULES, COUNTERS);
    const mode = app.ui.getState().mode;
    const out = (await store.getState().replay())!;
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.node).toBe(NODE);
    expect(app.scenario.getState().scenario).toBe(out.scenario);
    expect(app.scenario.getState().source).toEqual({ kind: 'import', files: [ENDPOINT.name, RULES.name, COUNTERS.name] });
    expect(app.ui.getState().view).toEqual({ kind: 'node', node: NODE });
    expect(app.ui.getState().mode).toBe(mode);
    expect(out.report.assumed).toContainEqual(expect.stringMatching(/pods are named after their endpoints' IPs/));
    expect(out.report.missing).toContainEqual(expect.stringMatching(/no HNS network/));
    expect(store.getState().stale).toBe(false);
    // A file that adds nothing to the node (broken, or no dump) leaves the replay standing.
    store.getState().add([BROKEN, { name: 'notes.md', bytes: strToU8('# notes\n') }]);
    expect(store.getState().stale).toBe(false);
    store.getState().add([HNSDIAG]);
    expect(store.getState().stale).toBe(true);
    store.getState().remove([HNSDIAG.name]);
    expect(store.getState().stale).toBe(false);
    // A dump given again (fixed, or a newer copy) is new content.
    store.getState().add([{ ...COUNTERS }]);
    expect(store.getState().stale).toBe(true);
    expect((await store.getState().replay())!).toMatchObject({ ok: true, node: NODE });
    expect(store.getState()).toMatchObject({ stale: false, outcome: { ok: true } });
  });

  it('a replay that cannot be built changes nothing and says why', async () => {
    // The endpoint claims its node's own address: no node can hold both.
    const clash = { name: ENDPOINT.name, bytes: strToU8(endpointText.replace(/^IPAddress .*$/m, 'IPAddress          : 10.156.233.218')) };
    const { app, store } = session(clash, HNSDIAG);
    const before = app.scenario.getState().scenario;
    const out = (await store.getState().replay())!;
    expect(out).toMatchObject({ ok: false, error: expect.stringMatching(/10\.156\.233\.218 is already used by node/) });
    expect(app.scenario.getState().scenario).toBe(before);
    expect(app.ui.getState().view).toEqual({ kind: 'cluster' });
  });

  it('suggests the node-to-pod probe; sent, it plays and its ACL rule carries the node counter', async () => {
    const { app, store } = session(ENDPOINT, RULES, COUNTERS);
    const out = (await store.getState().replay())!;
    if (!out.ok) throw new Error(out.error);
    const hint = out.probes.find((p) => p.probe.from === `node/${NODE}`)!;
    expect(hint.probe).toMatchObject({ to: `pod/default/${POD}:80`, protocol: 'tcp' });
    store.getState().send(hint);
    const { result } = app.player.getState();
    expect(result?.trace.request.verdict.outcome).toBe('delivered');
    expect(app.playhead.getState().playing).toBe(true);
    const sim = simulationOf(app.scenario.getState().scenario);
    if (sim instanceof Error) throw sim;
    expect(ruleEvidence(sim.world, result!.trace)).toEqual([
      expect.objectContaining({ layer: 'ACL_ENDPOINT_LAYER', rule: 'allow-host-to-endpoint', counters: expect.objectContaining({ matchedPackets: 1842 }), contradicts: false }),
    ]);
  });

  it("keeps the rule listing's conditions whichever file comes first, and the counters beside them", async () => {
    const { store } = session(COUNTERS, ENDPOINT, RULES);
    const out = (await store.getState().replay())!;
    if (!out.ok) throw new Error(out.error);
    const ports = readNodeOverrides(out.scenario.nodes).overrides.get(NODE)!.vfp!;
    const rule = ports.flatMap((p) => p.layers.flatMap((l) => l.groups.flatMap((g) => g.rules))).find((r) => r.friendlyName === 'allow-host-to-endpoint')!;
    expect(rule.conditions.srcIp?.map(formatPrefix)).toEqual(['10.156.233.218/32']);
    expect(rule.counters?.matchedPackets).toBe(1842);
  });

  it('finds an HNS ACL that VFP does not have', async () => {
    // The HNS endpoint names allow-host-to-endpoint; a rule list without it must be flagged.
    const rules = strToU8(rulesText.replace('allow-host-to-endpoint', 'some-other-rule'));
    const { store } = session(ENDPOINT, { name: 'rules.txt', bytes: rules });
    const out = (await store.getState().replay())!;
    if (!out.ok) throw new Error(out.error);
    expect(out.findings).toContainEqual(expect.objectContaining({ check: 'ACL not programmed', evidence: expect.stringContaining('allow-host-to-endpoint') }));
  });

  it('the store belongs to its app', () => {
    const a = newApp();
    expect(importStoreOf(a)).toBe(importStoreOf(a));
    expect(importStoreOf(newApp())).not.toBe(importStoreOf(a));
  });

  it('says how much of a node sent in parts has come, in steps of 5 %, and nothing once it is on the canvas', async () => {
    const { store } = session(ENDPOINT, RULES);
    const local = inProcess();
    const seen: (string | undefined)[] = [];
    store.subscribe((s, prev) => {
      if (s.received !== prev.received) seen.push(s.received && `${s.received.done}/${s.received.count}`);
    });
    store.getState().setImporter({
      ...local,
      replay: (files, key, onReceived) => {
        for (let done = 1; done <= 40; done++) onReceived?.({ done, count: 40 });
        return local.replay(files, key);
      },
    });
    const out = (await store.getState().replay())!;
    expect(out.ok).toBe(true);
    expect(seen).toEqual(['1/40', ...Array.from({ length: 19 }, (_, k) => `${2 * (k + 1)}/40`), '40/40', undefined]);
    expect(store.getState().received).toBeUndefined();
  });
});

describe('probe hints', () => {
  const { store } = session(ENDPOINT, RULES);
  let out!: Extract<ReplayOutcome, { ok: true }>;
  let endpoint!: HnsState;
  beforeAll(async () => {
    const replayed = (await store.getState().replay())!;
    if (!replayed.ok) throw new Error(replayed.error);
    out = replayed;
    endpoint = readNodeOverrides(out.scenario.nodes).overrides.get(NODE)!.hns!;
  });

  it('offers a pod to each load-balanced VIP and port, and to its DNS server', () => {
    const hns: HnsState = {
      ...endpoint,
      loadBalancers: [
        { id: 'lb-1', api: 1, frontendVips: ['10.43.0.10'], endpoints: [], portMappings: [{ protocol: 17, internalPort: 53, externalPort: 53, distributionType: 0, flags: 0 }], flags: 0 },
        { id: 'lb-2', api: 1, frontendVips: ['10.43.12.7'], endpoints: [], portMappings: [{ protocol: 6, internalPort: 8080, externalPort: 80, distributionType: 0, flags: 0 }], flags: 0 },
      ],
    };
    const hints = probeHints(out.scenario, NODE, hns);
    expect(hints.map((h) => [h.probe.from, h.probe.to, h.probe.protocol])).toEqual([
      [`node/${NODE}`, `pod/default/${POD}:80`, 'tcp'],
      [`pod/default/${POD}`, '10.43.0.10:53', 'udp'],
      [`pod/default/${POD}`, '10.43.12.7:80', 'tcp'],
    ]);
  });

  it('offers DNS from the endpoint when no load balancer covers it', () => {
    const hints = probeHints(out.scenario, NODE, endpoint);
    expect(hints.at(-1)).toMatchObject({ label: `${POD} → DNS 10.43.0.10 udp/53`, probe: { from: `pod/default/${POD}`, to: '10.43.0.10:53', protocol: 'udp' } });
  });
});

describe('a replay that cannot be walked says what is missing (issue 12)', () => {
  it('hnsdiag alone: the replay stands, with the one message asking for the endpoints', async () => {
    const { store } = session(HNSDIAG);
    const outcome = (await store.getState().replay())!;
    expect(outcome.ok && outcome.deadEnd?.text).toMatch(/^missing: the endpoints' IP addresses .* — run `Get-HnsEndpoint \| ConvertTo-Json -Depth 10`/);
  });

  it("with a real endpoint, the VIPs whose load balancers show no ports are named, not offered as probes", async () => {
    const { store } = session(HNSDIAG, ENDPOINT);
    const outcome = (await store.getState().replay())!;
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.deadEnd).toBeUndefined();
    expect(outcome.unwalkable?.vips).toEqual(['10.96.0.1', '10.96.0.10']);
    expect(outcome.unwalkable?.missing.text).toMatch(/^missing: the ports of the load balancers \(VIPs 10\.96\.0\.1, 10\.96\.0\.10\) — run `Get-HnsPolicyList/);
    expect(outcome.probes.map((p) => p.label).join('\n')).not.toMatch(/10\.96\.0\.1\b/);
  });
});
