// The exporters print what the real samples in fixtures/real look like, line for line, and say
// what they cannot print.
import '../../lessons/testing/builtins-loaded';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import type { HnsLoadBalancer } from '../../hns/model';
import { parse as parseHnsJson } from '../dumps/hns-json';
import { parse as parsePorts } from '../dumps/vfpctrl-ports';
import { parse as parseRules } from '../dumps/vfpctrl-rules';
import { convertToJson } from './convertto-json';
import { endpointJson, hnsJson, policyListJson } from './hns-json';
import { nodeDumps, podEndpointText, rulesFileName } from './node-dumps';
import { portRulesText, vmswitchPortsText } from './vfpctrl-rules';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const lf = (s: string) => s.replace(/\r\n/g, '\n');
const sim = (id: string) => simulate(structuredClone(BUILTINS.find((b) => b.id === id)!.scenario));

describe('ConvertTo-Json (Windows PowerShell 5.1)', () => {
  it('prints the real Get-HnsEndpoint sample byte for byte (CRLF aside)', () => {
    const text = real('get-hnsendpoint-json-remote-overlay-flannel.json');
    // The sample was copied from a Go literal indented by four spaces.
    const printed = text
      .split('\n')
      .map((l) => l.slice(4))
      .join('\n');
    expect(lf(convertToJson([JSON.parse(text)]))).toBe(printed);
  });

  it('prints several objects as an array, escapes as JavaScriptSerializer does, ends lines with CRLF', () => {
    const text = convertToJson([{ Name: "a<b>&'c" }, { List: [], Empty: {} }]);
    expect(text).toBe('[\r\n    {\r\n        "Name":  "a\\u003cb\\u003e\\u0026\\u0027c"\r\n    },\r\n    {\r\n        "List":  [\r\n\r\n                 ],\r\n        "Empty":  {\r\n\r\n                  }\r\n    }\r\n]\r\n');
    expect(JSON.parse(text)).toEqual([{ Name: "a<b>&'c" }, { List: [], Empty: {} }]);
  });
});

describe('vfpctrl text', () => {
  it('prints the real FW_ADMIN rule list line for line between the command and its last line', () => {
    const sample = real('vfpctrl-list-rule-fw-admin-layer-sdn-host.txt');
    const port = { ...parseRules(sample, 'x').value!.vfp.ports[0]!, id: '6C1F3A52-1F0E-4C55-A7C1-3B2F0D9E8A11' };
    const lines = lf(portRulesText(port)).split('\n');
    expect(lines.slice(0, 4)).toEqual(['PS C:\\> vfpctrl /port 6C1F3A52-1F0E-4C55-A7C1-3B2F0D9E8A11 /list-rule', ' ITEM LIST', '===========', '']);
    const end = lines.indexOf('Command list-rule succeeded!');
    expect(lines.slice(4, end).join('\n')).toBe(lf(sample));
    expect(lines.slice(end)).toEqual(['Command list-rule succeeded!', '', 'PS C:\\> vfpctrl /port 6C1F3A52-1F0E-4C55-A7C1-3B2F0D9E8A11 /get-port-state', 'Blocked : FALSE', '']);
  });

  it('prints the port list in the layout of the real excerpt', () => {
    const excerpt = parsePorts(real('vfpctrl-list-vmswitch-port-host-port-excerpt.txt'), 'x').value!.vfp.ports[0]!;
    const text = vmswitchPortsText([excerpt], { name: excerpt.switchName!, friendlyName: 'ext' });
    const sampleLines = lf(real('vfpctrl-list-vmswitch-port-host-port-excerpt.txt')).trimEnd().split('\n').map((l) => l.replace(/^> /, '  '));
    expect(lf(text).split('\n').slice(3, 3 + sampleLines.length)).toEqual(sampleLines);
    expect(parsePorts(text, 'x').value!.vfp.ports).toEqual([excerpt]);
  });

  it('names the NeedEncap route and the NAT pool as vfpctrl would, and lists what the text loses', () => {
    const s = sim('talk-l2bridge');
    const client = s.world.hosts.get('win-node-1')!;
    if (client.kind !== 'windows') throw new Error('not windows');
    const pod = client.vswitch.ports.find((p) => p.owner === 'pod/default/client')!;
    const text = lf(portRulesText(pod));
    expect(text).toContain('        Type : routeencap\n        Conditions:\n            Destination IP : 10.96.0.0/12\n');
    expect(text).toMatch(/Type : dynnat\n[^]*?Rule Data:\n {12}Type : Source_Nat\n {12}NatPool : SLB_NATPOOL_IPV4_TCP_10\.244\.1\.3910\.127\.130\.11\n/);
    const dumps = nodeDumps(s, 'win-node-1');
    expect(dumps.ok && dumps.value.gaps.join('\n')).toMatch(/NAT pools[^]*encapsulated[^]*NeedEncap/);
  });
});

describe("the model's own names and priorities (issue 11)", () => {
  it('a comment line labels them; the importer reads the text back and skips the comments', () => {
    const s = sim('talk-l2bridge');
    const client = s.world.hosts.get('win-node-1')!;
    if (client.kind !== 'windows') throw new Error('not windows');
    const pod = client.vswitch.ports.find((p) => p.owner === 'pod/default/client')!;
    const lines = lf(portRulesText(pod)).split('\n');
    const at = lines.findIndex((l) => l.includes('Friendly name : OUTBOUNDNAT_EXCEPTION_'));
    expect(lines[at - 2]).toBe("    # VFP Lab: the model's own name; the model's own priority (no public source shows them)");
    expect(lines[lines.indexOf('LAYER : ACL_ENDPOINT_LAYER') - 1]).toBe("# VFP Lab: the model's own priority (no public source shows it)");
    const back = parseRules(portRulesText(pod), 'x.txt');
    expect(back.warnings.filter((w) => /VFP Lab|not a vfpctrl/.test(w.message))).toEqual([]);
    expect(back.value!.vfp.ports[0]!.layers.map((l) => l.name)).toEqual(pod.layers.map((l) => l.name));
  });
});

describe('HNS JSON', () => {
  const s = sim('talk-l2bridge');
  const build = s.windows.get('win-node-1')!;

  it('prints v1 names and leaves out VFP Lab\'s origin', () => {
    const files = hnsJson(build.hns);
    const text = Object.values(files).join('\n');
    expect(text).not.toMatch(/origin/i);
    expect(files.endpoints).toContain('"Type":  "ROUTE"');
    expect(files.endpoints).toContain('"ExceptionList":  [');
    expect(files.policyLists).toContain('"References":  [');
    expect(files.policyLists).toMatch(/"Type": {2}"ELB",\r\n\s+"VIPs": {2}\[\r\n\s+"10\.96\.0\.50"/);
  });

  it('puts an endpoint the model left without a network on the node\'s network, as HNS does', () => {
    const network = build.hns.networks[0]!;
    const remote = build.hns.endpoints.find((e) => e.isRemoteEndpoint)!;
    expect(remote.networkId).toBeUndefined();
    const read = parseHnsJson(convertToJson([endpointJson(remote, network)]), 'x').value!.hns.endpoints[0]!;
    expect(read).toMatchObject({ networkId: network.id, networkName: network.name, isRemoteEndpoint: true });
  });

  it('prints one ELB policy per port mapping; the VipExternalIP flag has no v1 field and is named as lost', () => {
    const lb: HnsLoadBalancer = {
      id: 'lb-1',
      api: 2,
      frontendVips: [],
      endpoints: ['e1'],
      portMappings: [
        { protocol: 6, internalPort: 80, externalPort: 30080, distributionType: 2, flags: 16 | 2 },
        { protocol: 17, internalPort: 53, externalPort: 30053, distributionType: 0, flags: 1 },
      ],
      flags: 1,
    };
    const read = parseHnsJson(convertToJson([policyListJson(lb)]), 'x').value!.hns.loadBalancers[0]!;
    expect(read.portMappings).toEqual([
      { protocol: 6, internalPort: 80, externalPort: 30080, distributionType: 2, flags: 2 },
      { protocol: 17, internalPort: 53, externalPort: 30053, distributionType: 0, flags: 1 },
    ]);
    expect(read).toMatchObject({ id: 'lb-1', api: 1, frontendVips: [], endpoints: ['e1'], flags: 1 });
    const np = nodeDumps(sim('nodeport'), 'win-node-1');
    expect(np.ok && np.value.gaps.some((g) => /VipExternalIP/.test(g))).toBe(true);
  });
});

describe('nodeDumps', () => {
  it('refuses a Linux node and an unknown one, naming the Windows nodes', () => {
    const s = sim('gke-hybrid');
    expect(nodeDumps(s, 'gke-linux-pool-1')).toEqual({ ok: false, message: 'gke-linux-pool-1 is not a Windows node of this scenario (Windows nodes: gke-win-pool-1, gke-win-pool-2)' });
    expect(nodeDumps(s, 'nope').ok).toBe(false);
  });

  it('names rule files after the ports\' friendly names, made safe for a file system', () => {
    expect(rulesFileName({ id: 'X', friendlyName: 'Container NIC 1a2b3c4d', kind: 'host', blocked: false, layers: [] })).toBe('vfp-rules-Container-NIC-1a2b3c4d.txt');
    expect(rulesFileName({ id: 'ABC', friendlyName: '', kind: 'endpoint', blocked: false, layers: [] })).toBe('vfp-rules-ABC.txt');
    expect(rulesFileName({ id: 'x', friendlyName: '../..', kind: 'endpoint', blocked: false, layers: [] })).toBe('vfp-rules-..-...txt');
  });

  it("previews a pod's endpoint as hns-endpoints.json prints it; none for a pod of another node", () => {
    const s = sim('talk-l2bridge');
    const d = nodeDumps(s, 'win-node-1');
    if (!d.ok) throw new Error(d.message);
    const all = JSON.parse(d.value.files.find((f) => f.name === 'hns-endpoints.json')!.text) as { IPAddress: string }[];
    const text = podEndpointText(s, 'win-node-1', 'pod/default/web-1')!;
    expect(JSON.parse(text)).toEqual(all.find((e) => e.IPAddress === '10.244.1.36'));
    expect(podEndpointText(s, 'win-node-1', 'pod/default/web-2')).toBeUndefined();
  });

  it('says which command printed each file', () => {
    const d = nodeDumps(sim('talk-l2bridge'), 'win-node-1');
    if (!d.ok) throw new Error(d.message);
    expect(d.value.files.slice(0, 5).map((f) => [f.name, f.command])).toEqual([
      ['hns-networks.json', 'Get-HnsNetwork | ConvertTo-Json -Depth 10'],
      ['hns-endpoints.json', 'Get-HnsEndpoint | ConvertTo-Json -Depth 10'],
      ['hns-policylists.json', 'Get-HnsPolicyList | ConvertTo-Json -Depth 10'],
      ['hns-namespaces.json', 'Get-HnsNamespace | ConvertTo-Json -Depth 10 (HNS.V2.psm1)'],
      ['vfp-ports.txt', 'vfpctrl /list-vmswitch-port'],
    ]);
    expect(d.value.files.slice(5).every((f) => /^vfpctrl \/port [0-9A-F-]{36} \/list-rule$/.test(f.command))).toBe(true);
  });
});
