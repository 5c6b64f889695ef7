import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bigZip, nestedBomb } from '../../io/testing/bombs';

const MB = 1024 * 1024;
import { formatPrefix } from '../../core/net/ip';
import { readNodeOverrides } from '../../cluster/scenario/node-overrides';
import { importFiles, type ImportInput } from '../../io/import';
import { buildReplay } from '../../io/replay';
import { decodeShare } from '../../io/share/link';
import { ruleEvidence } from '../../core/trace/evidence';
import { simulationOf, traceProbe } from '../../state/simulation';
import { namesOf, redactSession, zipOf } from './redaction';
import endpointText from '../../../e2e/fixtures/get-hnsendpoint-list-calico-vxlan-rke2.txt?raw';
import rulesText from '../../../e2e/fixtures/vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt?raw';
import countersText from '../../../e2e/fixtures/vfpctrl-rule-counters-calico-rke2.json?raw';

const INPUTS: ImportInput[] = [
  { name: 'get-hnsendpoint-list-calico-vxlan-rke2.txt', bytes: strToU8(endpointText) },
  { name: 'vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt', bytes: strToU8(rulesText) },
  { name: 'vfpctrl-rule-counters-calico-rke2.json', bytes: strToU8(countersText) },
];
const replay = buildReplay(importFiles(INPUTS));
if ('error' in replay) throw new Error(replay.error);
const SCENARIO = replay.scenario;
const SECRETS = ['10.42.213.221', '10.156.233.218', '10-156-233-218', 'c9385412', 'A2CFF68C', '0E-2A-0a-2a-d5-dd'];

describe('redaction of an import session', () => {
  const out = redactSession(INPUTS, SCENARIO);

  it('leaves no address, GUID, MAC or node name of the node in the files', () => {
    expect(out.files.map((f) => f.path)).toEqual(INPUTS.map((i) => i.name));
    for (const f of out.files) for (const secret of SECRETS) expect(f.text.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(out.mapping.entries).toContainEqual(expect.objectContaining({ kind: 'ipv4', original: '10.42.213.221' }));
  });

  it('makes a share link whose scenario holds none of them either, VFP rule addresses included', () => {
    const shared = decodeShare(out.share!);
    expect(shared.errors).toEqual([]);
    const text = JSON.stringify(shared.value);
    for (const secret of SECRETS) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    const fakeNodeIp = out.mapping.entries.find((e) => e.original === '10.156.233.218')!.replacement;
    const [node] = shared.value!.nodes;
    expect(node!.ip).toBe(fakeNodeIp);
    const rules = readNodeOverrides(shared.value!.nodes).overrides.get(node!.name)!.vfp!.flatMap((p) => p.layers.flatMap((l) => l.groups.flatMap((g) => g.rules)));
    expect(formatPrefix(rules[0]!.conditions.srcIp![0]!)).toBe(`${fakeNodeIp}/32`);
  });

  it('the redacted scenario replays like the original: the node reaches its pod through the same ACL rule', () => {
    const shared = decodeShare(out.share!).value!;
    const pod = shared.pods[0]!;
    const r = traceProbe(shared, { name: 'adhoc', from: `node/${shared.nodes[0]!.name}`, to: `pod/${pod.namespace}/${pod.name}:80`, protocol: 'tcp', size: 64, df: false });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.trace.request.verdict.outcome).toBe('delivered');
    const sim = simulationOf(shared);
    if (sim instanceof Error) throw sim;
    expect(ruleEvidence(sim.world, r.value.trace)).toEqual([expect.objectContaining({ rule: 'allow-host-to-endpoint', counters: expect.objectContaining({ matchedPackets: 1842 }) })]);
  });

  it('expands zips into folders and leaves binaries out, saying why', () => {
    const zip = zipSync({ 'logs/endpoint.txt': INPUTS[0]!.bytes, 'logs/capture.etl': new Uint8Array([0, 1, 2, 0, 255, 0, 0, 0]) });
    const r = redactSession([{ name: 'collectlogs.zip', bytes: zip }], undefined);
    expect(r.files.map((f) => f.path)).toEqual(['collectlogs/logs/endpoint.txt']);
    expect(r.left).toEqual([{ name: 'collectlogs.zip!logs/capture.etl', reason: expect.stringMatching(/binary/), msg: { id: 'redact.binary', args: {} } }]);
    expect(r.share).toBeUndefined();
    const unzipped = unzipSync(zipOf(r.files));
    expect(strFromU8(unzipped['collectlogs/logs/endpoint.txt']!)).not.toContain('10.42.213.221');
  });

  it('gives the whole session one zip budget: bombs in separate zips add up, as they do at import', () => {
    // Each zip alone holds one member over the ratio cap; the third such member stops the session
    // (with a budget per zip, each would have cost its first megabytes and none would stop).
    const zips = [0, 1, 2, 3].map((k) => ({ name: `z${k}.zip`, bytes: bigZip(8 * MB) }));
    const r = redactSession(zips, undefined);
    expect(r.files).toEqual([]);
    expect(r.left.map((l) => `${l.name}: ${l.reason}`)).toEqual([
      'z0.zip!zeros.bin: refused: it expands more than 100:1 (a zip bomb?), the most a member may',
      'z1.zip!zeros.bin: refused: it expands more than 100:1 (a zip bomb?), the most a member may',
      'z2.zip: refused: 3 members expand more than 100:1 (a zip bomb?), the most a member may',
      'z3.zip: refused: 3 members expand more than 100:1 (a zip bomb?), the most a member may',
    ]);
  });

  it('refuses the nested bomb as the import does', () => {
    const r = redactSession([{ name: 'bomb.zip', bytes: nestedBomb(3, 16) }], undefined);
    expect(r.files).toEqual([]);
    expect(new Set(r.left.map((l) => l.reason))).toEqual(new Set(['refused: a zip nested more than 2 deep (the limit per import); not expanded']));
  });

  it('replaces the names a replay gave, but not the names every cluster has', () => {
    expect(namesOf({ ...SCENARIO, services: [{ ...svc, name: 'kube-dns', namespace: 'kube-system' }] })).toEqual({
      node: ['node-10-156-233-218'],
      pod: ['ep-10-42-213-221'],
      namespace: [],
      service: [],
    });
    expect(redactSession([{ name: 'note.txt', bytes: strToU8('ep-10-42-213-221 on node-10-156-233-218') }], SCENARIO).files[0]!.text).toBe('pod-1 on node-1');
  });
});

const svc = { name: 'x', namespace: 'default', type: 'ClusterIP' as const, selector: {}, ports: [], externalIPs: [], sessionAffinity: 'None' as const, externalTrafficPolicy: 'Cluster' as const, internalTrafficPolicy: 'Cluster' as const };
