import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../cluster/scenario/schema';
import { importFiles, type ImportInput } from '../../io/import';
import { buildReplay } from '../../io/replay';
import { traceProbe } from '../../state/simulation';
import { nodeCounters, traceEvidence } from './evidence';
import endpointText from '../../../e2e/fixtures/get-hnsendpoint-list-calico-vxlan-rke2.txt?raw';
import rulesText from '../../../e2e/fixtures/vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt?raw';
import countersText from '../../../e2e/fixtures/vfpctrl-rule-counters-calico-rke2.json?raw';

const NODE_TO_POD = { name: 'adhoc', from: 'node/node-10-156-233-218', to: 'pod/default/ep-10-42-213-221:80', protocol: 'tcp' as const, size: 64, df: false };
// vfpctrl /get-port-counter /format 1 of the same port (it names no port: the replay gives it the pod's).
const PORT_COUNTERS = `{ "InformationArray": { "PortCounters": [
  { "Direction": 1, "TotalPackets": 900, "DroppedPackets": 7, "DroppedAcl": 5 },
  { "Direction": 0, "TotalPackets": 880, "DroppedPackets": 0, "DroppedAcl": 0 } ] } }`;

function replayed(...texts: [string, string][]): Scenario {
  const inputs: ImportInput[] = texts.map(([name, text]) => ({ name, bytes: strToU8(text) }));
  const r = buildReplay(importFiles(inputs));
  if ('error' in r) throw new Error(r.error);
  return r.scenario;
}

const base: [string, string][] = [
  ['endpoint.txt', endpointText],
  ['rules.txt', rulesText],
];

describe('model vs the node counters', () => {
  it('sets the counter beside the rule the walk matched, and agrees when the node counted it', () => {
    const s = replayed(...base, ['counters.json', countersText]);
    const r = traceProbe(s, NODE_TO_POD);
    if (!r.ok) throw new Error(r.message);
    expect(traceEvidence(s, r.value.trace)).toEqual([expect.objectContaining({ rule: 'allow-host-to-endpoint', contradicts: false, counters: expect.objectContaining({ matchedPackets: 1842 }) })]);
    expect(nodeCounters(s).counted).toBe(true);
  });

  it('flags a rule the walk matched while the node never counted a packet on it', () => {
    const s = replayed(...base, ['counters.json', countersText.replace('"MatchedPackets": 1842', '"MatchedPackets": 0')]);
    const r = traceProbe(s, NODE_TO_POD);
    if (!r.ok) throw new Error(r.message);
    expect(traceEvidence(s, r.value.trace)).toEqual([expect.objectContaining({ rule: 'allow-host-to-endpoint', contradicts: true })]);
  });

  it('lists the drops the node counted, largest first', () => {
    const s = replayed(...base, ['counters.json', countersText.replace('"MatchedPackets": 0, "DroppedPackets": 0', '"MatchedPackets": 3, "DroppedPackets": 3')], ['port-counters.json', PORT_COUNTERS]);
    const { counted, drops } = nodeCounters(s);
    expect(counted).toBe(true);
    expect(drops.map((d) => [d.what, d.dropped])).toEqual([
      ['port IN · dropped by ACL', 5],
      ['ACL_ENDPOINT_LAYER · profile-kns.rke2-tcp-reset-test--atbkwj8tPVFG3P1-0', 3],
    ]);
    expect(drops[0]).toMatchObject({ node: 'node-10-156-233-218', portDrop: { dir: 'IN', acl: true } });
  });

  it('says when there is nothing to compare with', () => {
    const s = replayed(...base);
    expect(nodeCounters(s)).toEqual({ counted: false, drops: [] });
    expect(traceEvidence(s, undefined)).toEqual([]);
  });
});
