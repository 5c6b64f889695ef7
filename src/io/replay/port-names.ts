// How the user's own files name a replayed node's ports (issue 28 item 4): commands to paste on the
// real node, and a capture's interface descriptions, must not name the port GUIDs the model made up
// for ports the dumps never named. A port's name is known from `vfpctrl /list-vmswitch-port` (or any
// vfpctrl dump of the port) or from Get-HnsEndpoint's port GUID; failing that, a pod port is known by
// its HNS endpoint's id (its friendly name on the switch); failing that, nothing names it.
import { readNodeOverrides } from '../../cluster/scenario/node-overrides';
import type { Scenario } from '../../cluster/scenario/schema';

/** `name`: the port's name as the files print it; `endpoint`: only its endpoint's id is there; `{}`: neither. */
export interface PortName {
  name?: string;
  endpoint?: string;
}

/** Undefined for a node not rebuilt from files (a built node, a remote node the dumps imply). */
export type PortNamer = (node: string, port: string, friendlyName?: string) => PortName | undefined;

/** Ids the replay made up (an ipconfig adapter's, an assumed namespace's) name nothing on the node. */
const MADE_UP = /^(?:ipconfig:|assumed-)/;

export function portNamesOf(scenario: Scenario): PortNamer | undefined {
  const nodes = new Map<string, { ports: Map<string, string>; endpoints: Map<string, string> }>();
  for (const [node, o] of readNodeOverrides(scenario.nodes).overrides) {
    const ports = new Map<string, string>();
    const endpoints = new Map<string, string>();
    for (const e of o.hns?.endpoints ?? []) if (!MADE_UP.test(e.id)) endpoints.set(e.id.toLowerCase(), e.id);
    // A rule list that named no port was given its endpoint's id (windows.ts): that is no port name.
    for (const p of o.vfp ?? []) if (!endpoints.has(p.id.toLowerCase())) ports.set(p.id.toUpperCase(), p.id);
    for (const e of o.hns?.endpoints ?? []) if (e.portGuid) ports.set(e.portGuid.toUpperCase(), e.portGuid);
    nodes.set(node, { ports, endpoints });
  }
  if (!nodes.size) return undefined;
  return (node, port, friendlyName) => {
    const n = nodes.get(node);
    if (!n) return undefined;
    const name = n.ports.get(port.toUpperCase());
    if (name) return { name };
    const endpoint = friendlyName && n.endpoints.get(friendlyName.toLowerCase());
    return endpoint ? { endpoint } : {};
  };
}
