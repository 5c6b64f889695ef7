// `hnsdiag list all [-d]` of a node's HNS objects, in the layout of the real table
// (fixtures/real/hnsdiag-list-all-flannel-vxlan.txt): `Networks:` and `Endpoints:` space-aligned
// (`Name` padded to 17 columns), `Namespaces:` and `LoadBalancers:` piped. With `-d` each row is
// followed by the object's JSON (the v1 shape Get-Hns* prints), which is what makes `-d` worth
// typing: the tables have no addresses, policies or ports.
import type { HnsState } from '../../hns/model';
import { endpointJson, namespaceJson, networkJson, policyListJson, type PortGuids } from '../export/hns-json';
import type { PsJson } from '../export/convertto-json';

const ID_WIDTH = 36;
const col = (s: string, w: number) => (s.length >= w ? `${s} ` : s.padEnd(w));

export function hnsdiagListAll(hns: HnsState, guids: PortGuids, detail: boolean): string {
  const network = hns.networks.find((n) => n.type !== 'NAT') ?? hns.networks[0];
  const json = (v: PsJson): string[] => (detail ? JSON.stringify(v, null, 4).split('\n') : []);
  const lines: string[] = ['Networks:', `${col('Name', 17)}ID`];
  for (const n of hns.networks) lines.push(`${col(n.name, 17)}${n.id.toUpperCase()}`, ...json(networkJson(n, n === network ? guids : {})));
  lines.push('', 'Endpoints:', `${col('Name', 17)}${col('ID', ID_WIDTH + 1)}Virtual Network Name`);
  for (const e of hns.endpoints) {
    const net = hns.networks.find((n) => n.id.toLowerCase() === e.networkId?.toLowerCase()) ?? network;
    lines.push(`${col(e.name, 17)}${col(e.id, ID_WIDTH + 1)}${e.networkName ?? net?.name ?? ''}`.trimEnd(), ...json(endpointJson(e, network, guids)));
  }
  lines.push('', 'Namespaces:', `${col('ID', ID_WIDTH + 1)}| Endpoint IDs`);
  for (const ns of hns.namespaces) lines.push(`${col(ns.id, ID_WIDTH + 1)}| ${ns.endpoints.join(' ')}`.trimEnd(), ...json(namespaceJson(ns)));
  lines.push('', 'LoadBalancers:', `${col('ID', ID_WIDTH + 1)}| ${col('Virtual IPs', 17)}| Direct IP IDs`);
  for (const lb of hns.loadBalancers) {
    lines.push(`${col(lb.id, ID_WIDTH + 1)}|  ${col(lb.frontendVips.join(' '), 16)}| ${lb.endpoints.join(' ')}`.trimEnd(), ...json(policyListJson(lb)));
  }
  return lines.join('\r\n') + '\r\n';
}
