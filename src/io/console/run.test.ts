// The console prints the node as it is now, in formats Import reads back to the same node: each
// command whose output a reader takes is read again and compared with the model it came from.
import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate, type Simulation } from '../../cluster/simulation';
import type { Scenario } from '../../cluster/scenario/schema';
import { formatIpv4 } from '../../core/net/ip';
import type { Port } from '../../core/vfp/model';
import type { WindowsHost } from '../../core/world/world';
import { BUILTINS } from '../../lessons';
import { importFiles } from '../import';
import { runConsole, type ConsoleTarget } from './run';

const encoder = new TextEncoder();
const readBack = (text: string, name = 'console.txt') => importFiles([{ name, bytes: encoder.encode(text) }]);
const scenarioOf = (id: string): Scenario => structuredClone(BUILTINS.find((b) => b.id === id)!.scenario);

function targetOf(s: Scenario, node: string, probe?: string): ConsoleTarget {
  const sim = simulate(s);
  const p = probe ? s.probes.find((x) => x.name === probe) : undefined;
  const r = p ? runProbe(sim, p) : undefined;
  return { sim, node, ...(r?.ok && { walk: { trace: r.value.trace, runtime: r.value.runtime } }) };
}
const hostOf = (sim: Simulation, node: string) => sim.world.hosts.get(node) as WindowsHost;
const run = (t: ConsoleTarget, line: string) => {
  const out = runConsole(t, line);
  expect(out.error, `${line}: ${out.text.slice(0, 200)}`).toBe(false);
  return out.text;
};
// vfpctrl prints the NeedEncap route to the management port as `routeencap`, which the importer reads
// as a VXLAN encap (src/io/export/README.md, "Not printable"): the one action that does not come back.
const actionOf = (t: string) => (t === 'route-encap' ? 'encap' : t);
const rulesOf = (p: Port) => p.layers.flatMap((l) => l.groups.flatMap((g) => g.rules.map((r) => `${l.name}/${g.name}/${r.id}/${r.priority}/${actionOf(r.action.type)}`)));

const talk = targetOf(scenarioOf('talk-l2bridge'), 'win-node-1', 'pod-to-service');
const build = talk.sim.windows.get('win-node-1')!;

describe('console → Import, the same node', () => {
  it('Get-HnsNetwork / Get-HnsEndpoint / Get-HnsPolicyList | ConvertTo-Json -Depth 10 read back as hns-json', () => {
    const nets = readBack(run(talk, 'Get-HnsNetwork | ConvertTo-Json -Depth 10'));
    expect(nets.dumps[0]!.format).toBe('hns-json');
    expect(nets.dumps[0]!.model.hns.networks.map((n) => [n.id.toLowerCase(), n.name])).toEqual(build.hns.networks.map((n) => [n.id.toLowerCase(), n.name]));
    const eps = readBack(run(talk, 'get-hnsendpoint | convertto-json -depth 10')).dumps[0]!.model.hns.endpoints;
    expect(eps.map((e) => [e.id, e.ipAddress, e.macAddress, e.policies.length])).toEqual(build.hns.endpoints.map((e) => [e.id, e.ipAddress, e.macAddress, e.policies.length]));
    const lbs = readBack(run(talk, 'Get-HnsPolicyList | ConvertTo-Json -Depth 10')).dumps[0]!.model.hns.loadBalancers;
    expect(lbs.map((l) => [l.id, l.frontendVips, l.endpoints, l.portMappings.map((m) => [m.protocol, m.externalPort, m.internalPort])])).toEqual(
      build.hns.loadBalancers.map((l) => [l.id, l.frontendVips, l.endpoints, l.portMappings.map((m) => [m.protocol, m.externalPort, m.internalPort])]),
    );
  });

  it('the cmdlets without ConvertTo-Json print Format-List, read back as hns-list', () => {
    const r = readBack(run(talk, 'Get-HnsEndpoint'));
    expect(r.dumps[0]!.format).toBe('hns-list');
    expect(r.dumps[0]!.model.hns.endpoints.map((e) => [e.id, e.ipAddress, e.macAddress])).toEqual(build.hns.endpoints.map((e) => [e.id, e.ipAddress, e.macAddress]));
  });

  it('ConvertTo-Json without -Depth stops at depth 2, as PowerShell does: policies become strings', () => {
    const text = run(talk, 'Get-HnsEndpoint | ConvertTo-Json');
    expect(text).toContain('"@{ExceptionList=System.Object[]; Type=OutBoundNAT}"');
    expect(run(talk, 'Get-HnsEndpoint | ConvertTo-Json -Depth 10')).not.toContain('"@{');
  });

  it('hnsdiag list all [-d] read back as hnsdiag: the tables name every object, -d adds their addresses', () => {
    const plain = readBack(run(talk, 'hnsdiag list all')).dumps[0]!;
    expect(plain.format).toBe('hnsdiag');
    expect(plain.model.hns.endpoints.map((e) => e.id)).toEqual(build.hns.endpoints.map((e) => e.id));
    expect(plain.model.hns.loadBalancers.map((l) => [l.id, l.frontendVips, l.endpoints])).toEqual(build.hns.loadBalancers.map((l) => [l.id, l.frontendVips, l.endpoints]));
    expect(plain.model.hns.namespaces.map((n) => n.id)).toEqual(build.hns.namespaces.map((n) => n.id));
    const detail = readBack(run(talk, 'hnsdiag list all -d')).dumps[0]!.model.hns;
    expect(detail.endpoints.map((e) => [e.id, e.ipAddress, e.macAddress])).toEqual(build.hns.endpoints.map((e) => [e.id, e.ipAddress, e.macAddress]));
    expect(detail.loadBalancers.map((l) => l.portMappings.length)).toEqual(build.hns.loadBalancers.map((l) => l.portMappings.length));
  });

  it('vfpctrl /list-vmswitch-port and /port <name> /list-rule [/layer] [/group] read back as vfpctrl', () => {
    const host = hostOf(talk.sim, 'win-node-1');
    const ports = readBack(run(talk, 'vfpctrl /list-vmswitch-port')).dumps[0]!;
    expect(ports.format).toBe('vfpctrl-ports');
    expect(ports.model.vfp.ports.map((p) => p.id)).toEqual(host.vswitch.ports.map((p) => p.id));
    for (const port of host.vswitch.ports) {
      // By its GUID and by its friendly name (quoted when it has spaces), as vfpctrl takes either.
      for (const name of [port.id, port.friendlyName.includes(' ') ? `"${port.friendlyName}"` : port.friendlyName]) {
        const read = readBack(run(talk, `vfpctrl /port ${name} /list-rule`)).dumps[0]!;
        expect(read.format).toBe('vfpctrl-rules');
        expect(rulesOf(read.model.vfp.ports[0]!)).toEqual(rulesOf(port));
      }
    }
    const client = host.vswitch.ports.find((p) => p.owner === 'pod/default/client')!;
    const layer = client.layers.find((l) => l.groups.some((g) => g.rules.length > 0))!;
    const one = readBack(run(talk, `vfpctrl /port ${client.id} /list-rule /layer ${layer.name}`)).dumps[0]!.model.vfp.ports[0]!;
    expect(one.layers.map((l) => l.name)).toEqual([layer.name]);
    expect(rulesOf(one)).toEqual(rulesOf({ ...client, layers: [layer] }));
    const group = layer.groups.find((g) => g.rules.length > 0)!;
    const g = readBack(run(talk, `vfpctrl /port ${client.id} /list-rule /layer ${layer.name} /group ${group.name}`)).dumps[0]!.model.vfp.ports[0]!;
    expect(g.layers.flatMap((l) => l.groups.flatMap((x) => x.rules.map((r) => r.id)))).toEqual(group.rules.map((r) => r.id));
  });

  it('/get-rule-counter /format 1 reads back with the walk’s counters; the text form lists the same counts', () => {
    const host = hostOf(talk.sim, 'win-node-1');
    const client = host.vswitch.ports.find((p) => p.owner === 'pod/default/client')!;
    const read = readBack(run(talk, `vfpctrl /port ${client.id} /get-rule-counter /format 1`)).dumps[0]!;
    expect(read.format).toBe('vfpctrl-json');
    const counted = read.model.vfp.ports[0]!.layers.flatMap((l) => l.groups.flatMap((g) => g.rules.filter((r) => r.counters!.matchedPackets > 0).map((r) => r.id)));
    // The talk's VIP walk: the client's port counts the rules the walk matched there.
    const walked = [...talk.walk!.runtime.ruleCounters.keys()].filter((k) => k.startsWith(`win-node-1|${client.id}|`)).map((k) => k.split('|')[4]);
    expect(counted.sort()).toEqual(walked.sort());
    expect(counted.length).toBeGreaterThan(0);
    const text = run(talk, `vfpctrl /port ${client.id} /get-rule-counter`);
    expect(text.match(/Matched packets : [1-9]/g)?.length).toBe(counted.length);
  });

  it('ipconfig /all, on the node and in a pod, reads back as ipconfig: addresses, MACs, gateway', () => {
    const node = readBack(run(talk, 'ipconfig /all')).dumps[0]!;
    expect(node.format).toBe('ipconfig');
    const hostC = hostOf(talk.sim, 'win-node-1').compartments.find((c) => c.kind === 'host')!;
    expect(node.model.adapters!.map((a) => [a.ipv4, a.macAddress, a.container])).toEqual(hostC.interfaces.map((i) => [formatIpv4(i.ip), i.mac, false]));
    const pod = readBack(run({ ...talk, pod: 'pod/default/client' }, 'ipconfig /all')).dumps[0]!.model;
    const ep = build.hns.endpoints.find((e) => e.origin?.name === 'client')!;
    expect(pod.adapters!.map((a) => [a.ipv4, a.macAddress, a.prefixLength, a.gateway, a.container])).toEqual([[ep.ipAddress, ep.macAddress, ep.prefixLength, ep.gatewayAddress, true]]);
  });

  it('pktmon list and pktmon counters after the walk read back as pktmon', () => {
    const list = readBack(run(talk, 'pktmon list'));
    expect(list.captures[0]!.format).toBe('pktmon-list');
    expect(list.captures[0]!.model.components.length).toBe(hostOf(talk.sim, 'win-node-1').vswitch.ports.length);
    const counters = readBack(run(talk, 'pktmon counters')).captures[0]!;
    expect(counters.format).toBe('pktmon-counters');
    // The VIP walk crosses the client's vNIC out and back in: one packet each way.
    const client = counters.model.counters.find((c) => c.name?.startsWith('e060ebdc'))!;
    expect([client.tx?.packets, client.rx?.packets]).toEqual([1, 1]);
    expect(run({ ...talk, walk: undefined }, 'pktmon counters')).toBe('All counters are zero.\r\n');
  });
});

describe('console: the node as it is now', () => {
  it('shows a rule added by hand (vfpEdits) in /list-rule and in what Import reads back', () => {
    const s = scenarioOf('talk-l2bridge');
    const node = s.nodes.find((n) => n.name === 'win-node-1')!;
    node.vfpEdits = [{ op: 'add-rule', port: 'pod/client', layer: 'ACL_ENDPOINT_LAYER', group: 'ACL_ENDPOINT_GROUP_IPV4_OUT', rule: { id: 'block-web-80', priority: 100, action: 'block', protocols: ['tcp'], dstPorts: [80] } }];
    const t = targetOf(s, 'win-node-1');
    const port = hostOf(t.sim, 'win-node-1').vswitch.ports.find((p) => p.owner === 'pod/default/client')!;
    const text = run(t, `vfpctrl /port ${port.friendlyName} /list-rule /layer ACL_ENDPOINT_LAYER /group ACL_ENDPOINT_GROUP_IPV4_OUT`);
    expect(text).toContain('RULE : block-web-80');
    const rules = readBack(text).dumps[0]!.model.vfp.ports[0]!.layers.flatMap((l) => l.groups.flatMap((g) => g.rules));
    expect(rules.map((r) => [r.id, r.action.type, r.conditions.dstPorts])).toEqual([['block-web-80', 'block', [{ lo: 80, hi: 80 }]]]);
  });

  it("answers an unknown command with PowerShell's own error, and a pod has no vfpctrl", () => {
    const out = runConsole(talk, 'Get-Foo -x');
    expect(out.error).toBe(true);
    expect(out.text.split('\r\n').slice(0, 4)).toEqual([
      "Get-Foo : The term 'Get-Foo' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.",
      'At line:1 char:1',
      '+ Get-Foo -x',
      '+ ~~~~~~~',
    ]);
    expect(runConsole({ ...talk, pod: 'pod/default/client' }, 'vfpctrl /list-vmswitch-port').text).toMatch(/^vfpctrl : The term 'vfpctrl' is not recognized/);
    expect(runConsole(talk, 'Get-HnsEndpoint -Bogus').text).toMatch(/^Get-HnsEndpoint : A parameter cannot be found that matches parameter name 'Bogus'\./);
    expect(runConsole(talk, 'vfpctrl /port nope /list-rule')).toMatchObject({ error: true });
    expect(runConsole(talk, '  ')).toEqual({ text: '', error: false });
    expect(runConsole(talk, 'cls')).toMatchObject({ clear: true });
  });

  it('route print in a pod lists its compartment’s routes: the default route via cbr0', () => {
    const text = run({ ...talk, pod: 'pod/default/client' }, 'route print');
    const gw = build.hns.endpoints.find((e) => e.origin?.name === 'client')!.gatewayAddress!;
    expect(text).toMatch(new RegExp(`^ +0\\.0\\.0\\.0 +0\\.0\\.0\\.0 +${gw.replace(/\./g, '\\.')} +10\\.244\\.1\\.39 +\\d+$`, 'm'));
    expect(text).toContain('Active Routes:');
  });
});
