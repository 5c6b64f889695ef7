// Issue 28 item 4: how the user's own files name a replayed node's ports — a port name from the dumps,
// only the endpoint id (a pod port's friendly name on the switch), or nothing — never a GUID the
// model made up.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import { importFiles } from '../import';
import { buildReplay, portNamesOf } from '.';

const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });
const RKE2 = 'get-hnsendpoint-list-calico-vxlan-rke2.txt';
const rke2 = readFileSync(new URL(`../../../fixtures/real/${RKE2}`, import.meta.url), 'utf8');
/** An endpoint as Get-HnsEndpoint | ConvertTo-Json prints it, its port GUID under Resources.Allocators. */
const WITH_PORT = `[{ "ID": "5b1c8a3e-0d2f-4a7b-9c1e-2f3a4b5c6d7e", "IPAddress": "10.244.1.7", "MacAddress": "00-15-5D-01-02-03", "VirtualNetworkName": "cbr0",
  "Resources": { "Allocators": [ { "Tag": "Endpoint Port", "EndpointPortGuid": "C9385412-BDEF-49F5-88B0-C9D484EF6716", "CompartmendId": 7 } ] } }]`;

function ports(files: { name: string; bytes: Uint8Array }[]) {
  const r = buildReplay(importFiles(files));
  if ('error' in r) throw new Error(r.error);
  const namer = portNamesOf(r.scenario)!;
  const node = r.report.sources[0]!.node;
  const host = simulate(r.scenario).world.hosts.get(node)!;
  if (host.kind !== 'windows') throw new Error('not windows');
  return [...host.vswitch.ports.values()].map((p) => ({ kind: p.kind, id: p.id, named: namer(node, p.id, p.friendlyName) }));
}

describe('portNamesOf', () => {
  it('a Format-List endpoint prints no port: its pod port is known by the endpoint id, the host port by nothing', () => {
    const seen = ports([file(RKE2, rke2)]);
    expect(seen.find((p) => p.kind === 'endpoint')?.named).toEqual({ endpoint: 'c9385412-bdef-49f5-88b0-c9d484ef6716' });
    expect(seen.find((p) => p.kind === 'host')?.named).toEqual({});
  });

  it("a rule list that names no port, given to the endpoint, does not make the endpoint's id a port name", () => {
    const rules = readFileSync(new URL('../../../fixtures/real/vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt', import.meta.url), 'utf8');
    const seen = ports([file(RKE2, rke2), file('rules.txt', rules)]);
    expect(seen.find((p) => p.kind === 'endpoint')?.named).toEqual({ endpoint: 'c9385412-bdef-49f5-88b0-c9d484ef6716' });
  });

  it("an endpoint's port GUID from Get-HnsEndpoint's JSON is the port's name", () => {
    const seen = ports([file('ep.json', WITH_PORT)]);
    expect(seen.find((p) => p.kind === 'endpoint')).toMatchObject({ id: 'C9385412-BDEF-49F5-88B0-C9D484EF6716', named: { name: 'C9385412-BDEF-49F5-88B0-C9D484EF6716' } });
  });

  it('a node not from files, or a scenario with none, has no naming', () => {
    const r = buildReplay(importFiles([file(RKE2, rke2)]));
    if ('error' in r) throw new Error(r.error);
    expect(portNamesOf(r.scenario)!('another-node', 'X')).toBeUndefined();
    expect(portNamesOf({ ...r.scenario, nodes: r.scenario.nodes.map((n) => ({ ...n, hns: undefined, vfp: undefined })) })).toBeUndefined();
  });
});
