// One Windows node of a simulation → the files a collectlogs-style folder would hold for it: the
// HNS objects as Get-Hns* | ConvertTo-Json prints them, the vSwitch ports, and every port's rule
// list. VFP Lab's importer reads them back (Import mode, `npm run trace -- FOLDER`).
import { guidFrom } from '../../core/net/hash';
import { formatIpv4 } from '../../core/net/ip';
import type { Port } from '../../core/vfp/model';
import type { Simulation } from '../../cluster/simulation';
import { LB_FLAG_IPV6, PM_FLAG_VIP_EXTERNAL_IP, type HnsState } from '../../hns/model';
import { convertToJson } from './convertto-json';
import { endpointJson, hnsJson } from './hns-json';
import { portRulesText, rulesTextGaps, vmswitchPortsText } from './vfpctrl-rules';

export interface DumpFile {
  name: string;
  text: string;
  /** What command printed it, for a listing. */
  command: string;
}

export interface NodeDumps {
  node: string;
  files: DumpFile[];
  /** What the files cannot carry of the simulated node, in words (empty: nothing lost). */
  gaps: string[];
}

export type NodeDumpsResult = { ok: true; value: NodeDumps } | { ok: false; message: string };

/** Trailing dashes cut by a loop: an unanchored `-+$` retries from every dash (quadratic). */
const trimEndDashes = (s: string): string => {
  let end = s.length;
  while (end > 0 && s[end - 1] === '-') end--;
  return s.slice(0, end);
};

/** A port's file name: its friendly name (an endpoint GUID, `Container NIC …`, `ExternalPort`) made safe. */
export function rulesFileName(port: Port): string {
  const base = trimEndDashes((port.friendlyName || port.id).replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+/, ''));
  return `vfp-rules-${base || 'port'}.txt`;
}

/** What the v1 JSON cannot say about these HNS objects. */
function hnsGaps(hns: HnsState): string[] {
  const gaps: string[] = [];
  if (hns.loadBalancers.some((lb) => lb.portMappings.some((pm) => pm.flags & PM_FLAG_VIP_EXTERNAL_IP))) {
    gaps.push("the VipExternalIP flag of NodePort and external-IP load balancers (v1 policy lists have no field for it): a replay balances external IPs at the host vNIC's OUT group, not IN");
  }
  // A v1 policy list says IPv6 only through its VIPs (the importer flags a list with an IPv6 VIP).
  if (hns.loadBalancers.some((lb) => lb.flags & LB_FLAG_IPV6 && !lb.frontendVips.some((v) => v.includes(':')))) {
    gaps.push('the IPv6 flag of a load balancer with no IPv6 VIP (a NodePort one of the IPv6 family: v1 policy lists have no flags field): a replay takes it as IPv4');
  }
  return gaps;
}

export function nodeDumps(sim: Simulation, node: string): NodeDumpsResult {
  const build = sim.windows.get(node);
  const host = sim.world.hosts.get(node);
  if (!build || !host || host.kind !== 'windows') {
    const names = [...sim.windows.keys()];
    return { ok: false, message: `${node} is not a Windows node of this scenario (Windows nodes: ${names.join(', ') || 'none'})` };
  }
  const { hns, compiled } = build;
  const json = hnsJson(hns, { endpointPorts: compiled.endpointPorts, hostVnicPortGuid: compiled.hostPortId, externalNicPortGuid: compiled.externalPortId });
  const files: DumpFile[] = [];
  const add = (name: string, command: string, text: string | undefined) => {
    if (text !== undefined) files.push({ name, command, text });
  };
  // A port's rule list is printed when first read: listing the files costs nothing, and a replayed
  // node of 100,000 rules (17 MB of text) is printed only when it is written (issue 32).
  const addLazy = (name: string, command: string, print: () => string) => {
    let text: string | undefined;
    files.push({
      name,
      command,
      get text() {
        return (text ??= print());
      },
    });
  };
  add('hns-networks.json', 'Get-HnsNetwork | ConvertTo-Json -Depth 10', json.networks);
  add('hns-endpoints.json', 'Get-HnsEndpoint | ConvertTo-Json -Depth 10', json.endpoints);
  add('hns-policylists.json', 'Get-HnsPolicyList | ConvertTo-Json -Depth 10', json.policyLists);
  add('hns-namespaces.json', 'Get-HnsNamespace | ConvertTo-Json -Depth 10 (HNS.V2.psm1)', json.namespaces);
  const ports = host.vswitch.ports;
  const switchGuid = guidFrom(`vswitch:${node}:${host.vswitch.name}`).toUpperCase();
  add('vfp-ports.txt', 'vfpctrl /list-vmswitch-port', ports.length ? vmswitchPortsText(ports, { name: switchGuid, friendlyName: host.vswitch.name }) : undefined);
  const used = new Set<string>();
  for (const p of ports) {
    let name = rulesFileName(p);
    for (let i = 2; used.has(name); i++) name = rulesFileName(p).replace(/\.txt$/, `-${i}.txt`);
    used.add(name);
    addLazy(name, `vfpctrl /port ${p.id} /list-rule`, () => portRulesText(p));
  }
  const gaps = [...hnsGaps(hns), ...new Set(ports.flatMap(rulesTextGaps))];
  return { ok: true, value: { node, files, gaps } };
}

/** `Get-HnsEndpoint` of one pod (by its ref, pod/NAMESPACE/NAME), as in hns-endpoints.json; undefined if the node has no endpoint for it. */
export function podEndpointText(sim: Simulation, node: string, podRef: string): string | undefined {
  const build = sim.windows.get(node);
  const pod = sim.resolved.pods.find((p) => p.ref === podRef && p.node.name === node);
  if (!build || !pod) return undefined;
  const ip = formatIpv4(pod.ip);
  const e =
    build.hns.endpoints.find((x) => !x.isRemoteEndpoint && x.origin?.kind === 'Pod' && x.origin.name === pod.name && (x.origin.namespace ?? 'default') === pod.namespace) ??
    build.hns.endpoints.find((x) => !x.isRemoteEndpoint && x.ipAddress === ip);
  if (!e) return undefined;
  const network = build.hns.networks.find((n) => n.type !== 'NAT') ?? build.hns.networks[0];
  return convertToJson([endpointJson(e, network, { endpointPorts: build.compiled.endpointPorts })]);
}
